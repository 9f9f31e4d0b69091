/**
 * Data-light mode: on a connection that asks to save data (the data saver, or 2G) no script is fetched and every
 * page is as complete and usable as without JavaScript, until the visitor asks for the interactive version.
 * The bytes it costs are held by e2e/budget.spec.ts.
 */
import type { Page } from '@playwright/test';
import { href } from '../lib/routes';
import { expectNoAxeViolations, MOBILE } from './a11y-helpers';
import { type ConnectionName, connectionOf, connections, isDataLight } from './connections';
import { chrome, contact, pages, products, site } from './content';
import { expect, openPage, rewriteResponses, test } from './fixtures';
import { templateRoutes } from './site';
import {
  expectAllTextShown,
  expectContactLinksAndBackToTop,
  expectEveryProductAndBullet,
  expectPhoneMenuByHtmlAlone,
} from './static-page';

/** Every script the page asks for. */
/** What data-light mode must not spend bytes on: scripts, and the headings' brand typeface. */
function recordScriptsAndFonts(page: Page) {
  const requested = { scripts: [] as string[], fonts: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.scripts.push(request.url());
    if (request.resourceType() === 'font') requested.fonts.push(request.url());
  });
  return requested;
}

/** The emulation reached the page, and the loader took it for a data-saving connection. */
async function expectDataLight(page: Page, name: ConnectionName) {
  expect(await connectionOf(page), 'the emulation reaches the page').toMatchObject(
    name === '2G' ? { effectiveType: '2g' } : { saveData: true },
  );
  expect(await isDataLight(page), 'the page is marked data-light').toBe(true);
}

const notice = (page: Page) => page.getByRole('contentinfo').getByText(chrome.dataLight.notice);
const loadInteractive = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: chrome.dataLight.loadInteractive });
const chooseLight = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: chrome.dataLight.chooseLight });
const contactSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: contact.heading, exact: true });

/**
 * `css` as a browser without CSS nesting keeps it: a style rule with a rule inside it is dropped whole, at any
 * depth of @media, @supports or @layer; other at-rules (@font-face, @keyframes) and statements stay as they are.
 */
function withoutNestedRules(css: string): string {
  let kept = '';
  for (let at = 0; at < css.length; ) {
    const open = css.indexOf('{', at);
    if (open === -1) return kept + css.slice(at);
    let close = open;
    for (let depth = 0; close < css.length; close++) {
      if (css[close] === '{') depth++;
      if (css[close] === '}' && --depth === 0) break;
    }
    // Statements before the rule (`@layer a, b;`) stay; the rule's own prelude follows the last of them.
    const statementsEnd = css.lastIndexOf(';', open) + 1;
    const statements = statementsEnd > at ? css.slice(at, statementsEnd) : '';
    const prelude = css.slice(Math.max(at, statementsEnd), open);
    const block = css.slice(open + 1, close);
    const name = prelude.trim();
    if (/^@(media|supports|layer|container)\b/.test(name))
      kept += `${statements}${prelude}{${withoutNestedRules(block)}}`;
    else if (name.startsWith('@') || !block.includes('{')) kept += `${statements}${prelude}{${block}}`;
    else kept += statements;
    at = close + 1;
  }
  return kept;
}

/** A browser without CSS nesting, as far as Chromium can play one: nested rules are cut from every style. */
async function withoutCssNesting(page: Page) {
  await rewriteResponses(page, {
    document: (html) =>
      html.replace(/(<style[^>]*>)([^<]*)(<\/style>)/g, (_, start, css, end) => start + withoutNestedRules(css) + end),
    stylesheet: withoutNestedRules,
  });
}

