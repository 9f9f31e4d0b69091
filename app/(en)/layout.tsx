import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument, siteViewport } from '@/components/layout/SiteDocument';
import { loadContent, samplesShown } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { siteMetadata } from '@/lib/metadata';
import { href, menu } from '@/lib/routes';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { brandFont } from '../brand-font';
import '../globals.css';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = siteViewport;

/**
 * The root layout of every English page (this route group, "(en)", is no part of their addresses): the site's frame
 * (components/layout/SiteDocument) in English, with the English content. A root layout of its own per language gives
 * each its own <html lang>, which Next's i18n setting would, but an exported site cannot use (issue 42).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, chrome, behaviour, contact, pages } = loadContent();
  return (
    <SiteDocument
      lang="en-IN"
      className={brandFont.variable}
      content={{ site, chrome, behaviour, contact }}
      menu={menu}
      messages={pageMessages()}
      privacyHref={href(pages.privacy.path)}
      samples={samplesShown()}
      structuredData={[organizationJsonLd(), websiteJsonLd()]}
    >
      {children}
    </SiteDocument>
  );
}
