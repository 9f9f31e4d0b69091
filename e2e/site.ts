/** The site's pages as the export serves them, from lib/routes (the checked content the site is built from). */
import { jobServedPaths, menu, pageServedPaths, servedPaths } from '../lib/routes';

/** The pages of lib/routes/registry.ts: the specification's eight routes and the site's own (the privacy notice…), e.g. "/about/". */
export const specRoutes = pageServedPaths;

/** Every job's own page, e.g. "/career/web-development/". */
export const jobRoutes = jobServedPaths;

export const allRoutes = servedPaths;

/** Every link of the main menu in its order, each dropdown's links (its own, then every service or product page) after its own. */
export const menuLinks = menu.flatMap((item) => [item, ...(item.children ?? [])]);
