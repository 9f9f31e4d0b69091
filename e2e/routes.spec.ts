import type { Locator, Page } from '@playwright/test';
import { href, serviceDetailPath } from '../lib/routes';
import { sectionIds } from '../lib/sections';
import {
  about,
  chrome,
  contact,
  dialledPhone,
  home,
  jobs,
  pages,
  privacy,
  products,
  servicePages,
  services,
  site,
} from './content';
import { expect, openPage, test } from './fixtures';
import { templateRoutes } from './site';

// Each route's sections, in the order of the spec's route table. The words come from content/: the spec's fixed
// values (its routes among them) are pinned once, in lib/spec-conformance.test.ts, so an editor's or a newcomer's
// change fails only there.

/** A section of the page (<section aria-labelledby>, the carousel's region) by its name. */
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/**
 * Each named section once, in this order. A section the list does not name (a new one, say industries served)
 * may stand between them: the spec fixes the order of its own sections, not that there are no others.
 */
async function expectRegionNames(page: Page, names: string[]) {
  for (const name of names) await expect(region(page, name)).toHaveCount(1);
  for (const [earlier, later] of names.slice(1).map((name, i) => [names[i], name])) {
    const laterElement = await region(page, later).elementHandle();
    const follows = await region(page, earlier).evaluate(
      (element, next) => Boolean(next && element.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING),
      laterElement,
    );
    expect(follows, `"${later}" comes after "${earlier}"`).toBe(true);
  }
}

/** Headings one level below `level` inside `scope`, in order. */
async function expectHeadings(scope: Locator, level: number, texts: string[]) {
  await expect(scope.getByRole('heading', { level })).toHaveText(texts);
}

// The names of the regions each section contributes, from the content the sections show.
const heroRegion = home.hero.headline;
const servicesRegion = services.heading;
const aboutRegion = about.heading;
const careerRegion = jobs.heading;
const productsRegions = [products.heading, products.carousel.label];
const contactRegion = contact.heading;

// The headings are copy (the spec's "Whatsup API" is spelt right in content).
const serviceHeadings = services.services.map((service) => service.heading);
const jobCards = jobs.jobs.map(({ title, details }) => ({ title, details }));
const productTitles = products.products.map((product) => product.title);

async function expectServiceCards(page: Page, level: number) {
  const section = region(page, servicesRegion);
  await expectHeadings(section, level, serviceHeadings);
  const knowMore = section.getByRole('link', { name: services.knowMore.label });
  await expect(knowMore).toHaveCount(serviceHeadings.length);
  // Each card leads to its own service's details; the service the detail page explains keeps the spec's address.
  for (const [i, link] of (await knowMore.all()).entries())
    await expect(link).toHaveAttribute('href', href(serviceDetailPath(services.services[i].slug)));
  const explained = services.services.find((service) => service.slug === services.detail.service)!;
  await expect(
    section
      .getByRole('article')
      .filter({ hasText: explained.heading })
      .getByRole('link', { name: services.knowMore.label }),
  ).toHaveAttribute('href', href(services.knowMore.href));
}

async function expectAboutSection(page: Page) {
  const section = region(page, aboutRegion);
  await expect(section.getByRole('heading', { name: about.whyChooseUs.heading })).toBeVisible();
  for (const point of about.whyChooseUs.points) await expect(section.getByText(point.title)).toBeVisible();
}

async function expectJobCards(page: Page, level: number) {
  const cards = region(page, careerRegion).getByRole('article');
  await expect(cards).toHaveCount(jobCards.length);
  for (const [i, job] of jobCards.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level })).toHaveText(job.title);
    await expect(cards.nth(i).getByText(job.details, { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByRole('link', { name: jobs.applyLabel })).toBeVisible();
  }
}

async function expectCarousel(page: Page) {
  const carousel = region(page, products.carousel.label);
  await expect(carousel.getByRole('button', { name: products.carousel.previous })).toBeVisible();
  await expect(carousel.getByRole('button', { name: products.carousel.next })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: productTitles[0] })).toBeVisible();
}

async function expectContactSection(page: Page) {
  const section = region(page, contactRegion);
  await expect(section.getByRole('heading', { name: contactRegion })).toBeVisible();
  await expect(section.getByTitle(site.map.title)).toBeAttached();
}

