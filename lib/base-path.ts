/** The sub-path the site is deployed under ("" at a domain root), fixed at build time by BASE_PATH. */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** A file from public/ as the browser must request it, e.g. "/images/logo.svg" -> "/site/images/logo.svg". */
export const assetPath = (src: string) => `${basePath}${src}`;
