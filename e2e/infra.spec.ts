import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// scripts/serve.mjs must behave like a plain static host (nginx / Netlify).

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The directory the webServer serves: SERVE_DIR or out/, relative to the config dir. */
function exportDir(): string {
  const { configFile, rootDir } = test.info().config;
  return path.resolve(configFile ? path.dirname(configFile) : rootDir, process.env.SERVE_DIR ?? 'out');
}

function firstTitle(html: string): string | undefined {
  return /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
}

test.beforeAll(() => {
  expect(existsSync(exportDir()), 'a static export: run npm run build first').toBe(true);
});

test('a directory without trailing slash redirects to it', async ({ request }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about/');
});

test('an unknown path is a 404 with the body of 404.html', async ({ request }) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);

  const expectedTitle = firstTitle(readFileSync(path.join(exportDir(), '404.html'), 'utf8'));
  expect(expectedTitle, '404.html has a <title>').toBeTruthy();
  expect(firstTitle(await response.text())).toBe(expectedTitle);
});

test('HTML is revalidated, hashed assets are immutable', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toMatch(/^text\/html/);
  expect(home.headers()['cache-control']).toBe('no-cache');

  const src = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+)"/.exec(await home.text())?.[1];
  expect(src, 'home page has a /_next/static/ script').toBeTruthy();

  const asset = await request.get(src!.replaceAll('&amp;', '&'));
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
  expect(asset.headers()['content-type']).toMatch(/^(application|text)\/javascript\b/);
});

test('HEAD returns headers only', async ({ request }) => {
  const response = await request.head('/about/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  expect(Number(response.headers()['content-length'])).toBeGreaterThan(0);
  expect((await response.body()).length).toBe(0);
});

test('encoded ".." cannot escape the export directory', async ({ request }) => {
  // %2f is not normalised by the client, so the server sees "/../package.json".
  const response = await request.get('/..%2fpackage.json');
  expect(response.status()).toBe(404);
});
