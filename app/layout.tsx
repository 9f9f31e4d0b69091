import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Preloader } from '@/components/layout/Preloader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { siteMetadata } from '@/lib/metadata';
import { sectionIds } from '@/lib/sections';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import './globals.css';

export const metadata: Metadata = siteMetadata;

// Where visitors' Web Vitals are sent, fixed at build time (next.config.ts makes it '' when unset). The reporter
// is required only behind that constant, so without an endpoint the bundler drops it and the site ships none
// of it (a static import would ship it regardless; an awaited import() would add async-module runtime to every page).
const metricsEndpoint = process.env.NEXT_PUBLIC_METRICS_ENDPOINT ?? '';
const WebVitalsReporter: typeof import('@/components/layout/WebVitalsReporter').WebVitalsReporter | null = process.env
  .NEXT_PUBLIC_METRICS_ENDPOINT
  ? require('@/components/layout/WebVitalsReporter').WebVitalsReporter
  : null;

/** The element whose arrival lets the first paint happen (see the <link rel="expect"> below). */
const FOOTER_ID = 'site-footer';

export const viewport: Viewport = { themeColor: '#1a42b5', width: 'device-width', initialScale: 1 };

// Without JavaScript the islands cannot open anything, so what they would reveal is shown from the start.
// Islands hide by inline style (not the hidden attribute, which Tailwind hides with a layered !important)
// so these rules can win. On small screens the menu is one row under the logo that scrolls sideways, so the
// header stays a slim sticky bar and its contact button (HTML alone) stays at hand; anchors land below it.
const noScriptStyle = `
[data-js-only],[data-preloader]{display:none!important}
[data-expandable]{display:block!important}
[data-carousel-track]{gap:1.5rem}
[data-carousel-slide]{visibility:visible!important;grid-area:auto!important}
@media (max-width:767px){
html{scroll-padding-top:8rem}
[data-site-header] nav{flex-basis:100%;min-width:0}
[data-nav-menu]{display:flex!important;flex-direction:row;position:static!important;box-shadow:none!important;max-height:none!important;overflow-x:auto!important;border:0;padding:0 0 .25rem}
[data-nav-menu] li,[data-nav-menu] ul{display:flex;flex-shrink:0;white-space:nowrap}
}
`;

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, navigation, chrome, behaviour, contact } = loadContent();
  const messages = pageMessages();
  return (
    <html lang="en-IN">
      <head>
        {/* Chromium paints nothing until the footer has begun, so the header and main content are whole: painted
            while the HTML was still arriving, the menu and the sections would move as the rest came in (layout
            shifts on a slow network or phone). The footer's columns only grow downwards as they arrive. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <noscript>
          <style>{noScriptStyle}</style>
        </noscript>
      </head>
      <body>
        <a
          href={`#${sectionIds.main}`}
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {chrome.skipLink}
        </a>
        <Preloader durationMs={behaviour.preloaderMs} logo={site.logo} />
        <SiteHeader
          site={site}
          navigation={navigation}
          menuLabel={chrome.menuLabel}
          contact={contact}
          messages={messages}
          backToTop={{
            thresholdPx: behaviour.scrollTopThresholdPx,
            label: chrome.scrollTopLabel,
            focusTargetId: sectionIds.main,
          }}
        />
        <main id={sectionIds.main} tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter
          id={FOOTER_ID}
          site={site}
          footer={chrome.footer}
          whatsapp={{ messages, text: contact.whatsappText }}
          year={new Date().getFullYear()}
        />
        <JsonLd data={organizationJsonLd()} />
        <JsonLd data={websiteJsonLd()} />
        {WebVitalsReporter && <WebVitalsReporter endpoint={metricsEndpoint} />}
      </body>
    </html>
  );
}
