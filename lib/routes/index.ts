/**
 * The one owner of the site's URLs: the list of its pages (lib/routes/registry.ts filled from the checked content,
 * so a new job or service page cannot be forgotten), their hrefs, the deploy's base path and absolute URLs. The
 * sitemap, breadcrumbs, JSON-LD, metadata, the e2e tests and the bench all ask here.
 */
import { loadContent } from '../content';
import { basePath, href, itemPagesOf, itemPath, menuOf, type Route, routesOf, siteUrlSetting } from './paths';
import { itemFolderOf, type PageKey, pageKeys } from './registry';

export { assetPath, basePath, href, NO_OPEN_JOB_SLUG } from './paths';

const { site, pages, jobs, services, products, navigation } = loadContent();

/** A job's own page, e.g. "/career/web-development". */
export const jobPath = (slug: string) => itemPath(pages.career.path, slug);

/** A service's own page, e.g. "/services/whatsapp-api". */
export const servicePagePath = (slug: string) => itemPath(pages.services.path, slug);

/** A product's own page, e.g. "/products/crm". */
export const productPagePath = (slug: string) => itemPath(itemFolderOf('productPages'), slug);

/**
 * Every service's own page with its card's slug, in the order of the cards: each service but the one the detail
 * blocks of content/services.yaml explain (the content check makes sure of that).
 */
export const servicePages = services.services.flatMap(({ slug, page }) => (page ? [{ slug, ...page }] : []));

/** The service card a service page explains. */
export const serviceOfPage = (slug: string) => services.services.find((service) => service.slug === slug);

/**
 * Where a service card's "Know More" leads: the service detail page (content/services.yaml's `knowMore.href`) for the
 * service it explains, Bulk SMS; every other service's own page.
 */
export const serviceDetailPath = (slug: string) =>
  slug === services.detail.service ? services.knowMore.href : servicePagePath(slug);

export const routes = routesOf({ pages, jobs, services, products });

/**
 * The pages made one per content item (`itemRoutes` of lib/routes/registry.ts) that sit under the page at `path`, in
 * content order: "/services" gives every service page.
 */
export const itemPagesUnder = itemPagesOf(routes, pages);

/** The main menu as the header shows it (menuOf), a page added to the content joining it by itself. */
export const menu = menuOf(navigation, itemPagesUnder);

/** Every page as the export serves it, e.g. "/", "/about/", "/career/web-development/". */
export const servedPaths = routes.map((route) => href(route.path));

/** The pages of lib/routes/registry.ts as served ("/", "/about/", ...), without the pages made per job or service. */
export const pageServedPaths = pageKeys.map((key) => href(pages[key].path));

/** The served address of each page of the registry, by its key: `pageServedPath.contact` is "/contact/". */
export const pageServedPath = Object.fromEntries(pageKeys.map((key) => [key, href(pages[key].path)])) as Record<
  PageKey,
  string
>;

/** Every job's own page as served, e.g. "/career/web-development/". */
export const jobServedPaths = jobs.jobs.map((job) => href(jobPath(job.slug)));

/** Every service page as served, e.g. "/services/whatsapp-api/". */
export const servicePageServedPaths = servicePages.map((page) => href(servicePagePath(page.slug)));

/** Every product's own page as served, e.g. "/products/crm/". */
export const productPageServedPaths = products.products.map((product) => href(productPagePath(product.slug)));

/** Home first, then each parent down to the page itself. */
export function trail(path: string | undefined): Route[] {
  const route = routes.find((r) => r.path === path);
  return route ? [...trail(route.parent), route] : [];
}

/** Where the site is live: the deploy's SITE_URL if it names one, else the company's address from content. */
export const siteUrl = siteUrlSetting ?? site.url;

/** An absolute URL on the live site for a page path ("/about") or an asset address that already carries the base path. */
export function absoluteUrl(path: string, { isAsset = false } = {}): string {
  return `${siteUrl}${isAsset ? path : `${basePath}${href(path)}`}`;
}
