import type { Page } from '@playwright/test';
import { sectionIds } from '../lib/sections';
import { DESKTOP } from './a11y-helpers';
import { home } from './content';
import { expect, openPage, test } from './fixtures';
import { GAP } from './header-gap';
import { templateRoutes } from './site';

// Every place a link can jump to lands just below the sticky header: not under it (its top hidden), and not a
// header's height further down (the page looking as if the jump missed). Measured at the narrowest phone and a
// laptop, with and without JavaScript. (The router's jumps, after a menu link is followed,
// are held to the same bounds in navigation.spec.ts.)

const NARROW_PHONE = { width: 360, height: 740 };

type Landing = { id: string; gap: number; atEnd: boolean };

/**
 * Every in-page target of the page: its sections and blocks (what a shared address such as /productdetail/#erp
 * names), and whatever a link of the page jumps to on this page (the skip links' #main-content, #site-footer).
 */
const targetsOf = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('main section[id], main article[id]')].map((element) => element.id);
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
      const url = new URL(link.href);
      if (url.pathname === location.pathname && url.hash) ids.push(decodeURIComponent(url.hash.slice(1)));
    }
    // "#top" names no element: it is the document's top (Back to top's plain link), where no header can cover it.
    return [...new Set(ids)].filter((id) => document.getElementById(id));
  });

/** Where the element the address's #fragment names sits, relative to the sticky header's bottom edge. */
const landing = (page: Page) =>
  page.evaluate((): Landing => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : document.getElementById('main-content');
    // Without JavaScript a phone's header scrolls away with the page (its menu listed in full): then the top of
    // the window is the edge to land below.
    const headerBottom = Math.max(document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom, 0);
    const root = document.documentElement;
    return {
      id,
      gap: Math.round(target!.getBoundingClientRect().top - headerBottom),
      // A target near the foot of the page cannot be scrolled any higher than the page's end allows.
      atEnd: Math.ceil(scrollY + innerHeight) >= root.scrollHeight,
    };
  });

/** How many readings 100 ms apart must agree before a smooth scroll counts as over. */
const STEADY_READINGS = 5;

/** The target's gap once any smooth scrolling has settled: within GAP, or further down only at the page's end. */
async function expectJustBelowHeader(page: Page, where: string) {
  const readings: Landing[] = [];
  await expect
    .poll(
      async () => {
        readings.push(await landing(page));
        const recent = readings.slice(-STEADY_READINGS);
        return recent.length === STEADY_READINGS && recent.every((reading) => reading.gap === recent[0].gap);
      },
      { message: `${where}: the scroll settles`, intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  const last = readings.at(-1);
  const { gap, atEnd } = last!;
  expect(gap, `${where}: the target's top is not under the header`).toBeGreaterThanOrEqual(GAP.min);
  if (!atEnd) expect(gap, `${where}: the target lands just below the header`).toBeLessThanOrEqual(GAP.max);
  return gap;
}

// Where a target lands is the page's scroll padding against the header's height, the same CSS on every page: one
// page's every target proves it, fresh each time. That no template's own target adds a scroll margin of its own (or
// changes the padding) is read from the styles of a page of every template, below.
const MEASURED = templateRoutes[0];

for (const viewport of [NARROW_PHONE, DESKTOP]) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`at ${viewport.width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      // Where a jump lands does not depend on how it gets there; without smooth scrolling it gets there at once.
      test.use({ viewport, javaScriptEnabled, reducedMotion: 'reduce' });

      test(`every in-page target of ${MEASURED} lands just below the header`, async ({ page }) => {
        await page.goto(MEASURED);
        const targets = await targetsOf(page);
        expect(targets.length, 'the page has targets to jump to').toBeGreaterThan(0);
        const gaps: string[] = [];
        for (const id of targets) {
          // A fresh load each time: the browser's jump to the fragment of an address typed, shared or bookmarked.
          await page.goto('about:blank');
          await page.goto(`${MEASURED}#${id}`);
          gaps.push(`#${id} ${await expectJustBelowHeader(page, `${MEASURED}#${id}`)}`);
        }
        test.info().annotations.push({ type: 'gaps (px)', description: `${MEASURED}: ${gaps.join(', ')}` });
      });
    });
  }
}

test('no in-page target of a page of any template sets an offset of its own: one scroll padding lands them all', async ({
  page,
}) => {
  const paddings = new Set<string>();
  for (const route of templateRoutes) {
    await page.goto(route);
    const { padding, targets } = await page.evaluate(
      (ids) => ({
        padding: getComputedStyle(document.documentElement).scrollPaddingTop,
        targets: ids.map((id) => {
          return { id, margin: getComputedStyle(document.getElementById(id)!).scrollMarginTop };
        }),
      }),
      await targetsOf(page),
    );
    expect(targets.length, `${route} has targets to jump to`).toBeGreaterThan(0);
    expect
      .soft(
        targets.filter((target) => target.margin !== '0px'),
        route,
      )
      .toEqual([]);
    paddings.add(padding);
  }
  expect([...paddings], 'the scroll padding of every template').toHaveLength(1);
});

// Smooth scrolling, as most visitors have it: a jump from the top of the home page to its contact section glides
// (about 2 s at 360 px) and still comes to rest just below the header.
test.describe('at 360 px, with smooth scrolling on', () => {
  test.use({ viewport: NARROW_PHONE, reducedMotion: 'no-preference' });

  test('a jump down the home page to its contact section glides there and lands just below the header', async ({
    page,
  }) => {
    await openPage(page, '/');
    // What following a link to #contact does: a fragment navigation within the page.
    await page.evaluate((id) => {
      location.hash = id;
    }, sectionIds.contact);
    const under = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(scrollY), 150)));
    const gap = await expectJustBelowHeader(page, `/#${sectionIds.contact}`);
    const end = await page.evaluate(() => scrollY);
    expect(under, 'the page was under way 150 ms after the jump, neither still nor there').toBeGreaterThan(0);
    expect(under).toBeLessThan(end);
    test.info().annotations.push({ type: 'gap (px)', description: `/#${sectionIds.contact}: ${gap}` });
  });
});

// The router's jump to a new page: the hero's second link (the spec's "Learn More") opens its page at the top,
// its first line (the breadcrumb) whole below the header, as a fresh load would show it.
for (const viewport of [NARROW_PHONE, DESKTOP]) {
  test(`at ${viewport.width} px, following "${home.hero.secondary.label}" opens its page at the top`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    await page.getByRole('link', { name: new RegExp(`^${home.hero.secondary.label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${home.hero.secondary.href}/?$`));
    // The URL changes as the new page commits, before its document is parsed: measure the page once it is.
    await page.waitForLoadState('domcontentloaded');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    const gap = await page.evaluate(
      () =>
        document.querySelector('main')!.firstElementChild!.getBoundingClientRect().top -
        // The header, or in a preview the notice of samples right under it.
        document.querySelector('main')!.previousElementSibling!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeGreaterThanOrEqual(GAP.min);
    expect(gap).toBeLessThanOrEqual(GAP.max);
  });
}
