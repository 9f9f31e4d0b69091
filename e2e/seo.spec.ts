import type { APIRequestContext, Page } from '@playwright/test';
import { jobPageTitle, TITLE_MAX } from '../lib/content/published';
import { drawnPicturePaths } from '../lib/drawn-pictures';
import { lastModifiedOf } from '../lib/last-modified';
import { href, jobPath, productPagePath, routes, serviceDetailPath, servicePagePath } from '../lib/routes';
import type { PageKey } from '../lib/routes/registry';
import { organizationJsonLd } from '../lib/structured-data';
import {
  about,
  chrome,
  contact,
  dialledPhone,
  home,
  jobs,
  pages,
  privacy,
  productPages,
  products,
  servicePages,
  services,
  site,
} from './content';
import { expect, test } from './fixtures';
import { allRoutes, jobRoutes, specRoutes, templateRoutes } from './site';
import { tamilRoutes } from './tamil';

// What a search-engine crawler gets from the served export: the HTML alone, without running any JavaScript.

/** The live address of a route, e.g. "/about/" -> "https://www.anvayatech.in/about/". */
const canonicalOf = (route: string) => `${site.url}${route}`;
const homeUrl = canonicalOf('/');

type Job = (typeof jobs.jobs)[number];
const jobOfRoute = (route: string): Job | undefined => jobs.jobs.find((job) => href(jobPath(job.slug)) === route);
/** Each service page as a page entry: its address, its name in breadcrumbs (its service's) and its search texts. */
const servicePageEntries = servicePages.map((page) => ({
  path: servicePagePath(page.slug),
  name: services.services.find((service) => service.slug === page.slug)!.heading,
  title: page.title,
  description: page.description,
}));
/** Each product page likewise: its name in breadcrumbs is its product's, and it has a share image of its own. */
const productPageEntries = products.products.map(({ slug, title, page }) => ({
  path: productPagePath(slug),
  name: title,
  title: page.title,
  description: page.description,
  shareImage: drawnPicturePaths.productShareImage(slug),
}));
const pageOfRoute = (route: string) =>
  [...Object.values(pages), ...servicePageEntries, ...productPageEntries].find((page) => href(page.path) === route);

// ---------------------------------------------------------------------------------------------------------
// Every word of every page in the HTML

const sections = {
  hero: [home.hero.headline, home.hero.intro, home.hero.primary.label, home.hero.secondary.label],
  services: [services.heading, services.intro, ...services.services.flatMap((s) => [s.heading, s.details])],
  about: [
    about.eyebrow,
    about.heading,
    ...about.paragraphs,
    about.whyChooseUs.heading,
    ...about.whyChooseUs.points.flatMap((point) => [point.title, point.text]),
  ],
  career: [jobs.heading, jobs.intro, ...jobs.jobs.flatMap((job) => [job.title, job.details, jobs.applyLabel])],
  // Every carousel item, not only the one shown first.
  carousel: [products.heading, products.intro, ...products.products.flatMap((p) => [p.title, p.summary])],
  contact: [contact.heading, contact.intro, contact.callLabel, contact.emailLabel],
  serviceDetail: [
    services.detail.heading,
    services.detail.intro,
    ...services.detail.blocks.flatMap((block) => [block.heading, block.text]),
  ],
  // Every Read More bullet, though the toggle starts closed.
  productDetail: [
    products.banner.heading,
    products.banner.text,
    ...products.products.flatMap((p) => [p.title, p.description, ...p.features]),
  ],
};

const textsOfPage = {
  home: [
    ...sections.hero,
    ...sections.services,
    ...sections.about,
    ...sections.career,
    ...sections.carousel,
    ...sections.contact,
  ],
  about: [...sections.about, ...sections.career],
  services: [...sections.services, ...sections.about],
  serviceDetail: sections.serviceDetail,
  product: [...sections.carousel, ...sections.contact],
  productDetail: sections.productDetail,
  career: [...sections.career, ...sections.carousel],
  contact: sections.contact,
  privacy: [privacy.heading, privacy.intro, ...privacy.sections.flatMap((part) => [part.heading, ...part.paragraphs])],
} satisfies Partial<Record<PageKey, string[]>>;

/** A page's own texts; a new page not listed above is held to its title until it is. */
const pageTexts = (key: PageKey): string[] =>
  (textsOfPage as Partial<Record<PageKey, string[]>>)[key] ?? [pages[key].title];

