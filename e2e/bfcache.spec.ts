/**
 * Back after leaving the site: the browser's Back from an external page (the application form, WhatsApp)
 * restores the page from the back/forward cache, as it was, without the preloader. Playwright turns that cache
 * off by default; this file turns it back on. The external pages are answered here (page.route), so no request
 * leaves the machine.
 */
import type { Page } from '@playwright/test';
import { href, jobPath } from '../lib/routes';
import { CHROMIUM_ARGS, findChromium } from '../scripts/system-packages.mjs';
import { contact, jobs, pages, site } from './content';
import { expect, openPage, test } from './fixtures';

test.use({
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Answers every request to `url`'s host with a small page of its own, as the real site would. */
async function fakeExternalSite(page: Page, url: string) {
  const { origin } = new URL(url);
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>An external page</p>' }),
  );
}

/** Every pageshow of the page's documents, with whether it came from the back/forward cache. */
async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    (window as unknown as { pageShows: boolean[] }).pageShows = shows;
    window.addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
}

const pageShows = (page: Page) => page.evaluate(() => (window as unknown as { pageShows: boolean[] }).pageShows);

/** Leaves the site through `link`, goes Back, and checks the page came back from the cache as it was left. */
async function leaveAndComeBack(page: Page, route: string, link: ReturnType<Page['getByRole']>, external: string) {
  await fakeExternalSite(page, external);
  await recordPageShows(page);
  await openPage(page, route);
  // Scrolled down, and as far as the link needs (a click scrolls it into view): where the visitor left from.
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await link.click();
  await page.waitForURL((url) => url.origin === new URL(external).origin);
  // A page restored from the cache fires no load event: wait for the navigation itself.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[/.]/g, '\\$&')}$`));
  expect(await pageShows(page), 'pageshow events: the first load, then the restore from the cache').toEqual([
    false,
    true,
  ]);
  await expect(page.locator('[data-preloader]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
}

test('Back from the application form restores the job page from the back/forward cache', async ({ page }) => {
  const [job] = jobs.jobs;
  const route = href(jobPath(job.slug));
  await leaveAndComeBack(
    page,
    route,
    page.getByRole('main').getByRole('link', { name: new RegExp(`^${jobs.applyLabel}`) }),
    site.applicationFormUrl,
  );
});

test('Back from WhatsApp restores the contact page from the back/forward cache', async ({ page }) => {
  const route = href(pages.contact.path);
  await leaveAndComeBack(
    page,
    route,
    page.getByRole('main').getByRole('link', { name: contact.whatsappText, exact: true }),
    'https://wa.me/',
  );
});
