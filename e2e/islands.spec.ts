import type { Page } from '@playwright/test';
import { fillTemplate } from '../lib/template';
import { behaviour, chrome, contact, home, jobs, products, site } from './content';
import { expect, openPage, test } from './fixtures';
import { expectEveryProductAndBullet } from './static-page';

// Every island as a visitor drives it, in the exported site.

const preloader = (page: Page) => page.locator('[data-preloader]');
const msSinceLoadStarted = (page: Page) => page.evaluate(() => performance.now());

test.describe('preloader', () => {
  test('covers the page for 4 s after a full load, over the already rendered page', async ({ page }) => {
    // Real time on purpose: this is the one test that watches the preloader run its course.
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html, 'the preloader is in the HTML, so it covers the first paint').toContain('data-preloader');
    expect(html, 'the page is rendered beneath it').toContain(home.hero.headline);

    await expect(preloader(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await preloader(page).boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
    const coversCentre = await page.evaluate(
      ({ width, height }) => !!document.elementFromPoint(width / 2, height / 2)?.closest('[data-preloader]'),
      viewport,
    );
    expect(coversCentre, 'the element at the centre of the viewport is the preloader').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);

    // A second before its time (content's preloaderMs) it still covers the page; a second after, it is gone.
    const stillThereAt = Math.max(0, behaviour.preloaderMs - 1000);
    await page.waitForFunction((ms) => performance.now() >= ms, stillThereAt);
    await expect(preloader(page), `still there at ${stillThereAt} ms`).toBeVisible();

    await expect(preloader(page)).toHaveCount(0, { timeout: 3000 });
    const goneAt = await msSinceLoadStarted(page);
    expect(goneAt).toBeGreaterThanOrEqual(behaviour.preloaderMs);
    expect(goneAt).toBeLessThan(behaviour.preloaderMs + 1000);
  });

  test('shows at the start of a visit, never on the next pages of it, and again in a new tab', async ({
    page,
    context,
  }) => {
    // Real time, as in the test above: the next page must not cover itself even within its first four seconds.
    await page.goto('/');
    await expect(preloader(page)).toBeVisible();
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.heading);
    await expect(preloader(page)).toBeHidden();
    expect(await msSinceLoadStarted(page), 'checked within the preloader’s time').toBeLessThan(behaviour.preloaderMs);

    const newTab = await context.newPage();
    await newTab.goto('/contact/');
    await expect(preloader(newTab)).toBeVisible();
  });
});

test.describe('scroll-to-top button', () => {
  /** Scrolls instantly and waits until the page has been told. */
  const scrollToY = (page: Page, top: number) =>
    page.evaluate(
      (y) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => setTimeout(resolve, 50), { once: true });
          window.scrollTo({ top: y, behavior: 'instant' });
        }),
      top,
    );

  test('shows only beyond 20 px and scrolls back to the top', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: chrome.scrollTopLabel });
    await expect(button).toBeHidden();

    await scrollToY(page, behaviour.scrollTopThresholdPx + 1);
    await expect(button).toBeVisible();
    await scrollToY(page, behaviour.scrollTopThresholdPx);
    await expect(button).toBeHidden();
    await scrollToY(page, 1500);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('product carousel', () => {
  const titles = products.products.map((product) => product.title);
  const announcement = (index: number) =>
    products.carousel.status
      .replace('{current}', String(index + 1))
      .replace('{total}', String(titles.length))
      .replace('{title}', titles[index]);

  test('every product is in the HTML', async ({ request }) => {
    // Markup only: the island's props repeat its texts as data.
    const html = (await (await request.get('/product/')).text()).replace(/ data-island-props="[^"]*"/g, '');
    for (const product of products.products) {
      expect(html).toContain(product.title);
      expect(html).toContain(product.summary);
    }
  });

  const position = (index: number) =>
    fillTemplate(products.carousel.position, { current: index + 1, total: titles.length });
  const carouselOf = (page: Page) => {
    const carousel = page.getByRole('region', { name: products.carousel.label });
    return {
      shownTitles: carousel.getByRole('heading'),
      slides: carousel.locator('[data-carousel-slide]'),
      liveRegion: carousel.locator('[aria-live="polite"]'),
      shownPosition: carousel.locator('[data-carousel-position]'),
      picker: carousel.getByRole('list', { name: products.carousel.picker }),
      next: carousel.getByRole('button', { name: products.carousel.next }),
      previous: carousel.getByRole('button', { name: products.carousel.previous }),
    };
  };

  test('shows one product at a time; the arrows wrap both ways, say where they are and announce the change', async ({
    page,
  }) => {
    await openPage(page, '/product/');
    const { shownTitles, slides, liveRegion, shownPosition, next, previous } = carouselOf(page);

    await expect(shownTitles).toHaveText([titles[0]]);
    await expect(shownPosition).toHaveText(position(0));
    await expect(slides.first()).toBeVisible();
    for (const index of titles.keys()) if (index > 0) await expect(slides.nth(index)).toBeHidden();

    // Forward through all five and round to the first again.
    for (const index of [1, 2, 3, 4, 0]) {
      await next.click();
      await expect(shownTitles).toHaveText([titles[index]]);
      await expect(shownPosition).toHaveText(position(index));
      await expect(liveRegion).toHaveText(announcement(index));
    }
    // Back from the first wraps to the last.
    for (const index of [4, 3]) {
      await previous.click();
      await expect(shownTitles).toHaveText([titles[index]]);
      await expect(shownPosition).toHaveText(position(index));
      await expect(liveRegion).toHaveText(announcement(index));
    }
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px every product's name shows on the home page, each a button that shows it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/');
      const { shownTitles, picker, liveRegion, shownPosition, next } = carouselOf(page);
      const buttons = picker.getByRole('button');
      await expect(buttons).toHaveText(titles);
      for (const button of await buttons.all()) {
        await expect(button).toBeVisible();
        expect((await button.boundingBox())!.height, 'a target of 44 px at least').toBeGreaterThanOrEqual(44);
      }
      await expect(picker.locator('[aria-current="true"]')).toHaveText([titles[0]]);

      // Straight to the fourth product, then the arrows carry on from there.
      await picker.getByRole('button', { name: titles[3], exact: true }).click();
      await expect(shownTitles).toHaveText([titles[3]]);
      await expect(shownPosition).toHaveText(position(3));
      await expect(liveRegion).toHaveText(announcement(3));
      await expect(picker.locator('[aria-current="true"]')).toHaveText([titles[3]]);
      await next.click();
      await expect(shownTitles).toHaveText([titles[4]]);
      await expect(picker.locator('[aria-current="true"]')).toHaveText([titles[4]]);
    });
  }
});

