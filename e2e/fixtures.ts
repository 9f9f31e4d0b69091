import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';
import { behaviour } from './content';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An address on another host than LOCAL_HOSTS, matched in the browser's driver, so the site's own requests never wait
 * on the test.
 */
const FOREIGN_URL = /^https?:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/]|$))/;

/** Non-HTTP URLs (data:, blob:, about:) never leave the machine. */
export function isForeign(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && !LOCAL_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/** Errors caused by our own blocking of third-party requests, not by the site. */
function isBlockedRequestNoise(message: ConsoleMessage): boolean {
  const text = message.text();
  if (/ERR_BLOCKED_BY_CLIENT/.test(text)) return true;
  return text.startsWith('Failed to load resource') && isForeign(message.location().url);
}

/** Chromium logs a page that answers 404 as a console error; a test that opens one on purpose says which. */
function isExpected404(message: ConsoleMessage, expectedNotFound: string | undefined): boolean {
  if (!expectedNotFound || !/status of 404/.test(message.text())) return false;
  return new URL(message.location().url).pathname === expectedNotFound;
}

// Every browser context blocks requests to foreign hosts, and a test fails if any
// of its pages logs a console error or throws an uncaught exception.
export const test = base.extend<{ expectedNotFound: string | undefined; expectedErrors: RegExp | undefined }>({
  /** The path of a page a test opens knowing it answers 404 (`test.use({ expectedNotFound: '/x/' })`). */
  expectedNotFound: [undefined, { option: true }],
  /** The errors a test causes on purpose (a script it breaks), matched against the message and the file's URL. */
  expectedErrors: [undefined, { option: true }],
  context: async ({ context, expectedNotFound, expectedErrors }, use) => {
    await context.route(FOREIGN_URL, (route) => route.abort('blockedbyclient'));

    const errors: string[] = [];
    context.on('console', (message) => {
      const expected = expectedErrors?.test(`${message.text()} ${message.location().url}`);
      if (
        message.type() === 'error' &&
        !expected &&
        !isBlockedRequestNoise(message) &&
        !isExpected404(message, expectedNotFound)
      ) {
        errors.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
      }
    });
    context.on('weberror', (webError) => {
      const { name, message } = webError.error();
      if (expectedErrors?.test(`${name}: ${message}`)) return;
      errors.push(`uncaught on ${webError.page()?.url() ?? '?'}: ${webError.error().message}`);
    });

    await use(context);

    const urls = [...new Set(context.pages().map((page) => page.url()))].join(', ');
    expect(errors, `console errors on ${urls || 'no page'}`).toEqual([]);
  },
});

export { expect };

/**
 * Opens a page ready for a visitor's actions: the page clock is fake, so the preloader (as long as content
 * says) is run through at once instead of in real time. Tests of the preloader itself use page.goto and real time.
 */
export async function openPage(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.clock.runFor(behaviour.preloaderMs);
  await expect(page.locator('[data-preloader]')).toHaveCount(0);
}

/** Loads the page opened by openPage again, as the next page of the visit: the fake clock run on past any timer. */
export async function reopenPage(page: Page) {
  await page.reload();
  await page.clock.runFor(behaviour.preloaderMs);
  await expect(page.locator('[data-preloader]')).toHaveCount(0);
}

/**
 * Serves the site's pages and stylesheets rewritten on their way to the browser, as a less capable browser would
 * read them; every other request goes on to the other handlers (another host's is the fixture's to block).
 */
export async function rewriteResponses(
  page: Page,
  rewrite: { document: (html: string) => string; stylesheet: (css: string) => string },
) {
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (isForeign(route.request().url()) || (type !== 'document' && type !== 'stylesheet')) return route.fallback();
    const response = await route.fetch();
    const body = rewrite[type](await response.text());
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  });
}
