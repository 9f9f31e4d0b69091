import type { BrowserContext } from '@playwright/test';
import { chrome } from '../content/chrome';
import { home } from '../content/home';
import { test, expect, openPage } from './fixtures';

const missingPath = '/no-such-page/';

/**
 * The fixture's context fails a test on any console error, and Chromium logs the 404 of the page itself
 * as one. So this test uses a context of its own that keeps the fixture's rules except for that one line.
 */
function watchErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('console', (message) => {
    const expected404 = /status of 404/.test(message.text()) && new URL(message.location().url).pathname === missingPath;
    if (message.type() === 'error' && !expected404) errors.push(message.text());
  });
  context.on('weberror', (webError) => errors.push(webError.error().message));
  return errors;
}

test('an unknown path is a 404 page in the fallback screen’s style, with the menu and a way home', async ({ browser }) => {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort('blockedbyclient'));
  const errors = watchErrors(context);
  const page = await context.newPage();

  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === missingPath),
    openPage(page, missingPath),
  ]);
  expect(response.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main').getByText('404 Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: chrome.menuLabel })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const homeLink = page.getByRole('main').getByRole('link', { name: chrome.errors.home });
  await expect(homeLink).toHaveAttribute('href', '/');
  await homeLink.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);

  expect(errors).toEqual([]);
  await context.close();
});
