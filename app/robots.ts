import type { MetadataRoute } from 'next';
import { absoluteUrl, assetPath } from '@/lib/routes';

// A static export can only hold a robots.txt rendered once at build time.
export const dynamic = 'force-static';

/** Every crawler may read every page, and is pointed at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl(assetPath('/sitemap.xml'), { isAsset: true }),
  };
}
