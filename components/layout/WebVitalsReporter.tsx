'use client';

import { useEffect } from 'react';

type Props = { endpoint: string };

/** Longest wait for an idle moment before reporting starts anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Island: once the page is idle, loads the web-vitals reporter (a chunk of its own, never first-load
 * JavaScript) and has it beacon the page's metrics to `endpoint`. Rendered by the root layout only when
 * NEXT_PUBLIC_METRICS_ENDPOINT is set at build time; otherwise no page has it and no visitor loads web-vitals.
 */
export function WebVitalsReporter({ endpoint }: Props) {
  useEffect(() => {
    const start = () => {
      // A constant of the build: built without an endpoint, the islands bundle leaves web-vitals out entirely.
      if (process.env.NEXT_PUBLIC_METRICS_ENDPOINT)
        void import('@/lib/web-vitals').then(({ reportWebVitals }) => reportWebVitals(endpoint));
    };
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(idle);
    }
    // Where the browser has no requestIdleCallback, start once the load has surely settled.
    const timer = setTimeout(start, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [endpoint]);
  return null;
}
