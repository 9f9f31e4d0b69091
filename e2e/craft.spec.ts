/**
 * The craft of the first screen and the cards: the logo's name drawn, not set in the visitor's fonts; a first
 * screen that says what we sell and where; one primary call to action per service card. Words come from content.
 */
import { href, serviceDetailPath } from '../lib/routes';
import { home, pages, services, site } from './content';
import { expect, openPage, test } from './fixtures';

test('the logo draws its name as outlines, so it looks the same whatever fonts the visitor has', async ({
  page,
  request,
}) => {
  const response = await request.get(site.logo.src);
  expect(response.status()).toBe(200);
  const svg = await response.text();
  expect(svg).toMatch(/^<svg[\s>]/);
  expect(svg, 'no live text').not.toMatch(/<text[\s>]/);
  expect(svg, 'no font of its own').not.toMatch(/font-family|@font-face/);
  expect(svg).toMatch(/<path[^>]+d="M/);

  // In the header, drawn at its size: an image of its own width and height, named for screen readers.
  await openPage(page, '/');
  const logo = page.getByRole('banner').getByRole('img', { name: site.logo.alt });
  await expect(logo).toHaveAttribute('src', site.logo.src);
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width}x${viewport.height} the first screen names what we sell and our city above the headline`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    const hero = page.getByRole('region', { name: home.hero.headline });
    const eyebrow = hero.getByText(home.hero.eyebrow, { exact: true });
    const headline = hero.getByRole('heading', { level: 1 });
    await expect(headline).toHaveText(home.hero.headline);
    await expect(eyebrow).toBeInViewport();
    await expect(eyebrow).toContainText(site.address.city);
    const [above, below] = [(await eyebrow.boundingBox())!, (await headline.boundingBox())!];
    expect(above.y + above.height, 'the line is above the headline').toBeLessThanOrEqual(below.y);
    // The hero's two buttons stay as they are.
    for (const action of [home.hero.primary, home.hero.secondary])
      await expect(hero.getByRole('link', { name: new RegExp(`^${action.label}`) })).toHaveAttribute(
        'href',
        href(action.href),
      );
  });
}

for (const path of [pages.home.path, pages.services.path]) {
  test(`every service card on ${href(path)} has one primary call to action and the spec's Know More`, async ({
    page,
  }) => {
    await openPage(page, href(path));
    for (const service of services.services) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: service.heading }) });
      const links = await card.getByRole('link').all();
      expect(links.length, `${service.heading}: calls to action`).toBeLessThanOrEqual(2);
      // A primary button is filled; the others are outlined or plain text.
      const filled = [];
      for (const link of links)
        if ((await link.evaluate((a) => getComputedStyle(a).backgroundColor)) !== 'rgba(0, 0, 0, 0)') filled.push(link);
      expect(filled, `${service.heading}: primary buttons`).toHaveLength(1);
      await expect(card.getByRole('link', { name: new RegExp(`^${services.knowMore.label}`) })).toHaveAttribute(
        'href',
        href(serviceDetailPath(service.slug)),
      );
    }
  });
}