test.describe('Read More on /productdetail/', () => {
  const block = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
  const toggle = (page: Page, title: string) => block(page, title).getByRole('button', { name: /^Read (More|Less)/ });

  async function expectExpanded(page: Page, index: number, expanded: boolean) {
    const product = products.products[index];
    const button = toggle(page, product.title);
    await expect(button).toHaveAttribute('aria-expanded', String(expanded));
    await expect(button).toContainText(expanded ? products.readMore.less : products.readMore.more);
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.locator('li')).toHaveText(product.features);
    for (const feature of product.features) {
      const bullet = block(page, product.title).getByText(feature);
      await (expanded ? expect(bullet).toBeVisible() : expect(bullet).toBeHidden());
    }
  }

  test('each of the five blocks opens and closes on its own', async ({ page }) => {
    await openPage(page, '/productdetail/');
    const titles = products.products.map((product) => product.title);
    expect(titles).toHaveLength(5);
    for (const index of titles.keys()) await expectExpanded(page, index, false);

    for (const [index, title] of titles.entries()) {
      await toggle(page, title).click();
      for (const other of titles.keys()) await expectExpanded(page, other, other <= index);
    }
    await toggle(page, titles[1]).click();
    for (const other of titles.keys()) await expectExpanded(page, other, other !== 1);
  });
});

test.describe('Apply Now', () => {
  for (const route of ['/', '/career/']) {
    test(`on ${route}, every job's Apply Now opens the application form in the same tab`, async ({ page, context }) => {
      for (const job of jobs.jobs) {
        await test.step(job.title, async () => {
          await openPage(page, route);
          const card = page
            .getByRole('region', { name: jobs.heading })
            .getByRole('article')
            .filter({
              has: page.getByRole('heading', { name: job.title, exact: true }),
            });
          const apply = card.getByRole('link', { name: jobs.applyLabel });
          await expect(apply).toHaveAttribute('href', site.applicationFormUrl);
          await expect(apply).not.toHaveAttribute('target');

          // The fixture blocks the foreign form; what matters is that this tab asked for it.
          const formRequest = page.waitForRequest(site.applicationFormUrl);
          await apply.click();
          const request = await formRequest;
          expect(request.isNavigationRequest()).toBe(true);
          expect(request.frame()).toBe(page.mainFrame());
          expect(context.pages()).toEqual([page]);
        });
      }
    });
  }
});

test.describe('an island that fails', () => {
  /** Pages with these islands' slots lost on the way (a page cut short, a bad edit): each such island throws. */
  async function withSlotsLost(page: Page, islands: string[]) {
    const ownSlot = (island: string) =>
      new RegExp(`(data-island="${island}"[^>]*>(?:(?!data-island=)[\\s\\S])*?)data-island-slot=`, 'g');
    await page.route(
      (url) => url.pathname.endsWith('/') && !url.pathname.includes('/_next/'),
      async (route) => {
        const response = await route.fetch();
        const html = islands.reduce(
          (text, island) => text.replace(ownSlot(island), '$1data-lost-slot='),
          await response.text(),
        );
        await route.fulfill({ response, body: html });
      },
    );
  }

  test('keeps its server HTML: every product and bullet readable, no stack trace, the rest of the page working', async ({
    page,
  }) => {
    await withSlotsLost(page, ['ProductCarousel', 'ReadMoreToggle']);
    await expectEveryProductAndBullet(page, async (path) => {
      await openPage(page, path);
      await expect(page.locator('[data-island][data-failed-open]').first()).toBeAttached();
    });
    for (const path of ['/', '/productdetail/']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { name: chrome.errors.heading })).toHaveCount(0);
      await expect(page.locator('pre')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page around it is whole, and its other islands answer.
      await expect(page.locator('[data-island="NavMenu"]')).toHaveAttribute('data-hydrated', '');
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect(page.getByRole('button', { name: chrome.scrollTopLabel })).toBeVisible();
    }
    await openPage(page, '/');
    const carousel = page.getByRole('region', { name: products.carousel.label });
    for (const product of products.products)
      await expect(carousel.getByRole('heading', { name: product.title })).toBeVisible();
  });
});
