import type { Page } from '@playwright/test';
import { href, menu } from '../lib/routes';
import { chrome, contact, home, site } from './content';
import { expect, openPage, test } from './fixtures';
import { GAP } from './header-gap';
import { menuLinks } from './site';

// The menu as lib/routes makes it from content, so a page that joins the menu is walked here too and fails nothing;
// the spec's own items and their order are pinned in lib/spec-conformance.test.ts alone.

/** The menu's kinds of link: a dropdown's parent and its links, and the links that jump to a section of a page. */
const withDropdown = menu.find((item) => item.children?.length)!;
const dropdownLink = withDropdown.children!.at(-1)!;
const sectionLinks = menu.filter((item) => item.href.includes('#'));
const lastSectionLink = sectionLinks.at(-1)!;
const [firstItem] = menu;
const pathOf = (address: string) => address.split('#')[0];
/** A page to start a walk of every link from: one the first link leads away from. */
const startPage = menuLinks.map((link) => pathOf(link.href)).findLast((path) => path !== pathOf(menuLinks[0].href))!;

const nav = (page: Page) => page.getByRole('navigation', { name: chrome.menuLabel });
const navLink = (page: Page, label: string) => nav(page).getByRole('link', { name: label, exact: true });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: chrome.menuLabel });

/** Marks the current document; the mark survives a jump within the page and is lost when another page loads. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/**
 * The section the address names lands just below the sticky header (not under it, and not a header's height further
 * down: GAP, as for every in-page target in anchors.spec.ts), with its heading in view.
 */
/** The heading of the section the address names. */
const targetHeading = (page: Page) =>
  page
    .locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`)
    .getByRole('heading')
    .first();

async function expectClearOfHeader(page: Page) {
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(targetHeading(page)).toBeInViewport();
  const gap = () =>
    page.evaluate((target) => {
      const header = document.querySelector('[data-site-header]')!;
      return Math.round(
        document.getElementById(target)!.getBoundingClientRect().top - header.getBoundingClientRect().bottom,
      );
    }, id);
  const message = `#${id}: section top minus header bottom, in px`;
  await expect.poll(gap, { message }).toBeGreaterThanOrEqual(GAP.min);
  await expect.poll(gap, { message }).toBeLessThanOrEqual(GAP.max);
}

