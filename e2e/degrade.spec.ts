/** Graceful degradation: no JavaScript (the accessibility side; no-js.spec checks the text) and failing third parties. */
import type { Page, Route } from '@playwright/test';
import { href } from '../lib/routes';
import { MOBILE } from './a11y-helpers';
import { chrome, contact, pages, products, site } from './content';
import { expect, isForeign, openPage, rewriteResponses, test } from './fixtures';
import { menuLinks, templateRoutes } from './site';
import { expectContactLinksAndBackToTop, expectEveryProductAndBullet } from './static-page';

const withSlash = (path: string) => (path.includes('#') ? path.replace(/\/?#/, '/#') : path.replace(/\/?$/, '/'));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test('at 375 px the menu opens from the keyboard by HTML alone, and every link in it takes keyboard focus', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.locator('#site-menu');
    const links = menuLinks;
    const button = page.getByRole('button', { name: chrome.menuLabel });
    await expect(menu).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    for (const link of links) await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();

    const focused: string[] = [];
    // The skip link, the logo and the contact button come first.
    for (let i = 0; i < links.length + 3; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''));
    }
    for (const link of links) expect(focused, `Tab reaches ${link.label}`).toContain(withSlash(link.href));
  });

  test('every Read More list shows, with no dead toggle buttons', async ({ page }) => {
    await page.goto('/productdetail/');
    for (const product of products.products) {
      for (const feature of product.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    // The buttons left are the menu's and the contact list's, which the browser runs (HTML popovers' buttons).
    await expect(page.getByRole('button')).toHaveCount(2);
    await expect(page.getByRole('button', { name: chrome.menuLabel })).toHaveAttribute('popovertarget', 'site-menu');
    await expect(page.getByRole('button', { name: contact.menuLabel })).toHaveAttribute('popovertarget');
  });

  for (const route of templateRoutes) {
    test(`nothing on ${route} waits behind the preloader`, async ({ page }) => {
      await page.goto(route);
      const preloader = page.locator('[data-preloader]');
      await expect(preloader).toBeHidden();
      const covered = await page.evaluate(
        () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[data-preloader]') != null,
      );
      expect(covered, 'the element at the centre of the screen belongs to the page').toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

const mapFrame = new URL(site.map.embedUrl);
const formHost = new URL(site.applicationFormUrl).host;

/** Sums layout-shift entries from the first paint on (buffered), as CLS does. */
function recordLayoutShift() {
  const win = window as unknown as { layoutShift: number };
  win.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function loadWithFailingThirdParties(page: Page, route: string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (isForeign(request.url())) foreign.push(request.url());
  });
  await page.addInitScript(recordLayoutShift);
  await page.goto(route); // waits for the window's load event, which a hanging map must not hold back
  await page.waitForTimeout(2000); // + 2 s, real time: the preloader, any late layout and the map frame included
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  return { foreign, layoutShift };
}

async function expectRenderedFully(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(site.phone);
  // Every picture drawn arrives once it is scrolled to (lazy ones included). A hidden carousel slide's is not drawn
  // until its slide shows (ProductCarousel.test), so it is not asked for here, where it would never come.
  const broken = await page.locator('main img').evaluateAll(async (images) => {
    const failed: string[] = [];
    for (const image of (images as HTMLImageElement[]).filter((drawn) => drawn.checkVisibility())) {
      image.scrollIntoView();
      await image.decode().catch(() => failed.push(image.src));
    }
    return failed;
  });
  expect(broken).toEqual([]);
}

// Each way in a tab of its own, as a visitor meets it: the first page of a visit, preloader and all.
for (const route of templateRoutes) {
  test(`${route} renders fully with the map host unreachable or hanging and the form host unreachable, without a layout shift or a request to another host`, async ({
    context,
  }) => {
    // A host that hangs can hold back only a page that asks it for something: the pages with the map's frame.
    const html = await (await context.request.get(route)).text();
    const asksMapHost = html.includes(site.map.embedUrl.replaceAll('&', '&amp;'));
    for (const mode of asksMapHost ? (['unreachable', 'hanging'] as const) : (['unreachable'] as const)) {
      await test.step(`the map host ${mode}`, async () => {
        const page = await context.newPage();
        // The fixture aborts every foreign request; a route added here takes precedence and never answers.
        if (mode === 'hanging')
          await page.route(
            (url) => url.host === mapFrame.host,
            () => {},
          );
        const { foreign, layoutShift } = await loadWithFailingThirdParties(page, route);
        expect(layoutShift, 'cumulative layout shift over load + 2 s').toBe(0);
        // The map frame joins the page after load, and only when it is near the viewport; the 2 s after load see it.
        for (const url of foreign)
          expect(url, 'the map frame is the only foreign request over load + 2 s').toBe(site.map.embedUrl);
        expect(foreign.filter((url) => new URL(url).host === formHost)).toEqual([]);
        await expectRenderedFully(page);
        await page.close();
      });
    }
  });
}

/**
 * A browser without the Popover API, as far as Chromium can play one: the page's popover attributes mean nothing
 * (renamed, so no built-in style hides them and no button opens them), `@supports selector(:popover-open)` is
 * false (the selector renamed in the stylesheets), and the DOM has no popover methods.
 */
async function withoutPopovers(page: Page) {
  await page.addInitScript(deletePopoverApi);
  const noPopovers = (text: string) =>
    text.replaceAll('selector(:popover-open)', 'selector(:no-popover-api)').replace(POPOVER_ATTRIBUTES, NO_POPOVER);
  await rewriteResponses(page, { document: noPopovers, stylesheet: noPopovers });
}

/** In the page, before its scripts: the DOM without the Popover API's methods. */
function deletePopoverApi() {
  for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover'])
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
}

/** The popover attributes renamed, so no built-in style hides their elements and no button opens them. */
const POPOVER_ATTRIBUTES = /\spopover(target)?=/g;
const NO_POPOVER = ' data-no-popover$1=';

test.describe('in a browser without the Popover API, at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the header offers WhatsApp as a plain link, and no contact list stands open over the page', async ({
    page,
  }) => {
    await withoutPopovers(page);
    await openPage(page, '/');
    expect(await page.evaluate(() => 'showPopover' in HTMLElement.prototype), 'the emulation holds').toBe(false);
    await expect(page.locator('#contact-menu')).toBeHidden();
    const whatsapp = page.getByRole('banner').getByRole('link', { name: contact.whatsappLabel, exact: true });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // Nothing lies over the first heading.
    const heading = page.getByRole('heading', { level: 1 });
    expect(
      await heading.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);
    // The main menu still opens and closes, driven by its island.
    const button = page.getByRole('button', { name: chrome.menuLabel });
    await button.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await button.click();
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});

/** The one script a page loads: the islands' bundle (scripts/bundle-islands.ts). */
const ISLANDS_SCRIPT = '**/_next/static/islands/islands-*.js';
const failedOpen = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-failed-open', '');

test.describe('when the islands script fails, the page goes on as it is without JavaScript', () => {
  // The failures are the test's own doing: the script's failed request, and the parse error it reports.
  test.use({ expectedErrors: /islands-[^/]*\.js|^SyntaxError/ });

  const failures = {
    'fails to load (a chunk lost on a bad network)': (route: Route) => route.abort('failed'),
    'cannot be parsed (a browser too old for its syntax)': (route: Route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export const islands = ;' }),
  };
  for (const [failure, fail] of Object.entries(failures)) {
    test(`it ${failure}: every product, bullet and contact way is reachable, and no dead control is left`, async ({
      page,
    }) => {
      await page.route(ISLANDS_SCRIPT, fail);
      await expectEveryProductAndBullet(page, async (path) => {
        await page.goto(path);
        await failedOpen(page);
      });
      await expect(page.getByRole('button', { name: products.readMore.more })).toHaveCount(0);
      await page.goto(href(pages.about.path));
      await failedOpen(page);
      await expectContactLinksAndBackToTop(page);
    });
  }

  test('in a browser without the Popover API, at 375 px, the menu is listed instead of behind a dead button', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await withoutPopovers(page);
    await page.route(ISLANDS_SCRIPT, failures['fails to load (a chunk lost on a bad network)']);
    await page.goto('/');
    await failedOpen(page);
    await expect(page.getByRole('button', { name: chrome.menuLabel })).toBeHidden();
    for (const { label } of menuLinks)
      await expect(page.locator('#site-menu').getByRole('link', { name: label, exact: true })).toBeVisible();
  });

  test('a Read More pressed before the script has arrived shows its list at once, and the late script leaves it so', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ISLANDS_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    // Not to the load event: a script inserted before it (after an early first paint) holds it back while held here.
    await page.goto(href(pages.productDetail.path), { waitUntil: 'domcontentloaded' });
    const [product] = products.products;
    const readMore = page.getByRole('button', { name: `${products.readMore.more} about ${product.title}` });
    // From the keyboard: focus in the page also takes the preloader away.
    await readMore.focus();
    await page.keyboard.press('Enter');
    for (const feature of product.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
    await failedOpen(page);

    await releaseLateScript(page, release, product.features);
  });

  test('a script that hangs: the page fails open by itself within 10 s, every bullet shown, and the late script leaves it so', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ISLANDS_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    // When the mark came, in ms from the start of the navigation.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const root = document.documentElement as HTMLElement;
        if (root.hasAttribute('data-failed-open')) root.dataset.failedOpenAt ??= String(performance.now());
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-failed-open'] });
    });
    // Not to the load event, which the held script holds back. No press, no scroll: the page fails open by itself.
    await page.goto(href(pages.productDetail.path), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-failed-open', '', { timeout: 10_000 });
    const failedOpenAt = Number(await page.locator('html').getAttribute('data-failed-open-at'));
    expect(failedOpenAt, 'ms from the start of the navigation to failing open').toBeLessThan(10_000);
    for (const product of products.products)
      for (const feature of product.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: products.readMore.more })).toHaveCount(0);

    await releaseLateScript(
      page,
      release,
      products.products.flatMap((product) => product.features),
    );
  });

  test('a page whose script runs never changes its look: the islands hydrate, nothing fails open', async ({ page }) => {
    await openPage(page, href(pages.productDetail.path));
    await expect(page.locator('html')).toHaveAttribute('data-islands-started', '');
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await expect(page.locator('html')).not.toHaveAttribute('data-failed-open');
  });
});