test.describe('data-light mode', () => {
  test.use({ viewport: MOBILE });
  // Pages load on 1.5 s round trips under 2G.
  test.setTimeout(90_000);

  // Every template in the light version, asked for by the data saver; each way of asking for it once, on the first
  // template: the loader that reads the connection is the same inline script on every page.
  const cases = (Object.keys(connections) as ConnectionName[]).flatMap((name) =>
    (name === 'Save-Data' ? templateRoutes : templateRoutes.slice(0, 1)).map((route) => ({ name, route })),
  );
  for (const { name, route } of cases) {
    test(`${name}, ${route}: no script or font fetched, every text shown, the menu opening and closing by HTML alone`, async ({
      page,
    }) => {
      await connections[name](page);
      const requested = recordScriptsAndFonts(page);
      await page.goto(route);
      await expectDataLight(page, name);
      // Only the controls that need a script are left out; the data-light notice and panel are shown.
      await expectAllTextShown(page, '[data-js-only]');
      await expect(notice(page)).toBeVisible();
      await expect(loadInteractive(page)).toBeVisible();
      await expectPhoneMenuByHtmlAlone(page);
      expect(requested, 'scripts and fonts requested').toEqual({ scripts: [], fonts: [] });
    });
  }

  test('every carousel product and every Read More bullet is visible, and no script is fetched', async ({ page }) => {
    await connections['Save-Data'](page);
    const requested = recordScriptsAndFonts(page);
    await expectEveryProductAndBullet(page, (path) => page.goto(path));
    await expect(page.getByRole('button', { name: products.readMore.more })).toHaveCount(0);
    expect(requested).toEqual({ scripts: [], fonts: [] });
  });

  test('in a browser without CSS nesting (UC Browser 15.5, Chrome 109 and older) every product and bullet shows, and the way back', async ({
    page,
  }) => {
    expect(withoutNestedRules('a{color:red;b{color:blue}}@media print{c{d{e:f}}g{h:i}}j{k:l}')).toBe(
      '@media print{g{h:i}}j{k:l}',
    );
    await connections['Save-Data'](page);
    await withoutCssNesting(page);
    await expectEveryProductAndBullet(page, (path) => page.goto(path));
    await expect(loadInteractive(page)).toBeVisible();
  });

  test('the contact links work, and Back to top is a plain link to the top', async ({ page }) => {
    await connections['Save-Data'](page);
    await page.goto('/about/');
    await expectContactLinksAndBackToTop(page);
  });

  test('the map follows the data-saving rule: address and Google Maps link, no frame, no request to the map host', async ({
    page,
  }) => {
    await connections['Save-Data'](page);
    const mapHost = new URL(site.map.embedUrl).host;
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === mapHost) mapRequests.push(request.url());
    });
    await page.goto('/contact/');
    const section = contactSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(contact.mapSavingData)).toBeVisible();
    await expect(section.getByText(site.address.street)).toBeVisible();
    await expect(section.getByRole('link', { name: contact.mapLinkLabel })).toHaveAttribute('href', site.map.linkUrl);
    // Its button needs the island; the control in the footer brings it.
    await expect(section.getByRole('button', { name: contact.mapShowLabel })).toHaveCount(0);
    await expect(section.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('load');
    expect(mapRequests).toEqual([]);
  });

  test('passes axe with the menu open and the notice in the footer', async ({ page }) => {
    await connections['Save-Data'](page);
    await page.goto('/');
    await expectNoAxeViolations(page, 'data-light page');
    await page.getByRole('button', { name: chrome.menuLabel }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectNoAxeViolations(page, 'data-light page, menu open');
  });

  test('the control loads the interactive version: the islands work, and the choice holds for the visit', async ({
    page,
  }) => {
    await connections['Save-Data'](page);
    const requested = recordScriptsAndFonts(page);
    await page.goto(href(pages.productDetail.path));
    await expectDataLight(page, 'Save-Data');
    expect(requested).toEqual({ scripts: [], fonts: [] });

    await loadInteractive(page).click();
    expect(await isDataLight(page)).toBe(false);
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => requested.scripts.length, 'scripts requested after the choice').toBeGreaterThan(0);
    // The preloader kept its time from the page's load (4 s, real time here), and the island removes it.
    await expect(page.locator('[data-preloader]')).toHaveCount(0, { timeout: 10_000 });
    // Read More islands: the lists collapse behind their buttons, which open them.
    // Found by what it controls: its name changes to Read Less once open.
    const panelId = await page
      .getByRole('button', { name: products.readMore.more })
      .first()
      .getAttribute('aria-controls');
    const readMore = page.locator(`button[aria-controls="${panelId}"]`);
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await readMore.click();
    await expect(readMore).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    // The menu island drives the phone menu.
    const menuButton = page.getByRole('button', { name: chrome.menuLabel });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');

    // The next page of the visit loads its scripts at once: the carousel and the map island answer.
    await openPage(page, href(pages.product.path));
    expect(await isDataLight(page)).toBe(false);
    await expect(notice(page)).toBeHidden();
    const carousel = page.getByRole('region', { name: products.carousel.label });
    const [first, second] = products.products;
    await expect(carousel.getByRole('heading', { name: second.title })).toBeHidden();
    await carousel.getByRole('button', { name: products.carousel.next }).click();
    await expect(carousel.getByRole('heading', { name: second.title })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: first.title })).toBeHidden();
    // Still a data-saving connection: the map island offers its button rather than loading the map.
    await expect(contactSection(page).getByRole('button', { name: contact.mapShowLabel })).toBeVisible();
  });
});

test.describe('without a data-saving connection', () => {
  test.use({ viewport: MOBILE });

  test('the page loads its scripts as before and shows no data-light notice', async ({ page }) => {
    const { scripts } = recordScriptsAndFonts(page);
    await page.goto('/');
    expect(await isDataLight(page)).toBe(false);
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test('a browser without the Network Information API loads them too, whatever the data saver says', async ({
    page,
  }) => {
    await connections['Save-Data'](page);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { connection?: unknown }).connection;
    });
    const { scripts } = recordScriptsAndFonts(page);
    await page.goto('/');
    expect(await isDataLight(page)).toBe(false);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test('in a browser that reports no data saver (Firefox, Safari), the footer chooses the light version and back, for the visit', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { connection?: unknown }).connection;
    });
    await openPage(page, href(pages.about.path));
    await expect(notice(page)).toBeHidden();
    await chooseLight(page).click();
    expect(await isDataLight(page)).toBe(true);
    await expect(notice(page)).toBeVisible();
    await expect(chooseLight(page)).toBeHidden();

    // The next page of the visit is light from the start: no script or font, every product shown.
    const requested = recordScriptsAndFonts(page);
    await expectEveryProductAndBullet(page, (path) => page.goto(path));
    expect(await isDataLight(page)).toBe(true);
    expect(requested).toEqual({ scripts: [], fonts: [] });

    await loadInteractive(page).click();
    expect(await isDataLight(page)).toBe(false);
    await expect.poll(() => requested.scripts.length, 'scripts requested after the choice').toBeGreaterThan(0);
    await openPage(page, href(pages.product.path));
    expect(await isDataLight(page)).toBe(false);
    await expect(chooseLight(page)).toBeVisible();
    const carousel = page.getByRole('region', { name: products.carousel.label });
    await carousel.getByRole('button', { name: products.carousel.next }).click();
    await expect(carousel.getByRole('heading', { name: products.products[1].title })).toBeVisible();
  });
});