const footerTexts = [
  site.address.street,
  site.address.postalCode,
  site.phone,
  site.email,
  ...site.openingHours.map((line) => `${line.days} ${line.hours}`),
  chrome.footer.privacy,
];

function expectedTexts(route: string): string[] {
  const job = jobOfRoute(route);
  const servicePage = servicePages.find((page) => href(servicePagePath(page.slug)) === route);
  const product = products.products.find((item) => href(productPagePath(item.slug)) === route);
  const own = servicePage
    ? [servicePage.heading, servicePage.intro, ...servicePage.blocks.flatMap((block) => [block.heading, block.text])]
    : product
      ? [
          product.page.heading,
          product.page.intro,
          ...Object.values(productPages.labels),
          ...product.page.audience,
          product.description,
          ...product.features,
          ...product.page.screens.flatMap((screen) => [screen.heading, screen.text]),
          ...product.page.integrations.flatMap((integration) => [integration.name, integration.text]),
          ...product.page.data,
          ...product.page.pricing,
        ]
      : job
        ? [
            job.title,
            job.postingTitle,
            job.details,
            job.summary,
            ...job.responsibilities,
            ...job.requirements,
            jobs.location.workplace,
            jobs.applyLabel,
          ]
        : pageTexts((Object.keys(pages) as PageKey[]).find((key) => href(pages[key].path) === route)!);
  return [...own, ...footerTexts];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** The text a crawler reads in the markup: scripts (the framework's data copy, JSON-LD) and styles do not count. */
function markupText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ');
}

async function fetchHtml(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect(response.status(), `${route} status`).toBe(200);
  return response.text();
}

test('every page carries its full text in the HTML, every carousel item and Read More bullet included', async ({
  request,
}) => {
  for (const route of allRoutes) {
    const text = markupText(await fetchHtml(request, route));
    const missing = expectedTexts(route).filter((expected) => !text.includes(expected.replace(/\s+/g, ' ')));
    expect(missing, `texts missing from the HTML of ${route}`).toEqual([]);
  }
});

// ---------------------------------------------------------------------------------------------------------
// Sitemap and robots.txt

test('sitemap.xml lists exactly every route at its canonical URL, and each of them is served', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Every English page, and its Tamil twin where it has one (the preview publishes the Tamil pages).
  expect([...locations].sort()).toEqual([...allRoutes, ...tamilRoutes].map(canonicalOf).sort());
  for (const location of locations) {
    expect((await request.get(new URL(location).pathname)).status(), `${location} is served`).toBe(200);
  }

  // Each page's last change is the date of the last commit to the files it is built from, not the build's time.
  const lastmods = Object.fromEntries(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => [match[1], match[2]]),
  );
  for (const path of [...routes.map((route) => route.path), ...tamilRoutes]) {
    const expected = lastModifiedOf(path);
    expect(expected, `git knows when ${path} changed`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lastmods[canonicalOf(href(path))], `lastmod of ${path}`).toBe(expected);
  }
});

test('robots.txt lets every crawler in but for the content editor, and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines).toEqual(['User-Agent: *', 'Allow: /', 'Disallow: /admin/', `Sitemap: ${site.url}/sitemap.xml`]);
});

// ---------------------------------------------------------------------------------------------------------
// Structured data

type Node = Record<string, unknown> & { '@type': string | string[] };

async function jsonLdOf(request: APIRequestContext, route: string): Promise<Node[]> {
  const html = await fetchHtml(request, route);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
  return blocks.map((block, index) => {
    try {
      return JSON.parse(block) as Node;
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} of ${route} is not JSON: ${String(error)}\n${block}`);
    }
  });
}

const isType = (node: Node, type: string) => ([] as string[]).concat(node['@type']).includes(type);
const nodesOf = (nodes: Node[], type: string) => nodes.filter((node) => isType(node, type));

const expectedAddress = {
  '@type': 'PostalAddress',
  streetAddress: `${site.address.street}, ${site.address.locality}`,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
};

test('every page names the company (Organization and LocalBusiness) and the website, with the footer hours', async ({
  request,
}) => {
  for (const route of allRoutes) {
    const nodes = await jsonLdOf(request, route);
    for (const node of nodes) expect(node['@context'], `@context of a block on ${route}`).toBe('https://schema.org');

    const [organization, ...others] = nodesOf(nodes, 'Organization');
    expect(others, `one Organization on ${route}`).toEqual([]);
    expect(organization['@type']).toEqual(['Organization', 'LocalBusiness']);
    expect(organization).toMatchObject({
      '@id': `${homeUrl}#organization`,
      name: site.name,
      url: homeUrl,
      logo: canonicalOf(drawnPicturePaths.searchEngineLogo),
      telephone: dialledPhone,
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
      priceRange: site.priceRange,
      contactPoint: { '@type': 'ContactPoint', telephone: dialledPhone, email: site.email },
      email: site.email,
      address: expectedAddress,
      // The footer's hours, as lib/spec-conformance.test.ts holds them to the spec.
      openingHoursSpecification: organizationJsonLd().openingHoursSpecification,
    });
    expect(organization.image).toBe(canonicalOf(drawnPicturePaths.socialImage));
    if (site.profiles.length) expect(organization.sameAs).toEqual(site.profiles);
    else expect(organization).not.toHaveProperty('sameAs');

    const websites = nodesOf(nodes, 'WebSite');
    expect(websites, `one WebSite on ${route}`).toHaveLength(1);
    expect(websites[0]).toMatchObject({
      url: homeUrl,
      name: site.name,
      publisher: { '@id': `${homeUrl}#organization` },
    });
  }
});

