import type { Page } from '@playwright/test';
import { href, itemPagesUnder } from '../lib/routes';
import { about, chrome, contact, jobs, pages, servicePages, services, site } from './content';
import { expect, openPage, test } from './fixtures';
import { GAP } from './header-gap';

/** Every service page, named by the card it explains. */
const servicePageLinks = servicePages.map((page) => ({
  label: services.services.find((service) => service.slug === page.slug)?.heading ?? '',
  href: href(`${pages.services.path}/${page.slug}`),
}));
/** The pages made per content item under a page, as registered in lib/routes (product pages, once they exist). */
const itemPages = (path: string) =>
  itemPagesUnder(path).map((route) => ({ label: route.name, href: href(route.path) }));

// The spec's menu: label, address (About, Career and Contact jump to their section), dropdown item; after the spec's
// item, a dropdown lists every page made per item under its page.
const menu = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about/#about' },
  {
    label: 'Service',
    href: '/services/',
    child: { label: 'Service Details', href: '/servicedetail/' },
    items: servicePageLinks,
  },
  {
    label: 'Product',
    href: '/product/',
    child: { label: 'Product Details', href: '/productdetail/' },
    items: itemPages(pages.product.path),
  },
  { label: 'Career', href: '/career/#career' },
  { label: 'Contact', href: '/contact/#contact' },
];
const dropdownOf = ({ child, items = [] }: (typeof menu)[number]) => (child ? [child, ...items] : []);
const allLinks = menu.flatMap((item) => [{ label: item.label, href: item.href }, ...dropdownOf(item)]);

const nav = (page: Page) => page.getByRole('navigation', { name: chrome.menuLabel });
const navLink = (page: Page, label: string) => nav(page).getByRole('link', { name: label, exact: true });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: chrome.menuLabel });

/** Marks the current document; the mark survives a jump within the page and is lost when another page loads. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/**
 * The heading is visible, and the section the address names lands just below the sticky header: not under it,
 * and not a header's height further down (GAP, as for every in-page target in anchors.spec.ts).
 */
async function expectClearOfHeader(page: Page, headingName: string) {
  const heading = page.getByRole('heading', { name: headingName, exact: true });
  await expect(heading).toBeInViewport();
  const gap = () =>
    page.evaluate(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))!;
      const header = document.querySelector('[data-site-header]')!;
      return Math.round(target.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
    });
  const message = 'section top minus header bottom, in px';
  await expect.poll(gap, { message }).toBeGreaterThanOrEqual(GAP.min);
  await expect.poll(gap, { message }).toBeLessThanOrEqual(GAP.max);
}

test.describe('at 1280 px', () => {
  test('the menu shows the spec’s links in order, each to its address', async ({ page }) => {
    await openPage(page, '/');
    // Then the phone menu's ways to get in touch, hidden at this width (the header's WhatsApp button shows).
    await expect(nav(page).getByRole('link', { includeHidden: true })).toHaveText([
      ...allLinks.map((link) => link.label),
      contact.whatsappLabel,
      `${contact.callLabel} ${site.phone}`,
      `${contact.emailLabel} ${site.email}`,
    ]);
    for (const { label, href } of allLinks) {
      const link = nav(page).getByRole('link', { name: label, exact: true, includeHidden: true });
      await expect(link).toHaveAttribute('href', href);
    }
    for (const { label } of menu) await expect(navLink(page, label)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });

  test('dropdown items show on hover and are reached by Tab, in menu order', async ({ page }) => {
    await openPage(page, '/');
    await expect(navLink(page, 'Service Details')).toBeHidden();
    await navLink(page, 'Service').hover();
    await expect(navLink(page, 'Service Details')).toBeVisible();
    await page.mouse.move(0, 600);

    await navLink(page, 'Home').focus();
    for (const { label } of allLinks.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(navLink(page, label)).toBeFocused();
      await expect(navLink(page, label)).toBeVisible();
    }
  });

  for (const item of menu) {
    const { label } = item;
    const links = [{ label, href: item.href }, ...dropdownOf(item)];
    for (const link of links) {
      test(`${link.label} loads ${link.href}, marked there as the current page`, async ({ page }) => {
        // Start from a page other than the target, so the link has somewhere to go.
        await openPage(page, link.href === '/contact/#contact' ? '/about/' : '/contact/');
        await markDocument(page);
        if (link !== links[0]) await navLink(page, label).hover();
        await navLink(page, link.label).click();
        await expect(page).toHaveURL(link.href);
        const followed = nav(page).getByRole('link', { name: link.label, exact: true, includeHidden: true });
        await expect(followed).toHaveAttribute('aria-current', 'page');
        // A page of its own, whole from its HTML: no router stands between the link and the page.
        expect(await isSameDocument(page)).toBe(false);
      });
    }
  }

  test.describe('section links', () => {
    // A short window, so even /contact/ is taller than the viewport and a jump has to scroll.
    test.use({ viewport: { width: 1280, height: 480 } });

    const sectionLinks = [
      { label: 'About', heading: about.heading },
      { label: 'Career', heading: jobs.heading },
      { label: 'Contact', heading: contact.heading },
    ];
    for (const { label, heading } of sectionLinks) {
      test(`${label} lands on its section with the heading clear of the sticky header`, async ({ page }) => {
        await openPage(page, '/');
        await navLink(page, label).click();
        await expectClearOfHeader(page, heading);
        // Followed again from the foot of its own page, it jumps back up to the section.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await expect(page.getByRole('heading', { name: heading, exact: true })).not.toBeInViewport();
        await navLink(page, label).click();
        await expectClearOfHeader(page, heading);
      });
    }

    test('Get Started lands on the about section of the home page clear of the header', async ({ page }) => {
      await openPage(page, '/');
      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL('/#about');
      await expectClearOfHeader(page, about.heading);
    });
  });

  test('only the current page’s link is marked as current', async ({ page }) => {
    const current = nav(page).locator('[aria-current="page"]');
    await openPage(page, '/services/');
    await expect(current).toHaveText(['Service']);
    await navLink(page, 'Career').click();
    await expect(current).toHaveText(['Career']);
    await navLink(page, 'Home').click();
    await expect(current).toHaveText(['Home']);
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
    for (const { label } of allLinks) await expect(navLink(page, label)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();
    for (const { label } of allLinks) await expect(navLink(page, label)).toBeVisible();
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await openPage(page, '/');
    await menuButton(page).click();
    await navLink(page, 'Career').focus();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Career')).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('a link loads its page with the menu closed; one to a section of this page closes the menu there', async ({
    page,
  }) => {
    await openPage(page, '/');
    await menuButton(page).click();
    await navLink(page, 'Product Details').click();
    await expect(page).toHaveURL('/productdetail/');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Product Details')).toBeHidden();

    await menuButton(page).click();
    await navLink(page, 'Contact').click();
    await expect(page).toHaveURL('/contact/#contact');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectClearOfHeader(page, contact.heading);

    // From the foot of the contact page, its own Contact link jumps back up within the page.
    await markDocument(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await menuButton(page).click();
    await navLink(page, 'Contact').click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Contact')).toBeHidden();
    await expectClearOfHeader(page, contact.heading);
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
    await navLink(page, 'Service').click();
    await expect(page).toHaveURL('/services/');
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