/** `css` without the at-rules that begin with one of `preludes`, statements and blocks alike, as an engine that
 * cannot parse them drops them. */
function withoutAtRules(css: string, preludes: string[]) {
  let kept = '';
  for (let at = 0; at < css.length; ) {
    if (!preludes.some((prelude) => css.startsWith(prelude, at))) {
      kept += css[at++];
      continue;
    }
    const [semicolon, brace] = [css.indexOf(';', at), css.indexOf('{', at)];
    if (semicolon !== -1 && (brace === -1 || semicolon < brace)) {
      at = semicolon + 1;
      continue;
    }
    let depth = 0;
    for (at = brace; at < css.length; at++) {
      if (css[at] === '{') depth++;
      if (css[at] === '}' && --depth === 0) break;
    }
    at++;
  }
  return kept;
}

/**
 * An engine without cascade layers (KaiOS 2.5, iOS 15.3 and older), as far as Chromium can play one: every @layer
 * block and statement is cut from the stylesheets, `@supports selector()`, which the oldest cannot parse, goes too,
 * and neither CSSLayerBlockRule nor popovers exist (every engine got those after layers).
 */
async function withoutCascadeLayers(page: Page) {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).CSSLayerBlockRule;
  });
  await page.addInitScript(deletePopoverApi);
  await rewriteResponses(page, {
    document: (html) => html.replace(POPOVER_ATTRIBUTES, NO_POPOVER),
    stylesheet: (css) => withoutAtRules(css, ['@layer', '@supports not selector(']),
  });
}

