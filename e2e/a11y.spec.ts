/** axe-core (WCAG 2.2 AA) on a page of every template (e2e/site.ts) and in every state a visitor can put a page in; screen-reader semantics. */

import type { Page } from '@playwright/test';
import { contrastRatio, DESKTOP, decodePng, expectNoAxeViolations, MOBILE, settleTransitions } from './a11y-helpers';
import { behaviour, chrome, products, site } from './content';
import { expect, openPage, test } from './fixtures';
import { templateRoutes } from './site';

/** Every image on the page as it is now: described, or hidden as decoration. */
async function expectImagesDescribed(page: Page, route: string) {
  const images = await page.locator('img').evaluateAll((elements) =>
    elements.map((element) => ({
      src: element.getAttribute('src') ?? '',
      alt: element.getAttribute('alt'),
      hiddenFromAT: element.closest('[aria-hidden="true"]') !== null,
    })),
  );
  expect(images.length, `${route} has pictures`).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.alt, `${image.src} has an alt attribute`).not.toBeNull();
    const alt = image.alt ?? '';
    if (alt === '') {
      expect(image.hiddenFromAT, `${image.src} has alt="" and sits in an aria-hidden decoration`).toBe(true);
      continue;
    }
    expect(alt, `${image.src}: alt is words, not a file name`).not.toMatch(
      /\.(svg|png|jpe?g|webp|gif|avif)\b|^[\w-]+$/i,
    );
    expect(alt.length, `${image.src}: alt describes the picture`).toBeGreaterThan(10);
  }
}

// One load per page: its pictures read while the preloader still shows (its logo is checked too), then axe on the
// page at a phone's width and a laptop's.
for (const route of templateRoutes) {
  test(`every image on ${route} is described or hidden as decoration, and axe finds nothing at ${MOBILE.width} and ${DESKTOP.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.clock.install();
    await page.goto(route);
    await test.step('every image described or hidden as decoration', () => expectImagesDescribed(page, route));
    await page.clock.runFor(behaviour.preloaderMs);
    await expect(page.locator('[data-preloader]')).toHaveCount(0);
    for (const viewport of [MOBILE, DESKTOP]) {
      await test.step(`axe at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page, `${viewport.width} px`);
      });
    }
  });
}

test.describe('axe in interactive states', () => {
  test('the mobile menu open', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, '/');
    await page.getByRole('button', { name: chrome.menuLabel }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu open');
  });

  test('the mobile menu open and scrolled at 400% zoom (320x256)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await openPage(page, '/');
    await page.getByRole('button', { name: chrome.menuLabel }).click();
    const menu = page.locator('#site-menu');
    await menu.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeInViewport();
    await expectNoAxeViolations(page, 'mobile menu open and scrolled at 320x256');
  });

  test('a desktop dropdown open by focus, then dismissed with Escape', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Shift');
    await page.getByRole('link', { name: 'Service', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expectNoAxeViolations(page, 'dropdown link focused');
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page, 'dropdown dismissed');
  });

  test('Back to top used: focus at the top of the page', async ({ page }) => {
    await openPage(page, '/about/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: chrome.scrollTopLabel }).click();
    await expect(page.locator('main')).toBeFocused();
    await expectNoAxeViolations(page, 'after Back to top');
  });

  test('every Read More block expanded', async ({ page }) => {
    await openPage(page, '/productdetail/');
    for (const product of products.products) {
      await page.getByRole('button', { name: `${products.readMore.more} about ${product.title}` }).click();
    }
    await expect(page.locator('[aria-expanded="true"][aria-controls]')).toHaveCount(products.products.length);
    await expectNoAxeViolations(page, 'Read More expanded');
  });

  test('the carousel after it has moved', async ({ page }) => {
    await openPage(page, '/product/');
    await page.getByRole('button', { name: products.carousel.next }).click();
    await expect(page.locator('[aria-live="polite"]')).toContainText(products.products[1].title);
    await expectNoAxeViolations(page, 'carousel moved once');
  });

  test("the carousel after a product's own button has shown it, at 360 px", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, '/');
    const last = products.products.at(-1)!;
    const picker = page.getByRole('list', { name: products.carousel.picker });
    await picker.getByRole('button', { name: last.title, exact: true }).click();
    await expect(picker.getByRole('button', { name: last.title, exact: true })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, 'carousel product chosen by its button');
  });

  test.describe('the 404 page', () => {
    // Opened at its own address, which answers 404 as every unknown path does.
    test.use({ expectedNotFound: '/404.html' });
    test('has no violations', async ({ page }) => {
      await openPage(page, '/404.html');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chrome.errors.notFoundTitle);
      await expectNoAxeViolations(page, '404 page');
    });
  });

  test('a nav link focused and the active nav item', async ({ page }) => {
    await openPage(page, '/about/');
    const about = page.getByRole('navigation', { name: chrome.menuLabel }).getByRole('link', { name: 'About' });
    await expect(about).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await page.getByRole('link', { name: 'Service', exact: true }).focus();
    await expectNoAxeViolations(page, 'Service link focused, submenu open by focus-within');
  });

  const hovered = [
    { what: 'a primary button', route: '/', name: /^Get Started/ },
    { what: 'a secondary button', route: '/', name: /^Learn More/ },
    { what: 'a nav link', route: '/', name: 'Contact' },
    { what: 'a footer link', route: '/', name: site.email },
  ];
  for (const { what, route, name } of hovered) {
    test(`${what} hovered`, async ({ page }) => {
      await openPage(page, route);
      const link = page.getByRole('link', { name }).first();
      await link.hover();
      await settleTransitions(link);
      await expectNoAxeViolations(page, `${what} hovered`);
    });
  }

  test('the carousel arrow and the Read More toggle hovered', async ({ page }) => {
    await openPage(page, '/product/');
    const next = page.getByRole('button', { name: products.carousel.next });
    await next.hover();
    await settleTransitions(next);
    await expectNoAxeViolations(page, 'carousel arrow hovered');
    await openPage(page, '/productdetail/');
    const toggle = page.getByRole('button', { name: /^Read More/ }).first();
    await toggle.hover();
    await settleTransitions(toggle);
    await expectNoAxeViolations(page, 'Read More hovered');
  });
});

