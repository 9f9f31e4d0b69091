import type { Metadata } from 'next';
import { type Language, languageTag, loadContent } from './content';
import { searchTitle } from './content/published';
import { APPLE_ICON_PX, drawnPicturePaths, shareImage } from './drawn-pictures';
import { absoluteUrl, siteUrl, versionsOf } from './routes';
import { assetPath } from './routes/paths';

const { site } = loadContent();

type SharedImage = { src: string; width: number; height: number; alt: string };

/** A picture as social cards name it: its absolute address, its size and its alt text. */
const socialCardImage = (image: SharedImage) => ({
  url: absoluteUrl(image.src, { isAsset: true }),
  width: image.width,
  height: image.height,
  alt: image.alt,
});

const socialImage = socialCardImage(shareImage(drawnPicturePaths.socialImage, site.socialImage.alt));

/** Search results show about 160 characters of a description: longer text is cut at a word, with an ellipsis. */
export function summarise(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

/** `image`: the page's own share image (a product page's); without one, the site's. */
type PageEntry = { path: string; title: string; description: string; image?: SharedImage };

/** The X (Twitter) handle of the company's profile in content, e.g. "https://x.com/anvayatech" -> "@anvayatech". */
export function twitterHandle(profiles: readonly string[]): string | undefined {
  for (const profile of profiles) {
    const { hostname, pathname } = new URL(profile);
    const handle = pathname.split('/')[1];
    if (/^(www\.)?(x|twitter)\.com$/.test(hostname) && handle) return `@${handle}`;
  }
  return undefined;
}

const twitterSite = twitterHandle(site.profiles);

/**
 * The page's versions in every language the build publishes it in, for search engines: each names all of them and
 * itself, and the English one is the default for any other reader. Nothing for a page with no twin.
 */
function hreflangAlternates(path: string): Record<string, string> | undefined {
  const versions = versionsOf(path);
  if (Object.keys(versions).length < 2) return undefined;
  return Object.fromEntries([
    ...Object.entries(versions).map(([language, version]) => [languageTag(language as Language), absoluteUrl(version)]),
    ...(versions.en ? [['x-default', absoluteUrl(versions.en)]] : []),
  ]);
}

/** The metadata of one page: its own title, description, canonical URL, language versions and social cards. */
export function pageMetadata({ path, title, description, image }: PageEntry, language: Language = 'en'): Metadata {
  const url = absoluteUrl(path);
  const shared = image ? socialCardImage(image) : socialImage;
  // The same words the content check measures against the 60 characters a search result shows.
  const fullTitle = searchTitle(title, path, site.name);
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url, languages: hreflangAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: languageTag(language).replace('-', '_'),
      title: fullTitle,
      description,
      url,
      images: [shared],
    },
    twitter: { card: 'summary_large_image', site: twitterSite, title: fullTitle, description, images: [shared] },
  };
}

/** The title of a page that gives its own: its words, then the site's name. */
const titleTemplate = `%s | ${site.name}`;

/**
 * A title as the template makes it, for the one document with no layout above it to apply the template: the 404 page
 * (app/global-not-found.tsx), "Page not found | <site name>".
 */
export const templatedTitle = (title: string) => titleTemplate.replace('%s', () => title);

/** Site-wide defaults, set once in the root layout. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: titleTemplate },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  // The apple icon is drawn by the build (scripts/draw-pictures.tsx), so no file convention of Next's names it; and
  // once `icons` is set, Next links no icon of app/ by itself, so app/icon.svg (served as /icon.svg) is named too.
  icons: {
    icon: { url: assetPath('/icon.svg'), type: 'image/svg+xml' },
    apple: {
      url: assetPath(drawnPicturePaths.appleIcon),
      sizes: `${APPLE_ICON_PX}x${APPLE_ICON_PX}`,
      type: 'image/png',
    },
  },
};
