import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument, siteViewport } from '@/components/layout/SiteDocument';
import { loadContent, samplesShown } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { siteMetadata } from '@/lib/metadata';
import { href, menu } from '@/lib/routes';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { brandFont } from './brand-font';
import './globals.css';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = siteViewport;

/** The English pages' document: the site's frame (components/layout/SiteDocument) in English, with its content. */
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