test('every page but home has a BreadcrumbList from home down to itself', async ({ request }) => {
  expect(nodesOf(await jsonLdOf(request, '/'), 'BreadcrumbList'), 'breadcrumbs on home').toEqual([]);

  for (const route of allRoutes.filter((r) => r !== '/')) {
    const lists = nodesOf(await jsonLdOf(request, route), 'BreadcrumbList');
    expect(lists, `one BreadcrumbList on ${route}`).toHaveLength(1);
    const items = lists[0].itemListElement as { '@type': string; position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: pages.home.name, item: homeUrl });
    const last = items.at(-1)!;
    expect(last.item, `last breadcrumb of ${route}`).toBe(canonicalOf(route));
    expect(last.name).toBe(jobOfRoute(route)?.postingTitle ?? pageOfRoute(route)?.name);
    for (const item of items) expect(item.item.startsWith(homeUrl), `${item.item} is on the site`).toBe(true);
  }
});

test('each job has its JobPosting on its own page only, with the right experience and education', async ({
  request,
}) => {
  expect(jobRoutes.length, 'jobs to check').toBeGreaterThan(0);
  for (const route of specRoutes) {
    expect(nodesOf(await jsonLdOf(request, route), 'JobPosting'), `job postings on ${route}`).toEqual([]);
  }

  for (const job of jobs.jobs) {
    const route = href(jobPath(job.slug));
    const postings = nodesOf(await jsonLdOf(request, route), 'JobPosting');
    expect(postings, `one JobPosting on ${route}`).toHaveLength(1);
    const posting = postings[0];

    // Google's required properties...
    expect(posting).toMatchObject({
      // A job title, not the card heading.
      title: job.postingTitle,
      datePosted: job.datePosted,
      validThrough: `${job.validThrough}T23:59`,
      directApply: job.directApply,
      hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: homeUrl },
      jobLocation: { '@type': 'Place', address: expectedAddress },
      // ...and recommended ones.
      employmentType: job.employmentType,
      url: canonicalOf(route),
      identifier: { '@type': 'PropertyValue', value: job.slug },
    });
    if (job.salary)
      expect(posting.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.salary.min,
          maxValue: job.salary.max,
          unitText: job.salary.per,
        },
      });
    else expect(posting).not.toHaveProperty('baseSalary');

    // The description is the page's own text, as HTML.
    const description = String(posting.description);
    expect(description).toMatch(/^<p>/);
    for (const text of [job.details, job.summary, ...job.responsibilities, ...job.requirements]) {
      expect(description, `${route} description`).toContain(text);
    }

    expect(posting.educationRequirements).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'bachelor degree',
    });
    expect(posting.experienceInPlaceOfEducation).toBe(false);
    // Months of experience where the job asks for them; freshers with the degree otherwise.
    if (job.minimumExperienceMonths > 0)
      expect(posting.experienceRequirements).toEqual({
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: job.minimumExperienceMonths,
      });
    else expect(posting.experienceRequirements).toBe('no requirements');
  }
});

test('the services page describes each service as a Service offered by the company, at its details', async ({
  request,
}) => {
  const nodes = nodesOf(await jsonLdOf(request, href(pages.services.path)), 'Service');
  expect(nodes.map((node) => node.name)).toEqual(services.services.map((service) => service.heading));
  for (const [index, node] of nodes.entries()) {
    expect(node).toMatchObject({
      description: services.services[index].details,
      provider: { '@id': `${homeUrl}#organization` },
      url: canonicalOf(href(serviceDetailPath(services.services[index].slug))),
    });
  }
});

