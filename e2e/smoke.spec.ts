import { home } from './content';
import { expect, test } from './fixtures';
import { watchViolations } from './host-policy';
import { allRoutes } from './site';

// The pull request's fast check of the built site (.github/workflows/pull-request.yml): every route answers,
// has its one heading, and breaks no Content-Security-Policy. The full suite (npm test) checks the rest.

test('every route answers 200 with its heading and no policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const route of allRoutes) {
    await test.step(route, async () => {
      const response = await page.goto(route);
      expect.soft(response?.status(), `${route} status`).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.soft(heading, `${route} h1`).toHaveCount(1);
      await expect.soft(heading, `${route} h1`).not.toBeEmpty();
      if (route === '/') await expect.soft(heading).toHaveText(home.hero.headline);
      // Wait for the deferred scripts to have run, so a blocked script would have been reported.
      await page.waitForLoadState('load');
      await expect.soft
        .poll(() => page.evaluate(() => document.querySelectorAll('head > script[src]:not([nomodule])').length))
        .toBeGreaterThan(0);
      // Blocked inline code also shows as a console error, which the fixtures fail on.
      expect.soft(await violations(), `policy violations on ${route}`).toEqual([]);
    });
  }
});
