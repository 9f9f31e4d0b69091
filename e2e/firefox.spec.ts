/**
 * What a visitor does, again in Firefox: a page of every template whole with its islands running, the islands answering, the page
 * without JavaScript, the light version chosen in the footer (Firefox reports no data saver, so that button is its
 * only way in) and a smooth jump to a section. Playwright 1.65 cannot drive a stock Firefox (its WebDriver BiDi
 * client needs commands Firefox ESR lacks) and its own patched Firefox cannot be downloaded everywhere, so this spec
 * drives the system's Firefox (found, or installed by the global setup) through WebDriver BiDi with puppeteer-core.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { VERSION_CHOICE_KEY, VERSION_CHOICES } from '../lib/data-light';
import { href } from '../lib/routes';
import { sectionIds } from '../lib/sections';
import { VISIT_KEY } from '../lib/visit';
import { findFirefox } from '../scripts/system-packages.mjs';
import { chrome, pages, products } from './content';
import { expect, test } from './fixtures';
import { GAP } from './header-gap';
import { menuLinks, templateRoutes } from './site';
import { hiddenHeadings, tamil, tamilPageFacts, tamilRoutes, wholeInTamil, writtenOnce } from './tamil';

const PHONE = { width: 360, height: 740 };

// One Firefox for the file, its tests one after another: it starts in about two seconds, and two at once would
// halve each other's speed on a small machine.
test.describe.configure({ mode: 'serial' });

/** Firefox, headless, with `prefs` (about:config) set. */
function launchFirefox(prefs: Record<string, unknown> = {}) {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('No Firefox: the global setup installs firefox-esr, or set FIREFOX_PATH');
  return puppeteer.launch({ browser: 'firefox', executablePath, headless: true, extraPrefsFirefox: prefs });
}

let firefox: Browser;
test.beforeAll(async () => {
  // Scrollbars over the page, taking none of its width, as on a phone: a desktop's would narrow a 320 px page by 12.
  firefox = await launchFirefox({ 'ui.useOverlayScrollbars': 1 });
});
test.afterAll(() => firefox?.close());

type Opened = { page: Page; errors: string[] };

/**
 * A page of a visit already under way (no four-second preloader to wait through), in a fresh private context at
 * 360 px, with its script errors and console errors collected.
 */
async function open(baseURL: string, path: string, browser = firefox): Promise<Opened> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE);
  // The script runs in every frame; the map's, Firefox's error page here, may not use storage.
  await page.evaluateOnNewDocument((key) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {}
  }, VISIT_KEY);
  const errors: string[] = [];
  // The map frame's host is unreachable from the test machines: Firefox's own error page in that frame is no error
  // of the site's.
  const record = (text: string) => {
    if (!text.includes('about:neterror')) errors.push(text);
  };
  page.on('pageerror', (error) => record(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') record(`${message.text()} ${message.location().url ?? ''}`);
  });
  await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
  return { page, errors };
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
    { timeout: 10_000 },
  );

