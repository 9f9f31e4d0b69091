/** axe-core (WCAG 2.2 AA) on every route and in every state a visitor can put a page in; screen-reader semantics. */

import { DESKTOP, expectNoAxeViolations, MOBILE, settleTransitions } from './a11y-helpers';
import { chrome, products, site } from './content';
import { expect, openPage, test } from './fixtures';
import { allRoutes } from './site';

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of allRoutes) {
      test(`axe finds nothing on ${route}`, async ({ page }) => {
        await openPage(page, route);
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

  test('the 404 page', async ({ page }) => {
    await openPage(page, '/404.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chrome.errors.notFoundTitle);
    await expectNoAxeViolations(page, '404 page');
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

  for (const route of allRoutes) {
    test(`every image on ${route} is described or hidden as decoration`, async ({ page }) => {
      await page.goto(route); // before the preloader leaves: its logo is checked too
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((element) => ({
          src: element.getAttribute('src') ?? '',
          alt: element.getAttribute('alt'),
          hiddenFromAT: element.closest('[aria-hidden="true"]') !== null,
        })),
      );
      expect(images.length).toBeGreaterThan(0);
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
    });
  }
});
