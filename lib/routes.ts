/**
 * The one list of the site's pages: navigation links are checked against it, and the sitemap and
 * breadcrumbs are made from it, so a new page cannot be forgotten.
 */
import { jobs } from '@/content/jobs';
import { pages } from '@/content/pages';
import type { PageKey } from './content/schema';

export type Route = { path: string; name: string; parent?: string };

/** A content path such as "/about" or "/career#career" as the exported site serves it: "/about/", "/career/#career". */
export function href(path: string): string {
  const [page, anchor] = path.split('#');
  const withSlash = page.endsWith('/') ? page : `${page}/`;
  return anchor ? `${withSlash}#${anchor}` : withSlash;
}

export const jobPath = (slug: string) => `${pages.career.path}/${slug}`;

export const routes: readonly Route[] = [
  ...Object.values(pages).map(({ path, name }) => ({
    path,
    name,
    parent: path === '/' ? undefined : parentOf(path),
  })),
  ...jobs.jobs.map((job) => ({ path: jobPath(job.slug), name: job.title, parent: pages.career.path })),
];

function parentOf(path: string): string {
  // Detail pages sit under their overview page in breadcrumbs.
  if (path === pages.serviceDetail.path) return pages.services.path;
  if (path === pages.productDetail.path) return pages.product.path;
  return pages.home.path;
}

export const routePaths = routes.map((route) => route.path);

/** Home first, then each parent down to the page itself. */
export function trail(path: string): Route[] {
  const route = routes.find((r) => r.path === path);
  if (!route) return [];
  return route.parent === undefined ? [route] : [...trail(route.parent), route];
}

export const pagePath = (key: PageKey) => pages[key].path;
