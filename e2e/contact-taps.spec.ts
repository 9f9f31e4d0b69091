/**
 * On a 360x740 phone, from the top, the middle and the foot of a page of every template, WhatsApp, call and email are at most
 * two taps away, with JavaScript and without: a tap on a link in view, or a tap on the header's contact button and
 * then one on a link in the list it opens. No scrolling counts as free: only what is in view may be tapped.
 */
import type { Page } from '@playwright/test';
import { href } from '../lib/routes';
import { sectionIds } from '../lib/sections';
import { contact, pages } from './content';
import { expect, openPage, test } from './fixtures';
import { templateRoutes } from './site';

const WAYS = { WhatsApp: 'a[href^="https://wa.me/"]', call: 'a[href^="tel:"]', email: 'a[href^="mailto:"]' };
type Way = keyof typeof WAYS;

/** Whether a link of the kind is in view and would take a tap (nothing over its centre). */
function tappableNow(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)].some((link) => {
      const box = link.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (box.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      return link.contains(document.elementFromPoint(x, y));
    });
  }, selector);
}

/** How many taps each way takes from where the page is scrolled now: 1, 2, or 0 when it cannot be reached. */
async function tapsFromHere(page: Page): Promise<Record<Way, number>> {
  const taps = { WhatsApp: 0, call: 0, email: 0 };
  for (const way of Object.keys(WAYS) as Way[]) if (await tappableNow(page, WAYS[way])) taps[way] = 1;
  if (Object.values(taps).every((count) => count === 1)) return taps;
  const button = page.getByRole('button', { name: contact.menuLabel, exact: true });
  if (!(await button.isVisible()) || !(await tappableNow(page, '.contact-button'))) return taps;
  await button.click();
  for (const way of Object.keys(WAYS) as Way[])
    if (taps[way] === 0 && (await tappableNow(page, `#contact-menu ${WAYS[way]}`))) taps[way] = 2;
  await page.keyboard.press('Escape');
  await expect(page.locator('#contact-menu')).toBeHidden();
  return taps;
}

const scrollTo = (page: Page, where: 'top' | 'middle' | 'foot') =>
  page.evaluate((where) => {
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: { top: 0, middle: end / 2, foot: end }[where], behavior: 'instant' });
  }, where);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled });

    for (const route of templateRoutes) {
      test(`${route}: WhatsApp, call and email within two taps from the top, middle and foot`, async ({ page }) => {
        if (javaScriptEnabled) await openPage(page, route);
        else await page.goto(route);
        const counts: string[] = [];
        for (const where of ['top', 'middle', 'foot'] as const) {
          await scrollTo(page, where);
          const taps = await tapsFromHere(page);
          counts.push(
            `${where}: ${Object.entries(taps)
              .map(([way, count]) => `${way} ${count}`)
              .join(', ')}`,
          );
          for (const [way, count] of Object.entries(taps)) {
            expect(count, `${way} from the ${where} of ${route}`).toBeGreaterThanOrEqual(1);
            expect(count, `${way} from the ${where} of ${route}`).toBeLessThanOrEqual(2);
          }
        }
        test.info().annotations.push({ type: 'taps', description: `${route}: ${counts.join('; ')}` });
      });
    }
  });
}

test.describe('the contact section at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const route of [pages.home, pages.product, pages.contact].map((entry) => href(entry.path))) {
    test(`${route}: WhatsApp, call and email are buttons at least 44 px tall, as wide as the column`, async ({
      page,
    }) => {
      await openPage(page, route);
      const section = page.locator(`#${sectionIds.contact}`);
      const column = (await section.getByRole('heading', { name: contact.heading }).boundingBox())!;
      for (const [way, selector] of Object.entries(WAYS)) {
        const link = section.locator(selector);
        await expect(link, way).toHaveCount(1);
        const box = (await link.boundingBox())!;
        expect(box.height, `${way} height`).toBeGreaterThanOrEqual(44);
        expect(Math.round(box.width), `${way} width`).toBe(Math.round(column.width));
      }
    });
  }
});
