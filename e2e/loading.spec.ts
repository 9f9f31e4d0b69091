import type { Page, Request } from '@playwright/test';
import { chrome } from './content';
import { expect, openPage, test } from './fixtures';
import { allRoutes, templateRoutes } from './site';
import { startTrickle, type TrickleServer } from './trickle';

// What a visitor on a slow phone would notice: nothing moves, the largest content is there from the HTML,
// one font file serves every page, and no bandwidth goes on pages the visitor has not shown they want.

/** Records every layout shift and LCP candidate from the very start of the page load. */
async function recordLoading(page: Page) {
  await page.addInitScript(() => {
    const recorded = { shifts: [] as number[], lcp: [] as string[] };
    (window as unknown as { __loading: typeof recorded }).__loading = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        recorded.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        if (entry.element)
          entry.element.setAttribute('data-lcp-candidate', String(recorded.lcp.push(entry.element.outerHTML)));
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __loading: { shifts: number[]; lcp: string[] } }).__loading);

/** Another page of the site fetched by the page itself (ahead of a click), not by the visitor's navigation. */
const isPageFetchedAhead = (request: Request) => {
  const { pathname } = new URL(request.url());
  return (
    !request.isNavigationRequest() &&
    (pathname.endsWith('/') || pathname.endsWith('.html') || pathname.endsWith('.txt'))
  );
};

/** A phone's and a laptop's first view. */
const WIDTHS = [375, 1280];
const viewportOf = (width: number) => ({ width, height: width === 375 ? 667 : 800 });

// A page whose HTML arrives in pieces (a slow network, or a slow phone's parser pausing) is painted piece by piece:
// nothing painted may move when the rest arrives. The pieces are small, so one ends inside the header and the
// first section.
const trickleTest = test.extend<object, { trickle: TrickleServer }>({
  trickle: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
    async ({}, use, workerInfo) => {
      const origin = workerInfo.project.use.baseURL!;
      // The ports above the main server's up to +18 belong to nginx and the other servers of the suite.
      const port = Number(new URL(origin).port) + 19 + workerInfo.parallelIndex;
      const trickle = await startTrickle({ origin, port, pieceBytes: 2048, pauseMs: 60 });
      await use(trickle);
      await trickle.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ trickle }, use) => use(trickle.url),
});

for (const width of WIDTHS) {
  trickleTest.describe(`at ${width} px, with the HTML arriving in pieces`, () => {
    trickleTest.use({ viewport: viewportOf(width) });

    for (const route of templateRoutes) {
      trickleTest(`${route} never shifts`, async ({ page }) => {
        await recordLoading(page);
        await page.goto(route, { waitUntil: 'load' });
        const { shifts } = await recorded(page);
        expect(shifts, 'layout shifts').toEqual([]);
      });
    }
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    for (const route of templateRoutes) {
      test(`${route} never shifts, and its largest content is in the HTML and shown once the preloader goes`, async ({
        page,
      }) => {
        await recordLoading(page);
        const html = await (await page.request.get(route)).text();
        await openPage(page, route);
        // Scroll through the whole page so lazy images and the map frame load too.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y <= height; y += 400) await page.mouse.wheel(0, 400);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

        const { shifts, lcp } = await recorded(page);
        expect(shifts, 'layout shifts').toEqual([]);
        expect(lcp.length, 'an LCP candidate was painted').toBeGreaterThan(0);
        const largest = page.locator(`[data-lcp-candidate="${lcp.length}"]`);
        await expect(largest).toBeVisible();
        await expect(largest).toHaveCSS('opacity', '1');
        const tag = (await largest.evaluate((element) => element.tagName)).toLowerCase();
        const text = (await largest.evaluate((element) => element.textContent ?? '')).trim();
        const src = await largest.getAttribute('src');
        // The element came with the HTML, not from a script: its image or its text is in the served page.
        expect(src ?? text, `LCP <${tag}>`).toBeTruthy();
        expect(html).toContain(src ? `src="${src}"` : text.slice(0, 40).replaceAll('&', '&amp;'));
        // A picture in the first view is fetched at once: lazy loading would wait for layout, then queue it.
        expect(await largest.getAttribute('loading'), `LCP <${tag}> ${src ?? ''}`).not.toBe('lazy');
      });
    }
  });
}

