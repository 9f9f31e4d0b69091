import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { chrome, products, site } from './content';
import { test as base, expect, openPage } from './fixtures';
import { type NginxServer, startNginx } from './nginx';
import { allRoutes } from './site';

// The export served by Debian's nginx with deploy/nginx.conf, the way a deployment serves it.

const repoRoot = path.resolve(__dirname, '..');
const outDir = path.join(repoRoot, 'out');
const nginxConf = path.join(repoRoot, 'deploy', 'nginx.conf');
const generatedHeaders = path.join(repoRoot, 'deploy', '_headers');
const publishedHeaders = path.join(outDir, '_headers');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'DENY',
};

const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
    async ({}, use, workerInfo) => {
      for (const file of [path.join(outDir, 'index.html'), nginxConf]) {
        if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run npm run build first`);
      }
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

/** The directives of a Content-Security-Policy, e.g. { "script-src": ["'self'", "'sha256-…'"] }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The policy in each generated configuration; they must all be the same one. */
function generatedPolicies(): string[] {
  const nginx = [...readFileSync(nginxConf, 'utf8').matchAll(/add_header Content-Security-Policy "([^"]+)"/g)].map(
    (m) => m[1],
  );
  const headerFiles = [generatedHeaders, publishedHeaders].map(
    (file) => /^\s+Content-Security-Policy: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? `(none in ${file})`,
  );
  return [...nginx, ...headerFiles];
}

function expectSecurityHeaders(response: APIResponse, policy: string) {
  const headers = response.headers();
  expect(headers['content-security-policy'], `CSP of ${response.url()}`).toBe(policy);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} of ${response.url()}`).toBe(value);
  }
}

test.describe('nginx with deploy/nginx.conf', () => {
  let policy: string;
  test.beforeAll(() => {
    const policies = generatedPolicies();
    expect(policies.length, 'nginx.conf sets the CSP in both locations').toBe(4);
    expect(new Set(policies).size, 'nginx.conf, deploy/_headers and out/_headers carry one policy').toBe(1);
    policy = policies[0];
  });

  test('the policy locks scripts to the site and its own inline scripts, frames to the map host', () => {
    const csp = directives(policy);
    const scriptSources = csp['script-src'];
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
    expect(csp['frame-src']).toEqual([new URL(site.map.embedUrl).origin]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(["'none'", "'self'"]).toContain(csp['form-action']?.join(' '));
    expect(["'none'", "'self'"]).toContain(csp['base-uri']?.join(' '));
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  test('every route is 200 HTML, revalidated, compressed, with the security headers', async ({ request }) => {
    for (const route of allRoutes) {
      const response = await request.get(route, { maxRedirects: 0, headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      expect(response.headers()['content-encoding'], route).toBe('gzip');
      expectSecurityHeaders(response, policy);
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
      expectSecurityHeaders(response, policy);
    }
  });

  test('a directory without its slash redirects to it', async ({ request }) => {
    const response = await request.get('/about', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/about/');
    expect((await request.get('/about')).url()).toMatch(/\/about\/$/);
  });

  test('an unknown path gets the 404 page with status 404 and the same headers', async ({ request }) => {
    for (const missing of ['/no-such-page/', '/no-such-file.js', '/_headers']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      const title = /<title>([^<]+)/.exec(await response.text())?.[1];
      expect(title, missing).toBe(/<title>([^<]+)/.exec(readFileSync(path.join(outDir, '404.html'), 'utf8'))?.[1]);
      expectSecurityHeaders(response, policy);
    }
  });

  test('every inline script in out/ has its hash in the policy', async ({ page }) => {
    const scriptSources = new Set(directives(policy)['script-src']);
    const htmlFiles = (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
    expect(htmlFiles.length).toBeGreaterThanOrEqual(allRoutes.length + 1);
    let inlineScripts = 0;
    for (const file of htmlFiles) {
      // The browser's own HTML parser finds the scripts; a data block (JSON-LD) is never run, so CSP ignores it.
      const scripts = await page.evaluate(
        (html) => {
          const runnable = ['', 'module', 'text/javascript', 'application/javascript'];
          return [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script:not([src])')]
            .filter((script) => runnable.includes((script.getAttribute('type') ?? '').trim().toLowerCase()))
            .map((script) => script.textContent ?? '');
        },
        readFileSync(path.join(outDir, file), 'utf8'),
      );
      for (const script of scripts) {
        const source = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
        expect(scriptSources.has(source), `${file}: inline script "${script.slice(0, 60)}…" is not in script-src`).toBe(
          true,
        );
      }
      inlineScripts += scripts.length;
    }
    expect(inlineScripts, 'Next puts inline scripts in every page').toBeGreaterThanOrEqual(htmlFiles.length);
  });
});

/** Collects the page's CSP violations; the browser also logs each as a console error, which fixtures.ts fails on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('in Chromium, under the policy', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const route of allRoutes) {
    test(`${route}: every island works and nothing is blocked`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The preloader leaves only when its island has hydrated.
      await openPage(page, route);

      const menuButton = page.getByRole('button', { name: chrome.menuLabel });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#site-menu')).toBeVisible();
      await menuButton.click();
      await expect(page.locator('#site-menu')).toBeHidden();

      const carousel = page.getByRole('region', { name: products.carousel.label });
      if (await carousel.count()) {
        const second = carousel.locator('[data-carousel-slide]').nth(1);
        await expect(second).toBeHidden();
        await carousel.getByRole('button', { name: products.carousel.next }).click();
        await expect(second).toBeVisible();
      }

      const readMore = page.getByRole('button', { name: products.readMore.more });
      if (await readMore.count()) {
        const toggle = readMore.first();
        const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await expect(panel).toBeHidden();
        await toggle.click();
        await expect(panel).toBeVisible();
        await expect(page.getByRole('button', { name: products.readMore.less })).toHaveCount(1);
      }

      await page.mouse.wheel(0, 600);
      const scrollUp = page.getByRole('button', { name: chrome.scrollTopLabel });
      await scrollUp.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      expect(await violations()).toEqual([]);
    });
  }

  test('the 404 page hydrates with nothing blocked', async ({ page }) => {
    const violations = await watchViolations(page);
    // The page nginx sends for unknown paths, opened at its own address: a 404 document would trip the
    // fixtures' console-error check ("Failed to load resource") before anything else could be seen.
    await openPage(page, '/404.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
