/**
 * The PNGs the build draws from the palette, the SVG sources and the content's words (scripts/draw-pictures.tsx):
 * where each is served and how large it is. They are build output, like the pages, so changing the brand colour or
 * a product's heading redraws them with no one running anything, and content names only their alt text.
 */
import { assetPath } from './routes/paths';

/** What social sites ask of a shared page's picture: 1200x630 pixels (1.91:1), as PNG or JPEG; an SVG is refused. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Google's smallest logo for structured data. */
export const LOGO_MIN_PX = 112;

/** How many times the logo's SVG size the search engines' PNG is drawn: 44 units high become 176 px, over 112. */
export const LOGO_SCALE = 4;

/** Apple draws its own rounded corners over a square picture; 180 px is the size it asks for. */
export const APPLE_ICON_PX = 180;

/** Each drawn picture's address on the site, before the deploy's base path. */
export const drawnPicturePaths = {
  socialImage: '/images/og.png',
  searchEngineLogo: '/images/logo.png',
  appleIcon: '/apple-icon.png',
  productShareImage: (slug: string) => `/images/products/share/${slug}.png`,
} as const;

/** A share image as social cards name it: where the browser asks for it, its size and its alt text. */
export const shareImage = (path: string, alt: string) => ({ src: assetPath(path), ...SHARE_IMAGE, alt });
