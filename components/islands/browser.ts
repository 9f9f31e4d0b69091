/**
 * The islands entry: the only script a page loads (scripts/bundle-islands.ts builds it with Preact standing in for
 * React). It hydrates each island from its HTML and fetches pages ahead on intent; the rest of the page is HTML.
 */
import { hydrateIslands } from './hydrate-islands';
import { prefetchOnIntent } from './prefetch-on-intent';
import { islands } from './registry';

hydrateIslands(document, islands);
prefetchOnIntent(document);
