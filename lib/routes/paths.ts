/**
 * The site's addresses worked out from plain values, with nothing loaded: the deploy's base path (read once from
 * BASE_PATH), page hrefs, and the route list (lib/routes/registry.ts) of a given set of pages and items.
 * next.config.ts, the scripts and the content check use this file directly; everything else asks lib/routes,
 * which adds the checked content.
 */

import { httpsUrlSetting, SettingError } from '../url-settings';
import { type ItemRouteKey, itemFolderOf, itemRoutes, type PageKey, pageKeys, pageRoutes, parentOf } from './registry';

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
 * project page), else undefined and content/site.yaml's `url` stands. Parsed by lib/url-settings.ts: an https host
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

/** Just the parts of the content the addresses are made of: the pages, and the items that have a page each. */
export type RouteSource = {
  pages: Record<PageKey, { path: string; name: string }>;
  items: Record<ItemRouteKey, readonly { slug: string; name: string }[]>;
};

/** An item's own page, under its parent page: "/career/web-development", "/services/whatsapp-api". */
export const itemPath = (parentPath: string, slug: string) => `${parentPath}/${slug}`;

/** A job's own page, under the career page: "/career/web-development". */
export const jobPath = itemPath;

/**
 * The one slug the job route is built for while no job is open. Next's `output: 'export'` refuses a dynamic route
 * whose generateStaticParams gives no params at all, which stopped the build once the last job closed. Its page is
 * the 404 page (noindex), and it is in no route list, so no link, sitemap entry or JSON-LD names it.
 */
export const NO_OPEN_JOB_SLUG = 'no-open-jobs';

/** Every page in the registry's order, then every item's page, each with the page above it in breadcrumbs. */
export function routeList({ pages, items }: RouteSource): Route[] {
  const parentPath = (key: PageKey) => {
    const parent = parentOf(key);
    return parent && pages[parent].path;
  };
  return [
    ...pageKeys.map((key) => ({ path: pages[key].path, name: pages[key].name, parent: parentPath(key) })),
    ...(Object.keys(itemRoutes) as ItemRouteKey[]).flatMap((kind) => {
      const parent = pages[itemRoutes[kind].parent].path;
      // A kind with a folder of its own (/products) keeps it; the others sit at their parent's address.
      const folder = itemFolderOf(kind) === pageRoutes[itemRoutes[kind].parent].route ? parent : itemFolderOf(kind);
      return items[kind].map((item) => ({ path: itemPath(folder, item.slug), name: item.name, parent }));
    }),
  ];
}

/** The parts of the content the site's pages are made from: the pages, and every item that has a page of its own. */
export type RoutedContent = {
  pages: RouteSource['pages'];
  jobs: { jobs: readonly { slug: string; postingTitle: string }[] };
  services: { services: readonly { slug: string; heading: string; page?: unknown }[] };
  products: { products: readonly { slug: string; title: string }[] };
};

/** Every page the content makes (routeList): a job's page named by its role, a service's or product's by its card. */
export function routesOf({ pages, jobs, services, products }: RoutedContent): Route[] {
  return routeList({
    pages,
    items: {
      // A job page is named by its role, as its h1 and JobPosting are ("Web Developer").
      jobs: jobs.jobs.map((job) => ({ slug: job.slug, name: job.postingTitle })),
      // Every service with a page of its own (all but the one /servicedetail/ explains).
      servicePages: services.services.flatMap(({ slug, heading, page }) => (page ? [{ slug, name: heading }] : [])),
      // Every product has a page of its own.
      productPages: products.products.map(({ slug, title }) => ({ slug, name: title })),
    },
  });
}

/**
 * The pages made one per content item (`itemRoutes` of lib/routes/registry.ts) that sit under the page at a path, in
 * content order: "/services" gives every service page.
 */
export function itemPagesOf(routes: Route[], pages: RouteSource['pages']): (path: string) => Route[] {
  const pagePaths = new Set(pageKeys.map((key) => pages[key].path));
  return (path) => routes.filter((route) => route.parent === path && !pagePaths.has(route.path));
}

type NavigationItem = { label: string; href: string; children?: readonly { label: string; href: string }[] };

/**
 * The main menu as the header shows it, at the addresses the export serves: content/navigation.yaml, each dropdown's own
 * items first, then every page made per content item under its page (each service page, each product page), so a
 * page added to the content joins the menu by itself.
 */
export function menuOf(navigation: readonly NavigationItem[], itemPagesUnder: (path: string) => Route[]) {
  return navigation.map((item) => ({
    label: item.label,
    href: href(item.href),
    children: item.children && [
      ...item.children.map((child) => ({ label: child.label, href: href(child.href) })),
      ...itemPagesUnder(item.href.split('#')[0]).map((page) => ({ label: page.name, href: href(page.path) })),
    ],
  }));
}
