import { expect, openPage, test } from './fixtures';
import { allRoutes } from './site';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of allRoutes) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await openPage(page, route);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.scrollingElement!;
        return { scrollWidth, clientWidth };
      });
      expect(scrollWidth, `page width ${scrollWidth} px in a ${clientWidth} px window`).toBeLessThanOrEqual(
        clientWidth,
      );
    });
  }
});
