import { act, render } from '@testing-library/react';
import type { Metric } from 'web-vitals';
import { WebVitalsReporter } from './WebVitalsReporter';

// web-vitals itself needs a real browser's performance entries: each callback gets one plausible value
// (without entries, which the reporter does not send).
const metric = (name: Metric['name'], value: number) =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${name}`,
    navigationType: 'navigate',
    entries: [],
  }) as unknown as Metric;
jest.mock('web-vitals', () => ({
  onLCP: (report: (m: Metric) => void) => report(metric('LCP', 1200)),
  onCLS: (report: (m: Metric) => void) => report(metric('CLS', 0)),
  onINP: (report: (m: Metric) => void) => report(metric('INP', 80)),
  onFCP: (report: (m: Metric) => void) => report(metric('FCP', 900)),
  onTTFB: (report: (m: Metric) => void) => report(metric('TTFB', 200)),
}));

const endpoint = 'https://metrics.example.com/vitals';
// The island renders only in a build with an endpoint, which the reporter's code reads as a constant of the build.
process.env.NEXT_PUBLIC_METRICS_ENDPOINT = endpoint;

describe('WebVitalsReporter', () => {
  let sendBeacon: jest.Mock;
  let idleCallbacks: Map<number, IdleRequestCallback>;

  beforeEach(() => {
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    idleCallbacks = new Map();
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.set(idleCallbacks.size + 1, callback);
      return idleCallbacks.size;
    });
    window.cancelIdleCallback = jest.fn((id: number) => idleCallbacks.delete(id));
  });

  /** Lets the browser become idle, then lets the reporter's chunk load. */
  async function becomeIdle() {
    await act(async () => {
      for (const callback of idleCallbacks.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('sends nothing while the page is still busy loading', () => {
    render(<WebVitalsReporter endpoint={endpoint} />);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('once the page is idle, beacons LCP, CLS, INP, FCP and TTFB to the endpoint with the page they were measured on', async () => {
    render(<WebVitalsReporter endpoint={endpoint} />);
    await becomeIdle();
    expect(sendBeacon).toHaveBeenCalledTimes(5);
    for (const [url] of sendBeacon.mock.calls) expect(url).toBe(endpoint);
    const reports = sendBeacon.mock.calls.map(([, body]) => JSON.parse(body));
    expect(reports.map((report) => report.name)).toEqual(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);
    expect(reports[0]).toEqual({
      name: 'LCP',
      value: 1200,
      rating: 'good',
      delta: 1200,
      id: 'v5-LCP',
      navigationType: 'navigate',
      page: '/',
    });
  });

  it('sends nothing if the visitor leaves before the page was idle', async () => {
    const { unmount } = render(<WebVitalsReporter endpoint={endpoint} />);
    unmount();
    await becomeIdle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('WebVitalsReporter in a browser without requestIdleCallback', () => {
  let sendBeacon: jest.Mock;
  let requestIdleCallback: Window['requestIdleCallback'];

  beforeEach(() => {
    jest.useFakeTimers();
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    requestIdleCallback = window.requestIdleCallback;
    // Deleted, not set to undefined: the reporter asks whether the browser has the function at all.
    delete (window as Partial<Window>).requestIdleCallback;
  });
  afterEach(() => {
    jest.useRealTimers();
    window.requestIdleCallback = requestIdleCallback;
  });

  it('starts reporting 5 s after it mounts, once the load has surely settled', async () => {
    render(<WebVitalsReporter endpoint={endpoint} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(sendBeacon).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
      jest.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sendBeacon).toHaveBeenCalledTimes(5);
  });

  it('sends nothing if the visitor leaves before then', () => {
    const { unmount } = render(<WebVitalsReporter endpoint={endpoint} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
