import { chrome, home } from './content';
import { expect, openPage, test } from './fixtures';

const missingPath = '/no-such-page/';

// The page itself answers 404 on purpose; every other console error still fails the test.
test.use({ expectedNotFound: missingPath });

test('an unknown path is a 404 page in the fallback screen’s style, with the menu and a way home', async ({ page }) => {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === missingPath),
    openPage(page, missingPath),
  ]);
  expect(response.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chrome.errors.notFoundTitle);
  await expect(page.getByRole('main').getByText('404 Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: chrome.menuLabel })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const homeLink = page.getByRole('main').getByRole('link', { name: chrome.errors.home });
  await expect(homeLink).toHaveAttribute('href', '/');
  await homeLink.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);
});
