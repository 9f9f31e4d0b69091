/**
 * The islands entry: the only script a page loads (scripts/bundle-islands.ts builds it with Preact standing in for
 * React). It hydrates each island from its HTML and fetches pages ahead on intent; the rest of the page is HTML.
 */
import { options } from 'preact';
import { FAILED_OPEN_ATTRIBUTE } from '@/lib/data-light';
import { hydrateIslands, reportIslandFailure } from './hydrate-islands';
import { prefetchOnIntent } from './prefetch-on-intent';
import { ISLANDS_STARTED_ATTRIBUTE } from './protocol';
import { islands } from './registry';

// Effects run in the task after each render, as React's scheduler runs them, rather than on the next animation
// frame: a page that shows no frames (a tab opened in the background) still wires up its islands at once.
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
};

// A page that went on without its islands before they arrived (a visitor pressed one of their controls) stays as
// it is: hydrating now would fold away what it shows, under the visitor's eyes.
const root = document.documentElement;
if (!root.hasAttribute(FAILED_OPEN_ATTRIBUTE)) {
  root.setAttribute(ISLANDS_STARTED_ATTRIBUTE, '');
  // Fixed at build time (scripts/bundle-islands.ts), and read in place so that without an endpoint the condition is
  // a constant and the report's code is left out of the bundle.
  hydrateIslands(
    document,
    islands,
    process.env.NEXT_PUBLIC_METRICS_ENDPOINT
      ? reportIslandFailure(process.env.NEXT_PUBLIC_METRICS_ENDPOINT)
      : undefined,
  );
}
prefetchOnIntent(document);
