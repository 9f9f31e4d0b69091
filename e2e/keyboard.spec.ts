/** The site driven from the keyboard alone: skip link, tab order, visible focus, menu, carousel, toggles, preloader. */

import type { Locator, Page } from '@playwright/test';
import { languages } from '../lib/content';
import { href, menu } from '../lib/routes';
import { contrastRatio, DESKTOP, focusRingOf, isObscured, MOBILE, renderedRingOf, tabToNext } from './a11y-helpers';
import { behaviour, chrome, contact, home, products, site } from './content';
import { expect, openPage, reopenPage, test } from './fixtures';
import { menuLinks, templateRoutes } from './site';
import { tapOutsideMenu } from './static-page';

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

test('tab order on the home page follows the visual order: skip link, logo, menu, the switch to Tamil, hero calls to action', async ({
  page,
}) => {
  await openPage(page, '/');
  const expected = [
    chrome.skipLink,
    site.logo.alt,
    // Submenus open on focus-within, so a parent's children come right after it.
    ...menuLinks.map((link) => link.label),
    // The header's WhatsApp button ends the bar on wide screens.
    contact.whatsappLabel,
    // The page's own first link: to its Tamil twin.
    languages.ta.name,
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
    const submenuLink = menu
      .flatMap((item) => item.children ?? [])
      .find((child) => child.href === href('/servicedetail'))!;
    await expectVisibleRing(page, page.getByRole('link', { name: submenuLink.label, exact: true }), 'submenu link');
    await expectVisibleRing(page, page.getByRole('link', { name: /^Get Started/ }), 'primary button link');
    await expectVisibleRing(page, page.getByRole('link', { name: /^Learn More/ }), 'secondary button link');
    const footer = page.getByRole('contentinfo');
    await expectVisibleRing(page, footer.getByRole('link', { name: site.phone }), 'footer phone link');
    await expectVisibleRing(page, footer.getByRole('link', { name: site.email }), 'footer email link');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectVisibleRing(page, page.getByRole('button', { name: chrome.scrollTopLabel }), 'back-to-top button');
  });

  test('carousel arrows, product buttons and Read More toggles', async ({ page }) => {
    await openPage(page, '/product/');
    await expectVisibleRing(page, page.getByRole('button', { name: products.carousel.next }), 'carousel next');
    await expectVisibleRing(page, page.getByRole('button', { name: products.carousel.previous }), 'carousel previous');
    const picker = page.getByRole('list', { name: products.carousel.picker });
    for (const product of products.products.slice(0, 2))
      await expectVisibleRing(page, picker.getByRole('button', { name: product.title, exact: true }), product.title);
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
      // Skip link, logo, the contact button, then the menu button: the header's order.
      await tabToNext(page);
      await tabToNext(page);
      expect(await tabToNext(page)).toBe(contact.menuLabel);
      expect(await tabToNext(page)).toBe(chrome.menuLabel);
      await expect(menu).toBeHidden();
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(button).toBeFocused();
      expect(await tabToNext(page)).toBe(menuLinks[0].label);
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

  test("the carousel's product buttons, reached by Tab", async ({ page }) => {
    await openPage(page, '/product/');
    const status = page.locator('[aria-live="polite"]');
    const picker = page.getByRole('list', { name: products.carousel.picker });
    const total = products.products.length;
    const [first, second, third] = products.products;
    await page.keyboard.press('Shift');
    await picker.getByRole('button', { name: first.title, exact: true }).focus();
    // One Tab stop per product, in their order, before the shown slide.
    expect(await tabToNext(page)).toBe(second.title);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Product 2 of ${total}: ${second.title}`);
    await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
    expect(await tabToNext(page)).toBe(third.title);
    await page.keyboard.press('Space');
    await expect(status).toHaveText(`Product 3 of ${total}: ${third.title}`);
    await expect(picker.getByRole('button', { name: third.title, exact: true })).toBeFocused();
    await expect(picker.getByRole('button', { name: third.title, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
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
    await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
    await expect(preloader).toBeAttached();
    const whileShowing = await page.locator('body').ariaSnapshot();
    await page.clock.runFor(behaviour.preloaderMs);
    await expect(preloader).toHaveCount(0);
    // The accessibility tree is the same with and without the overlay: it adds nothing to it.
    expect(await page.locator('body').ariaSnapshot()).toBe(whileShowing);
  });
});

/** The focused element, as a locator (marked, as `:focus` does not match a frame holding focus). */
async function focused(page: Page) {
  await page.evaluate(() => {
    for (const marked of document.querySelectorAll('[data-test-focused]')) marked.removeAttribute('data-test-focused');
    document.activeElement?.setAttribute('data-test-focused', '');
  });
  return page.locator('[data-test-focused]');
}

/** Focus is inside the map frame, another site's document whose controls draw their own focus. */
const inMapFrame = (page: Page) => page.evaluate(() => document.activeElement?.tagName === 'IFRAME');

/** Walks the page with Tab from the top until focus leaves the page or wraps round, calling back at every stop. */
async function walkWithTab(page: Page, atEachStop: (name: string) => Promise<void>, limit = 120) {
  for (let stop = 0; stop < limit; stop++) {
    const name = await tabToNext(page);
    if (name === '(body)' || (stop > 0 && name === chrome.skipLink)) return stop;
    await atEachStop(name);
  }
  throw new Error(`Tab never left the page after ${limit} stops`);
}

test.describe('WCAG 2.4.11: no focused control is hidden under the open mobile menu', () => {
  // Focus scrolls the page instantly, so each control is checked where it comes to rest.
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 360, height: 640 },
  ]) {
    test(`at ${viewport.width}x${viewport.height}, Tab through the open menu and on through the page`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/');
      const button = page.getByRole('button', { name: chrome.menuLabel });
      const menu = page.locator('#site-menu');
      await page.keyboard.press('Shift');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      const hidden: string[] = [];
      const stops = await walkWithTab(page, async (name) => {
        if (await isObscured(await focused(page))) {
          hidden.push(`${name} (menu ${(await menu.isVisible()) ? 'open' : 'closed'})`);
        }
      });
      test.info().annotations.push({ type: 'focused controls obscured', description: `${hidden.length} of ${stops}` });
      // Leaving the menu closed it: the walk went on through the page, not round inside the menu.
      await expect(menu).toBeHidden();
      expect(hidden, `focused controls obscured in ${stops} Tab stops`).toEqual([]);
    });
  }
});

test.describe('the mobile menu closes when the visitor moves on', () => {
  test.use({ viewport: MOBILE });

  test('Tab out of the menu closes it, focus going on to the page', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: chrome.menuLabel });
    await page.keyboard.press('Shift');
    await button.focus();
    await page.keyboard.press('Enter');
    for (const link of menuLinks) expect(await tabToNext(page)).toBe(link.label);
    // The menu ends with the ways to get in touch.
    expect(await tabToNext(page)).toBe(contact.whatsappLabel);
    expect(await tabToNext(page)).toMatch(new RegExp(`^${contact.callLabel}`));
    expect(await tabToNext(page)).toMatch(new RegExp(`^${contact.emailLabel}`));
    await expect(page.locator('#site-menu')).toBeVisible();
    // The page's first link, to its Tamil twin.
    expect(await tabToNext(page)).toBe(languages.ta.name);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('a click outside the menu closes it', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: chrome.menuLabel });
    await button.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await tapOutsideMenu(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('Escape closes it from anywhere while open and gives focus back to its button', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: chrome.menuLabel });
    await button.click();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect(button).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the desktop dropdowns from the keyboard and the pointer', () => {
  test.use({ viewport: DESKTOP });
  const nav = (page: Page) => page.getByRole('navigation', { name: chrome.menuLabel });
  // includeHidden: a closed dropdown's links are hidden, and the tests look at them closed too.
  const link = (page: Page, label: string) =>
    nav(page).getByRole('link', { name: label, exact: true, includeHidden: true });
  /** A dropdown link shows: it is visible and a pointer at its centre reaches it, nothing drawn over it. */
  const shows = (page: Page, label: string) =>
    link(page, label).evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const visible = getComputedStyle(element).visibility === 'visible' && width > 0;
      return visible && element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
  const service = menu.find((item) => item.children)!;
  const serviceChild = service.children![0].label;

  test('Tab and Shift+Tab both reach every dropdown link, each showing while focused', async ({ page }) => {
    await openPage(page, '/');
    const order = menuLinks.map((link) => link.label);
    await page.keyboard.press('Shift');
    await link(page, order[0]).focus();
    for (const label of order.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(link(page, label)).toBeFocused();
      expect(await shows(page, label), `${label} shows when reached by Tab`).toBe(true);
    }
    for (const label of order.slice(0, -1).reverse()) {
      await page.keyboard.press('Shift+Tab');
      await expect(link(page, label)).toBeFocused();
      expect(await shows(page, label), `${label} shows when reached by Shift+Tab`).toBe(true);
    }
  });

  test('the pointer reaches every dropdown link, moving down into the list and back up', async ({ page }) => {
    await openPage(page, '/');
    for (const item of menu.filter((entry) => entry.children)) {
      expect(await shows(page, item.children![0].label), `${item.label}'s dropdown is closed at first`).toBe(false);
      await link(page, item.label).hover();
      for (const child of item.children!) {
        await link(page, child.label).hover();
        expect(await shows(page, child.label), `${child.label} under the pointer`).toBe(true);
      }
      await link(page, item.label).hover();
      expect(await shows(page, item.children![0].label)).toBe(true);
      await page.mouse.move(640, 700);
      expect(await shows(page, item.children![0].label)).toBe(false);
    }
  });

  test('Escape dismisses a dropdown opened by focus, focus staying where it was', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Shift');
    await link(page, service.label).focus();
    expect(await shows(page, serviceChild)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await shows(page, serviceChild)).toBe(false);
    await expect(link(page, service.label)).toBeFocused();
    // Focus moving into the dropdown opens it again.
    await page.keyboard.press('Tab');
    await expect(link(page, serviceChild)).toBeFocused();
    expect(await shows(page, serviceChild)).toBe(true);
    // Escape from inside it keeps focus in its menu item, on the link that opened it.
    await page.keyboard.press('Escape');
    expect(await shows(page, serviceChild)).toBe(false);
    await expect(link(page, service.label)).toBeFocused();
  });

  test('Escape dismisses a dropdown opened by hover, the pointer staying where it was', async ({ page }) => {
    await openPage(page, '/');
    await link(page, service.label).hover();
    expect(await shows(page, serviceChild)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await shows(page, serviceChild)).toBe(false);
    // Pointing away and back opens it again.
    await page.mouse.move(640, 700);
    await link(page, service.label).hover();
    expect(await shows(page, serviceChild)).toBe(true);
  });

  test('choosing a dropdown link by keyboard loads its page, with no dropdown left open', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.keyboard.press('Shift');
    await link(page, service.label).focus();
    await page.keyboard.press('Tab');
    await expect(link(page, serviceChild)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href(service.children![0].href));
    expect(await page.evaluate(() => 'sameDocument' in window), 'a page of its own').toBe(false);
    await expect(link(page, serviceChild)).toHaveAttribute('aria-current', 'page');
    expect(await shows(page, serviceChild), 'no dropdown shows on the new page').toBe(false);
    // The new page starts from its top: the first Tab reaches its skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: chrome.skipLink })).toBeFocused();
  });
});

