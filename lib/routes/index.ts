/**
 * The one owner of the site's URLs: the list of its pages (lib/routes/registry.ts filled from the checked content,
 * so a new job or service page cannot be forgotten), their hrefs, the deploy's base path and absolute URLs. The
 * sitemap, breadcrumbs, JSON-LD, metadata, the e2e tests and the bench all ask here.
 */
import { builtLanguages, type Content, type Language, languages, languageTag, loadContent } from '../content';
import { basePath, href, itemPagesOf, itemPath, menuOf, type Route, routesOf, siteUrlSetting } from './paths';
import { itemFolderOf, type PageKey, pageKeys, translatedPages } from './registry';

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

/** Home first, then each parent down to the page itself, named in `language` when the page has a twin in it. */
export function trail(path: string | undefined, language: Language = 'en'): Route[] {
  const route = routesIn(language).find((r) => r.path === path);
  return route ? [...trail(route.parent, language), route] : [];
}

/** Every English page with a twin in each other language: the translated pages and every item page under them. */
const translatedPaths = translatedPages.map((key) => pages[key].path);
const twinned = new Set([
  ...translatedPaths,
  ...translatedPaths.flatMap((path) => itemPagesUnder(path).map((page) => page.path)),
]);

/** The English page's twin in `language` ("/services" -> "/ta/services", "/#about" -> "/ta#about"), if it has one. */
export function twinOf(path: string, language: Language): string | undefined {
  const [page, anchor] = path.split('#');
  if (language === 'en' || !twinned.has(page)) return undefined;
  return `/${language}${page === '/' ? '' : page}${anchor === undefined ? '' : `#${anchor}`}`;
}

/** The language a page is in, by its address: "/ta/..." is Tamil, every other address English. */
export function languageOf(path: string): Language {
  const first = path.split('/')[1];
  return first in languages ? (first as Language) : 'en';
}

/** The English page a page in any language is the twin of ("/ta/services" -> "/services"), or the page itself. */
export function englishPathOf(path: string): string {
  const [, first, ...rest] = path.split('/');
  return first in languages ? `/${rest.join('/')}` : path;
}

/**
 * A page's versions in each language this build publishes it in, by language ({ en: "/services", ta:
 * "/ta/services" }): a page with no twin has its English only. What the hreflang links and the language switch name.
 */
export function versionsOf(path: string): Partial<Record<Language, string>> {
  const english = englishPathOf(path);
  return Object.fromEntries(
    builtLanguages().flatMap((language) => {
      const version = language === 'en' ? english : twinOf(english, language);
      return version ? [[language, version]] : [];
    }),
  );
}

/** The tags of the languages this build publishes pages in, as <html lang> and inLanguage give them ("ta-IN"). */
export const builtLanguageTags = () => builtLanguages().map(languageTag);

/** Where a link to an English page goes from a page in `language`: its twin there, or the English page. */
export const pathIn = (language: Language, path: string) => twinOf(path, language) ?? path;

/** The served address of a link to an English page from a page in `language` (pathIn, then href). */
export const hrefIn = (language: Language, path: string) => href(pathIn(language, path));

/** Every value of the content that is the address of a page with a twin, led to the twin. */
function withTwinLinks<T>(value: T, language: Language): T {
  if (typeof value === 'string') return (value.startsWith('/') ? pathIn(language, value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withTwinLinks(item, language)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withTwinLinks(child, language)])) as T;
  return value;
}

const localContents: Partial<Record<Language, Content>> = {};

/**
 * The content a page in `language` shows: its words in the language, and every link to a page with a twin in it
 * leading to the twin, so a visitor reading Tamil stays in Tamil wherever the site has it.
 */
export function contentIn(language: Language): Content {
  localContents[language] ??= language === 'en' ? loadContent() : withTwinLinks(loadContent(language), language);
  return localContents[language];
}

const localRoutes: Partial<Record<Language, Route[]>> = {};

/** Every page as a page in `language` names and links it: the twins at their own addresses, in the language. */
export function routesIn(language: Language): Route[] {
  localRoutes[language] ??=
    language === 'en'
      ? routes
      : routesOf(contentIn(language)).map((route) => ({
          ...route,
          path: pathIn(language, route.path),
          parent: route.parent && pathIn(language, route.parent),
        }));
  return localRoutes[language];
}

/** The main menu of a page in `language` (menuOf): its words in the language, its links to the twins. */
export function menuIn(language: Language) {
  if (language === 'en') return menu;
  const { navigation, pages: localPages } = contentIn(language);
  return menuOf(navigation, itemPagesOf(routesIn(language), localPages));
}

/** Where the site is live: the deploy's SITE_URL if it names one, else the company's address from content. */
export const siteUrl = siteUrlSetting ?? site.url;

/** An absolute URL on the live site for a page path ("/about") or an asset address that already carries the base path. */
export function absoluteUrl(path: string, { isAsset = false } = {}): string {
  return `${siteUrl}${isAsset ? path : `${basePath}${href(path)}`}`;
}