/** Whether the element `selector` names (with `text` in it, if given) is shown. */
const isShown = (page: Page, selector: string, text = '') =>
  page.evaluate(
    (selector, text) =>
      [...document.querySelectorAll(selector)].some(
        (element) =>
          element.textContent?.includes(text) &&
          (element as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      ),
    selector,
    text,
  );

/** Waits until the element `selector` names (with `text` in it) is shown, or hidden with `shown: false`. */
const untilShown = (page: Page, selector: string, text = '', shown = true) =>
  page.waitForFunction(
    (selector, text, shown) =>
      [...document.querySelectorAll(selector)].some(
        (element) =>
          element.textContent?.includes(text) &&
          (element as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      ) === shown,
    { timeout: 5_000 },
    selector,
    text,
    shown,
  );

/** Presses the button whose text (what a screen reader announces, hidden words included) is `name`, as a visitor. */
async function press(page: Page, name: string) {
  const button = await page.evaluateHandle(
    (name) =>
      [...document.querySelectorAll('button')].find(
        (element) => element.textContent?.replace(/\s+/g, ' ').trim() === name || element.ariaLabel === name,
      ),
    name,
  );
  const element = button.asElement();
  if (!element) throw new Error(`No button named "${name}"`);
  await (element as NonNullable<Awaited<ReturnType<Page['$']>>>).click();
}

test('a page of every template is whole in Firefox: one h1, the footer, every island running, no error', async ({
  baseURL,
}) => {
  for (const route of templateRoutes) {
    const { page, errors } = await open(baseURL!, route);
    await hydrated(page);
    expect(await page.$$eval('h1', (headings) => headings.length), `${route}: one h1`).toBe(1);
    expect(await isShown(page, 'footer'), `${route}: the footer`).toBe(true);
    expect(errors, `${route}: errors`).toEqual([]);
    await page.browserContext().close();
  }
});

test('every Tamil page reads whole in Firefox at 320 px: in Tamil, no word cut, no sideways scroll, no font file', async ({
  baseURL,
}) => {
  for (const route of tamilRoutes) {
    const { page, errors } = await open(baseURL!, route);
    await page.setViewport({ width: 320, height: 700 });
    await hydrated(page);
    const facts = await page.evaluate(tamilPageFacts, writtenOnce);
    expect(facts, route).toEqual(wholeInTamil);
    expect(errors, `${route}: errors`).toEqual([]);
    await page.browserContext().close();
  }
});

test('every Tamil page is whole in Firefox in the light version (no script, no font) and without JavaScript', async ({
  baseURL,
}) => {
  const light = await firefox.createBrowserContext();
  const page = await light.newPage();
  await page.setViewport(PHONE);
  await page.evaluateOnNewDocument(
    (choice, version) => {
      try {
        sessionStorage.setItem(choice, version);
      } catch {}
    },
    VERSION_CHOICE_KEY,
    VERSION_CHOICES.light,
  );
  for (const route of tamilRoutes) {
    await page.goto(new URL(route, baseURL).href, { waitUntil: 'load' });
    expect(await page.$eval('html', (html) => html.hasAttribute('data-light')), route).toBe(true);
    expect(await page.evaluate(hiddenHeadings), `${route}: headings hidden`).toEqual([]);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(
      fetched.filter((url) => /\.(js|woff2?)$/.test(url)),
      `${route}: scripts and fonts`,
    ).toEqual([]);
  }
  await light.close();

  const withoutJavaScript = await launchFirefox({ 'javascript.enabled': false });
  const { page: plain } = await open(baseURL!, tamilRoutes[0], withoutJavaScript);
  for (const route of tamilRoutes) {
    await plain.goto(new URL(route, baseURL).href, { waitUntil: 'load' });
    expect(await plain.evaluate(hiddenHeadings), `${route}: headings hidden without JavaScript`).toEqual([]);
  }
  await withoutJavaScript.close();
});

test('the islands answer in Firefox: Read More, the carousel, the phone menu', async ({ baseURL }) => {
  const { page, errors } = await open(baseURL!, href(pages.productDetail.path));
  await hydrated(page);
  const [product, second] = products.products;
  expect(await isShown(page, 'li', product.features[0])).toBe(false);
  await press(page, `${products.readMore.more} about ${product.title}`);
  await untilShown(page, 'li', product.features[0]);
  await press(page, `${products.readMore.less} about ${product.title}`);
  await untilShown(page, 'li', product.features[0], false);

  await page.goto(new URL(href(pages.product.path), baseURL).href, { waitUntil: 'load' });
  await hydrated(page);
  expect(await isShown(page, 'h2', second.title)).toBe(false);
  await press(page, products.carousel.next);
  await untilShown(page, 'h2', second.title);

  await press(page, chrome.menuLabel);
  for (const { label } of menuLinks) await untilShown(page, '#site-menu a', label);
  await page.keyboard.press('Escape');
  await untilShown(page, '#site-menu', '', false);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('without JavaScript in Firefox, every carousel product (in English and in Tamil) and Read More bullet shows', async ({
  baseURL,
}) => {
  // Firefox's own switch: WebDriver BiDi cannot turn scripting off in ESR (puppeteer still reads the page).
  const withoutJavaScript = await launchFirefox({ 'javascript.enabled': false });
  const { page } = await open(baseURL!, href(pages.product.path), withoutJavaScript);
  expect(await page.$eval('html', (html) => html.hasAttribute('data-islands-started'))).toBe(false);
  for (const product of products.products) expect(await isShown(page, 'h2', product.title), product.title).toBe(true);
  await page.goto(new URL(href(pages.productDetail.path), baseURL).href, { waitUntil: 'load' });
  for (const product of products.products)
    for (const feature of product.features) expect(await isShown(page, 'li', feature), feature).toBe(true);
  await page.goto(new URL(`/ta${href(pages.product.path)}`, baseURL).href, { waitUntil: 'load' });
  for (const product of tamil.products.products)
    expect(await isShown(page, 'h2', product.title), product.title).toBe(true);
  await withoutJavaScript.close();
});

test("Firefox reports no data saver: the footer's button chooses the light version for the visit, and back", async ({
  baseURL,
}) => {
  const { page, errors } = await open(baseURL!, href(pages.about.path));
  await hydrated(page);
  expect(await page.evaluate(() => 'connection' in navigator)).toBe(false);
  await page.click('[data-choose-light] button');
  expect(await page.$eval('html', (html) => html.hasAttribute('data-light'))).toBe(true);
  expect(await isShown(page, 'footer p', chrome.dataLight.notice)).toBe(true);

  await page.goto(new URL(href(pages.productDetail.path), baseURL).href, { waitUntil: 'load' });
  expect(await page.$eval('html', (html) => html.hasAttribute('data-light'))).toBe(true);
  for (const feature of products.products[0].features) expect(await isShown(page, 'li', feature)).toBe(true);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  expect(scripts, 'scripts fetched in the light version').toEqual([]);

  await page.click('[data-load-scripts]');
  await hydrated(page);
  expect(await page.$eval('html', (html) => html.hasAttribute('data-light'))).toBe(false);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('in Firefox a jump down the home page glides to the contact section and lands just below the header', async ({
  baseURL,
}) => {
  const { page } = await open(baseURL!, '/');
  await hydrated(page);
  await page.evaluate((id) => {
    location.hash = id;
  }, sectionIds.contact);
  const under = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(scrollY), 150)));
  // Settled: the same position over half a second.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const start = scrollY;
        setTimeout(() => resolve(scrollY === start), 500);
      }),
    { timeout: 10_000, polling: 600 },
  );
  const { gap, end } = await page.evaluate((id) => {
    const header = document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom;
    return { gap: Math.round(document.getElementById(id)!.getBoundingClientRect().top - header), end: scrollY };
  }, sectionIds.contact);
  expect(under, 'under way 150 ms after the jump').toBeGreaterThan(0);
  expect(under).toBeLessThan(end);
  expect(gap).toBeGreaterThanOrEqual(GAP.min);
  expect(gap).toBeLessThanOrEqual(GAP.max);
  await page.browserContext().close();
});
