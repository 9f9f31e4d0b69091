/**
 * The site's addresses worked out from plain values, with nothing loaded: the deploy's base path (read once from
 * BASE_PATH), page hrefs, and the route list of a given set of pages and jobs. next.config.ts, the scripts and the
 * content check use this file directly; everything else asks lib/routes, which adds the checked content.
 */

import type { PageKey } from '../content/schema';
import { httpsUrlSetting, SettingError } from '../url-settings';

/** "/site/", "site" or " /site " -> "/site"; "" or "/" -> "" (served at the domain's root). */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  // "/a/../b", "/a//b" or "/./a" would be served under one address and linked under another; any character
  // beyond these could end the HTML, XML or script the base path is written into.
  const segments = withSlash.slice(1).split('/');
  if (segments.some((segment) => !/^[A-Za-z0-9._~-]+$/.test(segment) || segment === '.' || segment === '..'))
    throw new SettingError(
      `BASE_PATH "${value}" is not a plain sub-path like /site: write names of letters, digits, -, _, . and ~ ` +
        'between slashes (no "." or ".." alone, no //), or leave BASE_PATH empty to serve the site at the domain root.',
    );
  return withSlash;
}

/**
 * The sub-path the site is deployed under ("" at a domain root), from BASE_PATH at build time. Only build-time
 * code reads it (pages are rendered during the export), so no client bundle needs it.
 */
export const basePath = normaliseBasePath(process.env.BASE_PATH ?? '');

/**
 * The site's own address when the deploy names one (SITE_URL, e.g. https://owner.github.io for a GitHub Pages
 * project page), else undefined and content/site.ts's `url` stands. Parsed by lib/url-settings.ts: an https host
 * alone, normalised (punycode, no trailing slash), so the sitemap, robots.txt and canonicals carry no raw value.
 */
export const siteUrlSetting = httpsUrlSetting('SITE_URL');

/** A file from public/ as the browser must request it, e.g. "/images/logo.svg" -> "/site/images/logo.svg". */
export const assetPath = (src: string) => `${basePath}${src}`;

/** A content path such as "/about" or "/career#career" as the exported site serves it: "/about/", "/career/#career". */
export function href(path: string): string {
  const [page, anchor] = path.split('#');
  const withSlash = page.endsWith('/') ? page : `${page}/`;
  return anchor ? `${withSlash}#${anchor}` : withSlash;
}

export type Route = { path: string; name: string; parent?: string };

/** Just the parts of content/pages.ts and content/jobs.ts the addresses are made of. */
export type RouteSource = {
  pages: Record<PageKey, { path: string; name: string }>;
  jobs: readonly { slug: string; title: string }[];
};

/** A job's own page, under the career page: "/career/web-development". */
export const jobPath = (careerPath: string, slug: string) => `${careerPath}/${slug}`;

/** Every page, then every job's page, each with the page it sits under in breadcrumbs. */
export function routeList({ pages, jobs }: RouteSource): Route[] {
  // Detail pages sit under their overview page; every other page under home.
  const parentOf = (path: string) => {
    if (path === pages.serviceDetail.path) return pages.services.path;
    if (path === pages.productDetail.path) return pages.product.path;
    return pages.home.path;
  };
  return [
    ...Object.values(pages).map(({ path, name }) => ({
      path,
      name,
      parent: path === pages.home.path ? undefined : parentOf(path),
    })),
    ...jobs.map((job) => ({ path: jobPath(pages.career.path, job.slug), name: job.title, parent: pages.career.path })),
  ];
}