test.describe('in an engine without cascade layers, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a page of every template is plain but readable: pictures within the screen, the menu listed, no list over the text', async ({
    page,
  }) => {
    test.setTimeout(120_000); // a page of every template, each stylesheet rewritten on its way
    await withoutCascadeLayers(page);
    for (const route of templateRoutes) {
      await page.goto(route);
      expect(await page.locator('html').getAttribute('data-no-layers'), `${route}: the emulation holds`).toBe('');
      const wide = await page.locator('img').evaluateAll((images) =>
        images
          .map((image) => ({
            src: image.getAttribute('src'),
            right: Math.round(image.getBoundingClientRect().right),
          }))
          .filter(({ right }) => right > innerWidth),
      );
      expect(wide, `${route}: pictures wider than the screen`).toEqual([]);
      await expect(page.locator('#contact-menu'), `${route}: the contact list`).toBeHidden();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // Below the listed menu it may start under the fold (a preview's notice of samples adds a line): what matters is
      // that nothing covers it once it is scrolled to.
      await heading.scrollIntoViewIfNeeded();
      expect(
        await heading.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
        `${route}: nothing lies over the first heading`,
      ).toBe(true);
      for (const { label } of menuLinks)
        await expect(page.locator('#site-menu').getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
    }
  });
});

