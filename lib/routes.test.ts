import { loadContent } from './content';
import {
  href,
  itemPagesUnder,
  jobPath,
  jobServedPaths,
  menu,
  NO_OPEN_JOB_SLUG,
  pageServedPaths,
  productPageServedPaths,
  servedPaths,
  serviceDetailPath,
  servicePageServedPaths,
  trail,
} from './routes';
import { normaliseBasePath } from './routes/paths';

const { pages, jobs, services, products, navigation } = loadContent();
const servicesWithPages = services.services.filter((service) => service.page);

describe('href', () => {
  it('gives a page the trailing slash the exported site serves it under', () => {
    expect(href('/')).toBe('/');
    expect(href('/about')).toBe('/about/');
    expect(href('/career/web-development/')).toBe('/career/web-development/');
  });

  it('keeps a section anchor after the slash, so a link still lands on its section', () => {
    expect(href('/career#career')).toBe('/career/#career');
    expect(href('/#about')).toBe('/#about');
  });
});

describe('the served pages the sitemap, the e2e tests and the bench walk', () => {
  it('are every page of the content, every job, service page and product page, each as the export serves it', () => {
    const pagePaths = Object.values(pages).map((page) => href(page.path));
    const jobPaths = jobs.jobs.map((job) => `${href(pages.career.path)}${job.slug}/`);
    const servicePaths = servicesWithPages.map((service) => `${href(pages.services.path)}${service.slug}/`);
    // In a folder of their own, /products: /product is the specification's carousel page.
    const productPaths = products.products.map((product) => `/products/${product.slug}/`);
    expect([...pageServedPaths].sort()).toEqual([...pagePaths].sort());
    expect(jobServedPaths).toEqual(jobPaths);
    expect(servicePageServedPaths).toEqual(servicePaths);
    expect(productPageServedPaths).toEqual(productPaths);
    expect([...servedPaths].sort()).toEqual([...pagePaths, ...jobPaths, ...servicePaths, ...productPaths].sort());
  });

  it("put each product page under the product page in breadcrumbs, named by the product's name", () => {
    for (const { slug, title } of products.products) {
      const steps = trail(`/products/${slug}`);
      expect(steps.map((step) => step.path)).toEqual([pages.home.path, pages.product.path, `/products/${slug}`]);
      expect(steps.at(-1)?.name).toBe(title);
    }
  });
});

describe('itemPagesUnder', () => {
  it('gives the pages made per content item under a page, in content order, and none of the registry', () => {
    expect(itemPagesUnder(pages.services.path).map((route) => route.path)).toEqual(
      servicesWithPages.map((service) => `${pages.services.path}/${service.slug}`),
    );
    expect(itemPagesUnder(pages.career.path).map((route) => route.name)).toEqual(
      jobs.jobs.map((job) => job.postingTitle),
    );
    // /servicedetail sits under /services in breadcrumbs, but it is a page of the registry, not an item's.
    expect(itemPagesUnder(pages.services.path).map((route) => route.path)).not.toContain(pages.serviceDetail.path);
    expect(itemPagesUnder(pages.home.path)).toEqual([]);
  });
});

describe('menu', () => {
  it("is the content's menu at the served addresses, each dropdown's own items first, then the pages under it", () => {
    expect(menu.map((item) => [item.label, item.href])).toEqual(
      navigation.map((item) => [item.label, href(item.href)]),
    );
    const service = menu.find((item) => item.href === href(pages.services.path))!;
    expect(service.children).toEqual([
      ...navigation
        .find((item) => item.href === pages.services.path)!
        .children!.map((child) => ({
          label: child.label,
          href: href(child.href),
        })),
      ...servicesWithPages.map((service) => ({
        label: service.heading,
        href: href(`${pages.services.path}/${service.slug}`),
      })),
    ]);
  });

  it('gives no dropdown to an item without one: jobs stay off the Career link', () => {
    const career = menu.find((item) => item.href.startsWith(href(pages.career.path)))!;
    expect(career.children).toBeUndefined();
  });
});

describe('where each service card leads', () => {
  it("is the service's own page, or the service detail page for the service its blocks explain", () => {
    for (const service of services.services)
      expect(serviceDetailPath(service.slug)).toBe(
        service.slug === services.detail.service ? services.knowMore.href : `${pages.services.path}/${service.slug}`,
      );
    expect(
      services.services.filter((service) => serviceDetailPath(service.slug) === services.knowMore.href),
    ).toHaveLength(1);
  });
});

describe('trail', () => {
  it('leads from home down to a job page, and is empty for a path that is no page', () => {
    const job = jobs.jobs[0];
    expect(trail(`${pages.career.path}/${job.slug}`).map((step) => step.path)).toEqual([
      pages.home.path,
      pages.career.path,
      `${pages.career.path}/${job.slug}`,
    ]);
    expect(trail(pages.home.path).map((step) => step.path)).toEqual([pages.home.path]);
    expect(trail('/no-such-page')).toEqual([]);
    const service = servicesWithPages[0];
    expect(trail(`${pages.services.path}/${service.slug}`).map((step) => step.name)).toEqual([
      pages.home.name,
      pages.services.name,
      service.heading,
    ]);
  });
});

describe('the page the job route is built for while no job is open', () => {
  it('has a slug of its own, a plain path segment no job has, and is no page of the site', () => {
    expect(NO_OPEN_JOB_SLUG).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(jobs.jobs.map((job) => job.slug)).not.toContain(NO_OPEN_JOB_SLUG);
    expect(servedPaths).not.toContain(href(jobPath(NO_OPEN_JOB_SLUG)));
  });
});

test('a BASE_PATH refused says what to write instead, and how to serve the site at the domain root', () => {
  expect(() => normaliseBasePath('/a//b')).toThrow(/write names of .+, or leave BASE_PATH empty/);
});