test.describe('each route shows the spec’s sections in order', () => {
  test('/: hero, services, about, career, product carousel, contact', async ({ page }) => {
    await openPage(page, '/');
    await expectRegionNames(page, [
      heroRegion,
      servicesRegion,
      aboutRegion,
      careerRegion,
      ...productsRegions,
      contactRegion,
    ]);
    const hero = region(page, heroRegion);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);
    const { primary, secondary } = home.hero;
    await expect(hero.getByRole('link', { name: primary.label })).toHaveAttribute('href', href(primary.href));
    await expect(page.locator(`[id="${primary.href.split('#')[1]}"]`)).toHaveAccessibleName(aboutRegion);
    await expect(hero.getByRole('link', { name: secondary.label })).toHaveAttribute('href', href(secondary.href));
    await expectServiceCards(page, 3);
    await expectAboutSection(page);
    await expectJobCards(page, 3);
    await expectCarousel(page);
    await expectContactSection(page);

    // The story closes just above the contact section, WhatsApp first; a band, not one of the spec's regions.
    const closing = page.getByRole('main').getByRole('heading', { level: 2, name: home.closing.heading });
    const band = closing.locator('xpath=ancestor::section[1]');
    await expect(band).not.toHaveAttribute('aria-labelledby');
    expect(await band.evaluate((element) => element.nextElementSibling?.id), 'the contact section follows it').toBe(
      sectionIds.contact,
    );
    await expect(band.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('/about/: about, then career', async ({ page }) => {
    await openPage(page, '/about/');
    await expectRegionNames(page, [aboutRegion, careerRegion]);
    await expectAboutSection(page);
    await expectJobCards(page, 3);
  });

  test('/services/: the service cards with Know More, then about', async ({ page }) => {
    await openPage(page, '/services/');
    await expectRegionNames(page, [servicesRegion, aboutRegion]);
    await expectServiceCards(page, 2);
    await expectAboutSection(page);
  });

  test('/servicedetail/: the service blocks in order', async ({ page }) => {
    await openPage(page, '/servicedetail/');
    await expectRegionNames(page, [services.detail.heading]);
    await expectHeadings(
      region(page, services.detail.heading),
      2,
      services.detail.blocks.map((block) => block.heading),
    );
    for (const block of services.detail.blocks) await expect(page.getByText(block.text)).toBeVisible();
  });

  test('/product/: product carousel, then contact', async ({ page }) => {
    await openPage(page, '/product/');
    await expectRegionNames(page, [...productsRegions, contactRegion]);
    await expectCarousel(page);
    await expectContactSection(page);
  });

  test("/productdetail/: banner, then every product's block, in order", async ({ page }) => {
    await openPage(page, '/productdetail/');
    await expectRegionNames(page, [products.banner.heading]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(products.banner.heading);
    const blocks = page.getByRole('main').getByRole('article');
    await expect(blocks).toHaveCount(productTitles.length);
    for (const [i, title] of productTitles.entries()) {
      await expect(blocks.nth(i)).toHaveAccessibleName(title);
      await expect(blocks.nth(i).getByRole('button', { name: products.readMore.more })).toBeVisible();
    }
  });

  test('/career/: the job cards, then the product carousel', async ({ page }) => {
    await openPage(page, '/career/');
    await expectRegionNames(page, [careerRegion, ...productsRegions]);
    await expectJobCards(page, 2);
    await expectCarousel(page);
  });

  test('/contact/: the contact section', async ({ page }) => {
    await openPage(page, '/contact/');
    await expectRegionNames(page, [contactRegion]);
    await expectContactSection(page);
  });

  test('/privacy/: the privacy notice, part by part', async ({ page }) => {
    await openPage(page, href(pages.privacy.path));
    await expectRegionNames(page, [privacy.heading, ...privacy.sections.map((part) => part.heading)]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
  });
});

test.describe('every service has its details', () => {
  for (const [i, service] of services.services.entries()) {
    test(`${service.heading}: Know More lands on a page whose h1 names it`, async ({ page }) => {
      await openPage(page, href(pages.services.path));
      await region(page, servicesRegion).getByRole('link', { name: services.knowMore.label }).nth(i).click();
      await expect(page).toHaveURL(new RegExp(`${href(serviceDetailPath(service.slug))}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(service.heading);
    });
  }

  for (const servicePage of servicePages) {
    test(`/services/${servicePage.slug}/: its blocks in order, picture and text`, async ({ page }) => {
      await openPage(page, href(serviceDetailPath(servicePage.slug)));
      await expectRegionNames(page, [servicePage.heading]);
      await expectHeadings(
        region(page, servicePage.heading),
        2,
        servicePage.blocks.map((block) => block.heading),
      );
      for (const block of servicePage.blocks) {
        await expect(page.getByText(block.text)).toBeVisible();
        await expect(page.getByRole('img', { name: block.image.alt })).toBeVisible();
      }
    });
  }
});

test.describe('a page of every template has one h1 and the full footer', () => {
  for (const route of templateRoutes) {
    test(route, async ({ page }) => {
      await openPage(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const footer = page.getByRole('contentinfo');
      const { address } = site;
      for (const line of [address.street, address.locality, address.city, address.postalCode])
        await expect(footer.locator('address')).toContainText(line);
      await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${dialledPhone}`);
      await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      for (const { days, hours } of site.openingHours)
        await expect(footer.getByText(`${days} ${hours}`, { exact: true })).toBeVisible();
      const year = String(new Date().getFullYear());
      await expect(footer.getByText('©')).toContainText(new RegExp(`© ${year} .*${site.name}`));
      await expect(footer.getByRole('link', { name: chrome.footer.privacy })).toHaveAttribute(
        'href',
        href(pages.privacy.path),
      );
    });
  }
});

test('the contact map is the one frame, titled, lazy, in a box of fixed ratio', async ({ page }) => {
  await openPage(page, '/contact/');
  await expect(page.locator('iframe')).toHaveCount(1);
  const map = page.getByTitle(site.map.title);
  await expect(map).toHaveAttribute('title', site.map.title);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', site.map.embedUrl);
  // The box around the map's island (whose own wrapper takes no box).
  const box = map.locator('xpath=ancestor::div[not(@data-island)][1]');
  expect(await box.evaluate((element) => getComputedStyle(element).aspectRatio)).not.toBe('auto');
  // The frame fills its box, so its size is fixed before the map loads.
  const [frame, outer] = [await map.boundingBox(), await box.boundingBox()];
  expect(frame!.height).toBeGreaterThan(100);
  expect(frame!.height).toBeCloseTo(outer!.height, 0);
  expect(frame!.width).toBeCloseTo(outer!.width, 0);
});
