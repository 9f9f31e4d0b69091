/** Small screens, zoom and large or spaced text: no horizontal scroll, no clipped text, a header that holds together, a menu that scrolls. */
import type { Locator, Page } from '@playwright/test';
import { isObscured, layoutProblems } from './a11y-helpers';
import { chrome } from './content';
import { expect, openPage, test } from './fixtures';
import { menuLinks as menu, templateRoutes } from './site';

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

/** WCAG 1.4.12's text spacing, applied over the site's own styles as a visitor's bookmarklet or extension would. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** A word as long as an editor might paste (a URL without its dots, a product code): 80 letters, no dash. */
const LONG_WORD = 'Anvaya'.repeat(14).slice(0, 80);

// The narrowest width WCAG 1.4.10 asks for. No breakpoint lies below 640 px (Tailwind's sm), so a page that fits
// here fits every phone up to it, 375 px included.
const NARROWEST = { width: 320, height: 640 };

// One load per page for every way a reader may enlarge or space its text; each change is undone before the next,
// and the word appended to every text, which cannot be, comes last.
for (const route of templateRoutes) {
  test(`${route} fits at 320 px, with text spacing, at 200% text and with an 80-letter word, its header holding together`, async ({
    page,
  }) => {
    await page.setViewportSize(NARROWEST);
    await openPage(page, route);
    await test.step('at 320 px wide', async () => {
      await expectNoLayoutProblems(page, '320 px');
      await expectHeaderHoldsTogether(page, '320 px');
    });
    await test.step('at 320 px with WCAG 1.4.12 text spacing', async () => {
      const spacing = await page.addStyleTag({ content: TEXT_SPACING });
      await expectNoLayoutProblems(page, '320 px with text spacing');
      await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
    });
    for (const width of [1280, 640]) {
      await test.step(`at 200% text size, ${width} px wide`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await doubleTextSize(page);
        await expectNoLayoutProblems(page, `200% text at ${width} px`);
        await expectHeaderHoldsTogether(page, `200% text at ${width} px`);
      });
    }
    await test.step('at 320 px, with an 80-letter word in every text', async () => {
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '';
      });
      await page.setViewportSize(NARROWEST);
      const texts = await page.evaluate((word) => {
        const elements = document.querySelectorAll('main :is(h1, h2, h3, p, li, a, dd, dt, figcaption, blockquote)');
        for (const element of elements) element.append(` ${word}`);
        return elements.length;
      }, LONG_WORD);
      expect(texts).toBeGreaterThan(0);
      await expectNoLayoutProblems(page, '320 px with an 80-letter word');
    });
  });
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: NARROWEST });

  test('the open menu fits too', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: chrome.menuLabel }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectNoLayoutProblems(page, '320 px, menu open');
  });
});

const menuLinks = menu.map((link) => link.label);

/** Opens the mobile menu and reports each link that cannot be brought fully into view and uncovered. */
async function unreachableMenuLinks(page: Page, bring: 'keyboard' | 'pointer'): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Main menu' });
  const menu = page.locator('#site-menu');
  await page.keyboard.press('Shift');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const menuBox = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(menuBox.y + menuBox.height, 'the open menu ends inside the viewport').toBeLessThanOrEqual(viewport.height + 1);
  const unreachable: string[] = [];
  for (const label of menuLinks) {
    const link = menu.getByRole('link', { name: label, exact: true });
    if (bring === 'keyboard') {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    } else {
      // The wheel over the menu, a notch at a time, until the link is in view or the list is at its end.
      for (let notch = 0; notch < 20 && !(await isWhollyVisible(link)); notch++) {
        await page.mouse.move(menuBox.x + menuBox.width / 2, menuBox.y + menuBox.height - 10);
        await page.mouse.wheel(0, 60);
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
    }
    if (!(await isWhollyVisible(link)) || (await isObscured(link))) unreachable.push(label);
  }
  return unreachable;
}

/** The whole element lies inside the viewport and inside the scrolled menu's visible area. */
const isWhollyVisible = (link: Locator) =>
  link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const area = element.closest('#site-menu')!.getBoundingClientRect();
    const top = Math.max(0, area.top);
    const bottom = Math.min(window.innerHeight, area.bottom);
    return box.top >= top - 1 && box.bottom <= bottom + 1 && box.height > 0;
  });

// Zoom emulated by viewport size: 400% of 1280x1024 is 320x256; 200% of a 1280x720 laptop is 640x360.
for (const { zoom, viewport } of [
  { zoom: '400% zoom of 1280x1024', viewport: { width: 320, height: 256 } },
  { zoom: '200% zoom of 1280x720', viewport: { width: 640, height: 360 } },
]) {
  test.describe(`the open menu at ${zoom} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const bring of ['keyboard', 'pointer'] as const) {
      test(`scrolls within the viewport: every link can be reached by ${bring}`, async ({ page }) => {
        await openPage(page, '/');
        const unreachable = await unreachableMenuLinks(page, bring);
        test.info().annotations.push({
          type: 'menu links reachable',
          description: `${menuLinks.length - unreachable.length}/${menuLinks.length}`,
        });
        expect(
          unreachable,
          `menu links reachable: ${menuLinks.length - unreachable.length}/${menuLinks.length}`,
        ).toEqual([]);
      });
    }
  });
}
