import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { headerRules, SCRIPT_SVG, svgScriptRan } from './host-policy';
import { startServe } from './serve';

// scripts/serve.mjs must behave like a plain static host (nginx / Netlify).

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The directory the webServer serves: SERVE_DIR or out/, relative to the config dir. */
function exportDir(): string {
  const { configFile, rootDir } = test.info().config;
  return path.resolve(configFile ? path.dirname(configFile) : rootDir, process.env.SERVE_DIR ?? 'out');
}

/** The main server's address, as the tests' own requests reach it. */
function baseUrl(): string {
  return test.info().project.use.baseURL!;
}

/**
 * A request sent as written (Playwright's client would normalise %ff and decode a ranged body), answered with
 * what the tests read of a Playwright response.
 */
function rawRequest(
  urlPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{
    status: () => number;
    headers: () => Record<string, string>;
    url: () => string;
    body: () => Promise<Buffer>;
    text: () => Promise<string>;
  }>((resolve, reject) => {
    const request = httpRequest(`${baseUrl()}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: () => response.statusCode ?? 0,
          headers: () => response.headers as Record<string, string>,
          url: () => urlPath,
          body: async () => body,
          text: async () => body.toString(),
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
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
    const { byRule, forPath } = await headerRules(path.join(exportDir(), '_headers'));
    const everyResponse = byRule['/*'];
    expect(Object.keys(everyResponse)).toContain('content-security-policy');
    const home = await request.get('/');
    const asset = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+)"/.exec(await home.text())?.[1] ?? '(none)';
    const responses = [
      home,
      await request.get(asset.replaceAll('&amp;', '&')),
      await request.get('/about', { maxRedirects: 0 }),
      await request.get('/no-such-page/'),
      await request.get('/', { headers: { 'If-None-Match': home.headers().etag } }),
      await request.get('/robots.txt', { headers: { Range: 'bytes=0-3' } }),
      await request.get('/robots.txt', { headers: { Range: 'bytes=99999999-' } }),
      await request.post('/'),
      await rawRequest('/%ff'),
    ];
    expect(responses.map((response) => response.status())).toEqual([200, 200, 301, 404, 304, 206, 416, 405, 400]);
    // On this machine, the policy leaves out upgrade-insecure-requests (the next test says why).
    const previewed = {
      ...everyResponse,
      'content-security-policy': everyResponse['content-security-policy'].replace(
        /;\s*upgrade-insecure-requests\b/,
        '',
      ),
    };
    for (const response of responses) {
      for (const [name, value] of Object.entries(previewed)) {
        expect(response.headers()[name], `${name} of ${response.url()} (${response.status()})`).toBe(value);
      }
    }
    expect(responses[1].headers()['cache-control']).toBe(forPath('/_next/static/x.js')['cache-control']);
    // _headers itself is no page of the site.
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('a preview on this machine is whole in Safari: no upgrade to https for localhost, which WebKit would apply', async ({
    request,
  }) => {
    const { byRule } = await headerRules(path.join(exportDir(), '_headers'));
    const production = byRule['/*']['content-security-policy'];
    expect(production, "_headers' policy").toMatch(/\bupgrade-insecure-requests\b/);
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const policy = (await request.get('/', { headers: { host } })).headers()['content-security-policy'];
      expect(policy, host).not.toMatch(/upgrade-insecure-requests/);
      expect(policy, host).toContain("frame-ancestors 'none'");
    }
    // Served under any other name (a deploy behind a proxy), the policy is production's, whole.
    const named = await request.get('/', { headers: { host: 'www.example.in' } });
    expect(named.headers()['content-security-policy']).toBe(production);
  });

  test('no error is cached for long: a missing build file is asked for again', async ({ request }) => {
    const hashed = await request.get('/_next/static/chunks/no-such-chunk.js');
    expect(hashed.status()).toBe(404);
    expect(hashed.headers()['cache-control']).toBe('no-cache');
  });

  test("the 404 page, Next's copies of it and a folder without a page answer 404, not a soft 404", async ({
    request,
  }) => {
    const notFoundTitle = firstTitle(readFileSync(path.join(exportDir(), '404.html'), 'utf8'));
    const urls = [
      '/404.html',
      '/404/',
      '/404',
      '/404/index.html',
      '/_not-found/',
      '/_not-found/index.html',
      '/images/',
    ];
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(firstTitle(await response.text()), url).toBe(notFoundTitle);
    }
  });

  test('ETag and Last-Modified give a 304 to a client that has the file', async ({ request }) => {
    const first = await request.get('/about/');
    const { etag, 'last-modified': lastModified } = first.headers();
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await request.get('/about/', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    expect((await request.get('/about/', { headers: { 'If-Modified-Since': lastModified } })).status()).toBe(304);
    expect((await request.get('/about/', { headers: { 'If-None-Match': '"0-0"' } })).status()).toBe(200);
  });

  test('a Range is answered with 206 and those bytes, as nginx does', async () => {
    const whole = readFileSync(path.join(exportDir(), 'robots.txt'));
    const cases: [string, number, Buffer][] = [
      ['bytes=0-9', 206, whole.subarray(0, 10)],
      ['bytes=5-', 206, whole.subarray(5)],
      ['bytes=-4', 206, whole.subarray(-4)],
      [`bytes=${whole.length}-`, 416, Buffer.alloc(0)],
      ['bytes=0-1,4-5', 200, whole],
    ];
    for (const [range, status, body] of cases) {
      const response = await rawRequest('/robots.txt', { headers: { Range: range } });
      expect(response.status(), range).toBe(status);
      expect(await response.body(), range).toEqual(body);
      if (status === 206)
        expect(response.headers()['content-range'], range).toMatch(new RegExp(`^bytes \\d+-\\d+/${whole.length}$`));
    }
    // If-Range with another version: the whole file, not a part of a different one.
    const stale = await rawRequest('/robots.txt', { headers: { Range: 'bytes=0-3', 'If-Range': '"0-0"' } });
    expect(stale.status()).toBe(200);
  });

  test('every symbolic link is refused, inside the served folder too, as nginx refuses it', async ({ request }) => {
    const index = test.info().parallelIndex;
    const links: [string, string, string[]][] = [
      [`planted-file-${index}.txt`, '/etc/passwd', [`/planted-file-${index}.txt`]],
      [`planted-dir-${index}`, '/etc', [`/planted-dir-${index}/passwd`, `/planted-dir-${index}/`]],
      [`planted-page-${index}.html`, path.join(exportDir(), 'index.html'), [`/planted-page-${index}.html`]],
      [`planted-about-${index}`, path.join(exportDir(), 'about'), [`/planted-about-${index}/`]],
    ];
    for (const [name, target] of links) {
      rmSync(path.join(exportDir(), name), { force: true });
      symlinkSync(target, path.join(exportDir(), name));
    }
    try {
      for (const url of links.flatMap(([, , urls]) => urls)) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).not.toContain('root:');
      }
    } finally {
      for (const [name] of links) rmSync(path.join(exportDir(), name));
    }
  });

  test('a folder swapped for a link while files are asked for never leads out of the served folder', async () => {
    // A real folder and a link to /etc trade places as fast as they can: a server that checked the path and then
    // opened it again would sometimes send /etc/passwd.
    const name = `swapped-${test.info().parallelIndex}`;
    const [folder, link, spare] = [name, `${name}.link`, `${name}.real`].map((n) => path.join(exportDir(), n));
    const clean = () => {
      for (const file of [folder, link, spare]) rmSync(file, { recursive: true, force: true });
    };
    clean();
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'passwd'), 'harmless\n');
    symlinkSync('/etc', link);
    let swapping = true;
    const swapper = (async () => {
      while (swapping) {
        renameSync(folder, spare);
        renameSync(link, folder);
        await new Promise((resolve) => setImmediate(resolve));
        renameSync(folder, link);
        renameSync(spare, folder);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      const answers = new Set<string>();
      for (let i = 0; i < 300; i += 1) {
        const response = await rawRequest(`/${name}/passwd`);
        answers.add(`${response.status()}`);
        expect(await response.text()).not.toContain('root:');
      }
      expect(
        [...answers].every((status) => status === '200' || status === '404'),
        [...answers].join(),
      ).toBe(true);
    } finally {
      swapping = false;
      await swapper;
      clean();
    }
  });

  test('a FIFO planted in the served folder is refused at once, and every visitor after it is still answered', async () => {
    // Opened as a file, a FIFO waits for a writer that never comes, and each request for it holds one of the few
    // threads Node opens files on: after four, no file of the site could be read any more.
    const index = test.info().parallelIndex;
    const fifos = [`fifo-${index}.html`, `fifo-${index}.js.gz`];
    for (const name of fifos) {
      rmSync(path.join(exportDir(), name), { force: true });
      execFileSync('mkfifo', [path.join(exportDir(), name)]);
    }
    try {
      const asked = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          // The second FIFO sits where a precompressed copy of a script would be.
          rawRequest(i % 2 ? `/fifo-${index}.js` : `/fifo-${index}.html`, { headers: { 'Accept-Encoding': 'gzip' } }),
        ),
      );
      expect(asked.map((response) => response.status())).toEqual(Array(8).fill(404));
      expect((await rawRequest('/about/')).status()).toBe(200);
    } finally {
      for (const name of fifos) rmSync(path.join(exportDir(), name), { force: true });
    }
  });

  test('a script-bearing SVG opened directly from /images/ runs nothing', async ({ browser }) => {
    const index = test.info().parallelIndex;
    const planted = [path.join('images', `planted-${index}.svg`), `planted-${index}.svg`];
    for (const file of planted) writeFileSync(path.join(exportDir(), file), SCRIPT_SVG);
    try {
      expect(await svgScriptRan(browser, `${baseUrl()}/images/planted-${index}.svg`)).toBe(false);
      // The same file outside /images/, under the host policy alone, does run: the test sees a script that runs.
      expect(await svgScriptRan(browser, `${baseUrl()}/planted-${index}.svg`)).toBe(true);
    } finally {
      for (const file of planted) rmSync(path.join(exportDir(), file));
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
