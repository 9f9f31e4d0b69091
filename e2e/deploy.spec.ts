import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { htmlFiles } from '../scripts/html-files';
import { scriptHash } from '../scripts/page-csp';
import { site } from './content';
import { test as base, expect, openPage } from './fixtures';
import {
  directives,
  exerciseIslands,
  HOST_FILES,
  headerRules,
  repoRoot,
  SCRIPT_SVG,
  svgScriptRan,
  watchViolations,
} from './host-policy';
import { type NginxServer, runNginx, startNginx, testNginxConfig } from './nginx';
import { allRoutes, templateRoutes } from './site';

// The export served by Debian's nginx with deploy/nginx.conf, the way a deployment serves it.

const outDir = path.join(repoRoot, 'out');
const nginxConf = path.join(repoRoot, 'deploy', 'nginx.conf');

let rules: Awaited<ReturnType<typeof headerRules>>;
let everyResponse: Record<string, string>;
let IMMUTABLE: string;
base.beforeAll(async () => {
  rules = await headerRules();
  everyResponse = rules.byRule['/*'];
  IMMUTABLE = rules.byRule['/_next/static/*']['cache-control'];
});

const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
    async ({}, use, workerInfo) => {
      if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ is missing: run npm run build first');
      // One nginx per worker, on the ports just above the main server's.
      const mainPort = Number(new URL(workerInfo.project.use.baseURL!).port);
      const server = await startNginx({
        root: outDir,
        serverConf: nginxConf,
        port: mainPort + 1 + workerInfo.parallelIndex,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
});

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(everyResponse)) {
    expect(headers[name], `${name} of ${response.url()}`).toBe(value);
  }
}

