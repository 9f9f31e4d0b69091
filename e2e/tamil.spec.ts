/**
 * The Tamil pages (/ta/, issue 42), as a Tamil reader on a phone and a search engine meet them: every page in Tamil
 * under <html lang="ta-IN">, whole at 320 px with no word cut mid-letter and no sideways scroll, in the system's
 * typefaces (no font file), within the byte budgets in both modes; the pair found through reciprocal hreflang links
 * and a plain-link switch; the islands answering in Tamil; a Tamil 404; the Publish build leaving an unreviewed
 * translation out. Firefox and WebKit measure the same in their specs (tamilPageFacts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_LIGHT_ATTRIBUTE, VERSION_CHOICE_KEY, VERSION_CHOICES } from '../lib/data-light';
import { absoluteUrl, englishPathOf, href, pageServedPath } from '../lib/routes';
import { VISIT_KEY } from '../lib/visit';
import { downloadedSoFar, emulate4G, touchCarousel } from '../scripts/data-light-bytes.mjs';
import { htmlFiles } from '../scripts/html-files';
import { MOBILE } from './a11y-helpers';
import { EDITED_DIR } from './build-edited';
import { expect, test } from './fixtures';
import { hiddenHeadings, TAMIL_TAG, tamil, tamilPageFacts, tamilRoutes, writtenOnce } from './tamil';

const root = path.resolve(__dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));

/** A visit under way (no preloader to wait through), in the version chosen if any (the light one). */
function startVisit({ visit, choice, version }: { visit: string; choice: string; version: string | null }) {
  // The script runs in every frame; the map's may not use storage.
  try {
    sessionStorage.setItem(visit, '1');
    if (version) sessionStorage.setItem(choice, version);
  } catch {}
}
const visitUnderWay = { visit: VISIT_KEY, choice: VERSION_CHOICE_KEY, version: null };
const lightVisit = { ...visitUnderWay, version: VERSION_CHOICES.light };

test('there is a Tamil page for home, the services and each service, the products and each product, careers and each job, and contact', () => {
  expect(tamilRoutes).toEqual(
    expect.arrayContaining(
      ['home', 'services', 'product', 'career', 'contact'].map((key) => `/ta${pageServedPath[key as 'home']}`),
    ),
  );
  for (const { slug } of tamil.products.products) expect(tamilRoutes).toContain(`/ta/products/${slug}/`);
  for (const { slug } of tamil.jobs.jobs) expect(tamilRoutes).toContain(`/ta/career/${slug}/`);
});

test.describe('every Tamil page at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const route of tamilRoutes)
    test(`${route}: Tamil, whole, in the system's typefaces, within the budgets in both modes`, async ({ page }) => {
      await page.addInitScript(startVisit, visitUnderWay);
      await emulate4G(await page.context().newCDPSession(page));
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
      await touchCarousel(page);
      const facts = await page.evaluate(tamilPageFacts, writtenOnce);
      expect(facts.lang).toBe(TAMIL_TAG);
      expect(facts.sidewaysScroll, 'sideways scroll').toBe(0);
      expect(facts.brokenWords, 'heading words cut mid-word').toEqual([]);
      expect(facts.englishParagraphs, 'paragraphs in English').toEqual([]);
      expect(facts.fonts, 'font files').toEqual([]);
      const { bytes, scriptBytes, files } = await downloadedSoFar(page);
      expect(scriptBytes).toBeLessThanOrEqual(budgets.script);
      expect(bytes, files.join(', ')).toBeLessThanOrEqual(budgets.page);

      // The light version measured as the byte budget measures every page: on a 375 px phone.
      const light = await page.context().newPage();
      await light.setViewportSize(MOBILE);
      await light.addInitScript(startVisit, lightVisit);
      await light.goto(route, { waitUntil: 'load' });
      const lightLoad = await downloadedSoFar(light, { firstScreen: true });
      expect(lightLoad.scripts, 'scripts in the light version').toEqual([]);
      expect((await light.evaluate(tamilPageFacts, writtenOnce)).fonts, 'font files in the light version').toEqual([]);
      expect(lightLoad.bytes, lightLoad.files.join(', ')).toBeLessThanOrEqual(budgets.dataLight);
      // The figures themselves, for a change's before and after (the list reporter prints them).
      console.log(`${route}: ${bytes} bytes, script ${scriptBytes}; light version ${lightLoad.bytes} bytes`);
      // Whole: every heading of the page shown, those the islands would reveal (each carousel product) too.
      await expect(light.locator('html')).toHaveAttribute(DATA_LIGHT_ATTRIBUTE, '');
      expect(await light.evaluate(hiddenHeadings), 'headings hidden in the light version').toEqual([]);
    });
});

