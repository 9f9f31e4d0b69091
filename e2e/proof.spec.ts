/**
 * The proof a buyer weighs (content/proof.yaml): with the shipped content, the home page shows the case studies and
 * key figures right after the services, and no empty testimonial or client-logo section (both ship empty); a service
 * or product page shows the case studies built with it, and one with none shows nothing, with no empty band; no
 * page gives search engines a review or a rating. Filled in, testimonials and logos: e2e/edit-to-live.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { figureValue, offerNamesOf, proofPropsOf } from '../lib/proof';
import { href, productPagePath, serviceDetailPath } from '../lib/routes';
import { about, jobs, pages, products, proof, services, site } from './content';
import { expect, openPage, test } from './fixtures';
import { allRoutes } from './site';

const { counts } = proofPropsOf({ proof, products, services, jobs, site }, new Date());
const names = offerNamesOf({ products, services });
const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

/** The `<section>` holding a heading. */
const sectionOf = (headingLocator: Locator) => headingLocator.locator('xpath=ancestor::section[1]');

/** The main element's children as their first heading's text, or "(empty)" for one with no text at all. */
const mainParts = (page: Page) =>
  page
    .getByRole('main')
    .evaluate((main) =>
      [...main.children]
        .filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'NOSCRIPT')
        .map((child) => (child.textContent?.trim() ? (child.querySelector('h1, h2')?.textContent ?? '') : '(empty)')),
    );

test('the home page shows the case studies and key figures after the services, and no empty testimonial or logo section', async ({
  page,
}) => {
  await openPage(page, '/');
  const parts = await mainParts(page);
  // Right after the services, nothing empty between them; the about section later (a new section may come first).
  const at = parts.indexOf(services.heading);
  expect(parts.slice(at, at + 3)).toEqual([services.heading, proof.caseStudies.heading, proof.figures.heading]);
  expect(parts.indexOf(about.heading)).toBeGreaterThan(at + 2);
  expect(parts).not.toContain('(empty)');

  // Each study is an item of one list (the pages' articles are the spec's blocks and cards).
  const studies = sectionOf(heading(page, proof.caseStudies.heading)).locator('> div > ul > li');
  await expect(studies).toHaveCount(proof.caseStudies.studies.length);
  for (const [i, study] of proof.caseStudies.studies.entries()) {
    const card = studies.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(study.title);
    await expect(card.getByText(study.client, { exact: true })).toBeVisible();
    await expect(
      card.getByText(`${proof.caseStudies.usesLabel} ${study.uses.map((slug) => names[slug]).join(', ')}`),
    ).toBeVisible();
    for (const result of study.results) {
      await expect(card.getByText(result.figure, { exact: true })).toBeVisible();
      await expect(card.getByText(result.measured, { exact: false })).toBeVisible();
      await expect(card.locator(`time[datetime="${result.measuredOn}"]`)).toBeVisible();
    }
  }

  const figures = sectionOf(heading(page, proof.figures.heading)).locator('> div > ul > li');
  await expect(figures).toHaveCount(proof.figures.figures.length);
  for (const [i, figure] of proof.figures.figures.entries()) {
    // Counted from the content the site is built from, never typed: "{productTotal}" is the number of products.
    await expect(figures.nth(i).getByText(figureValue(figure.value, counts), { exact: true })).toBeVisible();
    await expect(figures.nth(i).getByText(figure.label, { exact: true })).toBeVisible();
  }

  // Each figure says where it comes from and when: its own line, or the one line the row's figures share.
  const band = sectionOf(heading(page, proof.figures.heading));
  for (const figure of proof.figures.figures) {
    const source = band.getByText(figure.source ?? proof.figures.countedSource, { exact: false });
    await expect(source.first()).toBeVisible();
    await expect(source.first().locator('time')).toBeVisible();
  }

  // Testimonials and client logos show only when the content has some (they ship empty): never an empty heading.
  // Filled in, they are walked by e2e/edit-to-live.spec.ts.
  const shownIfAny = (items: unknown[]) => (items.length ? 1 : 0);
  await expect(page.getByRole('heading', { name: proof.testimonials.heading })).toHaveCount(
    shownIfAny(proof.testimonials.testimonials),
  );
  await expect(page.getByRole('heading', { name: proof.logos.heading })).toHaveCount(shownIfAny(proof.logos.clients));
});

test('the home page keeps the spec’s named sections: no proof section is a landmark', async ({ page }) => {
  await openPage(page, '/');
  await expect(
    page.getByRole('main').getByRole('region', { name: proof.caseStudies.heading, exact: true }),
  ).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('region', { name: proof.figures.heading, exact: true })).toHaveCount(0);
});

// Every service page, and one product page built with a case study and one without (the template is the same).
const [studied, unstudied] = [true, false].map((hasStudy) =>
  products.products.find(
    (product) => proof.caseStudies.studies.some((study) => study.uses.includes(product.slug)) === hasStudy,
  ),
);
const offerPages = [
  ...services.services.map(({ slug, heading: name }) => ({ path: href(serviceDetailPath(slug)), slug, name })),
  ...[studied, unstudied]
    .filter((product) => product !== undefined)
    .map(({ slug, title: name }) => ({ path: href(productPagePath(slug)), slug, name })),
];
for (const { path, slug, name } of offerPages) {
  const built = proof.caseStudies.studies.filter((study) => study.uses.includes(slug));
  test(`${path}: ${built.length ? `the ${built.length} case studies built with ${name}` : 'no case study section, and no empty band'}`, async ({
    page,
  }) => {
    await openPage(page, path);
    const studies = heading(page, proof.caseStudies.heading);
    if (built.length) {
      await expect(sectionOf(studies).getByRole('heading', { level: 3 })).toHaveText(built.map((study) => study.title));
    } else await expect(studies).toHaveCount(0);
    // Figures about the whole company stay on the home page.
    expect(proof.figures.figures.filter((figure) => figure.about?.includes(slug))).toEqual([]);
    await expect(heading(page, proof.figures.heading)).toHaveCount(0);
    expect(await mainParts(page)).not.toContain('(empty)');
  });
}

test('the product details page shows the case studies built with the products', async ({ page }) => {
  const productSlugs = products.products.map((product) => product.slug);
  const built = proof.caseStudies.studies.filter((study) => study.uses.some((slug) => productSlugs.includes(slug)));
  await openPage(page, href(pages.productDetail.path));
  await expect(sectionOf(heading(page, proof.caseStudies.heading)).getByRole('heading', { level: 3 })).toHaveText(
    built.map((study) => study.title),
  );
  // The page's articles stay the product blocks alone.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(products.products.length);
});

test('no page gives search engines a review, a rating or stars', async ({ request }) => {
  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(data.length, `${route} has its JSON-LD`).toBeGreaterThan(0);
    for (const json of data)
      expect(json, route).not.toMatch(/"(Review|AggregateRating|Rating)"|"(review|aggregateRating|reviewRating)"\s*:/);
    expect(html, route).not.toMatch(/[★☆]/);
  }
});

test('the key figures are a compact band: at most a third of a 360 x 740 phone screen, each figure in one row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/');
  const band = sectionOf(heading(page, proof.figures.heading));
  const { height } = (await band.boundingBox())!;
  expect(height, 'the band, heading and source line included').toBeLessThanOrEqual(740 / 3);
  const tops = await band
    .locator('> div > ul > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size, 'the figures side by side').toBe(1);
});
