/**
 * What the host files and the pages' own policies promise, read from the files themselves, and the visitor's
 * walk through every island that shows whether a policy blocks anything.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { headersFor, readHeaderRules } from '../scripts/header-rules.mjs';
import { chrome, products } from './content';
import { expect, openPage } from './fixtures';

export const repoRoot = path.resolve(__dirname, '..');

/** The committed host files: constants of the code, never written by a build. */
export const HOST_FILES = ['deploy/nginx.conf', 'deploy/nginx-site.example.conf', 'public/_headers'];

/**
 * The headers of each rule of a _headers file, e.g. { "/*": { "x-frame-options": "DENY" } }, read by the parser
 * `npm start` uses (Netlify's), and the headers they give one path: `forPath('/images/a.svg')`.
 */
export async function headerRules(file = path.join(repoRoot, 'public', '_headers')) {
  const rules = await readHeaderRules(file);
  return {
    byRule: Object.fromEntries(rules.map((rule) => [rule.for, rule.values])),
    forPath: (urlPath: string) => headersFor(rules, urlPath),
  };
}

/** An SVG whose script, if it ran, leaves a mark on the window it is opened in. */
export const SCRIPT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.plantedOnload = true">' +
  '<script>window.plantedScript = true</script></svg>\n';

/**
 * Opens `url` (a planted SCRIPT_SVG) directly in a context of its own, without the fixtures' console check (the
 * policy's refusal is a console error), and says whether its script or its onload handler ran.
 */
export async function svgScriptRan(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    expect(response?.headers()['content-type'], url).toMatch(/^image\/svg\+xml/);
    return await page.evaluate(() => 'plantedScript' in window || 'plantedOnload' in window);
  } finally {
    await context.close();
  }
}

/** The directives of a Content-Security-Policy, e.g. { "script-src": ["'self'", "'sha256-…'"] }. */
export function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Collects the page's CSP violations; the browser also logs each as a console error, which fixtures.ts fails on. */
export async function watchViolations(page: Page) {
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

/** Opens the route at a phone's width and uses every island on it: menu, carousel, Read More, scroll to top. */
export async function exerciseIslands(page: Page, route: string) {
  await page.setViewportSize({ width: 375, height: 800 });
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
}