test('each Tamil page and its English twin name each other, and the English one as the default, by absolute URL', async ({
  request,
}) => {
  const alternates = async (route: string) => {
    const html = await (await request.get(route)).text();
    return Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, url]) => [
        lang,
        url,
      ]),
    );
  };
  for (const route of tamilRoutes) {
    const english = href(englishPathOf(route));
    const pair = { 'en-IN': absoluteUrl(english), [TAMIL_TAG]: absoluteUrl(route), 'x-default': absoluteUrl(english) };
    expect(await alternates(route), route).toEqual(pair);
    expect(await alternates(english), english).toEqual(pair);
  }
  // A page with no twin names none.
  expect(await alternates(pageServedPath.privacy)).toEqual({});
});

test('the language switch is a plain link to the twin, marked with its language; it sets no cookie', async ({
  page,
  context,
}) => {
  await page.addInitScript(startVisit, visitUnderWay);
  await page.goto(pageServedPath.services);
  const toTamil = page.locator(`main a[hreflang="${TAMIL_TAG}"]`);
  await expect(toTamil).toHaveAttribute('lang', TAMIL_TAG);
  await toTamil.click();
  await expect(page).toHaveURL(`/ta${pageServedPath.services}`);
  await expect(page.locator('html')).toHaveAttribute('lang', TAMIL_TAG);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tamil.services.heading);
  const toEnglish = page.locator('main a[hreflang="en-IN"]');
  await toEnglish.click();
  await expect(page).toHaveURL(pageServedPath.services);
  expect(await context.cookies()).toEqual([]);
  // A page with no twin has no switch.
  await page.goto(pageServedPath.privacy);
  await expect(page.locator('main a[hreflang]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the islands answer in Tamil: the menu, the carousel, back to top', async ({ page }) => {
    await page.addInitScript(startVisit, visitUnderWay);
    await page.goto(`/ta${pageServedPath.product}`);
    await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: tamil.chrome.menuLabel });
    await menuButton.click();
    await expect(
      page.locator('header').getByRole('link', { name: tamil.navigation[0].label, exact: true }),
    ).toBeVisible();
    await menuButton.click();

    const second = tamil.products.products[1];
    await expect(page.getByRole('heading', { name: second.title })).toBeHidden();
    await page.getByRole('button', { name: tamil.products.carousel.next }).click();
    await expect(page.getByRole('heading', { name: second.title })).toBeVisible();

    const backToTop = page.getByRole('button', { name: tamil.chrome.scrollTopLabel });
    await page.mouse.wheel(0, 1500);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('WhatsApp messages from a Tamil page are in Tamil, naming the page they were sent from', async ({ page }) => {
    await page.addInitScript(startVisit, visitUnderWay);
    await page.goto(`/ta${pageServedPath.contact}`);
    const link = page.locator('header a[href*="wa.me"]').first();
    const message = new URL((await link.getAttribute('href'))!).searchParams.get('text') ?? '';
    expect(message).toMatch(/[\u0B80-\u0BFF]/);
    expect(message).toContain(tamil.pages.contact.name);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every Tamil page is whole: every heading shows, each carousel product too', async ({ page }) => {
    await page.goto(`/ta${pageServedPath.product}`);
    for (const product of tamil.products.products)
      await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
    for (const route of tamilRoutes) {
      await page.goto(route);
      expect(await page.evaluate(hiddenHeadings), route).toEqual([]);
    }
  });
});

test.describe('an address under /ta/ with no page', () => {
  test.use({ expectedNotFound: '/ta/no-such-page/' });

  test('answers 404 with the Tamil not-found page, its ways onward in Tamil', async ({ page }) => {
    const response = await page.goto('/ta/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', TAMIL_TAG);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tamil.chrome.errors.notFoundTitle);
    await expect(
      page.getByRole('link', { name: new RegExp(tamil.chrome.errors.onward.services.label) }),
    ).toHaveAttribute('href', `/ta${pageServedPath.services}`);
  });
});

test('the Publish build leaves the unreviewed translation out, and nothing names it; the preview keeps it', () => {
  const outDir = path.join(root, 'out');
  expect(existsSync(path.join(outDir, 'ta', 'index.html')), 'the preview has the Tamil pages').toBe(true);
  expect(existsSync(path.join(EDITED_DIR, 'index.html')), 'a Publish build in out-edited/').toBe(true);
  expect(existsSync(path.join(EDITED_DIR, 'ta')), 'the Publish build has no Tamil page').toBe(false);
  for (const file of htmlFiles(EDITED_DIR)) {
    const html = readFileSync(file, 'utf8');
    expect(html, file).not.toContain(`hrefLang="${TAMIL_TAG}"`);
    expect(html, file).not.toContain('/ta/');
  }
  expect(readFileSync(path.join(EDITED_DIR, 'sitemap.xml'), 'utf8')).not.toContain('/ta/');
});