/** Each add_header of nginx.conf, per location: { "location /": { "x-frame-options": "DENY" } }. */
function nginxHeaders(): Record<string, Record<string, string>> {
  const conf = readFileSync(nginxConf, 'utf8');
  const locations: Record<string, Record<string, string>> = {};
  for (const [, location, body] of conf.matchAll(/^(location [^{]+)\{([\s\S]*?)^\}/gm)) {
    locations[location.trim()] = Object.fromEntries(
      [...body.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
  }
  return locations;
}

test.describe('the host files', () => {
  test('are committed constants: tracked, not ignored, not written by the build', () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
    expect(
      git('ls-files', ...HOST_FILES)
        .trim()
        .split('\n')
        .sort(),
    ).toEqual([...HOST_FILES].sort());
    for (const file of HOST_FILES) {
      expect(() => git('check-ignore', '-q', file), `${file} is not in .gitignore`).toThrow();
    }
    // deploy/ holds the host files and nothing else: no template, no generated copy a host could pick up by mistake.
    expect(git('ls-files', 'deploy').trim().split('\n').sort()).toEqual(
      HOST_FILES.filter((file) => file.startsWith('deploy/')).sort(),
    );
    // `git diff --exit-code` fails if the build just made (npm run test:e2e builds first) changed any of them.
    expect(
      () => git('diff', '--exit-code', '--quiet', '--', ...HOST_FILES),
      'the build rewrote a host file',
    ).not.toThrow();
    expect(readFileSync(path.join(outDir, '_headers'))).toEqual(
      readFileSync(path.join(repoRoot, 'public', '_headers')),
    );
  });

  test('the host policy never restricts scripts, and carries what a <meta> policy cannot', () => {
    const csp = directives(everyResponse['content-security-policy']);
    // Both policies are enforced: a script-src or default-src here would block the pages' hashed inline scripts.
    expect(csp['script-src']).toBeUndefined();
    expect(csp['default-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  test('nginx.conf sends the same headers as _headers in every location', () => {
    // A path each location of nginx.conf serves, to read from _headers what it must send. The location that
    // refuses /_headers sends nothing itself: its 404 goes through @not_found, which sends what any error does.
    const served: Record<string, string> = {
      'location /': '/about/',
      'location ~ ^(/[^/]+)?/_next/static/': '/_next/static/chunks/app.js',
      'location ~ ^(/[^/]+)?/images/': '/images/hero.svg',
      'location @not_found': '/no-such-page/',
    };
    const locations = Object.entries(nginxHeaders()).filter(([, headers]) => Object.keys(headers).length > 0);
    expect(locations.map(([location]) => location).sort()).toEqual(Object.keys(served).sort());
    for (const [location, headers] of locations) {
      const { 'cache-control': cacheControl, ...expected } = rules.forPath(served[location]);
      expect(headers, location).toEqual({
        ...expected,
        'cache-control': location === 'location @not_found' ? 'no-cache' : (cacheControl ?? 'no-cache'),
      });
    }
    expect(locations.map(([, headers]) => headers['cache-control'])).toContain(IMMUTABLE);
    expect(readFileSync(nginxConf, 'utf8')).toMatch(/^disable_symlinks on\b/m);
  });
});

test.describe('each page carries its own policy', () => {
  test('first in <head>, with the hashes of exactly its own inline scripts and never unsafe-inline or unsafe-eval', async ({
    page,
  }) => {
    // The browser editor (admin/) is no visitor's page and has its own, looser policy (e2e/editor.spec.ts).
    const pages = htmlFiles(outDir)
      .map((file) => path.relative(outDir, file))
      .filter((file) => !file.startsWith('admin/'));
    expect(pages.length).toBeGreaterThanOrEqual(allRoutes.length + 1);
    for (const file of pages) {
      // The browser's own HTML parser reads the page: the policy's place and the scripts it must allow.
      const found = await page.evaluate(
        (html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const runnable = ['', 'module', 'text/javascript', 'application/javascript'];
          const policies = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]');
          const first = doc.head.querySelector('script, link, style, meta[http-equiv="Content-Security-Policy" i]');
          return {
            count: policies.length,
            policy: policies[0]?.getAttribute('content') ?? '',
            isFirst: first === policies[0],
            inHead: policies[0]?.parentElement === doc.head,
            scripts: [...doc.querySelectorAll('script:not([src])')]
              .filter((script) => runnable.includes((script.getAttribute('type') ?? '').trim().toLowerCase()))
              .map((script) => script.textContent ?? ''),
          };
        },
        readFileSync(path.join(outDir, file), 'utf8'),
      );
      expect(found.count, file).toBe(1);
      expect(found.inHead && found.isFirst, `${file}: the policy comes before any script, style or link`).toBe(true);
      const csp = directives(found.policy);
      const hashes = csp['script-src'].filter((source) => source.startsWith("'sha256-"));
      expect(csp['script-src'], file).not.toContain("'unsafe-inline'");
      expect(csp['script-src'], file).not.toContain("'unsafe-eval'");
      expect(csp['script-src'], file).toEqual(["'self'", ...hashes]);
      expect(found.scripts.length, `${file} has inline scripts`).toBeGreaterThan(0);
      expect(hashes.sort(), `${file}: exactly its own inline scripts`).toEqual(
        [...new Set(found.scripts.map(scriptHash))].sort(),
      );
      expect(csp['frame-src'], file).toEqual([new URL(site.map.embedUrl).origin]);
      expect(csp['default-src'], file).toEqual(["'self'"]);
    }
  });
});

test.describe('nginx with deploy/nginx.conf', () => {
  test('every route is 200 HTML, revalidated, compressed, with the security headers', async ({ request }) => {
    for (const route of allRoutes) {
      const response = await request.get(route, { maxRedirects: 0, headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      expect(response.headers()['content-encoding'], route).toBe('gzip');
      expectSecurityHeaders(response);
    }
  });

  test('hashed build assets are cached for a year and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length, 'the home page loads scripts and a stylesheet from /_next/static/').toBeGreaterThan(1);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
      expect(response.headers()['content-encoding'], asset).toBe('gzip');
      expect(response.headers()['content-type'], asset).toMatch(/^(application\/javascript|text\/css)\b/);
      expectSecurityHeaders(response);
    }
  });

  test('a directory without its slash redirects to it', async ({ request }) => {
    const response = await request.get('/about', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/about/');
    expect((await request.get('/about')).url()).toMatch(/\/about\/$/);
  });

  test("an unknown path, a folder without a page and the 404 page's copies get the 404 page, never cached long", async ({
    request,
  }) => {
    const expectedTitle = /<title>([^<]+)/.exec(readFileSync(path.join(outDir, '404.html'), 'utf8'))?.[1];
    const missing = ['/no-such-page/', '/about/no-such-page/', '/no-such-file.js', '/_next/static/no-such.js'];
    const noPages = [
      '/_headers',
      '/images/',
      '/404.html',
      '/404/',
      '/404/index.html',
      '/_not-found/',
      '/_not-found/index.html',
    ];
    for (const url of [...missing, ...noPages]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(/<title>([^<]+)/.exec(await response.text())?.[1], url).toBe(expectedTitle);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  test('an unknown path under /ta/ gets the Tamil 404 page, and so do its own addresses, with status 404', async ({
    request,
  }) => {
    const expectedTitle = /<title>([^<]+)/.exec(readFileSync(path.join(outDir, 'ta', '404.html'), 'utf8'))?.[1];
    expect(expectedTitle).not.toBe(/<title>([^<]+)/.exec(readFileSync(path.join(outDir, '404.html'), 'utf8'))?.[1]);
    for (const url of ['/ta/no-such-page/', '/ta/services/no-such-service/', '/ta/404.html', '/ta/404/']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(/<title>([^<]+)/.exec(await response.text())?.[1], url).toBe(expectedTitle);
    }
  });

  test('every symbolic link planted in the export is refused, one to a file inside it too', async ({ request }) => {
    const index = test.info().parallelIndex;
    const links: [string, string][] = [
      [`planted-${index}.txt`, '/etc/passwd'],
      [`planted-page-${index}.html`, path.join(outDir, 'index.html')],
    ];
    for (const [name, target] of links) {
      rmSync(path.join(outDir, name), { force: true });
      symlinkSync(target, path.join(outDir, name));
    }
    try {
      for (const [name] of links) {
        const response = await request.get(`/${name}`);
        expect(response.status(), name).toBe(404);
        expect(await response.text()).not.toContain('root:');
      }
    } finally {
      for (const [name] of links) rmSync(path.join(outDir, name));
    }
  });

  test('ETag gives a 304 and a Range a 206, the answers npm start gives too', async ({ request }) => {
    const page = await request.get('/about/');
    const etag = page.headers().etag;
    expect(etag).toBeTruthy();
    expect((await request.get('/about/', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    const whole = readFileSync(path.join(outDir, 'robots.txt'));
    const part = await request.get('/robots.txt', { headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'identity' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-9/${whole.length}`);
    expect(await part.body()).toEqual(whole.subarray(0, 10));
  });

  test('a script-bearing SVG opened directly from /images/ runs nothing', async ({ browser, nginx }) => {
    const index = test.info().parallelIndex;
    const planted = [path.join('images', `planted-${index}.svg`), `planted-${index}.svg`];
    for (const file of planted) writeFileSync(path.join(outDir, file), SCRIPT_SVG);
    try {
      expect(await svgScriptRan(browser, `${nginx.url}/images/planted-${index}.svg`)).toBe(false);
      // The same file outside /images/, under the host policy alone, does run: the test sees a script that runs.
      expect(await svgScriptRan(browser, `${nginx.url}/planted-${index}.svg`)).toBe(true);
    } finally {
      for (const file of planted) rmSync(path.join(outDir, file));
    }
  });
});

test.describe('in Chromium, under both policies', () => {
  for (const route of templateRoutes) {
    test(`${route}: every island works and nothing is blocked`, async ({ page }) => {
      const violations = await watchViolations(page);
      await exerciseIslands(page, route);
      expect(await violations()).toEqual([]);
    });
  }

  test.describe('the 404 page', () => {
    // The page nginx sends for unknown paths, with status 404 also at its own address: the fixtures excuse the
    // console's "Failed to load resource" for that one document.
    test.use({ expectedNotFound: '/404.html' });
    test('hydrates with nothing blocked', async ({ page }) => {
      const violations = await watchViolations(page);
      await openPage(page, '/404.html');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('no page breaks a policy (the noscript styles and style attributes included)', async ({ page }) => {
      // No script runs to hear securitypolicyviolation; Chromium logs every violation as a console error,
      // which the fixtures fail on.
      const cspMessages: string[] = [];
      page.on(
        'console',
        (message) => /Content.Security.Policy/i.test(message.text()) && cspMessages.push(message.text()),
      );
      for (const route of templateRoutes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      }
      expect(cspMessages).toEqual([]);
    });
  });
});

/** The example's canonical name, to which alone it redirects. */
const EXAMPLE_HOST = 'www.example.com';

type Answer = { status: number | 'refused'; headers: Record<string, string | string[] | undefined> };

/**
 * A GET to this machine's `url` that names `host` in its Host header and, over https, as its TLS server name:
 * its status and headers, or "refused" when nginx closed the connection unanswered (444) or refused the handshake.
 */
function askAs(host: string, url: string): Promise<Answer> {
  const { protocol, port, pathname, search } = new URL(url);
  const options = { host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { Host: host } };
  return new Promise((resolve) => {
    const answered = (response: IncomingMessage) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    };
    const request =
      protocol === 'https:'
        ? // A name goes in the TLS server name too; an address never does (TLS has no place for one, and Node 26
          // refuses it), as browsers send none when asked for https://127.0.0.1/.
          httpsGet({ ...options, servername: isIP(host) ? '' : host, rejectUnauthorized: false }, answered)
        : httpGet(options, answered);
    request.on('error', () => resolve({ status: 'refused', headers: {} }));
  });
}

test.describe('the example site, deploy/nginx-site.example.conf', () => {
  test('passes nginx -t, redirects http to https on its own name only, refuses other names', async () => {
    const testInfo = test.info();
    const dir = mkdtempSync(path.join(tmpdir(), 'anvaya-tls-'));
    const mainPort = Number(new URL(testInfo.project.use.baseURL!).port);
    const [httpPort, httpsPort] = [
      mainPort + 9 + 2 * testInfo.parallelIndex,
      mainPort + 10 + 2 * testInfo.parallelIndex,
    ];
    try {
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${EXAMPLE_HOST}`],
          ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
        ],
        { stdio: 'ignore' },
      );
      // The example as written, with only this machine's addresses, certificate and folders put in.
      const servers = readFileSync(path.join(repoRoot, 'deploy', 'nginx-site.example.conf'), 'utf8')
        .replace(/^\s*listen \[::\].*$/gm, '')
        .replace(/listen 80\b/g, `listen 127.0.0.1:${httpPort}`)
        .replace(/listen 443\b/g, `listen 127.0.0.1:${httpsPort}`)
        .replace(/ssl_certificate (\s*)\S+;/, `ssl_certificate ${path.join(dir, 'cert.pem')};`)
        .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${path.join(dir, 'key.pem')};`)
        .replace(/root \S+;/, `root ${outDir};`)
        .replace(/include \S+;/, `include ${nginxConf};`);
      expect(servers, 'the example names its canonical host').toContain(`server_name ${EXAMPLE_HOST};`);
      writeFileSync(path.join(dir, 'servers.conf'), servers);
      const syntax = testNginxConfig(servers);
      expect(syntax.ok, syntax.output).toBe(true);
      expect(syntax.output).not.toMatch(/\[(warn|emerg)\]/);

      const nginx = await runNginx({ servers, url: `http://127.0.0.1:${httpPort}` });
      try {
        const plain = `http://127.0.0.1:${httpPort}/about/?x=1`;
        const secure = `https://127.0.0.1:${httpsPort}/about/`;
        const redirect = await askAs(EXAMPLE_HOST, plain);
        expect(redirect.status).toBe(301);
        expect(redirect.headers.location).toBe(`https://${EXAMPLE_HOST}/about/?x=1`);
        const page = await askAs(EXAMPLE_HOST, secure);
        expect(page.status).toBe(200);
        for (const [name, value] of Object.entries(everyResponse)) expect(page.headers[name], name).toBe(value);
        // A forged or foreign name gets no redirect to itself and no page: the connection is closed unanswered.
        for (const foreign of ['evil.com', '127.0.0.1', `${EXAMPLE_HOST}.evil.com`]) {
          expect((await askAs(foreign, plain)).status, `http, Host: ${foreign}`).toBe('refused');
          expect((await askAs(foreign, secure)).status, `https, Host: ${foreign}`).toBe('refused');
        }
      } finally {
        await nginx.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('a base-path build (BASE_PATH=/site) under the same nginx.conf', () => {
  test('is served below /site/ with the same headers, caching and 404 page', async ({ request }, testInfo) => {
    const basePathExport = path.join(repoRoot, 'out-base-path');
    expect(existsSync(path.join(basePathExport, 'index.html')), 'run npm run build:base-path').toBe(true);
    // Uploaded as site/ inside the folder root names (a link would be refused: disable_symlinks).
    const root = mkdtempSync(path.join(tmpdir(), 'anvaya-root-'));
    // nginx's workers run as an unprivileged user; mkdtemp makes the folder private.
    chmodSync(root, 0o755);
    cpSync(basePathExport, path.join(root, 'site'), { recursive: true });
    const port = Number(new URL(testInfo.project.use.baseURL!).port) + 17 + testInfo.parallelIndex;
    const nginx = await startNginx({ root, serverConf: nginxConf, port });
    try {
      const home = await request.get(`${nginx.url}/site/`);
      expect(home.status()).toBe(200);
      expectSecurityHeaders(home);
      const asset = /src="(\/site\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
      expect(asset, 'the page loads scripts from /site/_next/static/').toBeTruthy();
      expect((await request.get(`${nginx.url}${asset}`)).headers()['cache-control']).toBe(IMMUTABLE);
      for (const url of ['/site/no-such-page/', '/site/404.html']) {
        const missing = await request.get(`${nginx.url}${url}`);
        expect(missing.status(), url).toBe(404);
        expect(/<title>([^<]+)/.exec(await missing.text())?.[1], url).toBe(
          /<title>([^<]+)/.exec(readFileSync(path.join(basePathExport, '404.html'), 'utf8'))?.[1],
        );
        expect(await missing.text(), url).toContain('/site/_next/static/');
        expectSecurityHeaders(missing);
      }
    } finally {
      await nginx.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