test.describe('what screen readers are told', () => {
  test('the carousel is a named region that politely announces the product it moves to', async ({ page }) => {
    await openPage(page, '/product/');
    const carousel = page.getByRole('region', { name: products.carousel.label });
    await expect(carousel).toBeVisible();
    const status = carousel.locator('[aria-live="polite"]');
    await expect(status).toHaveText('');
    const total = products.products.length;
    await carousel.getByRole('button', { name: products.carousel.next }).click();
    await expect(status).toHaveText(`Product 2 of ${total}: ${products.products[1].title}`);
    await carousel.getByRole('button', { name: products.carousel.previous }).click();
    await expect(status).toHaveText(`Product 1 of ${total}: ${products.products[0].title}`);
    await carousel.getByRole('button', { name: products.carousel.previous }).click();
    await expect(status).toHaveText(`Product ${total} of ${total}: ${products.products[total - 1].title}`);
    // Only the current slide is exposed: the hidden ones are out of the accessibility tree.
    await expect(carousel.getByRole('heading', { name: products.products[total - 1].title })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: products.products[0].title })).toBeHidden();
  });

  test("the carousel's product buttons are a named list, each naming its product, the shown one current", async ({
    page,
  }) => {
    await openPage(page, '/product/');
    const carousel = page.getByRole('region', { name: products.carousel.label });
    const picker = carousel.getByRole('list', { name: products.carousel.picker });
    const buttons = picker.getByRole('button');
    await expect(buttons).toHaveText(products.products.map((product) => product.title));
    await expect(picker.locator('[aria-current="true"]')).toHaveText([products.products[0].title]);
    // Each controls its slide, which exists.
    for (const button of await buttons.all()) {
      const slide = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(slide).toHaveAttribute('aria-roledescription', products.carousel.slideRoleDescription);
    }
    const second = products.products[1];
    await picker.getByRole('button', { name: second.title, exact: true }).click();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
      `Product 2 of ${products.products.length}: ${second.title}`,
    );
  });

  test('each Read More toggle names its product and controls a panel that exists', async ({ page }) => {
    await openPage(page, '/productdetail/');
    for (const product of products.products) {
      const collapsed = page.getByRole('button', { name: `${products.readMore.more} about ${product.title}` });
      await expect(collapsed).toBeVisible();
      await expect(collapsed).toHaveAttribute('aria-expanded', 'false');
      const panelId = await collapsed.getAttribute('aria-controls');
      expect(panelId, `${product.title} toggle has aria-controls`).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveCount(1);
      await expect(panel).toBeHidden();
      await collapsed.click();
      const expanded = page.getByRole('button', { name: `${products.readMore.less} about ${product.title}` });
      await expect(expanded).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('listitem')).toHaveCount(product.features.length);
      await expect(panel.getByRole('listitem').first()).toBeVisible();
    }
  });
});

