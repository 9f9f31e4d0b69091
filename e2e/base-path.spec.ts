import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drawnPicturePaths } from '../lib/drawn-pictures';
import { href, productPagePath } from '../lib/routes';
import { htmlFiles } from '../scripts/html-files';
import { navigation, products, site } from './content';
import { test as base, expect, openPage } from './fixtures';
import { allRoutes, templateRoutes } from './site';

// The export built with BASE_PATH=/site (npm run build:base-path writes it to out-base-path/), served under
// /site/ by the same static server, as a host serving it from a sub-folder would.

const BASE_PATH = '/site';
const repoRoot = path.resolve(__dirname, '..');
const exportDir = path.join(repoRoot, 'out-base-path');

const test = base.extend<object, { subPathServer: string }>({
  subPathServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
    async ({}, use, workerInfo) => {
      if (!existsSync(path.join(exportDir, 'index.html'))) {
        throw new Error('out-base-path/ is missing: run npm run build:base-path first');
      }
      const mainPort = Number(new URL(workerInfo.project.use.baseURL!).port);
      const port = mainPort + 3 + workerInfo.parallelIndex; // nginx (deploy.spec.ts) takes +1 and +2
      const server = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve.mjs')], {
        env: { ...process.env, PORT: String(port), SERVE_DIR: exportDir, BASE_PATH },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      await new Promise<void>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
        server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      });
      await use(`http://localhost:${port}`);
      server.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ subPathServer }, use) => use(subPathServer),
});

const exportedPages = () => htmlFiles(exportDir).map((file) => path.relative(exportDir, file));

/** Every URL in an attribute of the page's markup. */
const ATTRIBUTE_URL = /\s(?:href|src|srcset|content|action|poster|data)="([^"]*)"/gi;

test('every URL in the exported HTML stays under the base path', () => {
  const files = exportedPages();
  expect(files.length).toBeGreaterThanOrEqual(allRoutes.length + 1);
  const strays: string[] = [];
  for (const file of files) {
    for (const [, value] of readFileSync(path.join(exportDir, file), 'utf8').matchAll(ATTRIBUTE_URL)) {
      const url = value.replaceAll('&amp;', '&');
      const onSite = url.startsWith(site.url) ? url.slice(site.url.length) : url;
      const isPath = onSite.startsWith('/') && !onSite.startsWith('//');
      if (isPath && onSite !== BASE_PATH && !onSite.startsWith(`${BASE_PATH}/`)) strays.push(`${file}: ${url}`);
    }
  }
  expect(strays).toEqual([]);
});

test('the sitemap and robots.txt list URLs under the base path', () => {
  const sitemap = path.join(exportDir, 'sitemap.xml');
  const locations = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations.length).toBeGreaterThanOrEqual(allRoutes.length);
  for (const location of locations) expect(location.startsWith(`${site.url}${BASE_PATH}/`), location).toBe(true);
  const sitemapLines = [...readFileSync(path.join(exportDir, 'robots.txt'), 'utf8').matchAll(/^Sitemap:\s*(\S+)/gim)];
  expect(sitemapLines.map(([, url]) => url)).toEqual([`${site.url}${BASE_PATH}/sitemap.xml`]);
});

for (const route of templateRoutes) {
  test(`${BASE_PATH}${route} loads everything it needs from under ${BASE_PATH}/`, async ({ page, request }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await openPage(page, `${BASE_PATH}${route}`);
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);

    const canonical = `${site.url}${BASE_PATH}${route}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    const socialImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    // A product page shares its own picture; every other page the site's.
    const product = products.products.find(({ slug }) => href(productPagePath(slug)) === route);
    const drawn = product ? drawnPicturePaths.productShareImage(product.slug) : drawnPicturePaths.socialImage;
    expect(socialImage).toBe(`${site.url}${BASE_PATH}${drawn}`);

    // Every file the page refers to, including images not loaded yet (lazy, hidden slides) and the icons; not the
    // element of this page that <link rel="expect"> waits for (#id).
    const assets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('img[src], link[href]:not([rel="canonical"]), script[src]')]
        .map((element) => element.getAttribute('src') ?? element.getAttribute('href')!)
        .filter((url) => !/^([a-z]+:|#)/i.test(url)),
    );
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of new Set(assets)) {
      expect(asset.startsWith(`${BASE_PATH}/`), asset).toBe(true);
      expect((await request.get(asset)).status(), asset).toBe(200);
    }
  });
}

test('moving between pages in the browser stays under the base path', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await openPage(page, `${BASE_PATH}/`);
  const about = navigation.find((link) => link.href.startsWith('/about'))!;
  await page.getByRole('navigation').getByRole('link', { name: about.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/about/`));
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});