test('each service page describes its own service, the same node as on the services page', async ({ request }) => {
  expect(servicePages.length).toBeGreaterThan(0);
  for (const page of servicePages) {
    const route = href(servicePagePath(page.slug));
    const nodes = nodesOf(await jsonLdOf(request, route), 'Service');
    const service = services.services.find((card) => card.slug === page.slug)!;
    expect(nodes, `Service on ${route}`).toHaveLength(1);
    expect(nodes[0]).toMatchObject({
      '@id': `${canonicalOf(href(pages.services.path))}#${page.slug}`,
      name: service.heading,
      url: canonicalOf(route),
      provider: { '@id': `${homeUrl}#organization` },
    });
  }
});

test('the product pages describe each product as a SoftwareApplication, with no invented prices or ratings', async ({
  request,
}) => {
  for (const route of [href(pages.product.path), href(pages.productDetail.path)]) {
    const nodes = nodesOf(await jsonLdOf(request, route), 'SoftwareApplication');
    expect(
      nodes.map((node) => node.name),
      `products on ${route}`,
    ).toEqual(products.products.map((p) => p.title));
    for (const [index, node] of nodes.entries()) {
      const product = products.products[index];
      expect(node).toMatchObject({
        applicationCategory: product.category,
        operatingSystem: product.operatingSystem,
        description: product.description,
        // Each product's node is the one its own page describes.
        '@id': `${canonicalOf(href(productPagePath(product.slug)))}#software`,
        url: canonicalOf(href(productPagePath(product.slug))),
      });
      for (const invented of ['offers', 'aggregateRating', 'review']) expect(node).not.toHaveProperty(invented);
    }
  }
});

