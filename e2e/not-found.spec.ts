import { whatsappUrl } from '../lib/contact-links';
import { href } from '../lib/routes';
import { chrome, contact, home, pages, site } from './content';
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
  const status = page.getByRole('main').getByText(chrome.errors.notFoundStatus, { exact: true });
  await expect(status).toBeVisible();
  // Set as the sections' eyebrows are: upright, small, above the heading.
  await expect(status).toHaveCSS('font-style', 'normal');
  const [statusBox, headingBox] = [
    await status.boundingBox(),
    await page.getByRole('heading', { level: 1 }).boundingBox(),
  ];
  expect(statusBox!.y + statusBox!.height).toBeLessThanOrEqual(headingBox!.y);
  await expect(page.getByRole('banner').getByRole('navigation', { name: chrome.menuLabel })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const homeLink = page.getByRole('main').getByRole('link', { name: chrome.errors.home });
  await expect(homeLink).toHaveAttribute('href', '/');
  await homeLink.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);
});

test('the 404 page offers the ways onward: the services, the products, contact and WhatsApp', async ({ page }) => {
  await openPage(page, missingPath);
  const { onward } = chrome.errors;
  const ways = page.getByRole('main').getByRole('navigation', { name: onward.heading });
  const link = (way: { label: string }) => ways.getByRole('link', { name: new RegExp(`^${way.label}`) });
  await expect(link(onward.services)).toHaveAttribute('href', href(pages.services.path));
  await expect(link(onward.products)).toHaveAttribute('href', href(pages.product.path));
  await expect(link(onward.contact)).toHaveAttribute('href', href(pages.contact.path));
  await expect(link(onward.whatsapp)).toHaveAttribute('href', whatsappUrl(site.whatsapp, contact.messages.other));
  for (const way of [onward.services, onward.products, onward.contact, onward.whatsapp]) {
    await expect(link(way)).toBeVisible();
    await expect(link(way)).toContainText(way.text);
    expect((await link(way).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  await link(onward.services).click();
  await expect(page).toHaveURL(href(pages.services.path));
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width}x${viewport.height} the 404 page's footer stands at the foot of the window`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, missingPath);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { footerBottom, pageHeight, windowHeight } = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return {
        footerBottom: footer.bottom,
        pageHeight: document.documentElement.scrollHeight,
        windowHeight: window.innerHeight,
      };
    });
    // Scrolled to the end, the footer ends where the window does: no empty band under it, and the page is
    // at least as tall as the window.
    expect(Math.abs(footerBottom - windowHeight), 'the footer meets the foot of the window').toBeLessThanOrEqual(1);
    expect(pageHeight).toBeGreaterThanOrEqual(windowHeight);
  });
}
