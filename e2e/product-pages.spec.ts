import type { Page } from '@playwright/test';
import { drawnPicturePaths } from '../lib/drawn-pictures';
import { href, productPagePath } from '../lib/routes';
import { fillTemplate } from '../lib/template';
import { chrome, contact, pages, productPages, products, site } from './content';
import { expect, openPage, test } from './fixtures';
import { allRoutes } from './site';

// Each product's own page (/products/<slug>/): that it exists, renders and is reachable, for every product; then
// one product page walked in depth. Words come from content/, as the pages get them.

const canonicalOf = (route: string) => `${site.url}${route}`;
const routeOf = (slug: string) => href(productPagePath(slug));
const { labels } = productPages;
const partNames = [
  labels.audience,
  labels.features,
  labels.screens,
  labels.integrations,
  labels.data,
  labels.pricing,
  labels.demo,
];
const regions = (page: Page) => page.getByRole('main').getByRole('region');
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const named = (label: string, context: string) => `${label} ${context}`;

test("every product's own page is a route of the site", () => {
  for (const product of products.products) expect(allRoutes).toContain(routeOf(product.slug));
});

// Each page's own words, one test a page.
for (const product of products.products) {
  const route = routeOf(product.slug);
  const productPage = product.page;

  test(`${route} renders one h1 and its parts in order, each with its own words`, async ({ page }) => {
    await openPage(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productPage.heading);
    await expect(regions(page)).toHaveCount(partNames.length + 1);
    await expect(regions(page).first()).toHaveAccessibleName(productPage.heading);
    for (const [i, name] of partNames.entries()) await expect(regions(page).nth(i + 1)).toHaveAccessibleName(name);
    for (const who of productPage.audience) await expect(region(page, labels.audience).getByText(who)).toBeVisible();
    await expect(region(page, labels.features).getByText(product.description)).toBeVisible();
    for (const screen of productPage.screens) {
      const picture = region(page, labels.screens).getByRole('img', { name: screen.image.alt });
      await expect(picture).toHaveAttribute('alt', /illustration/i);
    }
  });
}

test('every product page is in the sitemap, with its title, description, canonical and its own share image, served as a 1200x630 PNG', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const product of products.products) {
    const route = routeOf(product.slug);
    const productPage = product.page;
    await test.step(route, async () => {
      expect(sitemap).toContain(`<loc>${canonicalOf(route)}</loc>`);

      await page.goto(route);
      await expect(page).toHaveTitle(`${productPage.title} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', productPage.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(route));
      const image = canonicalOf(drawnPicturePaths.productShareImage(product.slug));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        'content',
        productPage.shareImage.alt,
      );
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);

      const response = await request.get(new URL(image).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});

test('every product page is linked from its block on the product details page, and each link lands on it', async ({
  page,
}) => {
  await openPage(page, href(pages.productDetail.path));
  for (const product of products.products) {
    const route = routeOf(product.slug);
    await test.step(route, async () => {
      const block = page.getByRole('main').getByRole('article', { name: product.title, exact: true });
      const link = block.getByRole('link', {
        name: named(productPages.link.label, fillTemplate(productPages.link.context, { title: product.title })),
      });
      await expect(link).toHaveAttribute('href', route);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.page.heading);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${href(pages.productDetail.path)}$`));
    });
  }
});

test('every product page is linked from its carousel slide, on the home page and the product page', async ({
  page,
}) => {
  for (const from of [pages.home.path, pages.product.path]) {
    await openPage(page, href(from));
    const carousel = region(page, products.carousel.label);
    for (const product of products.products) {
      const route = routeOf(product.slug);
      // The slide's link is in the HTML whether or not the slide is the one shown.
      await expect(carousel.locator(`a[href="${route}"]`), `${from}: ${route}`).toHaveCount(1);
      await expect(carousel.locator(`a[href="${route}"]`)).toContainText(
        fillTemplate(products.carousel.details.context, { title: product.title }),
      );
    }
  }
});

test.describe('one product page in depth', () => {
  const product = products.products[0];
  const productPage = product.page;
  const route = routeOf(product.slug);

  test('a buyer reads who it is for, what it does, its screens, what it works with, the data and pricing', async ({
    page,
  }) => {
    await openPage(page, route);
    const hero = regions(page).first();
    await expect(hero.getByText(productPage.intro)).toBeVisible();
    await expect(hero.getByRole('img', { name: product.image.alt })).toBeVisible();

    const audience = region(page, labels.audience).getByRole('listitem');
    await expect(audience).toHaveText(productPage.audience);
    await expect(region(page, labels.features).getByRole('listitem')).toHaveText(product.features);

    const screens = region(page, labels.screens);
    await expect(screens.getByText(labels.screensNote)).toBeVisible();
    await expect(screens.getByRole('heading', { level: 3 })).toHaveText(productPage.screens.map((s) => s.heading));
    for (const screen of productPage.screens) {
      const picture = screens.getByRole('img', { name: screen.image.alt });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      // The drawing has loaded: an SVG of the site's own, not a broken picture.
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
      await expect(screens.getByText(screen.text)).toBeVisible();
    }

    const integrations = region(page, labels.integrations);
    await expect(integrations.locator('dt')).toHaveText(productPage.integrations.map((i) => i.name));
    await expect(integrations.locator('dd')).toHaveText(productPage.integrations.map((i) => i.text));
    for (const paragraph of productPage.data)
      await expect(region(page, labels.data).getByText(paragraph)).toBeVisible();
    for (const paragraph of productPage.pricing)
      await expect(region(page, labels.pricing).getByText(paragraph)).toBeVisible();
  });

  test('"Request a demo" at the top and foot and "Get a quote" open WhatsApp or email naming the product', async ({
    page,
  }) => {
    await openPage(page, route);
    const demoMessage = fillTemplate(contact.demo.message, { title: product.title });
    const demo = page.getByRole('link', {
      name: named(contact.demo.label, fillTemplate(contact.demo.context, { title: product.title })),
    });
    await expect(demo).toHaveCount(2);
    await expect(regions(page).first().getByRole('link', { name: contact.demo.label })).toBeVisible();
    await expect(region(page, labels.demo).getByRole('link', { name: contact.demo.label })).toBeVisible();
    for (const link of await demo.all()) {
      const url = new URL((await link.getAttribute('href'))!);
      expect(url.host).toBe('wa.me');
      expect(url.searchParams.get('text')).toBe(demoMessage);
    }
    const demoEmail = region(page, labels.demo).getByRole('link', {
      name: named(contact.demo.emailLabel, fillTemplate(contact.demo.emailContext, { title: product.title })),
    });
    await expect(demoEmail).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=${encodeURIComponent(fillTemplate(contact.demo.subject, { title: product.title }))}`,
    );

    const quote = region(page, labels.pricing).getByRole('link', {
      name: named(contact.quote.label, fillTemplate(contact.quote.context, { title: product.title })),
    });
    const quoteUrl = new URL((await quote.getAttribute('href'))!);
    expect(quoteUrl.searchParams.get('text')).toBe(fillTemplate(contact.quote.message, { title: product.title }));
  });

  test('its breadcrumbs name the product and lead back to the products page', async ({ page }) => {
    await openPage(page, route);
    const trail = page.getByRole('navigation', { name: chrome.breadcrumbLabel });
    await expect(trail.getByRole('listitem')).toHaveText(
      [pages.home.name, pages.product.name, product.title].map((n) => new RegExp(n)),
    );
    await expect(trail.getByText(product.title)).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: pages.product.name }).click();
    await expect(page).toHaveURL(new RegExp(`${href(pages.product.path)}$`));
  });
});
