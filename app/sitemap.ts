import type { MetadataRoute } from 'next';
import { builtLanguages } from '@/lib/content';
import { lastModifiedOf } from '@/lib/last-modified';
import { absoluteUrl, languageOf, routes, routesIn } from '@/lib/routes';

// A static export can only hold a sitemap rendered once at build time.
export const dynamic = 'force-static';

/**
 * Every page of lib/routes.ts (the list the navigation is checked against), at its canonical URL, then each twin in
 * every other language the build publishes (each page names its versions in its head: hreflang).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const twins = builtLanguages()
    .filter((language) => language !== 'en')
    .flatMap((language) => routesIn(language).filter((route) => languageOf(route.path) === language));
  return [...routes, ...twins].map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: lastModifiedOf(route.path),
  }));
}
