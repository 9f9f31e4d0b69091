/** Shared helpers of the accessibility specs: axe runs, colour contrast, focus rings, tab walks. */

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per violation: rule, impact, what is wrong and where. */
function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n\n');
}

/** Runs axe with the WCAG 2.2 AA tags on the page as it is now and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations, `axe violations on ${page.url()} (${state}):\n${formatViolations(violations)}`).toEqual([]);
}

/** Waits until the element's CSS transitions (hover colours) have finished, so axe sees the final state. */
export async function settleTransitions(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
}

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export type FocusRing = {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  /** Both as opaque sRGB, whatever colour space the computed style uses (Tailwind 4 gives oklab for alpha). */
  outline: Rgb;
  /** What lies behind the ring: the ancestors' backgrounds composited (the element's own is excluded: the
   *  ring is drawn outside it, past outline-offset). */
  behind: Rgb;
  ratio: number;
};

/** The focused element's outline and its contrast against what lies behind it. */
export async function focusRingOf(locator: Locator): Promise<FocusRing> {
  const ring = await locator.evaluate((element) => {
    // A 1x1 canvas paints any CSS colour (oklab, color-mix, alpha) and reads it back as sRGB.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const paint = (colours: string[]) => {
      context.globalCompositeOperation = 'source-over';
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3)) as [number, number, number];
    };
    const layers: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      layers.unshift(getComputedStyle(node).backgroundColor);
    }
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineOffset: parseFloat(style.outlineOffset),
      outline: paint(layers.concat(style.outlineColor)),
      behind: paint(layers),
    };
  });
  expect(ring.outlineOffset, 'the ring is drawn outside the control').toBeGreaterThanOrEqual(0);
  return {
    focusVisible: ring.focusVisible,
    outlineStyle: ring.outlineStyle,
    outlineWidth: ring.outlineWidth,
    outline: ring.outline,
    behind: ring.behind,
    ratio: contrastRatio(ring.outline, ring.behind),
  };
}

/** Presses Tab and names what got focus: its aria-label or text, whitespace collapsed. */
export async function tabToNext(page: Page): Promise<string> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') || element.textContent?.trim() || element.querySelector('img')?.alt || '';
    return name.replace(/\s+/g, ' ').trim();
  });
}

export type LayoutProblems = { horizontalScroll: string | null; clipped: string[] };

/** Horizontal scroll of the page, and text cut off: by an element that hides its overflow, or by the viewport. */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const unseen = (element: Element) => {
      const style = getComputedStyle(element);
      // Hidden carousel slides, the closed menu and sr-only text are meant to be out of sight.
      return (
        style.visibility === 'hidden' || element.closest('.sr-only') !== null || element.getClientRects().length === 0
      );
    };
    const root = document.documentElement;
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.textContent?.trim() || unseen(element)) continue;
      const style = getComputedStyle(element);
      const clips = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
      if (!clips && style.textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        clipped.push(
          `${describe(element)} hides ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
        );
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || unseen(parent)) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > root.clientWidth + 1)) {
        clipped.push(
          `${describe(parent)} runs from x=${Math.round(box.left)} to ${Math.round(box.right)}, viewport ${root.clientWidth}`,
        );
      }
    }
    const horizontalScroll =
      root.scrollWidth > root.clientWidth ? `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}` : null;
    return { horizontalScroll, clipped };
  });
}

/** A PNG (Chromium's screenshots), decoded to read pixel colours. */
export function decodePng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => Rgb } {
  // pngjs decodes every kind of PNG to 8-bit RGBA.
  const { width, height, data } = PNG.sync.read(png);
  const pixel = (x: number, y: number): Rgb => {
    const at = (y * width + x) * 4;
    return [data[at], data[at + 1], data[at + 2]];
  };
  return { width, height, pixel };
}

export type RenderedRing = {
  /** Rendered colours along a line from outside the ring into the control, as the screen shows them. */
  outside: Rgb;
  ring: Rgb;
  /** Between the ring and the control: the surface behind, or an inner band of a two-tone ring. */
  gap: Rgb;
  control: Rgb;
  /** The better of the ring's two bands, each by its weaker side: the outline against what lies outside it and
   *  the gap, or an inner band against the outline and the control. 3 or more: the ring shows on this surface. */
  ratio: number;
};

/**
 * The focused control's ring as rendered: a one-pixel row across its left (or right) edge at mid-height is
 * screenshot and its pixels read, so every background, overlay and forced colour is accounted for.
 */
export async function renderedRingOf(page: Page, control: Locator): Promise<RenderedRing> {
  const geometry = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      middle: box.top + box.height / 2,
      offset: parseFloat(style.outlineOffset),
      width: parseFloat(style.outlineWidth),
      viewport: document.documentElement.clientWidth,
    };
  });
  const reach = Math.ceil(geometry.offset + geometry.width) + 3;
  // Read the edge that has room for the whole ring inside the viewport.
  const fromLeft = geometry.left - reach >= 0;
  const edge = Math.round(fromLeft ? geometry.left : geometry.right);
  const x = fromLeft ? edge - reach : edge - 3;
  const png = await page.screenshot({ clip: { x, y: Math.floor(geometry.middle), width: reach + 3, height: 1 } });
  const { pixel } = decodePng(png);
  // Distance outward from the control's edge (negative: inside it) to a pixel of the row.
  const at = (distance: number) => pixel(fromLeft ? reach - distance : 3 + distance - 1, 0);
  const outside = at(Math.ceil(geometry.offset + geometry.width) + 2);
  const ring = at(Math.ceil(geometry.offset + geometry.width / 2));
  const gap = at(Math.max(1, Math.ceil(geometry.offset / 2)));
  const inside = at(-2);
  const outline = Math.min(contrastRatio(ring, outside), contrastRatio(ring, gap));
  const innerBand = Math.min(contrastRatio(gap, ring), contrastRatio(gap, inside));
  return { outside, ring, gap, control: inside, ratio: Math.max(outline, innerBand) };
}

/** Whether something other than the element or its content is drawn over its centre, or the centre is off screen. */
export async function isObscured(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const [x, y] = [left + width / 2, top + height / 2];
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return true;
    return !element.contains(document.elementFromPoint(x, y));
  });
}
