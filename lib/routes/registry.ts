/**
 * The one list of the site's routes. Each page has its entry in content/pages.yaml under the same key, and is built
 * by the route file under app/(en)/ its address names ("/about" by app/(en)/about/page.tsx). Pages made one per content
 * item (a job, a service page) share one route file with a [slug] folder under their parent page.
 *
 * The content check holds content/pages.yaml and the files under app/ to this list; lib/routes builds the route
 * list the sitemap, breadcrumbs, JSON-LD, e2e tests and bench walk from it. Adding a page: an entry here, its
 * app/(en)/<route>/page.tsx and its entry in content/pages.yaml.
 */
import { languages } from '../content/languages';

/** Each page by its key in content/pages.yaml: its address and the page it sits under in breadcrumbs. */
export const pageRoutes = {
  home: { route: '/' },
  about: { route: '/about', parent: 'home' },
  services: { route: '/services', parent: 'home' },
  serviceDetail: { route: '/servicedetail', parent: 'services' },
  product: { route: '/product', parent: 'home' },
  productDetail: { route: '/productdetail', parent: 'product' },
  career: { route: '/career', parent: 'home' },
  contact: { route: '/contact', parent: 'home' },
  privacy: { route: '/privacy', parent: 'home' },
} as const satisfies Record<string, { route: string; parent?: string }>;

export type PageKey = keyof typeof pageRoutes;

/**
 * The pages that win business, which have a twin in every other language (/ta/services for /services), with every
 * page made per item under them: each service, product and job. The others are English only.
 */
export const translatedPages = [
  'home',
  'services',
  'product',
  'career',
  'contact',
] as const satisfies readonly PageKey[];

/** Pages made one per content item, each at "<its parent page's address>/<item slug>". */
export const itemRoutes = {
  /** Every job of content/jobs.yaml, e.g. /career/web-development. */
  jobs: { parent: 'career' },
  /** Every service of content/services.yaml with its own page, e.g. /services/whatsapp-api. */
  servicePages: { parent: 'services' },
  /**
   * Every product of content/products.yaml, e.g. /products/crm. They sit under the product page in breadcrumbs,
   * but in a folder of their own: /product is the specification's carousel page.
   */
  productPages: { parent: 'product', folder: '/products' },
} as const satisfies Record<string, { parent: PageKey; folder?: string }>;

export type ItemRouteKey = keyof typeof itemRoutes;

export const pageKeys = Object.keys(pageRoutes) as PageKey[];

/** The page a page sits under in breadcrumbs; none for home. */
export const parentOf = (key: PageKey): PageKey | undefined => {
  const entry = pageRoutes[key];
  return 'parent' in entry ? entry.parent : undefined;
};

/**
 * The folder of the English pages' route files: a route group, so no part of their addresses, whose layout is the
 * English pages' root layout (<html lang="en-IN">). Pages of another language will have a root layout of their own.
 */
export const ROUTES_FOLDER = 'app/(en)';

/**
 * The route file that builds a page at `route` ("/" -> "app/(en)/page.tsx", "/career/[slug]" ->
 * "app/(en)/career/[slug]/page.tsx").
 */
export const routeFileOf = (route: string) => `${ROUTES_FOLDER}${route === '/' ? '' : route}/page.tsx`;

/** The folder every item page of a kind sits in: its own folder if it has one, else its parent page's address. */
export const itemFolderOf = (key: ItemRouteKey): string => {
  const entry: { parent: PageKey; folder?: string } = itemRoutes[key];
  return entry.folder ?? pageRoutes[entry.parent].route;
};

/** The route every item page of a kind shares, e.g. "/career/[slug]". */
export const itemRouteOf = (key: ItemRouteKey) => `${itemFolderOf(key)}/[slug]`;

/** Every route file the registry expects under app/. */
export const registeredRouteFiles = () => [
  ...pageKeys.map((key) => routeFileOf(pageRoutes[key].route)),
  ...(Object.keys(itemRoutes) as ItemRouteKey[]).map((key) => routeFileOf(itemRouteOf(key))),
  ...Object.keys(languages).flatMap(translatedRouteFiles),
];

/**
 * The route files of the translated pages in another language, in its own route group under its own address
 * ("app/(ta)/ta/services/page.tsx"), whose layout is that language's root layout: every translated page, every
 * page made per item under one (all of them are), and the language's 404 page, which is in no list of pages (the
 * host sends it for an address with no page).
 */
export const translatedRouteFiles = (language: string) =>
  [
    ...translatedPages.map((key) => pageRoutes[key].route as string),
    ...(Object.keys(itemRoutes) as ItemRouteKey[]).map(itemRouteOf),
    '/404',
  ].map((route) => `app/(${language})/${language}${route === '/' ? '' : route}/page.tsx`);
