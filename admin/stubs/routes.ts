/**
 * lib/routes for the preview: the same hrefs, without the page list, which the build makes from every content
 * file at once. A job's link in the preview goes under /career (the site's career page unless pages.ts moves it).
 */
import { href, itemPath, jobPath as jobPathUnder } from '@/lib/routes/paths';

export { assetPath, basePath, href } from '@/lib/routes/paths';

export const jobPath = (slug: string) => jobPathUnder('/career', slug);

/** A service's Know More: in the preview its own page under /services (the Bulk SMS card's is /servicedetail). */
export const serviceDetailPath = (slug: string) => itemPath('/services', slug);

/** A product's own page: in the preview under /products, as on the site. */
export const productPagePath = (slug: string) => itemPath('/products', slug);

/** The preview shows the English pages: every link leads to the English page. */
export const hrefIn = (_language: string, path: string) => href(path);
