/**
 * The office map on a connection that asks to save data: no request to the map host until the visitor asks for it.
 * The fixture aborts every foreign request, so these tests observe what the page tries to fetch. On such a connection
 * the page is data-light (e2e/data-light.spec.ts) until the visitor chooses the interactive version; these tests
 * drive the map island after that choice.
 */
import type { Page } from '@playwright/test';
import { href } from '../lib/routes';
import { expectNoAxeViolations, MOBILE } from './a11y-helpers';
import { chooseInteractive, connectionOf, connections } from './connections';
import { contact, pages, site } from './content';
import { expect, test } from './fixtures';

/**
 * A page with the contact section, and so the map: the map island is the same on each of them (home, product,
 * contact), so one of them proves what it asks of the map host.
 */
const mapRoute = href(pages.contact.path);
const mapHost = new URL(site.map.embedUrl).host;
/** How long after load a page on a data-saving connection is watched for a map request. */
const WATCH_MS = 8000;

/** Every request the page makes to the map host, with the referrer it sends. */
function recordMapRequests(page: Page) {
  const requests: { url: string; referer: string | undefined }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === mapHost)
      requests.push({ url: request.url(), referer: request.headers().referer });
  });
  return requests;
}

const contactSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: contact.heading, exact: true });

test.describe('the map on a data-saving connection', () => {
  test.use({ viewport: MOBILE });
  // Load on 1.5 s round trips, then 8 s of watching.
  test.setTimeout(90_000);

  for (const [name, emulate] of Object.entries(connections)) {
    test(`${name}, ${mapRoute}: no map request within 8 s of load; the address, a Google Maps link and a button show instead`, async ({
      page,
    }) => {
      await emulate(page);
      await chooseInteractive(page);
      const requests = recordMapRequests(page);
      await page.goto(mapRoute);
      expect(await connectionOf(page), 'the emulation reaches the page').toMatchObject(
        name === '2G' ? { effectiveType: '2g' } : { saveData: true },
      );
      // In view, where a lazy frame would be fetched at once (the normal-connection test below sees it).
      const section = contactSection(page);
      await section.scrollIntoViewIfNeeded();
      await page.waitForTimeout(WATCH_MS);
      expect(requests, 'requests to the map host').toEqual([]);
      await expect(section.locator('iframe')).toHaveCount(0);
      await expect(section.getByText(contact.mapSavingData)).toBeVisible();
      const { street, postalCode } = site.address;
      await expect(section.getByText(street)).toContainText(postalCode);
      await expect(section.getByText(street)).toBeVisible();
      await expect(section.getByRole('link', { name: contact.mapLinkLabel })).toHaveAttribute('href', site.map.linkUrl);
      await expect(section.getByRole('button', { name: contact.mapShowLabel })).toBeVisible();
    });

    test(`${name}: "${contact.mapShowLabel}" loads the map, and focus moves to it`, async ({ page }) => {
      await emulate(page);
      await chooseInteractive(page);
      const requests = recordMapRequests(page);
      await page.goto('/contact/');
      const button = contactSection(page).getByRole('button', { name: contact.mapShowLabel });
      await button.click();
      await expect.poll(() => requests.map((request) => request.url)).toEqual([site.map.embedUrl]);
      const map = page.getByTitle(site.map.title);
      await expect(map).toBeVisible();
      await expect(map).toBeFocused();
      await expect(button).toHaveCount(0);
    });
  }
});

test('the address panel in place of the map passes axe, and the keyboard reaches its link and button', async ({
  page,
}) => {
  await connections['Save-Data'](page);
  await chooseInteractive(page);
  await page.goto('/contact/');
  const section = contactSection(page);
  const button = section.getByRole('button', { name: contact.mapShowLabel });
  await expect(button).toBeVisible();
  await expect(page.locator('[data-preloader]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page, 'the map held back to save data');
  // The address and its link follow the map's box, which holds the button.
  await section.getByRole('link', { name: contact.mapLinkLabel }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTitle(site.map.title)).toBeFocused();
});

test.describe('the map on a normal connection', () => {
  test.use({ viewport: MOBILE });

  test(`${mapRoute}: the map is requested, sending only the site's origin`, async ({ page }) => {
    const requests = recordMapRequests(page);
    await page.goto(mapRoute);
    await contactSection(page).scrollIntoViewIfNeeded();
    await expect.poll(() => requests.map((request) => request.url)).toEqual([site.map.embedUrl]);
    // strict-origin-when-cross-origin: the origin, never the page's path.
    expect(requests[0].referer).toBe(`${new URL(page.url()).origin}/`);
    await expect(contactSection(page).getByRole('button', { name: contact.mapShowLabel })).toHaveCount(0);
  });
});