test('each product page describes its own product, the same node as the product pages, with no price or rating', async ({
  request,
}) => {
  for (const product of products.products) {
    const route = href(productPagePath(product.slug));
    const nodes = nodesOf(await jsonLdOf(request, route), 'SoftwareApplication');
    expect(nodes, `SoftwareApplication on ${route}`).toHaveLength(1);
    expect(nodes[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      '@id': `${canonicalOf(route)}#software`,
      url: canonicalOf(route),
      name: product.title,
      description: product.description,
      applicationCategory: product.category,
      operatingSystem: product.operatingSystem,
      featureList: product.features,
      image: canonicalOf(product.image.src),
      inLanguage: 'en-IN',
      publisher: { '@id': `${homeUrl}#organization` },
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// The head and the page structure, read as a browser without JavaScript reads them

test('no two routes share a title or a description', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of allRoutes) {
    const html = await fetchHtml(request, route);
    const title = markupText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = markupText(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    for (const [seen, value, what] of [
      [titles, title, 'title'],
      [descriptions, description, 'description'],
    ] as const) {
      expect(value, `${what} of ${route}`).not.toBe('');
      expect(seen.get(value), `${route} has the same ${what} as ${seen.get(value)}`).toBeUndefined();
      seen.set(value, route);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function head(page: Page) {
    return page.evaluate(() => {
      const meta = (key: string) =>
        document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
      const link = (rel: string) => document.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;
      return {
        title: document.title,
        description: meta('description'),
        canonical: link('canonical'),
        ogTitle: meta('og:title'),
        ogDescription: meta('og:description'),
        ogUrl: meta('og:url'),
        ogImage: meta('og:image'),
        ogImageWidth: meta('og:image:width'),
        ogImageHeight: meta('og:image:height'),
        twitterCard: meta('twitter:card'),
        twitterSite: meta('twitter:site'),
        twitterImage: meta('twitter:image'),
        themeColor: meta('theme-color'),
        icon: link('icon'),
        appleTouchIcon: link('apple-touch-icon'),
        lang: document.documentElement.lang,
        robots: meta('robots'),
      };
    });
  }

  // Every route: each page's head is written from its own content.
  test('every route has its own title, description and canonical URL, and complete social cards', async ({ page }) => {
    for (const route of allRoutes) {
      await test.step(route, async () => {
        await page.goto(route);
        const tags = await head(page);
        const job = jobOfRoute(route);
        const entry = pageOfRoute(route);
        const ownTitle = job ? jobPageTitle(job, jobs.pageTitle) : entry!.title;

        // Written for this page: the content's title inside the site-wide template, the content's description.
        expect(tags.title).toContain(ownTitle);
        expect(tags.title).toContain(site.name);
        expect(tags.title.length, `"${tags.title}" fits a search result`).toBeLessThanOrEqual(TITLE_MAX);
        if (entry) expect(tags.description).toBe(entry.description);
        else expect(tags.description).toMatch(new RegExp(`^${job!.details}\\. `));
        expect(tags.description!.length, 'description fits a search result').toBeLessThanOrEqual(160);
        expect(tags.description, 'description ends on a whole word').toMatch(/[.…]$/);

        expect(tags.canonical).toBe(canonicalOf(route));
        expect(tags.robots, 'no robots meta: the page may be indexed').toBeNull();
        // A product page shares a picture of its own; every other page the site's.
        const ownImage = productPageEntries.find((product) => product === entry)?.shareImage;
        const shareImage = canonicalOf(ownImage ?? drawnPicturePaths.socialImage);
        expect(tags).toMatchObject({
          ogUrl: canonicalOf(route),
          ogDescription: tags.description,
          ogImage: shareImage,
          ogImageWidth: '1200',
          ogImageHeight: '630',
          twitterCard: 'summary_large_image',
          twitterSite: `@${new URL(site.profiles.find((url) => new URL(url).hostname === 'x.com')!).pathname.slice(1)}`,
          twitterImage: shareImage,
          lang: 'en-IN',
        });
        expect(tags.ogTitle).toContain(ownTitle);
        expect(tags.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
        expect(tags.icon, 'icon link').toBeTruthy();
        expect(tags.appleTouchIcon, 'apple-touch-icon link').toBeTruthy();
      });
    }
  });

  test('a page of every template has one h1, headings without skipped levels, the four landmarks, alt text and descriptive links', async ({
    page,
  }) => {
    for (const route of templateRoutes) {
      await test.step(route, async () => {
        await page.goto(route);
        const levels = await page
          .locator('h1, h2, h3, h4, h5, h6')
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
        expect(
          levels.filter((level) => level === 1),
          'h1 elements',
        ).toHaveLength(1);
        expect(levels[0], 'first heading').toBe(1);
        const skips = levels.flatMap((level, i) =>
          i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} -> h${level}`] : [],
        );
        expect(skips, 'skipped heading levels').toEqual([]);

        await expect(page.getByRole('banner'), 'header').toHaveCount(1);
        await expect(page.getByRole('navigation', { name: chrome.menuLabel }), 'main navigation').toHaveCount(1);
        await expect(page.getByRole('main'), 'main').toHaveCount(1);
        await expect(page.getByRole('contentinfo'), 'footer').toHaveCount(1);

        // Decorative pictures sit inside aria-hidden containers; every other picture says what it shows.
        const unnamedPictures = await page
          .locator('img:not([aria-hidden="true"] img)')
          .evaluateAll((images) =>
            images.filter((img) => !img.getAttribute('alt')?.trim()).map((img) => img.getAttribute('src')),
          );
        expect(unnamedPictures, 'pictures without alt text').toEqual([]);

        // The spec's short labels are completed by visually hidden words, so no link or button is named by them alone.
        const generic =
          /^(get started|learn more|know more|read more|read less|apply now|view job details|click here|more|here)$/i;
        const names = await page
          .locator('a, button')
          .evaluateAll((elements) =>
            elements.map((element) =>
              (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
            ),
          );
        expect(
          names.filter((name) => generic.test(name)),
          'links and buttons named by a bare generic label',
        ).toEqual([]);
      });
    }
  });

  test('the favicon, apple-touch icon and 1200x630 social image are served as images', async ({ page, request }) => {
    await page.goto('/');
    const tags = await head(page);
    expect((await request.get(tags.icon!)).headers()['content-type']).toBe('image/svg+xml');
    expect((await request.get(tags.appleTouchIcon!)).headers()['content-type']).toBe('image/png');

    const image = await request.get(drawnPicturePaths.socialImage);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("the spec's short labels stay visible, completed by hidden words", async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: `${home.hero.primary.label} ${home.hero.primary.context}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${home.hero.secondary.label} ${home.hero.secondary.context}` }),
    ).toBeVisible();
    for (const service of services.services) {
      const link = page.getByRole('link', { name: `${services.knowMore.label} about ${service.heading}` });
      await expect(link).toBeVisible();
      await expect(link).toContainText(services.knowMore.label);
    }
  });
});
