/** The site driven from the keyboard alone: skip link, tab order, visible focus, menu, carousel, toggles, preloader. */

import type { Locator, Page } from '@playwright/test';
import { DESKTOP, focusRingOf, MOBILE, tabToNext } from './a11y-helpers';
import { behaviour, chrome, home, navigation, products, site } from './content';
import { expect, openPage, test } from './fixtures';

test('the skip link is the first tab stop, shows when focused and moves focus to the main content', async ({
  page,
}) => {
  await openPage(page, '/about/');
  expect(await tabToNext(page)).toBe(chrome.skipLink);
  const skip = page.getByRole('link', { name: chrome.skipLink });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.width, 'the focused skip link is full size, not the 1 px of sr-only').toBeGreaterThan(40);
  expect(box?.height).toBeGreaterThan(20);
  expect(
    await skip.evaluate((link) => {
      const { x, y, width, height } = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    }),
    'nothing covers the focused skip link',
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab continues from the main content, not from the header.
  const next = await tabToNext(page);
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain, `after the skip, Tab went to "${next}" inside main`).toBe(true);
});

test('tab order on the home page follows the visual order: skip link, logo, menu, hero calls to action', async ({
  page,
}) => {
  await openPage(page, '/');
  const expected = [
    chrome.skipLink,
    site.logo.alt,
    // Submenus open on focus-within, so a parent's children come right after it.
    ...navigation.flatMap((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]),
    `${home.hero.primary.label} ${home.hero.primary.context}`,
    `${home.hero.secondary.label} ${home.hero.secondary.context}`,
  ];
  const stops: string[] = [];
  const tops: number[] = [];
  for (let i = 0; i < expected.length; i++) {
    stops.push(await tabToNext(page));
    tops.push(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top));
  }
  expect(stops).toEqual(expected);
  // The header's stops share the top bar; the hero's come below it.
  const heroTop = tops[tops.length - 2];
  expect(Math.max(...tops.slice(1, 3))).toBeLessThan(heroTop);
});

/** Focuses an element as a keyboard user would (so :focus-visible applies) and checks its ring. */
async function expectVisibleRing(page: Page, control: Locator, what: string) {
  await page.keyboard.press('Shift'); // a key press marks the last input as keyboard
  await control.focus();
  await expect(control).toBeFocused();
  const ring = await focusRingOf(control);
  const detail = `${what}: ${JSON.stringify(ring)}`;
  expect(ring.focusVisible, detail).toBe(true);
  expect(ring.outlineStyle, detail).not.toBe('none');
  expect(ring.outlineWidth, detail).toBeGreaterThanOrEqual(2);
  expect(ring.ratio, detail).toBeGreaterThanOrEqual(3);
}

test.describe('every focused control shows a ring with 3:1 contrast against what is behind it', () => {
  test('header, hero, footer and back-to-top on the home page', async ({ page }) => {
    await openPage(page, '/');
    await expectVisibleRing(page, page.getByRole('link', { name: chrome.skipLink }), 'skip link');
    await expectVisibleRing(page, page.getByRole('link', { name: site.logo.alt }).first(), 'logo link');
    await expectVisibleRing(page, page.getByRole('link', { name: 'About', exact: true }), 'nav link');
    // A submenu is invisible (so unfocusable) until its parent has focus: reach it with Tab as a visitor does.
    await page.getByRole('link', { name: 'Service', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expectVisibleRing(page, page.getByRole('link', { name: 'Service Details', exact: true }), 'submenu link');
    await expectVisibleRing(page, page.getByRole('link', { name: /^Get Started/ }), 'primary button link');
    await expectVisibleRing(page, page.getByRole('link', { name: /^Learn More/ }), 'secondary button link');
    const footer = page.getByRole('contentinfo');
    await expectVisibleRing(page, footer.getByRole('link', { name: site.phoneDisplay }), 'footer phone link');
    await expectVisibleRing(page, footer.getByRole('link', { name: site.email }), 'footer email link');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectVisibleRing(page, page.getByRole('button', { name: chrome.scrollTopLabel }), 'back-to-top button');
  });

  test('carousel arrows and Read More toggles', async ({ page }) => {
    await openPage(page, '/product/');
    await expectVisibleRing(page, page.getByRole('button', { name: products.carousel.next }), 'carousel next');
    await expectVisibleRing(page, page.getByRole('button', { name: products.carousel.previous }), 'carousel previous');
    await openPage(page, '/productdetail/');
    await expectVisibleRing(page, page.getByRole('button', { name: /^Read More/ }).first(), 'Read More toggle');
  });

  test('the mobile menu button and its links', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, '/');
    const button = page.getByRole('button', { name: chrome.menuLabel });
    await expectVisibleRing(page, button, 'menu button');
    await page.keyboard.press('Enter');
    await expectVisibleRing(
      page,
      page.locator('#site-menu').getByRole('link', { name: 'Contact' }),
      'mobile menu link',
    );
  });
});