test.describe('Back to top', () => {
  test.use({ reducedMotion: 'reduce' });

  test('moves focus to the top of the page, so the next Tab continues from there', async ({ page }) => {
    await openPage(page, '/about/');
    const firstInMain = await page.evaluate(() => {
      const first = document.querySelector<HTMLElement>('main a[href], main button');
      return first?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: chrome.scrollTopLabel });
    await page.keyboard.press('Shift');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await tabToNext(page)).toBe(firstInMain);
  });
});

test.describe('Read More keeps the focused button in view as its panel opens', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('at 1280 px, each toggle opened with its button at the foot of the window', async ({ page }) => {
    await openPage(page, '/productdetail/');
    await page.keyboard.press('Shift');
    for (const product of products.products) {
      const toggle = page.locator(`button[aria-controls="${product.slug}-features"]`);
      await toggle.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await toggle.focus();
      const before = (await toggle.boundingBox())!;
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle, `${product.title}: the focused toggle stays wholly in view`).toBeInViewport({ ratio: 1 });
      const after = (await toggle.boundingBox())!;
      expect(Math.abs(after.y - before.y), `${product.title}: the toggle did not move`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('WCAG 1.4.11: every focus ring, as rendered, has 3:1 against the surfaces beside it', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const route of templateRoutes) {
    test(`every Tab stop on ${route} at ${DESKTOP.width} and ${MOBILE.width} px`, async ({ page }) => {
      for (const viewport of [DESKTOP, MOBILE]) {
        await test.step(`at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          // The page afresh for each walk, so Tab starts from its top (the next page of a visit: no preloader).
          if (viewport === DESKTOP) await openPage(page, route);
          else await reopenPage(page);
          const weak: string[] = [];
          let lowest = Number.POSITIVE_INFINITY;
          const stops = await walkWithTab(page, async (name) => {
            if (await inMapFrame(page)) return;
            const ring = await renderedRingOf(page, await focused(page));
            lowest = Math.min(lowest, ring.ratio);
            if (ring.ratio < 3) weak.push(`${name}: ${ring.ratio.toFixed(2)} ${JSON.stringify(ring)}`);
          });
          expect(stops).toBeGreaterThan(3);
          test.info().annotations.push({
            type: 'weakest ring',
            description: `${viewport.width} px: ${lowest.toFixed(2)}:1 of ${stops} stops`,
          });
          expect(weak, `weakest of ${stops} rings ${lowest.toFixed(2)}:1`).toEqual([]);
        });
      }
    });
  }

  test('the open mobile menu’s links', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, '/');
    await page.keyboard.press('Shift');
    await page.getByRole('button', { name: chrome.menuLabel }).focus();
    await page.keyboard.press('Enter');
    for (const item of menuLinks) {
      expect(await tabToNext(page)).toBe(item.label);
      const ring = await renderedRingOf(page, await focused(page));
      expect(ring.ratio, `${item.label}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
    }
  });

  for (const route of ['/', '/productdetail/']) {
    test(`Back to top on ${route}, in the header at every scroll position down to the footer`, async ({ page }) => {
      await openPage(page, route);
      const button = page.getByRole('button', { name: chrome.scrollTopLabel });
      const ratios: string[] = [];
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (let y = 200; ; y = Math.min(y + 300, height)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect(button).toBeVisible();
        await page.keyboard.press('Shift');
        await button.focus();
        // Focus leaves the page where it is: the button stays shown.
        expect(await page.evaluate(() => window.scrollY)).toBe(y);
        const ring = await renderedRingOf(page, button);
        ratios.push(`${y}: ${ring.ratio.toFixed(2)}`);
        expect(ring.ratio, `scrolled to ${y}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
        if (y === height) break;
      }
      // Its white band against the button itself, which carries the ring wherever the dark outline merges.
      const atFoot = await renderedRingOf(page, button);
      expect(contrastRatio(atFoot.gap, atFoot.control), 'white band against the button').toBeGreaterThanOrEqual(3);
      test.info().annotations.push({ type: 'ring contrast by scroll position', description: ratios.join(', ') });
    });
  }
});
