/** prefers-reduced-motion: reduce turns off the carousel's slide and smooth scrolling, and nothing else breaks. */
import type { Page } from '@playwright/test';
import { behaviour, chrome, products } from './content';
import { expect, openPage, test } from './fixtures';

/** The text's `translate` at rest (the slide animates that property, not `transform`). */
const IDENTITY = /^(none|0px|0px 0px)$/;

/** Clicks "Next product" and records the new slide's text offset over the next few frames. */
async function offsetsAfterNext(page: Page): Promise<string[]> {
  await openPage(page, '/product/');
  await page.clock.resume(); // animations run on real frames from here
  await page.getByRole('button', { name: products.carousel.next }).click();
  await expect(page.getByRole('heading', { name: products.products[1].title })).toBeVisible();
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // The shown slide's words, after its picture's frame.
        const text = () => document.querySelector('[data-carousel-slide]:not([style*="hidden"]) > div:last-child')!;
        const seen: string[] = [getComputedStyle(text()).translate];
        const sample = () => {
          seen.push(getComputedStyle(text()).translate);
          if (seen.length < 6) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
  );
}

/** Scrolls to the foot of the page, presses "Back to top" and reads scrollY right after. */
async function scrollYRightAfterBackToTop(page: Page): Promise<number> {
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const button = page.getByRole('button', { name: chrome.scrollTopLabel });
  await button.click();
  const scrollY = await page.evaluate(() => window.scrollY);
  // Either way it gets there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  return scrollY;
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel swaps products without a slide', async ({ page }) => {
    const offsets = await offsetsAfterNext(page);
    for (const offset of offsets) expect(offset, offsets.join(' | ')).toMatch(IDENTITY);
    await expect(page.locator('[aria-live="polite"]')).toContainText(products.products[1].title);
  });

  test('Back to top jumps at once', async ({ page }) => {
    expect(await scrollYRightAfterBackToTop(page)).toBe(0);
  });

  test('the page does not scroll smoothly to anchors', async ({ page }) => {
    await openPage(page, '/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.getByRole('link', { name: /^Get Started/ }).click();
    // The in-page link still lands on its section.
    await expect
      .poll(() => page.evaluate(() => document.getElementById('about')!.getBoundingClientRect().top))
      .toBeLessThan(200);
  });

  test('Read More still opens and closes', async ({ page }) => {
    await openPage(page, '/productdetail/');
    const toggle = page.locator(`button[aria-controls="${products.products[0].slug}-features"]`);
    await toggle.click();
    await expect(page.getByText(products.products[0].features[0], { exact: true })).toBeVisible();
    await toggle.click();
    await expect(page.getByText(products.products[0].features[0], { exact: true })).toBeHidden();
  });
});

// The same measurements without the preference: they do see motion, so the checks above can fail.
test.describe('without reduced motion (the measurements can see motion)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the carousel text slides in, on the spring, for as long as the content says', async ({ page }) => {
    const offsets = await offsetsAfterNext(page);
    expect(
      offsets.some((offset) => !IDENTITY.test(offset)),
      offsets.join(' | '),
    ).toBe(true);
    const timing = await page.evaluate(() => {
      const text = document.querySelector('[data-carousel-slide]:not([style*="hidden"]) > div:last-child')!;
      const [slide] = text.getAnimations() as CSSAnimation[];
      const { duration } = slide.effect!.getComputedTiming();
      return { name: slide.animationName, duration, easing: getComputedStyle(text).animationTimingFunction };
    });
    expect(timing.name).toBe('slide-in');
    expect(timing.duration).toBe(behaviour.carouselSpringSeconds * 1000);
    // framer-motion's spring, as a curve the browser plays (lib/spring-easing.ts compares the two).
    expect(timing.easing).toMatch(/^linear\(/);
  });

  test('Back to top scrolls smoothly', async ({ page }) => {
    expect(await scrollYRightAfterBackToTop(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  });
});
