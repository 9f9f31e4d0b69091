import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { basePath } from '../lib/routes';
import { downloadedSoFar, emulateSaveData } from '../scripts/data-light-bytes.mjs';
import { hasCarousel, htmlFileOf, measureExport } from '../scripts/measure-bytes.mjs';
import { textFiles } from '../scripts/precompress';
import { MOBILE } from './a11y-helpers';
import { expect, test } from './fixtures';
import { allRoutes } from './site';

// The byte budget: what each route makes a visitor download, measured from the export exactly as
// `npm run bench` measures it (scripts/measure-bytes.mjs), against the limits in budgets.json.
// Bytes do not vary from run to run, so any growth past a limit fails here, not in a benchmark.

type Limits = { default: number } & Record<string, number>;
type Budgets = { sharedJs: number; css: number; routeJs: Limits; lazyJs: Limits; dataLight: number };

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, process.env.SERVE_DIR ?? 'out');
const budgets: Budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const limitOf = (limits: Limits, route: string) => limits[route] ?? limits.default;

/** A string found only in framer-motion's code (one of its animation props), to tell where it landed. */
const FRAMER_MOTION_MARKER = 'whileInView';

test.describe('byte budget (gzip, budgets.json)', () => {
  test.beforeAll(() =>
    expect(existsSync(path.join(outDir, 'index.html')), 'a static export in out/: run npm run build first').toBe(true),
  );
  const measured = () => measureExport({ outDir, routes: allRoutes, basePath });

  test('the JavaScript every page carries (Next, React, the layout islands)', () => {
    const { shared } = measured();
    expect(shared.bytes.js, shared.files.js.join(', ')).toBeLessThanOrEqual(budgets.sharedJs);
  });

  for (const route of allRoutes) {
    test(`${route}: its own JavaScript, what it imports later, and its CSS`, () => {
      const page = measured().routes.find((candidate) => candidate.route === route)!;
      expect(page.bytes.ownJs, `own JS: ${page.files.ownJs.join(', ')}`).toBeLessThanOrEqual(
        limitOf(budgets.routeJs, route),
      );
      expect(page.bytes.lazyJs, `lazy JS: ${page.files.lazyJs.join(', ')}`).toBeLessThanOrEqual(
        limitOf(budgets.lazyJs, route),
      );
      expect(page.bytes.css, `CSS: ${page.files.css.join(', ')}`).toBeLessThanOrEqual(budgets.css);
    });
  }

  test('only pages with the carousel load animation code', () => {
    const { shared, routes } = measured();
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    for (const file of [...shared.files.js, ...shared.files.lazyJs]) {
      expect(read(file), `${file}, loaded by every page`).not.toContain(FRAMER_MOTION_MARKER);
    }
    const carouselRoutes = routes.filter(({ route }) => hasCarousel(read(htmlFileOf(route))));
    expect(carouselRoutes.length, 'some page has the carousel').toBeGreaterThan(0);
    for (const { route, files } of routes) {
      const animated = [...files.ownJs, ...files.lazyJs].some((file) => read(file).includes(FRAMER_MOTION_MARKER));
      const carousel = carouselRoutes.some((page) => page.route === route);
      expect(
        animated,
        `${route} ${carousel ? 'has the carousel but no' : 'has no carousel but loads'} framer-motion`,
      ).toBe(carousel);
    }
  });

  test('metrics code ships only when a metrics endpoint is set at build time', () => {
    const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
    const withBeacon = readdirSync(chunksDir).filter((file) =>
      readFileSync(path.join(chunksDir, file), 'utf8').includes('sendBeacon'),
    );
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

// Data-light mode (lib/data-light.ts) downloads no script: what a page costs is its HTML, its CSS and the images of
// its first screen (those the browser fetches at once), as served (the build's brotli copies), on a phone.
test.describe('byte budget in data-light mode (brotli as served, budgets.json dataLight)', () => {
  test.use({ viewport: MOBILE });

  for (const route of allRoutes) {
    test(`${route}: HTML, CSS and first-screen images, and no script`, async ({ page }) => {
      await emulateSaveData(await page.context().newCDPSession(page));
      await page.goto(route, { waitUntil: 'load' });
      // The loader would fetch the scripts after the first paint, which has come by the load event.
      const downloaded = await downloadedSoFar(page);
      expect(downloaded.scripts, 'scripts downloaded').toEqual([]);
      expect(downloaded.bytes, downloaded.files.join(', ')).toBeLessThanOrEqual(budgets.dataLight);
    });
  }
});
