import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument, siteViewport } from '@/components/layout/SiteDocument';
import { languageTag, samplesShown } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { siteMetadata } from '@/lib/metadata';
import { contentIn, href, menuIn } from '@/lib/routes';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import '../globals.css';

const { site, chrome, behaviour, contact, pages } = contentIn('ta');

export const metadata: Metadata = { ...siteMetadata, description: site.description };

export const viewport: Viewport = siteViewport;

/**
 * The root layout of every Tamil page (/ta/...): the site's frame in Tamil, under <html lang="ta-IN">. Headings use
 * the system's Tamil typeface, as the text does: Android, iOS and Windows ship one, and a Tamil web font would weigh
 * more than a whole light page, so no font file is ever asked for here (the brand typeface has no Tamil letters).
 */
export default function TamilLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument
      lang={languageTag('ta')}
      content={{ site, chrome, behaviour, contact }}
      menu={menuIn('ta')}
      messages={pageMessages('ta')}
      privacyHref={href(pages.privacy.path)}
      samples={samplesShown('ta')}
      structuredData={[organizationJsonLd(), websiteJsonLd()]}
    >
      {children}
    </SiteDocument>
  );
}
