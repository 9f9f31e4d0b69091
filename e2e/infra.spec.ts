import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { headerRules } from './host-policy';
import { startServe } from './serve';

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

test.describe('preview equals production', () => {
  test("every response carries the headers of the served folder's _headers file", async ({ request }) => {
    const rules = headerRules(path.join(exportDir(), '_headers'));
    const everyResponse = rules['/*'];
    expect(Object.keys(everyResponse)).toContain('content-security-policy');
    const home = await request.get('/');
    const asset = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+)"/.exec(await home.text())?.[1] ?? '(none)';
    const responses = [
      home,
      await request.get(asset.replaceAll('&amp;', '&')),
      await request.get('/about', { maxRedirects: 0 }),
      await request.get('/no-such-page/'),
    ];
    expect(responses.map((response) => response.status())).toEqual([200, 200, 301, 404]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(everyResponse)) {
        expect(response.headers()[name], `${name} of ${response.url()}`).toBe(value);
      }
    }
    expect(responses[1].headers()['cache-control']).toBe(rules['/_next/static/*']['cache-control']);
    // _headers itself is no page of the site.
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('a symbolic link out of the served folder is refused', async ({ request }) => {
    const planted = [`planted-file-${test.info().parallelIndex}.txt`, `planted-dir-${test.info().parallelIndex}`];
    const [file, dir] = planted.map((name) => path.join(exportDir(), name));
    for (const link of [file, dir]) rmSync(link, { force: true });
    symlinkSync('/etc/passwd', file);
    symlinkSync('/etc', dir);
    try {
      for (const url of [`/${planted[0]}`, `/${planted[1]}/passwd`, `/${planted[1]}/`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).not.toContain('root:');
      }
    } finally {
      for (const link of [file, dir]) rmSync(link);
    }
  });

  test.describe('precompressed files', () => {
    const files = { plain: 'const answer = 42;\n', gzip: 'gzip bytes', br: 'brotli bytes' };
    let dir: string;
    let server: Awaited<ReturnType<typeof startServe>>;
    test.beforeAll(async () => {
      const testInfo = test.info();
      dir = mkdtempSync(path.join(tmpdir(), 'anvaya-serve-'));
      mkdirSync(path.join(dir, 'js'));
      writeFileSync(path.join(dir, 'js', 'app.js'), files.plain);
      writeFileSync(path.join(dir, 'js', 'app.js.gz'), files.gzip);
      writeFileSync(path.join(dir, 'js', 'app.js.br'), files.br);
      writeFileSync(path.join(dir, 'js', 'only.js'), files.plain);
      const mainPort = Number(new URL(testInfo.project.use.baseURL!).port);
      server = await startServe({ dir, port: mainPort + 13 + testInfo.parallelIndex });
    });
    test.afterAll(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    /** The raw response: Playwright's client would decode the body it was sent. */
    const fetchRaw = (urlPath: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
        get(`${server.url}${urlPath}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks).toString() }));
        }).on('error', reject);
      });

    test('the best encoding the client accepts is sent, with Vary, as nginx gzip_static does', async () => {
      const cases: [string | undefined, keyof typeof files][] = [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.8', 'gzip'],
        ['identity', 'plain'],
        [undefined, 'plain'],
      ];
      for (const [accept, expected] of cases) {
        const { headers, body } = await fetchRaw('/js/app.js', accept);
        expect(body, `Accept-Encoding: ${accept}`).toBe(files[expected]);
        expect(headers['content-encoding'], `Accept-Encoding: ${accept}`).toBe(
          expected === 'plain' ? undefined : expected,
        );
        expect(headers['content-type']).toMatch(/^text\/javascript/);
        expect(headers['content-length']).toBe(String(Buffer.byteLength(files[expected])));
        expect(headers.vary).toBe('Accept-Encoding');
      }
    });

    test('a file without a compressed copy is sent as it is', async () => {
      const { headers, body } = await fetchRaw('/js/only.js', 'gzip, br');
      expect(body).toBe(files.plain);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers.vary).toBeUndefined();
    });
  });
});
