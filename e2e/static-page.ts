/**
 * What a page shown without its scripts must offer, checked alike without JavaScript (no-js.spec.ts) and in
 * data-light mode (data-light.spec.ts): every text, every carousel product and Read More bullet, a phone menu that
 * opens and closes by HTML alone, Back to top and the contact links.
 */
import type { Page } from '@playwright/test';
import { href } from '../lib/routes';
import { chrome, dialledPhone, pages, products, site } from './content';
import { expect } from './fixtures';
import { menuLinks } from './site';

/**
 * Every piece of text of the page's content and footer that the visitor cannot see, apart from what `skip`
 * marks (the controls that need a script; without JavaScript also what only data-light mode shows).
 */
export const hiddenTexts = (page: Page, skip: string) =>
  page.evaluate((skipped) => {
    const hidden: string[] = [];
    const texts = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Node[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
      return nodes;
    };
    for (const node of [...document.querySelectorAll('main, body > footer')].flatMap(texts)) {
      const element = node.parentElement!;
      if (!node.textContent?.trim() || element.closest(`script, style, noscript, template, ${skipped}`)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        hidden.push(node.textContent.trim());
    }
    return hidden;
  }, skip);

/** The page shows all of its text, and no preloader covers it. */
export async function expectAllTextShown(page: Page, skip: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hiddenTexts(page, skip)).toEqual([]);

  await expect(page.locator('[data-preloader]')).toBeHidden();
  const centre = await page.evaluate(() => {
    const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return { element: element?.tagName, inPreloader: !!element?.closest('[data-preloader]') };
  });
  expect(centre.inPreloader, `the preloader covers the page (${centre.element} at the centre)`).toBe(false);
}

/**
 * Every product of the carousel in its place, named above them in a link to each, and every Read More bullet of the
 * product details, visible.
 */
export async function expectEveryProductAndBullet(page: Page, open: (path: string) => Promise<unknown>) {
  await open(href(pages.product.path));
  const carousel = page.getByRole('region', { name: products.carousel.label });
  const picker = carousel.getByRole('list', { name: products.carousel.picker });
  for (const product of products.products) {
    const heading = carousel.getByRole('heading', { name: product.title });
    await expect(heading).toBeVisible();
    await expect(carousel.getByText(product.summary)).toBeVisible();
    const link = picker.getByRole('link', { name: product.title, exact: true });
    await expect(link).toBeVisible();
    const target = carousel.locator(`[id="${(await link.getAttribute('href'))?.slice(1)}"]`);
    await expect(target).toContainText(product.summary);
  }
  await expect(picker.getByRole('button')).toHaveCount(0);

  await open(href(pages.productDetail.path));
  for (const product of products.products)
    for (const feature of product.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
}

/**
 * On a phone (the page already open at 375 px): the menu starts collapsed behind its button, so the page comes
 * first; the button opens it by HTML alone, every link visible, uncovered and reached by Tab; Escape closes it and
 * gives focus back to the button, and a tap elsewhere closes it too.
 */
/**
 * A tap outside the open phone menu. The menu may reach the foot of the screen, so the tap lands in the header's
 * own padding, on nothing a visitor could activate (checked, so the tap never follows a link instead).
 */
export async function tapOutsideMenu(page: Page) {
  const header = (await page.getByRole('banner').boundingBox())!;
  const outside = { x: header.x + 2, y: header.y + 2 };
  const tapped = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button, summary, [popover]')?.outerHTML ?? null,
    outside,
  );
  expect(tapped, 'the tap outside the menu lands on nothing interactive').toBeNull();
  await page.mouse.click(outside.x, outside.y);
}

export async function expectPhoneMenuByHtmlAlone(page: Page) {
  const nav = page.getByRole('navigation', { name: chrome.menuLabel });
  const button = nav.getByRole('button', { name: chrome.menuLabel });
  const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(button).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await button.click();
  await expect(menu).toBeVisible();
  for (const { label, href: address } of menuLinks) {
    const link = menu.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href(address));
    await link.focus();
    await expect(link).toBeFocused();
    const onTop = await link.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop, `${label} is not covered by anything`).toBe(true);
  }
  // It opens under the header, which stays in view.
  const [menuBox, headerBox] = [await menu.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(menuBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toBeHidden();

  await button.click();
  await expect(menu).toBeVisible();
  await tapOutsideMenu(page);
  await expect(menu).toBeHidden();
}

/** The footer's phone and email links, and Back to top as a plain link that takes the visitor to the top. */
export async function expectContactLinksAndBackToTop(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${dialledPhone}`);
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

  // Back to top sits in the sticky header: from the foot of the page it is still at hand.
  const backToTop = page.getByRole('link', { name: chrome.scrollTopLabel, exact: true });
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await expect(backToTop).toBeInViewport();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
}
