// What a page costs in data-light mode (lib/data-light.ts), measured in the browser: used by `npm run bench` (its
// data-light column) and by the byte budget (e2e/budget.spec.ts), so both count the same bytes the same way.

/** Turns the browser's data saver on (navigator.connection.saveData, the Save-Data header), as DevTools does. */
export async function emulateSaveData(cdp) {
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/**
 * What the page in `page` has downloaded so far: the bytes of every response body as they came over the wire
 * (compressed; headers left out, as they depend on the host), from the browser's own resource timing, and the URL
 * of every script among them with their bytes.
 */
export function downloadedSoFar(page) {
  return page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
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
  });
}
