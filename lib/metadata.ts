import type { Metadata } from 'next';
import { loadContent } from './content';
import { searchTitle } from './content/published';
import { absoluteUrl, siteUrl } from './routes';

const { site } = loadContent();

const socialImage = {
  url: absoluteUrl(site.socialImage.src, { isAsset: true }),
  width: site.socialImage.width,
  height: site.socialImage.height,
  alt: site.socialImage.alt,
};

/** Search results show about 160 characters of a description: longer text is cut at a word, with an ellipsis. */
export function summarise(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

type PageEntry = { path: string; title: string; description: string };

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

/** The metadata of one page: its own title, description, canonical URL and social cards. */
export function pageMetadata({ path, title, description }: PageEntry): Metadata {
  const url = absoluteUrl(path);
  // The same words the content check measures against the 60 characters a search result shows.
  const fullTitle = searchTitle(title, path, site.name);
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_IN',
      title: fullTitle,
      description,
      url,
      images: [socialImage],
    },
    twitter: { card: 'summary_large_image', site: twitterSite, title: fullTitle, description, images: [socialImage] },
  };
}

/** Site-wide defaults, set once in the root layout. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};
