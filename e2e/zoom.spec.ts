/** Small screens and large text: no horizontal scroll, no clipped text, a header that still holds together. */
import type { Page } from '@playwright/test';
import { layoutProblems } from './a11y-helpers';
import { chrome } from './content';
import { expect, openPage, test } from './fixtures';
import { allRoutes } from './site';

async function expectNoLayoutProblems(page: Page, state: string) {
  const { horizontalScroll, clipped } = await layoutProblems(page);
  expect(horizontalScroll, `${state}: horizontal scroll`).toBeNull();
  expect(clipped, `${state}: clipped text`).toEqual([]);
}

/** Doubles the root font size: every rem-based size in the Tailwind theme doubles, as with 200% text zoom. */
async function doubleTextSize(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
    return new Promise(requestAnimationFrame);
  });
}

/** The header's parts lie inside it and apart from each other, and the page starts below it. */
async function expectHeaderHoldsTogether(page: Page, state: string) {
  const report = await page.evaluate(() => {
    const header = document.querySelector('body > header')!;
    const headerBox = header.getBoundingClientRect();
    const parts = [...header.querySelectorAll('a, button')]
      // What shows in the bar; closed submenus and the closed mobile menu are hidden and left out.
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({
        name: (element.textContent || element.getAttribute('aria-label') || 'logo').trim(),
        box: element.getBoundingClientRect(),
      }));
    const problems: string[] = [];
    for (const { name, box } of parts) {
      if (box.top < headerBox.top - 1 || box.bottom > headerBox.bottom + 1)
        problems.push(`${name} sticks out of the header`);
    }
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const [a, b] = [parts[i].box, parts[j].box];
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) problems.push(`${parts[i].name} overlaps ${parts[j].name}`);
      }
    }
    const main = document.querySelector('main')!.getBoundingClientRect();
    if (main.top < headerBox.bottom - 1)
      problems.push(`main starts at ${main.top}, under the header ending at ${headerBox.bottom}`);
    return { problems, headerHeight: headerBox.height, parts: parts.length };
  });
  expect(report.parts, `${state}: header has its logo and controls`).toBeGreaterThanOrEqual(2);
  expect(report.problems, `${state}: header (height ${report.headerHeight}px)`).toEqual([]);
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of allRoutes) {
    test(`${route} fits without horizontal scroll or clipped text`, async ({ page }) => {
      await openPage(page, route);
      await expectNoLayoutProblems(page, '320 px');
      await expectHeaderHoldsTogether(page, '320 px');
    });
  }

  test('the open menu fits too', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: chrome.menuLabel }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectNoLayoutProblems(page, '320 px, menu open');
  });
});

for (const width of [1280, 640]) {
  test.describe(`at 200% text size, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of allRoutes) {
      test(`${route} fits and its header holds together`, async ({ page }) => {
        await openPage(page, route);
        await doubleTextSize(page);
        await expectNoLayoutProblems(page, `200% text at ${width} px`);
        await expectHeaderHoldsTogether(page, `200% text at ${width} px`);
      });
    }
  });
}
