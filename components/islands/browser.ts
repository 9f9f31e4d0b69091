/**
 * The islands entry: the only script a page loads (scripts/bundle-islands.ts builds it with Preact standing in for
 * React). It hydrates each island from its HTML and fetches pages ahead on intent; the rest of the page is HTML.
 */
import { options } from 'preact';
import { hydrateIslands } from './hydrate-islands';
import { prefetchOnIntent } from './prefetch-on-intent';
import { islands } from './registry';

// Effects run in the task after each render, as React's scheduler runs them, rather than on the next animation
// frame: a page that shows no frames (a tab opened in the background) still wires up its islands at once.
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
};

hydrateIslands(document, islands);
prefetchOnIntent(document);
