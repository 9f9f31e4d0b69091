// What a page costs in data-light mode (lib/data-light.ts), measured in the browser: used by `npm run bench` (its
// data-light column) and by the byte budget (e2e/budget.spec.ts), so both count the same bytes the same way.

/** Turns the browser's data saver on (navigator.connection.saveData, the Save-Data header), as DevTools does. */
export async function emulateSaveData(cdp) {
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/**
 * Round trips of `latency` ms with no limit on speed, as DevTools emulates them: Chromium reports the connection's
 * effective type from the round trip (under 270 ms is '4g', 1,400 to 2,000 ms '2g'), and the page and the browser's
 * lazy loading read the type, not the speed, so a test takes no longer for it.
 */
export async function emulateRoundTrips(cdp, latency) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Tells the browser it is on a 4G connection, as the phone a byte budget speaks of is: Chromium starts a lazy picture
 * when it comes within a distance of the screen set by the connection's type (1,250 px on 4G), and a browser that
 * cannot tell its connection (the headless shell the tests run in) reaches 3,000 px ahead, fetching pictures a phone
 * would not fetch yet.
 */
export const emulate4G = (cdp) => emulateRoundTrips(cdp, 20);

/**
 * What the page in `page` has downloaded so far: the bytes of every response body as they came over the wire
 * (compressed; headers left out, as they depend on the host), from the browser's own resource timing, and the URL
 * of every script among them with their bytes. With `firstScreen`, only the pictures of the first screen count: a
 * lazy picture just below it, which the browser may or may not have started by the load event, and the tab's icon,
 * asked for after it, are left out, so the figure is the same on every run.
 */
export function downloadedSoFar(page, { firstScreen = false } = {}) {
  return page.evaluate((firstScreen) => {
    const shown = (image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const inView = new Set([...document.images].filter(shown).map((image) => image.currentSrc || image.src));
    const icons = new Set([...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.href));
    const counted = (entry) =>
      !firstScreen || !(icons.has(entry.name) || (entry.initiatorType === 'img' && !inView.has(entry.name)));
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].filter(
      counted,
    );
    const scripts = entries.filter(
      (entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname),
    );
    const total = (list) => list.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    return {
      bytes: total(entries),
      files: entries.map((entry) => `${new URL(entry.name).pathname} ${entry.encodedBodySize}`),
      scripts: scripts.map((entry) => entry.name),
      scriptBytes: total(scripts),
    };
  }, firstScreen);
}

/**
 * A visitor's first touch of the product carousel, where the page has one: its next arrow pressed once (Playwright's
 * click waits for the preloader to lift), then the picture it shows downloaded. Resolves false on a page without one.
 * The whole page's bytes are counted after it, by the byte budget and the bench alike.
 */
export async function touchCarousel(page) {
  const next = page.locator('[data-carousel-track] ~ [data-js-only] button:last-child');
  if ((await next.count()) === 0) return false;
  await next.click();
  await page.waitForFunction(() => {
    const slides = [...document.querySelectorAll('[data-carousel-slide]')];
    const shown = slides.filter((slide) => slide.style.visibility !== 'hidden');
    return (
      shown.length === 1 && shown[0] === slides[1] && [...shown[0].querySelectorAll('img')].every((img) => img.complete)
    );
  });
  return true;
}
