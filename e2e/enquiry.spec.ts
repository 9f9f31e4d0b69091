/**
 * A next step for every product and service: "Request a demo" on each product (its block on the product details
 * page, its carousel slide and its own page) and "Get a quote" on each service card and product page, each a WhatsApp
 * link whose message names it with an email link beside it whose subject names it (a service card has the WhatsApp
 * link alone, its one primary call to action; its details page has both). Names and words are read from content.
 */
import type { Locator } from '@playwright/test';
import { href, productPagePath, serviceDetailPath } from '../lib/routes';
import { fillTemplate } from '../lib/template';
import { chrome, contact, pages, productPages, products, services, site } from './content';
import { expect, openPage, test } from './fixtures';

/**
 * Checks the WhatsApp and email links inside `place` name `title`, in their accessible names and messages; with
 * `withEmail` false, that the WhatsApp link is there alone.
 */
async function expectEnquiryFor(place: Locator, kind: 'demo' | 'quote', title: string, withEmail = true) {
  const words = contact[kind];
  const fill = (template: string) => fillTemplate(template, { title });
  const whatsapp = place.getByRole('link', { name: `${words.label} ${fill(words.context)}`, exact: true });
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
  expect(chat.searchParams.get('text')).toBe(fill(words.message));
  expect(chat.searchParams.get('text')).toContain(title);

  const email = place.getByRole('link', { name: `${words.emailLabel} ${fill(words.emailContext)}`, exact: true });
  if (!withEmail) {
    await expect(email).toHaveCount(0);
    return;
  }
  const mail = new URL((await email.getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  expect(decodeURIComponent(mail.pathname)).toBe(site.email);
  expect(mail.searchParams.get('subject')).toBe(fill(words.subject));
  expect(mail.searchParams.get('subject')).toContain(title);
}

test('every product block on the details page offers a demo by WhatsApp or email, naming the product', async ({
  page,
}) => {
  await openPage(page, href(pages.productDetail.path));
  for (const product of products.products)
    await expectEnquiryFor(page.locator(`article#${product.slug}`), 'demo', product.title);
});

test("every carousel slide offers a demo and leads to its product's own page", async ({ page }) => {
  await openPage(page, href(pages.product.path));
  const carousel = page.getByRole('region', { name: products.carousel.label });
  const next = carousel.getByRole('button', { name: products.carousel.next });
  for (const product of products.products) {
    const slide = carousel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
    await expectEnquiryFor(slide, 'demo', product.title);
    const details = slide.getByRole('link', {
      name: `${products.carousel.details.label} ${fillTemplate(products.carousel.details.context, { title: product.title })}`,
      exact: true,
    });
    await expect(details).toHaveAttribute('href', href(productPagePath(product.slug)));
    await next.click();
  }
  // Following one lands on its product's page.
  const last = products.products.at(-1)!;
  await carousel.getByRole('button', { name: products.carousel.previous }).click();
  await carousel.getByRole('link', { name: new RegExp(`^${products.carousel.details.label}.*${last.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${href(productPagePath(last.slug))}$`));
  await expect(page.getByRole('navigation', { name: chrome.breadcrumbLabel })).toContainText(last.title);
});

test('every product page offers a demo at its top and a quote after its pricing, naming the product', async ({
  page,
}) => {
  for (const product of products.products) {
    await openPage(page, href(productPagePath(product.slug)));
    await expectEnquiryFor(page.getByRole('main').getByRole('region').first(), 'demo', product.title);
    await expectEnquiryFor(
      page.getByRole('region', { name: productPages.labels.pricing, exact: true }),
      'quote',
      product.title,
    );
  }
});

for (const path of [pages.services.path, pages.home.path]) {
  // One primary call to action per card: the quote on WhatsApp; the email beside it is on the service's own page.
  test(`every service card on ${href(path)} offers a quote by WhatsApp, naming the service`, async ({ page }) => {
    await openPage(page, href(path));
    for (const service of services.services) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: service.heading }) });
      await expect(card).toHaveCount(1);
      await expectEnquiryFor(card, 'quote', service.heading, false);
    }
  });
}

test('every service’s own details page ends with a quote by WhatsApp or email, naming the service', async ({
  page,
}) => {
  for (const service of services.services) {
    await openPage(page, href(serviceDetailPath(service.slug)));
    await expectEnquiryFor(page.locator('#service-details'), 'quote', service.heading);
  }
});
