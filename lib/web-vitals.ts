/**
 * Reports the visitor's Core Web Vitals (LCP, CLS, INP) and FCP and TTFB to the metrics endpoint, one beacon
 * per value as web-vitals reports it. Loaded only by WebVitalsReporter, after the page is idle, so none of it
 * is first-load JavaScript; web-vitals reads the browser's buffered entries, so loading late loses nothing
 * but interactions made before it loaded.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

type MetricReport = Pick<Metric, 'name' | 'value' | 'rating' | 'delta' | 'id' | 'navigationType'> & {
  page: string;
};

export function reportWebVitals(endpoint: string) {
  const send = ({ name, value, rating, delta, id, navigationType }: Metric) => {
    const report: MetricReport = { name, value, rating, delta, id, navigationType, page: location.pathname };
    // A string body is sent as text/plain: a "simple" request, so no CORS preflight; it survives page unload.
    navigator.sendBeacon(endpoint, JSON.stringify(report));
  };
  onLCP(send);
  onCLS(send);
  onINP(send);
  onFCP(send);
  onTTFB(send);
}
