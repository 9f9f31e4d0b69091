/**
 * WhatsApp, the quickest way to reach us, is recognised at a glance: every WhatsApp link on a page of every template shows
 * WhatsApp's mark and green, and so does the header's contact control at every width; text on the green stays AA.
 */
import type { Page } from '@playwright/test';
import tailwind from '../tailwind.config';
import { contrastRatio } from './a11y-helpers';
import { chrome, contact } from './content';
import { expect, openPage, test } from './fixtures';
import { templateRoutes } from './site';

type Rgb = [number, number, number];

/** The WhatsApp shades of the theme (tailwind.config.ts), as sRGB. */
const greens = Object.values(tailwind.theme.extend.colors.whatsapp).map(
  (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb,
);
const isGreen = (colour: Rgb) => greens.some((green) => green.every((channel, i) => channel === colour[i]));

type Drawn = {
  name: string;
  /** The marks inside it, and whether screen readers skip each. */
  glyphs: { hidden: boolean; width: number; height: number }[];
  /** Whether the link itself is shown at this width (a closed menu's links are not). */
  shown: boolean;
  /** The link's own background painted over what lies behind it, its text colour, and the mark's colour. */
  background: Rgb;
  ownBackground: boolean;
  text: Rgb;
  glyph: Rgb | null;
};

/** How each control matching `selector` is drawn: its marks, background, text and mark colours as sRGB. */
function drawn(page: Page, selector: string): Promise<Drawn[]> {
  return page.evaluate((selector) => {
    // A 1x1 canvas paints any CSS colour (oklab, alpha) and reads it back as sRGB.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const paint = (colours: string[]) => {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3)) as [number, number, number];
    };
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    return [...document.querySelectorAll<HTMLElement>(selector)].map((link) => {
      const layers: string[] = [];
      for (let node: Element | null = link; node; node = node.parentElement)
        layers.unshift(getComputedStyle(node).backgroundColor);
      const marks = [...link.querySelectorAll('[data-whatsapp-glyph]')];
      return {
        name: (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
        glyphs: marks.map((mark) => ({
          hidden: mark.getAttribute('aria-hidden') === 'true',
          width: mark.getBoundingClientRect().width,
          height: mark.getBoundingClientRect().height,
        })),
        shown: link.checkVisibility({ visibilityProperty: true }),
        background: paint(layers),
        ownBackground: !transparent(getComputedStyle(link).backgroundColor),
        text: paint([getComputedStyle(link).color]),
        glyph: marks[0] ? paint([getComputedStyle(marks[0]).color]) : null,
      };
    });
  }, selector);
}

/** The mark, once, hidden from screen readers, drawn at least 16 px where the link shows, and WhatsApp's green. */
function expectMarkAndGreen(link: Drawn, where: string) {
  const what = `${where}: "${link.name}" ${JSON.stringify(link)}`;
  expect(link.glyphs, what).toHaveLength(1);
  expect(link.glyphs[0].hidden, what).toBe(true);
  if (link.shown) expect(Math.min(link.glyphs[0].width, link.glyphs[0].height), what).toBeGreaterThanOrEqual(16);
  // A green button (white words and mark on it), or the mark itself in green.
  if (link.ownBackground) {
    expect(isGreen(link.background), what).toBe(true);
    expect(contrastRatio(link.text, link.background), what).toBeGreaterThanOrEqual(4.5);
  } else expect(link.glyph && isGreen(link.glyph), what).toBe(true);
}

const WHATSAPP = 'a[href^="https://wa.me/"]';

test.describe('every WhatsApp link shows the mark and the green', () => {
  for (const route of templateRoutes) {
    test(`on ${route}`, async ({ page }) => {
      await openPage(page, route);
      const links = await drawn(page, WHATSAPP);
      // The header, the phone menu's foot, the footer, and whatever the page itself offers.
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expectMarkAndGreen(link, route);
    });
  }

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("in the header's contact list and the open menu", async ({ page }) => {
      await openPage(page, '/');
      await page.getByRole('button', { name: contact.menuLabel, exact: true }).click();
      const [inList] = await drawn(page, `#contact-menu ${WHATSAPP}`);
      expect(inList.shown).toBe(true);
      expectMarkAndGreen(inList, 'contact list');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: chrome.menuLabel, exact: true }).click();
      const [inMenu] = await drawn(page, `#site-menu ${WHATSAPP}`);
      expect(inMenu.shown).toBe(true);
      expectMarkAndGreen(inMenu, 'menu');
    });
  });
});

test.describe("the header's contact control wears the mark and the green", () => {
  for (const width of [320, 360, 768, 1023, 1024, 1440]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/');
      // On phones and tablets the contact button, on wide screens the WhatsApp button: one of them shows.
      const controls = (await drawn(page, `[data-site-header] :is(.contact-button, div > ${WHATSAPP})`)).filter(
        (control) => control.shown,
      );
      expect(controls.map((control) => control.name)).toEqual([
        width >= 1024 ? contact.whatsappLabel : contact.menuLabel,
      ]);
      expectMarkAndGreen(controls[0], `header at ${width} px`);
    });
  }
});
