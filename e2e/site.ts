/** The site's pages as the export serves them, from lib/routes (the checked content the site is built from). */
import { jobServedPaths, menu, pageServedPaths, servedPaths } from '../lib/routes';

/** The pages of lib/routes/registry.ts: the specification's eight routes and the site's own (the privacy notice…), e.g. "/about/". */
export const specRoutes = pageServedPaths;

/** Every job's own page, e.g. "/career/web-development/". */
export const jobRoutes = jobServedPaths;

export const allRoutes = servedPaths;

/** "/career/web-development/" -> "/career/": the folder a kind of item page sits in, all built by one route file. */
const folderOf = (route: string) => route.replace(/[^/]+\/$/, '');

const itemRoutes = allRoutes.filter((route) => !specRoutes.includes(route));

/**
 * One page per template: every page of the registry and the first item page of each kind (a job, a service page, a
 * product page). A kind's pages share one route file, so their layout, islands and behaviour are the same; walking
 * every item only ran the same checks again. The specs of how a page looks and behaves (axe, keyboard, zoom,
 * loading, degrading...) walk these. Every item is still walked where its own content decides the outcome:
 * smoke.spec.ts (it answers, with its h1, breaking no policy), seo.spec.ts (its head, its text in the HTML, the
 * sitemap, JSON-LD), budget.spec.ts (its bytes) and each kind's spec (jobs.spec.ts, routes.spec.ts's service pages,
 * product-pages.spec.ts: its words, and the links that lead to it).
 */
export const templateRoutes = allRoutes.filter(
  (route) => specRoutes.includes(route) || itemRoutes.find((item) => folderOf(item) === folderOf(route)) === route,
);

/** Every link of the main menu in its order, each dropdown's links (its own, then every service or product page) after its own. */
export const menuLinks = menu.flatMap((item) => [item, ...(item.children ?? [])]);
