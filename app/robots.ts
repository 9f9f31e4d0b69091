import type { MetadataRoute } from 'next';
import { absoluteUrl, assetPath } from '@/lib/routes';

// A static export can only hold a robots.txt rendered once at build time.
export const dynamic = 'force-static';

/** Every crawler may read every page but the content editor (/admin/), and is pointed at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: assetPath('/admin/') },
    sitemap: absoluteUrl(assetPath('/sitemap.xml'), { isAsset: true }),
  };
}