test.describe('at 1280 px', () => {
  test('the menu shows its links in order, each to its address', async ({ page }) => {
    await openPage(page, '/');
    // Then the phone menu's ways to get in touch, hidden at this width (the header's WhatsApp button shows).
    await expect(nav(page).getByRole('link', { includeHidden: true })).toHaveText([
      ...menuLinks.map((link) => link.label),
      contact.whatsappLabel,
      `${contact.callLabel} ${site.phone}`,
      `${contact.emailLabel} ${site.email}`,
    ]);
    for (const { label, href } of menuLinks) {
      const link = nav(page).getByRole('link', { name: label, exact: true, includeHidden: true });
      await expect(link).toHaveAttribute('href', href);
    }
    for (const { label } of menu) await expect(navLink(page, label)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });

  test('dropdown items show on hover and are reached by Tab, in menu order', async ({ page }) => {
    await openPage(page, '/');
    const [firstChild] = withDropdown.children!;
    await expect(navLink(page, firstChild.label)).toBeHidden();
    await navLink(page, withDropdown.label).hover();
    await expect(navLink(page, firstChild.label)).toBeVisible();
    await page.mouse.move(0, 600);

    await navLink(page, firstItem.label).focus();
    for (const { label } of menuLinks.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(navLink(page, label)).toBeFocused();
      await expect(navLink(page, label)).toBeVisible();
    }
  });

  for (const item of menu) {
    for (const link of [item, ...(item.children ?? [])]) {
      // A fresh page for each link: following the next link while the last page's view transition still runs makes
      // Chromium abort it with an uncaught error of its own, which a visitor reading the page never meets.
      test(`${link.label} loads ${link.href}, marked there as the current page`, async ({ page }) => {
        // Start from a page other than the target, so the link has somewhere to go.
        await openPage(page, pathOf(link.href) === startPage ? pathOf(menuLinks[0].href) : startPage);
        await markDocument(page);
        if (link !== item) await navLink(page, item.label).hover();
        await navLink(page, link.label).click();
        await expect(page).toHaveURL(link.href);
        const followed = nav(page).getByRole('link', { name: link.label, exact: true, includeHidden: true });
        await expect(followed).toHaveAttribute('aria-current', 'page');
        // A page of its own, whole from its HTML: no router stands between the link and the page.
        expect(await isSameDocument(page), `${link.label} loaded a page of its own`).toBe(false);
      });
    }
  }

  test.describe('section links', () => {
    // A short window, so even the shortest page is taller than the viewport and a jump has to scroll.
    test.use({ viewport: { width: 1280, height: 480 } });

    for (const { label } of sectionLinks) {
      test(`${label} lands on its section with the heading clear of the sticky header`, async ({ page }) => {
        await openPage(page, '/');
        await navLink(page, label).click();
        await expectClearOfHeader(page);
        // Followed again from the foot of its own page, it jumps back up to the section.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await expect(targetHeading(page)).not.toBeInViewport();
        await navLink(page, label).click();
        await expectClearOfHeader(page);
      });
    }

    test(`${home.hero.primary.label} lands on its section of the home page clear of the header`, async ({ page }) => {
      await openPage(page, '/');
      await page.getByRole('link', { name: new RegExp(`^${home.hero.primary.label}`) }).click();
      await expect(page).toHaveURL(href(home.hero.primary.href));
      await expectClearOfHeader(page);
    });
  });

  test('only the current page’s link is marked as current', async ({ page }) => {
    const current = nav(page).locator('[aria-current="page"]');
    await openPage(page, withDropdown.href);
    await expect(current).toHaveText([withDropdown.label]);
    await navLink(page, lastSectionLink.label).click();
    await expect(current).toHaveText([lastSectionLink.label]);
    await navLink(page, firstItem.label).click();
    await expect(current).toHaveText([firstItem.label]);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is collapsed behind a named button that says what it controls', async ({ page }) => {
    await openPage(page, '/');
    const button = menuButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    await expect(page.locator(`[id="${menuId}"]`)).toBeHidden();
    for (const { label } of menuLinks) await expect(navLink(page, label)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();
    for (const { label } of menuLinks) await expect(navLink(page, label)).toBeVisible();
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await openPage(page, '/');
    await menuButton(page).click();
    await navLink(page, lastSectionLink.label).focus();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, lastSectionLink.label)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('a link loads its page with the menu closed; one to a section of this page closes the menu there', async ({
    page,
  }) => {
    await openPage(page, '/');
    await menuButton(page).click();
    await navLink(page, dropdownLink.label).click();
    await expect(page).toHaveURL(dropdownLink.href);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, dropdownLink.label)).toBeHidden();

    await menuButton(page).click();
    await navLink(page, lastSectionLink.label).click();
    await expect(page).toHaveURL(lastSectionLink.href);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectClearOfHeader(page);

    // From the foot of that page, its own link jumps back up within the page.
    await markDocument(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await menuButton(page).click();
    await navLink(page, lastSectionLink.label).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, lastSectionLink.label)).toBeHidden();
    await expectClearOfHeader(page);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('changing pages', () => {
  /**
   * Whether the page shown opts into cross-document view transitions, as the browser reads its styles: an
   * `@view-transition { navigation: auto }` rule that applies (its media condition matching). Read from the CSSOM,
   * not from a transition itself, which Chromium skips when a loaded machine takes too long to show the next page.
   */
  async function optsIntoTransitions(page: Page) {
    await openPage(page, '/');
    await navLink(page, withDropdown.label).click();
    await expect(page).toHaveURL(withDropdown.href);
    // The URL changes as the new page commits: read its styles once they have loaded.
    await page.waitForLoadState('load');
    return page.evaluate(() => {
      const applies = (rules: CSSRuleList): boolean =>
        [...rules].some((rule) => {
          if (rule instanceof CSSMediaRule) return matchMedia(rule.conditionText).matches && applies(rule.cssRules);
          if ('cssRules' in rule) return applies((rule as CSSGroupingRule).cssRules);
          return (rule as CSSRule & { navigation?: string }).navigation === 'auto';
        });
      return [...document.styleSheets].some((sheet) => applies(sheet.cssRules));
    });
  }

  test('the next page comes in through a view transition', async ({ page }) => {
    expect(await optsIntoTransitions(page)).toBe(true);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the next page simply replaces the last', async ({ page }) => {
      expect(await optsIntoTransitions(page)).toBe(false);
    });
  });
});
