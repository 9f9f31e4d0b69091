import { contact, site } from './content';
import { expect, test } from './fixtures';
import { templateRoutes } from './site';
import {
  expectAllTextShown,
  expectContactLinksAndBackToTop,
  expectEveryProductAndBullet,
  expectPhoneMenuByHtmlAlone,
} from './static-page';

// Without JavaScript a page of every template is complete: nothing an island would reveal stays hidden.
test.use({ javaScriptEnabled: false });

/** Left out of the text check: the controls that need a script, and what only data-light mode shows. */
const NOT_FOR_NO_JS = '[data-js-only], [data-light-only]';

for (const route of templateRoutes) {
  test(`${route} shows all of its text`, async ({ page }) => {
    await page.goto(route);
    await expectAllTextShown(page, NOT_FOR_NO_JS);
  });
}

test('every carousel product and every Read More bullet is visible', async ({ page }) => {
  await expectEveryProductAndBullet(page, (path) => page.goto(path));
});

test('the contact links work, and Back to top is a plain link to the top', async ({ page }) => {
  await page.goto('/about/');
  await expectContactLinksAndBackToTop(page);
});

test('the contact section shows the map frame, with its title, from the HTML alone', async ({ page }) => {
  await page.goto('/contact/');
  const section = page.getByRole('main').getByRole('region', { name: contact.heading, exact: true });
  // With JavaScript the frame is added after load; without it, the browser shows the one inside <noscript>.
  const map = section.getByTitle(site.map.title);
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('src', site.map.embedUrl);
  await expect(map).toHaveAttribute('loading', 'lazy');
  // It fills the fixed-ratio box around the <noscript>, as the live frame does.
  // The box around the map's island (whose own wrapper takes no box).
  const [frame, box] = [
    await map.boundingBox(),
    await map.locator('xpath=ancestor::div[not(@data-island)][1]').boundingBox(),
  ];
  expect(frame!.height).toBeGreaterThan(100);
  expect(frame!.height).toBeCloseTo(box!.height, 0);
  expect(frame!.width).toBeCloseTo(box!.width, 0);
  // The address panel of data-light mode stays hidden.
  await expect(section.getByText(contact.mapSavingData)).toBeHidden();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu starts collapsed behind its button, which opens and closes it by HTML alone', async ({ page }) => {
    await page.goto('/');
    await expectPhoneMenuByHtmlAlone(page);
  });
});