/** A screenshot of the element's box, to read its rendered pixels. */
async function pixelsOf(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
  return { clip, ...decodePng(await page.screenshot({ clip })) };
}

/** Controls drawn as a box (a fill or a border) in normal colours: their edges must survive forced colours. */
async function markBoxControls(page: Page) {
  return page.evaluate(() => {
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => {
      const style = getComputedStyle(element);
      const visible = element.getClientRects().length > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
      const bordered = parseFloat(style.borderLeftWidth) > 0 && !transparent(style.borderLeftColor);
      return visible && !element.closest('.sr-only') && (!transparent(style.backgroundColor) || bordered);
    });
    for (const control of controls) control.dataset.testBox = '';
    return controls.length;
  });
}

test.describe('forced-colours mode (Windows High Contrast)', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    test.describe(`with a ${colorScheme} palette`, () => {
      test.use({ colorScheme });

      test('the logo’s lettering stays readable in the header', async ({ page }) => {
        await openPage(page, '/');
        await page.emulateMedia({ forcedColors: 'active' });
        const logo = page.getByRole('banner').getByRole('img', { name: site.logo.alt });
        const box = (await logo.boundingBox())!;
        // The name "Anvaya", drawn as outlines, fills the logo's right part: from x = 52 to 146 of 150, y = 10 to 34 of 44.
        const scale = box.width / 150;
        const lettering = { x: box.x + 52 * scale, y: box.y + 10 * scale, width: 94 * scale, height: 24 * scale };
        const { clip, pixel } = await pixelsOf(page, lettering);
        const background = pixel(clip.width - 1, 0);
        let best = 1;
        for (let y = 0; y < clip.height; y++) {
          for (let x = 0; x < clip.width; x++) best = Math.max(best, contrastRatio(pixel(x, y), background));
        }
        expect(best, `lettering against its backplate ${JSON.stringify(background)}`).toBeGreaterThanOrEqual(4.5);
      });

      for (const { route, viewport } of [
        { route: '/', viewport: DESKTOP },
        { route: '/product/', viewport: DESKTOP },
        { route: '/productdetail/', viewport: DESKTOP },
        { route: '/', viewport: MOBILE },
      ]) {
        test(`every control drawn as a box keeps a visible edge on ${route} at ${viewport.width} px`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await openPage(page, route);
          await page.evaluate(() => window.scrollTo(0, 400)); // Back to top shows too
          await expect(page.getByRole('button', { name: chrome.scrollTopLabel })).toBeVisible();
          const count = await markBoxControls(page);
          expect(count).toBeGreaterThan(0);
          await page.emulateMedia({ forcedColors: 'active' });
          const faint: string[] = [];
          for (const control of (await page.locator('[data-test-box]').all()).reverse()) {
            // Back to top, in the sticky header, shows only while the page is scrolled down.
            if ((await control.getAttribute('aria-label')) === chrome.scrollTopLabel) {
              await page.evaluate(() => window.scrollTo(0, 400));
              await expect(control).toBeVisible();
            }
            await control.scrollIntoViewIfNeeded();
            const box = (await control.boundingBox())!;
            // A row across the left edge at mid-height: 3 px outside, the control's edge, 4 px inside. The edge
            // must stand out from one side (whatever the page shows just outside, it still outlines the box).
            const { pixel } = await pixelsOf(page, { x: box.x - 3, y: box.y + box.height / 2, width: 8, height: 1 });
            const ratio = Math.max(contrastRatio(pixel(3, 0), pixel(0, 0)), contrastRatio(pixel(3, 0), pixel(7, 0)));
            const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
            if (ratio < 3) faint.push(`${name.trim()}: ${ratio.toFixed(2)}`);
          }
          expect(faint, `${count} boxed controls; edges under 3:1`).toEqual([]);
        });
      }
    });
  }
});
