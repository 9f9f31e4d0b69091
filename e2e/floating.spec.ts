/**
 * Nothing floats over content: at every scroll position of a page of every template, on a phone and a desktop, no floating
 * control (a fixed or sticky element other than the header, or a part of the header's controls hanging below
 * it) covers text, a link or the focused element; and Tab never puts focus under one, nor under the header.
 */
import type { Page } from '@playwright/test';
import { chrome } from './content';
import { expect, openPage, test } from './fixtures';
import { templateRoutes } from './site';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** What covers what on the page as it is now, one line per overlap; with `focusOnly`, only the focused element. */
function overlaps(page: Page, { focusOnly }: { focusOnly: boolean }): Promise<string[]> {
  return page.evaluate((focusOnly) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const header = document.querySelector('[data-site-header]');
    const headerBox = header?.getBoundingClientRect();

    // The header is the page's frame: content scrolls under it by design, so it counts only for focus (below).
    const floating: { element: Element; box: Box }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue;
      if (header?.contains(element)) {
        // A control in the header may not hang below it (or beside it) over the page.
        const box = element.getBoundingClientRect();
        if (headerBox && box.width > 0 && box.height > 0) {
          const hangs =
            box.bottom > headerBox.bottom + 1 || box.left < headerBox.left - 1 || box.right > headerBox.right + 1;
          if (hangs) floating.push({ element, box });
        }
        continue;
      }
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky')
        floating.push({ element, box: element.getBoundingClientRect() });
    }

    // The part of a box its clipping ancestors let through (sr-only text is clipped to nothing).
    const visiblePart = (box: Box, from: Element | null): Box | null => {
      let part = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      for (let element = from; element && element !== document.body; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        const clip = element.getBoundingClientRect();
        part = {
          left: Math.max(part.left, clip.left),
          top: Math.max(part.top, clip.top),
          right: Math.min(part.right, clip.right),
          bottom: Math.min(part.bottom, clip.bottom),
        };
        if (style.clipPath.startsWith('inset(50%')) return null;
      }
      return part.right - part.left > 1 && part.bottom - part.top > 1 ? part : null;
    };
    const meet = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

    // Whether `cover` is painted over `owner` where their boxes meet (the focused skip link lies over the header).
    const paintedOver = (cover: Element, owner: Element, a: Box, b: Box) => {
      const x = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
      const y = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
      const stack = document.elementsFromPoint(x, y);
      const coverAt = stack.findIndex((element) => cover.contains(element));
      const ownerAt = stack.findIndex((element) => owner.contains(element) || element.contains(owner));
      return coverAt !== -1 && (ownerAt === -1 || coverAt < ownerAt);
    };

    const found: string[] = [];
    const check = (what: string, owner: Element, boxes: Iterable<Box>, including: { element: Element; box: Box }[]) => {
      for (const raw of boxes) {
        const box = visiblePart(raw, owner);
        if (!box) continue;
        for (const cover of including)
          if (
            !cover.element.contains(owner) &&
            meet(box, cover.box) &&
            paintedOver(cover.element, owner, box, cover.box)
          )
            found.push(`${describe(cover.element)} covers ${what} ${describe(owner)}`);
      }
    };

    const focused = document.activeElement;
    if (focused && focused !== document.body) {
      const covers =
        header && !header.contains(focused) && headerBox
          ? [...floating, { element: header, box: headerBox }]
          : floating;
      check('the focused', focused, [focused.getBoundingClientRect()], covers);
    }
    if (focusOnly) return found;

    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript') || !shown(parent)) continue;
      range.selectNodeContents(node);
      check('text in', parent, range.getClientRects(), floating);
    }
    for (const link of document.querySelectorAll('a[href]'))
      if (shown(link)) check('link', link, link.getClientRects(), floating);
    return [...new Set(found)];
  }, focusOnly);
}

for (const route of templateRoutes) {
  test(`${route}: no floating control covers text, a link or focus, at any scroll position, on a phone and a desktop`, async ({
    page,
  }) => {
    for (const viewport of VIEWPORTS) {
      await test.step(`at ${viewport.width}x${viewport.height}`, async () => {
        await page.setViewportSize(viewport);
        // The page afresh at each size, so Tab starts from its top (the next page of a visit: no preloader).
        if (viewport === VIEWPORTS[0]) {
          await openPage(page, route);
          // Real time again, so scroll handlers and their re-renders run as in a visitor's browser.
          await page.clock.resume();
        } else await page.reload();
        const positions = await page.evaluate(() => {
          const end = document.documentElement.scrollHeight - innerHeight;
          const step = Math.round(innerHeight * 0.4);
          return [...Array.from({ length: Math.ceil(end / step) }, (_, i) => i * step), end];
        });
        for (const y of positions) {
          await page.evaluate(async (top) => {
            window.scrollTo({ top, behavior: 'instant' });
            await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
          }, y);
          expect(await overlaps(page, { focusOnly: false }), `scrolled to ${y} px`).toEqual([]);
        }

        // Every Tab stop from the top, as the browser scrolls it into view.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        const stops = await page.evaluate(
          () => document.querySelectorAll('a[href], button, iframe, summary, [tabindex="0"]').length,
        );
        for (let stop = 0; stop < stops; stop++) {
          await page.keyboard.press('Tab');
          const where = await page.evaluate(() => {
            const element = document.activeElement;
            return element === document.body ? null : element?.tagName;
          });
          if (where === null) break;
          expect(await overlaps(page, { focusOnly: true }), `Tab stop ${stop + 1}`).toEqual([]);
          // Tab would go on inside the map's (blocked) frame: continue with what follows it in the page.
          if (where === 'IFRAME')
            await page.evaluate(() => {
              const frame = document.activeElement!;
              const next = [...document.querySelectorAll<HTMLElement>('a[href], button')].find(
                (element) => frame.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
              );
              next?.focus();
            });
          if (where === 'IFRAME') expect(await overlaps(page, { focusOnly: true }), `after the map frame`).toEqual([]);
        }
      });
    }
  });
}

test('Back to top sits at the right end of the header with the other controls, not in the middle of a phone’s bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/');
  await page.clock.resume();
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  const button = page.getByRole('button', { name: chrome.scrollTopLabel });
  await expect(button).toBeVisible();
  const header = (await page.locator('[data-site-header]').boundingBox())!;
  const box = (await button.boundingBox())!;
  // In the bar, in its right-hand group: right of its middle, and nothing but controls between it and the edge.
  expect(box.y).toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  expect(box.x).toBeGreaterThan(header.width / 2);
});
