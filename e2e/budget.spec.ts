import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { basePath } from '../lib/routes';
import { downloadedSoFar, emulate4G, emulateSaveData, touchCarousel } from '../scripts/data-light-bytes.mjs';
import { measureExport } from '../scripts/measure-bytes.mjs';
import { textFiles } from '../scripts/precompress';
import { MOBILE } from './a11y-helpers';
import { products } from './content';
import { expect, test } from './fixtures';
import { allRoutes, templateRoutes } from './site';

// The byte budget: what each route makes a visitor download, measured as `npm run bench` measures it
// (scripts/measure-bytes.mjs from the export, scripts/data-light-bytes.mjs in the browser), against budgets.json.
// Bytes do not vary from run to run, so any growth past a limit fails here, not in a benchmark.

type Budgets = { page: number; script: number; css: number; dataLight: number };

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, process.env.SERVE_DIR ?? 'out');
const budgets: Budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

/** Strings that survive minification in the libraries the pages no longer load: one of framer-motion's animation
 * props, and the address of React's error messages. */
const LEFT_BEHIND = ['whileInView', 'react.dev/errors'];

test.describe('byte budget of the export', () => {
  test.beforeAll(() =>
    expect(existsSync(path.join(outDir, 'index.html')), 'a static export in out/: run npm run build first').toBe(true),
  );
  const measured = () => measureExport({ outDir, routes: allRoutes, basePath });

  // A kind of item page shares its route file and so its CSS.
  test(`the CSS of a page of every template (gzip): at most ${budgets.css} bytes`, () => {
    const { routes } = measured();
    for (const route of templateRoutes) {
      const page = routes.find((candidate) => candidate.route === route)!;
      expect.soft(page.bytes.css, `${route} CSS: ${page.files.css.join(', ')}`).toBeLessThanOrEqual(budgets.css);
    }
  });

  test('no page loads framer-motion or react-dom: the islands run on Preact, the carousel slides by CSS', () => {
    const { shared, routes } = measured();
    const scripts = new Set([...shared.files.js, ...routes.flatMap(({ files }) => [...files.ownJs, ...files.lazyJs])]);
    expect(scripts.size, 'the pages load a script').toBeGreaterThan(0);
    for (const file of scripts) for (const marker of LEFT_BEHIND) expect(read(file), file).not.toContain(marker);
  });

  test('metrics code ships only when a metrics endpoint is set at build time', () => {
    const islandsDir = path.join(outDir, '_next', 'static', 'islands');
    const withBeacon = readdirSync(islandsDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(islandsDir, file), 'utf8').includes('sendBeacon'));
    if (process.env.NEXT_PUBLIC_METRICS_ENDPOINT) expect(withBeacon.length).toBeGreaterThan(0);
    else expect(withBeacon).toEqual([]);
  });

  test('every text file has brotli and gzip copies of its final content, for hosts that send them as they are', () => {
    const files = textFiles(outDir);
    expect(files.length).toBeGreaterThan(allRoutes.length);
    const stale = files.filter((file) => {
      const original = readFileSync(file);
      const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
      const [br, gz] = [copy('.br'), copy('.gz')];
      return !br || !gz || !brotliDecompressSync(br).equals(original) || !gunzipSync(gz).equals(original);
    });
    expect(
      stale.map((file) => path.relative(outDir, file)),
      'missing or stale .br/.gz copies',
    ).toEqual([]);
  });
});

// What a visitor's phone downloads for a page, cold, as served (the build's brotli copies): its HTML, its CSS, the
// islands script and the pictures of its first screen (those the browser fetches at once), and on a page with the
// product carousel what its first touch brings (next pressed once: the pictures it then shows), as a visitor uses it.
// Then the same page in data-light mode (lib/data-light.ts), which downloads no script: its HTML, its CSS and the
// pictures of its first screen. Every route, not a page per template: a page's bytes are its own words and pictures.
test.describe('byte budgets of a whole page, interactive and light (brotli as served, at 375 px, budgets.json)', () => {
  test.use({ viewport: MOBILE });

  for (const route of allRoutes) {
    test(`${route}: at most ${budgets.page} bytes, script at most ${budgets.script}; light, at most ${budgets.dataLight} and no script`, async ({
      page,
    }) => {
      await emulate4G(await page.context().newCDPSession(page));
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
      if (await touchCarousel(page))
        await expect(page.locator('[data-carousel-position]')).toHaveText(
          products.carousel.position.replace('{current}', '2').replace('{total}', String(products.products.length)),
        );
      const downloaded = await downloadedSoFar(page);
      expect(downloaded.scripts.length, 'the islands script').toBeGreaterThan(0);
      expect(downloaded.scriptBytes, downloaded.scripts.join(', ')).toBeLessThanOrEqual(budgets.script);
      expect(downloaded.bytes, downloaded.files.join(', ')).toBeLessThanOrEqual(budgets.page);

      const light = await page.context().newPage();
      await emulateSaveData(await page.context().newCDPSession(light));
      await light.goto(route, { waitUntil: 'load' });
      // The loader would fetch the scripts after the first paint, which has come by the load event.
      const lightLoad = await downloadedSoFar(light, { firstScreen: true });
      expect(lightLoad.scripts, 'scripts in the light version').toEqual([]);
      expect(lightLoad.bytes, lightLoad.files.join(', ')).toBeLessThanOrEqual(budgets.dataLight);
      // The figures themselves, for a change's before and after (the list reporter prints them).
      console.log(
        `${route}: ${downloaded.bytes} bytes, script ${downloaded.scriptBytes}; light version ${lightLoad.bytes} bytes`,
      );
    });
  }
});
