import type { MetadataRoute } from 'next';
import { lastModifiedOf } from '@/lib/last-modified';
import { absoluteUrl, routes } from '@/lib/routes';

// A static export can only hold a sitemap rendered once at build time.
export const dynamic = 'force-static';

/** Every page of lib/routes.ts (the list the navigation is checked against), at its canonical URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({ url: absoluteUrl(route.path), lastModified: lastModifiedOf(route.path) }));
}