test('the layout-shift measurement sees a shift when there is one', async ({ page }) => {
  await page.addInitScript(recordLayoutShift);
  // Once the page is hydrated: a node React did not render, met while hydrating, would be a hydration error.
  await openPage(page, '/about/');
  // Push the page down the way a late banner would: a shift the measurement must count.
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '200px';
    document.querySelector('main')!.prepend(banner);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift))
    .toBeGreaterThan(0);
});

test.describe('at 375 px, where the map frame is near the first viewport and requested as soon as it joins the page', () => {
  test.use({ viewport: MOBILE });

  test("with the map host hanging, the window's load event still fires: the frame joins the page after it", async ({
    page,
  }) => {
    // A frame in the page before load holds load back while it hangs (browsers wait for frames in view).
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === mapFrame.host) mapRequests.push(request.url());
    });
    await page.route(
      (url) => url.host === mapFrame.host,
      () => {},
    );
    await page.goto('/contact/', { waitUntil: 'load', timeout: 10_000 });
    // The map was really asked for, and is still hanging: the load event did not wait for it.
    await expect.poll(() => mapRequests).toEqual([site.map.embedUrl]);
    await expect(page.getByTitle(site.map.title)).toHaveCount(1);
  });
});

test('with the map frame hanging, the page still works: its islands hydrate and respond', async ({ page }) => {
  await page.route(
    (url) => url.host === mapFrame.host,
    () => {},
  );
  await page.goto('/product/');
  // The preloader's timer still removes it (real time, 4 s), then the carousel answers a click.
  await expect(page.locator('[data-preloader]')).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: products.carousel.next }).click();
  await expect(page.locator('[aria-live="polite"]')).toContainText(products.products[1].title);
});

test('the application form is reached only by following Apply Now', async ({ page }) => {
  const formRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === formHost) formRequests.push(request.url());
  });
  await page.goto('/career/');
  await page.waitForLoadState('load');
  expect(formRequests).toEqual([]);
  const apply = page.getByRole('link', { name: /^Apply Now/ }).first();
  await expect(apply).toHaveAttribute('href', site.applicationFormUrl);
});

/**
 * Lets the held islands script arrive once the page has failed open, and proves it leaves the page so: it runs,
 * `features` stay shown and no island hydrates.
 */
async function releaseLateScript(page: Page, release: () => void, features: readonly string[]) {
  // The loader may add the script only after this point (at the first paint): listen on the document.
  await page.evaluate(() =>
    document.addEventListener(
      'load',
      (event) => {
        if ((event.target as HTMLScriptElement).src?.includes('/islands-'))
          document.documentElement.dataset.islandsLoaded = '';
      },
      true,
    ),
  );
  release();
  await expect(page.locator('html'), 'the late script has run').toHaveAttribute('data-islands-loaded', '');
  for (const feature of features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
  await expect(page.locator('[data-hydrated]')).toHaveCount(0);
}
