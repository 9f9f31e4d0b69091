/**
 * `next/navigation` in the browser bundle (scripts/bundle-islands.ts puts it in place of Next's): every page is a
 * whole document, so the page's path is the document's, less the deploy's base path, which is what Next's
 * usePathname gave while rendering the page. The base path is read off this script's own address: the bundle is
 * served from `<base path>/_next/static/islands/`, so one bundle serves any deploy it is copied to.
 */
const basePath = new URL(import.meta.url).pathname.split('/_next/static/')[0];

export function usePathname(): string {
  return location.pathname.slice(basePath.length) || '/';
}