test.describe('the mobile menu from the keyboard', () => {
  test.use({ viewport: MOBILE });

  for (const key of ['Enter', 'Space']) {
    test(`opens with ${key}, keeps focus on its button, leads Tab into its links and closes with Escape`, async ({
      page,
    }) => {
      await openPage(page, '/');
      const button = page.getByRole('button', { name: chrome.menuLabel });
      const menu = page.locator('#site-menu');
      // Skip link, logo, then the menu button: the header's order.
      await tabToNext(page);
      await tabToNext(page);
      expect(await tabToNext(page)).toBe(chrome.menuLabel);
      await expect(menu).toBeHidden();
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(button).toBeFocused();
      expect(await tabToNext(page)).toBe(navigation[0].label);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });
  }
});

test.describe('carousel arrows and Read More toggles work with Enter and Space', () => {
  test('carousel arrows', async ({ page }) => {
    await openPage(page, '/product/');
    const status = page.locator('[aria-live="polite"]');
    const total = products.products.length;
    await page.keyboard.press('Shift');
    await page.getByRole('button', { name: products.carousel.next }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Product 2 of ${total}: ${products.products[1].title}`);
    await page.keyboard.press('Space');
    await expect(status).toHaveText(`Product 3 of ${total}: ${products.products[2].title}`);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: products.carousel.previous })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Product 2 of ${total}: ${products.products[1].title}`);
    await page.keyboard.press('Space');
    await expect(status).toHaveText(`Product 1 of ${total}: ${products.products[0].title}`);
    await expect(page.getByRole('heading', { name: products.products[0].title })).toBeVisible();
  });

  test('Read More toggles', async ({ page }) => {
    await openPage(page, '/productdetail/');
    const [first, second] = products.products;
    const firstToggle = page.locator(`button[aria-controls="${first.slug}-features"]`);
    await page.keyboard.press('Shift');
    await firstToggle.focus();
    await page.keyboard.press('Enter');
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.features[0], { exact: true })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first.features[0], { exact: true })).toBeHidden();
    const secondToggle = page.locator(`button[aria-controls="${second.slug}-features"]`);
    await secondToggle.focus();
    await page.keyboard.press('Space');
    await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(second.features[0], { exact: true })).toBeVisible();
  });
});

test.describe('the preloader', () => {
  test('never traps focus: Tab goes into the page while it shows, and the focused link is not hidden by it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-preloader]')).toBeVisible();
    expect(await tabToNext(page)).toBe(chrome.skipLink);
    const skip = page.getByRole('link', { name: chrome.skipLink });
    await expect(skip).toBeFocused();
    // WCAG 2.4.11: the focused control must not be hidden behind the overlay.
    const uncovered = await skip.evaluate((link) => {
      const { x, y, width, height } = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(uncovered, 'the focused skip link is on top, not under the preloader').toBe(true);
    expect(await tabToNext(page)).toBe(site.logo.alt);
  });

  test('is hidden from assistive technology while it shows', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto('/');
    const preloader = page.locator('[data-preloader]');
    await expect(preloader).toBeVisible();
    await expect(preloader).toHaveAttribute('aria-hidden', 'true');
    expect(await preloader.ariaSnapshot()).toBe('');
    // The islands hydrate, and the map frame joins, after the first paint: compare the trees once they have.
    await expect(page.getByTitle(site.map.title)).toBeAttached();
    await expect(page.getByRole('alert')).toBeAttached(); // Next's route announcer, rendered on hydration
    await expect(preloader).toBeAttached();
    const whileShowing = await page.locator('body').ariaSnapshot();
    await page.clock.runFor(behaviour.preloaderMs);
    await expect(preloader).toHaveCount(0);
    // The accessibility tree is the same with and without the overlay: it adds nothing to it.
    expect(await page.locator('body').ariaSnapshot()).toBe(whileShowing);
  });
});