test('the first page of a visit asks for the brand typeface before it first paints', async ({ page }) => {
  // The loader's preload, started at the top of the head before the stylesheet is asked for, is what gives a first
  // page the font before its first paint, so its headings are never drawn in the fallback and swapped (issue 41).
  // Not openPage: its fake clock would hide the browser's own timings.
  await page.goto('/');
  const timings = () =>
    page.evaluate(() => ({
      font: performance
        .getEntriesByType('resource')
        .find((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.woff2')),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
  await expect.poll(async () => Object.values(await timings()).every(Boolean), 'both timings').toBe(true);
  const { font, firstPaint } = await timings();
  // Asked for by a preload (a stylesheet's font would be asked for only once a heading is laid out), in time.
  expect(font!.initiatorType).toBe('link');
  expect(font!.startTime).toBeLessThan(firstPaint!);
});

test('a page of every template sets its headings in the brand typeface, from one file on this host; body text in the system font', async ({
  page,
  baseURL,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const route of templateRoutes) {
    await openPage(page, route);
    const { heading, body, loads } = await page.evaluate(async () => {
      const familyOf = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
      const heading = familyOf('h1');
      // The face the headings ask for loads from its file: a real font, not a missing or broken one.
      const faces = await document.fonts.load(`700 1em ${heading.split(',')[0]}`);
      return {
        heading,
        body: familyOf('main p'),
        loads: faces.length > 0 && faces.every((face) => face.status === 'loaded'),
      };
    });
    expect(loads, `${route}: the headings' typeface loads`).toBe(true);
    expect(body.split(',')[0], `${route}: body text`).not.toBe(heading.split(',')[0]);
  }
  const files = [...new Set(fonts)];
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(new RegExp(`^${baseURL}/_next/static/media/[^/]+\\.woff2$`));
});

test('loading a page fetches no other page, even with every link on screen', async ({ page }) => {
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (isPageFetchedAhead(request)) payloads.push(request.url());
  });
  for (const route of templateRoutes) {
    await openPage(page, route);
    await page.waitForLoadState('networkidle');
  }
  expect(payloads).toEqual([]);
});

test('pointing at a link fetches that page ahead, so the click is instant', async ({ page }) => {
  await openPage(page, '/');
  const aboutLink = page.getByRole('navigation').getByRole('link', { name: 'About', exact: true });
  const aboutPath = new URL((await aboutLink.getAttribute('href'))!, page.url()).pathname;
  const prefetched = page.waitForRequest(
    (request) => isPageFetchedAhead(request) && new URL(request.url()).pathname.startsWith(aboutPath),
  );
  await aboutLink.hover();
  await prefetched;
});

test('focusing a link with the keyboard fetches that page ahead', async ({ page }) => {
  await openPage(page, '/');
  const contactLink = page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true });
  const contactPath = new URL((await contactLink.getAttribute('href'))!, page.url()).pathname;
  const prefetched = page.waitForRequest(
    (request) => isPageFetchedAhead(request) && new URL(request.url()).pathname.startsWith(contactPath),
  );
  await contactLink.focus();
  await prefetched;
});

test.describe("the islands' script waits for the page to be painted", () => {
  for (const route of templateRoutes) {
    test(`${route} fetches its scripts only after its first contentful paint`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'load' });
      // The islands still come to life: the scroll button answers a scroll.
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect(page.getByRole('button', { name: chrome.scrollTopLabel })).toBeVisible();
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/islands\/.*\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(paint, 'the page painted').toBeGreaterThan(0);
      expect(scripts.length, 'scripts were fetched').toBeGreaterThan(0);
      for (const script of scripts)
        expect(script.start, `${script.url} starts after the paint at ${paint} ms`).toBeGreaterThan(paint!);
    });
  }

  test('each script the pages load is marked to compile whole, off the main thread', async ({ page }) => {
    const urls = new Set<string>();
    for (const route of allRoutes) {
      const html = await (await page.request.get(route)).text();
      const template = /<template data-deferred-scripts="">([\s\S]*?)<\/template>/.exec(html);
      expect(template, `${route} defers its scripts`).not.toBeNull();
      for (const [, src] of template![1].matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(src);
    }
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls)
      expect((await (await page.request.get(url)).text()).split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
  });
});
