/**
 * The one owner of the site's URLs: the list of its pages (from the checked content, so a new page cannot be
 * forgotten), their hrefs, the deploy's base path and absolute URLs. The sitemap, breadcrumbs, JSON-LD, metadata,
 * the e2e tests and the bench all ask here.
 */
import { loadContent } from '../content';
import { basePath, href, jobPath as jobPathUnder, type Route, routeList, siteUrlSetting } from './paths';

export { assetPath, basePath, href } from './paths';

const { site, pages, jobs } = loadContent();

/** A job's own page, e.g. "/career/web-development". */
export const jobPath = (slug: string) => jobPathUnder(pages.career.path, slug);

export const routes = routeList({ pages, jobs: jobs.jobs });

/** Every page as the export serves it, e.g. "/", "/about/", "/career/web-development/". */
export const servedPaths = routes.map((route) => href(route.path));

/** The pages of the specification, as served ("/", "/about/", ...), without the job pages. */
export const pageServedPaths = Object.values(pages).map((page) => href(page.path));

/** Every job's own page as served, e.g. "/career/web-development/". */
export const jobServedPaths = jobs.jobs.map((job) => href(jobPath(job.slug)));

/** Home first, then each parent down to the page itself. */
export function trail(path: string): Route[] {
  const route = routes.find((r) => r.path === path);
  if (!route) return [];
  return route.parent === undefined ? [route] : [...trail(route.parent), route];
}

/** Where the site is live: the deploy's SITE_URL if it names one, else the company's address from content. */
export const siteUrl = siteUrlSetting ?? site.url;

/** An absolute URL on the live site for a page path ("/about") or an asset address that already carries the base path. */
export function absoluteUrl(path: string, { isAsset = false } = {}): string {
  return `${siteUrl}${isAsset ? path : `${basePath}${href(path)}`}`;
}
