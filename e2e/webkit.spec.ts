/**
 * What a visitor does, again in WebKit (Safari's engine; every browser on an iPhone): a page of every template whole with its
 * islands running, the islands answering, the page without JavaScript, the light version chosen in the footer
 * (WebKit reports no data saver, so that button is its only way in). Playwright's own
 * WebKit cannot be downloaded everywhere, so this spec drives WebKitGTK's MiniBrowser through its WebDriver (found,
 * or installed by the global setup), at its narrowest window, 447 px: a phone's layout.
 */
import { href } from '../lib/routes';
import { chrome, pages, products } from './content';
import { expect, test } from './fixtures';
import { menuLinks, templateRoutes } from './site';
import { hiddenHeadings, tamil, tamilPageFacts, tamilRoutes, wholeInTamil, writtenOnce } from './tamil';
import { startWebKitDriver, WebDriverSession } from './webdriver';

// The tests one after another, in the browsers this file starts.
test.describe.configure({ mode: 'serial' });

/**
 * WebKitGTK's WebDriver on a port of its own, clear of the ones the other specs' servers take above the suite's, and
 * a MiniBrowser from it (its WebKit settings as options: `--enable-javascript=false`), as narrow as it goes, with a
 * visit under way: its first page, the privacy notice, showed the preloader, so the pages a test opens do not.
 * The driver runs one browser at a time, and sometimes never answers a new one asked for right after it closed
 * one: each browser has a driver of its own.
 */
async function openWebKit(baseURL: string, portAbove: number, ...settings: string[]) {
  const driver = await startWebKitDriver(Number(new URL(baseURL).port) + portAbove);
  try {
    const session = await WebDriverSession.start(driver.url, {
      'webkitgtk:browserOptions': { binary: driver.browser, args: ['--automation', ...settings] },
    });
    await session.setWindowSize(360, 740);
    await session.goto(new URL(href(pages.privacy.path), baseURL).href);
    return { session, close: () => session.quit().finally(driver.stop) };
  } catch (error) {
    driver.stop();
    throw error;
  }
}

// One browser for the tests with JavaScript.
let webkit: WebDriverSession;
let closeWebKit: () => Promise<unknown> = async () => {};
test.beforeAll(async ({ baseURL }) => {
  ({ session: webkit, close: closeWebKit } = await openWebKit(baseURL!, 45));
});
test.afterAll(() => closeWebKit());

const allHydrated = `return [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated'))`;
/** Whether an element `arguments[0]` names, with the text `arguments[1]` in it, is shown. */
const IS_SHOWN = `return [...document.querySelectorAll(arguments[0])].some((element) => element.textContent.includes(arguments[1]) && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))`;
const IS_HIDDEN = `return ![...document.querySelectorAll(arguments[0])].some((element) => element.textContent.includes(arguments[1]) && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))`;
/** The button whose text, as read aloud (hidden words included), or label is `arguments[0]`. */
const BUTTON_NAMED = `return [...document.querySelectorAll('button')].find((button) => button.textContent.replace(/\\s+/g, ' ').trim() === arguments[0] || button.getAttribute('aria-label') === arguments[0])`;
/** The headings of <main> not shown (e2e/tamil.ts hiddenHeadings). */
const HIDDEN_HEADINGS = `return (${hiddenHeadings.toString()})()`;
const hasMark = (name: string) => `return document.documentElement.hasAttribute('${name}')`;

test('a page of every template is whole in WebKit: one h1, the footer, every island running', async ({ baseURL }) => {
  for (const route of templateRoutes) {
    await webkit.goto(new URL(route, baseURL).href);
    await webkit.until(allHydrated, `${route}: every island hydrated`);
    expect(await webkit.run(`return document.querySelectorAll('h1').length`), `${route}: one h1`).toBe(1);
    expect(await webkit.run(IS_SHOWN, 'footer', ''), `${route}: the footer`).toBe(true);
    expect(await webkit.run(hasMark('data-failed-open')), `${route}: the islands' script ran`).toBe(false);
  }
});

test('every Tamil page reads whole in WebKit at its narrowest: in Tamil, no word cut, no sideways scroll, no font file', async ({
  baseURL,
}) => {
  for (const route of tamilRoutes) {
    await webkit.goto(new URL(route, baseURL).href);
    await webkit.until(allHydrated, `${route}: every island hydrated`);
    const facts = await webkit.run(`return (${tamilPageFacts.toString()})(arguments[0])`, writtenOnce);
    expect(facts, route).toEqual(wholeInTamil);
  }
});

