import type { Page } from '@playwright/test';
import { chrome, contact, navigation, products, site } from './content';
import { expect, test } from './fixtures';
import { allRoutes } from './site';

// Without JavaScript every page is complete: nothing an island would reveal stays hidden.
test.use({ javaScriptEnabled: false });

/**
 * Every piece of text of the page's content and footer that the visitor cannot see, apart from the
 * controls that need a script. (The header's dropdown items show on hover and focus, by CSS alone.)
 */
const hiddenTexts = (page: Page) =>
  page.evaluate(() => {
    const hidden: string[] = [];
    const texts = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Node[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
      return nodes;
    };
    for (const node of [...document.querySelectorAll('main, body > footer')].flatMap(texts)) {
      const element = node.parentElement!;
      if (!node.textContent?.trim() || element.closest('script, style, noscript, template, [data-js-only]')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        hidden.push(node.textContent.trim());
    }
    return hidden;
  });

for (const route of allRoutes) {
  test(`${route} shows all of its text`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hiddenTexts(page)).toEqual([]);

    await expect(page.locator('[data-preloader]')).toHaveCSS('display', 'none');
    const centre = await page.evaluate(() => {
      const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      return { element: element?.tagName, inPreloader: !!element?.closest('[data-preloader]') };
    });
    expect(centre.inPreloader, `the preloader covers the page (${centre.element} at the centre)`).toBe(false);
  });
}

test('every carousel product and every Read More bullet is visible', async ({ page }) => {
  await page.goto('/product/');
  const carousel = page.getByRole('region', { name: products.carousel.label });
  for (const product of products.products) {
    await expect(carousel.getByRole('heading', { name: product.title })).toBeVisible();
    await expect(carousel.getByText(product.summary)).toBeVisible();
  }

  await page.goto('/productdetail/');
  for (const product of products.products)
    for (const feature of product.features) await expect(page.getByText(feature)).toBeVisible();
});

test('the contact section shows the map frame, with its title, from the HTML alone', async ({ page }) => {
  await page.goto('/contact/');
  const section = page.getByRole('main').getByRole('region', { name: contact.heading, exact: true });
  // With JavaScript the frame is added after load; without it, the browser shows the one inside <noscript>.
  const map = section.getByTitle(site.map.title);
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('src', site.map.embedUrl);
  await expect(map).toHaveAttribute('loading', 'lazy');
  // It fills the fixed-ratio box around the <noscript>, as the live frame does.
  const [frame, box] = [await map.boundingBox(), await map.locator('xpath=ancestor::div[1]').boundingBox()];
  expect(frame!.height).toBeGreaterThan(100);
  expect(frame!.height).toBeCloseTo(box!.height, 0);
  expect(frame!.width).toBeCloseTo(box!.width, 0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is open, its links visible, uncovered and reachable by Tab', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: chrome.menuLabel });
    const labels = navigation.flatMap((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]);
    for (const label of labels) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await link.focus();
      await expect(link).toBeFocused();
      const onTop = await link.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(onTop, `${label} is not covered by anything`).toBe(true);
    }
    // The menu pushes the page down instead of covering it.
    const [menu, main] = [
      await nav.getByRole('list').first().boundingBox(),
      await page.getByRole('main').boundingBox(),
    ];
    expect(main!.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
  });
});