test('the islands answer in WebKit: Read More, the carousel, the phone menu', async ({ baseURL }) => {
  await webkit.goto(new URL(href(pages.productDetail.path), baseURL).href);
  await webkit.until(allHydrated, 'every island hydrated');
  const [product, second] = products.products;
  expect(await webkit.run(IS_SHOWN, 'li', product.features[0])).toBe(false);
  await webkit.click(BUTTON_NAMED, `${products.readMore.more} about ${product.title}`);
  await webkit.until(IS_SHOWN, 'the list opens', 'li', product.features[0]);
  await webkit.click(BUTTON_NAMED, `${products.readMore.less} about ${product.title}`);
  await webkit.until(IS_HIDDEN, 'the list closes', 'li', product.features[0]);

  await webkit.goto(new URL(href(pages.product.path), baseURL).href);
  await webkit.until(allHydrated, 'every island hydrated');
  expect(await webkit.run(IS_SHOWN, 'h2', second.title)).toBe(false);
  await webkit.click(BUTTON_NAMED, products.carousel.next);
  await webkit.until(IS_SHOWN, 'the next product shows', 'h2', second.title);

  await webkit.click(BUTTON_NAMED, chrome.menuLabel);
  for (const { label } of menuLinks) await webkit.until(IS_SHOWN, `the menu's ${label}`, '#site-menu a', label);
  await webkit.pressEscape();
  await webkit.until(IS_HIDDEN, 'the menu closes on Escape', '#site-menu', '');
});

test("WebKit reports no data saver: the footer's button chooses the light version for the visit, and back", async ({
  baseURL,
}) => {
  await webkit.goto(new URL(href(pages.about.path), baseURL).href);
  await webkit.until(allHydrated, 'every island hydrated');
  expect(await webkit.run(`return 'connection' in navigator`)).toBe(false);
  await webkit.click(BUTTON_NAMED, chrome.dataLight.chooseLight);
  expect(await webkit.run(hasMark('data-light'))).toBe(true);
  expect(await webkit.run(IS_SHOWN, 'footer p', chrome.dataLight.notice)).toBe(true);

  await webkit.goto(new URL(href(pages.productDetail.path), baseURL).href);
  expect(await webkit.run(hasMark('data-light')), 'the next page is light too').toBe(true);
  for (const feature of products.products[0].features) expect(await webkit.run(IS_SHOWN, 'li', feature)).toBe(true);
  const scripts = await webkit.run<string[]>(
    `return performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js'))`,
  );
  expect(scripts, 'scripts fetched in the light version').toEqual([]);

  await webkit.click(BUTTON_NAMED, chrome.dataLight.loadInteractive);
  await webkit.until(allHydrated, 'the interactive version runs');
  expect(await webkit.run(hasMark('data-light'))).toBe(false);
});

test("every Tamil page is whole in WebKit's light version, chosen in the Tamil footer: no script, no font", async ({
  baseURL,
}) => {
  await webkit.goto(new URL(tamilRoutes[0], baseURL).href);
  await webkit.until(allHydrated, 'every island hydrated');
  await webkit.click(BUTTON_NAMED, tamil.chrome.dataLight.chooseLight);
  for (const route of tamilRoutes) {
    await webkit.goto(new URL(route, baseURL).href);
    expect(await webkit.run(hasMark('data-light')), `${route}: light`).toBe(true);
    expect(await webkit.run(HIDDEN_HEADINGS), `${route}: headings hidden`).toEqual([]);
    const fetched = await webkit.run<string[]>(
      `return performance.getEntriesByType('resource').map((entry) => entry.name)`,
    );
    expect(
      fetched.filter((url) => /\.(js|woff2?)$/.test(url)),
      `${route}: scripts and fonts`,
    ).toEqual([]);
  }
  await webkit.click(BUTTON_NAMED, tamil.chrome.dataLight.loadInteractive);
  await webkit.until(allHydrated, 'the interactive version runs');
});

test('without JavaScript in WebKit, every carousel product (in English and in Tamil) and Read More bullet shows', async ({
  baseURL,
}) => {
  const { session: withoutJavaScript, close } = await openWebKit(baseURL!, 46, '--enable-javascript=false');
  try {
    await withoutJavaScript.goto(new URL(href(pages.product.path), baseURL).href);
    expect(await withoutJavaScript.run(hasMark('data-islands-started')), 'scripting is off').toBe(false);
    for (const product of products.products)
      expect(await withoutJavaScript.run(IS_SHOWN, 'h2', product.title), product.title).toBe(true);
    await withoutJavaScript.goto(new URL(href(pages.productDetail.path), baseURL).href);
    for (const product of products.products)
      for (const feature of product.features)
        expect(await withoutJavaScript.run(IS_SHOWN, 'li', feature), feature).toBe(true);
    await withoutJavaScript.goto(new URL(`/ta${href(pages.product.path)}`, baseURL).href);
    for (const product of tamil.products.products)
      expect(await withoutJavaScript.run(IS_SHOWN, 'h2', product.title), product.title).toBe(true);
    for (const route of tamilRoutes) {
      await withoutJavaScript.goto(new URL(route, baseURL).href);
      expect(await withoutJavaScript.run(HIDDEN_HEADINGS), `${route}: headings hidden`).toEqual([]);
    }
  } finally {
    await close();
  }
});
