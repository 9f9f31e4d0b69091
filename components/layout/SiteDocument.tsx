import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import type { JsonLdObject, WithContext } from 'schema-dts';
import { Island } from '@/components/islands/Island';
import { ISLAND_ATTRIBUTE } from '@/components/islands/protocol';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Content } from '@/lib/content';
import { DATA_LIGHT_ATTRIBUTE, FAILED_OPEN_ATTRIBUTE, SYSTEM_FONTS_ATTRIBUTE } from '@/lib/data-light';
import { sectionIds } from '@/lib/sections';
import { failedIslandStyle, staticPageStyle, withoutScriptsStyle } from '@/lib/static-page-style';
import { fillTemplate } from '@/lib/template';
import { VISIT_CONTINUES_ATTRIBUTE } from '@/lib/visit';
import { palette } from '@/tailwind.config';
import { ErrorWordsProvider } from './ErrorWords';
import type { NavLink } from './NavMenu';
import type { PageMessages } from './PageWhatsAppLink';
import { SamplesNotice } from './SamplesNotice';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Every root layout's viewport: the brand's colour for the browser's own bar, and a phone's width. */
export const siteViewport: Viewport = { themeColor: palette.brand[700], width: 'device-width', initialScale: 1 };

// Where visitors' Web Vitals are sent, fixed at build time (next.config.ts makes it '' when unset): without it
// the page has no reporter island, and the islands bundle leaves the reporter's code out.
const metricsEndpoint = process.env.NEXT_PUBLIC_METRICS_ENDPOINT ?? '';

/** The element whose arrival lets the first paint happen (see the <link rel="expect"> below). */
const FOOTER_ID = 'site-footer';

// Without JavaScript the islands cannot open anything, so what they would reveal is shown from the start; data-light
// mode and a page that fails open run with scripting on, so <noscript> is not read there, and the same rules apply
// under their marks.
const dataLightMark = `[${DATA_LIGHT_ATTRIBUTE}]`;
const failedOpenMark = `[${FAILED_OPEN_ATTRIBUTE}]`;
// One island that failed on its own carries the same mark on its wrapper.
const failedIslandMark = `[${ISLAND_ATTRIBUTE}]${failedOpenMark}`;
// Headings keep the system font in data-light mode and on a page in the system's typefaces only, so the brand
// typeface (app/brand-font.ts) is never downloaded.
const systemFont = `html${dataLightMark},html[${SYSTEM_FONTS_ATTRIBUTE}]{--font-brand:system-ui}`;

// A later page of the same visit never shows the preloader (lib/visit.ts).
const visitStyle = `:root[${VISIT_CONTINUES_ATTRIBUTE}] [data-preloader]{display:none}`;

type Props = {
  /** The language of every page of the root layout that renders this, e.g. "en-IN": <html lang>. */
  lang: string;
  /**
   * The classes of <html>: the brand typeface's CSS variable (app/brand-font.ts); none for a language written in the
   * system's typefaces only, whose pages never fetch the brand typeface.
   */
  className?: string;
  /** The content the frame shows, in the pages' language. */
  content: Pick<Content, 'site' | 'chrome' | 'behaviour' | 'contact'>;
  /** The main menu, every dropdown whole (lib/routes `menu`). */
  menu: NavLink[];
  /** The WhatsApp messages of the header's and footer's links, each page's own (lib/enquiry `pageMessages`). */
  messages: PageMessages;
  /** Where the footer's privacy link goes. */
  privacyHref: string;
  /** How many facts are still samples: the notice under the header counts them, and there is none at 0. */
  samples: number;
  /** The site's structured data, on every page (lib/structured-data). */
  structuredData: readonly WithContext<JsonLdObject>[];
  /** The page. */
  children: ReactNode;
};

/**
 * The whole document around every page, <html> and all. Each language has its own root layout, for its own
 * <html lang> (issue 42: app/(en)/layout.tsx, and a Tamil one under app/(ta)/), and each renders this with its
 * language, content and menu, so the frame's markup is written once; the 404 page (app/global-not-found.tsx) is the
 * English layout's.
 */
export function SiteDocument({
  lang,
  className,
  content,
  menu,
  messages,
  privacyHref,
  samples,
  structuredData,
  children,
}: Props) {
  const { site, chrome, behaviour, contact } = content;
  return (
    <html lang={lang} className={className} {...(className ? {} : { [SYSTEM_FONTS_ATTRIBUTE]: '' })}>
      {/* biome-ignore lint/style/noHeadElement: next/head is the Pages Router's; an App Router root layout writes <head>
          itself, and this is the root layouts' document (the rule knows only files under app/ for one). */}
      <head>
        {/* Chromium paints nothing until the footer has begun, so the header and main content are whole: painted
            while the HTML was still arriving, the menu and the sections would move as the rest came in (layout
            shifts on a slow network or phone). The footer's columns only grow downwards as they arrive. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <noscript>
          <style>{staticPageStyle()}</style>
        </noscript>
        <style>
          {withoutScriptsStyle({ dataLight: dataLightMark, failedOpen: failedOpenMark }) +
            failedIslandStyle(failedIslandMark) +
            systemFont +
            visitStyle}
        </style>
      </head>
      {/* A column at least as tall as the window, whose main part grows: on a short page (the 404 page) the footer
          stands at the foot of the window, with no empty band under it. */}
      <body className="flex min-h-dvh flex-col">
        <a
          href={`#${sectionIds.main}`}
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {chrome.skipLink}
        </a>
        <Island name="Preloader" props={{ durationMs: behaviour.preloaderMs, logo: site.logo }} />
        <SiteHeader
          site={site}
          menu={menu}
          menuLabel={chrome.menuLabel}
          contact={contact}
          messages={messages}
          backToTop={{
            thresholdPx: behaviour.scrollTopThresholdPx,
            label: chrome.scrollTopLabel,
            focusTargetId: sectionIds.main,
          }}
        />
        {/* Under the header, not above it: the sticky header and its phone menu keep the top of the window. */}
        {samples > 0 && <SamplesNotice text={fillTemplate(chrome.samplesNotice, { count: String(samples) })} />}
        <main id={sectionIds.main} tabIndex={-1} className="flex-1 focus:outline-none">
          {/* The route's error screen (app/(en)/error.tsx) renders in here, and takes its words from the content as
              data. */}
          <ErrorWordsProvider words={{ heading: chrome.errors.heading, retry: chrome.errors.retry }}>
            {children}
          </ErrorWordsProvider>
        </main>
        <SiteFooter
          id={FOOTER_ID}
          site={site}
          footer={chrome.footer}
          whatsapp={{ messages, text: contact.whatsappText }}
          dataLight={chrome.dataLight}
          year={new Date().getFullYear()}
          privacyHref={privacyHref}
        />
        {structuredData.map((data) => (
          <JsonLd key={String(data['@type'])} data={data} />
        ))}
        {metricsEndpoint && <Island name="WebVitalsReporter" props={{ endpoint: metricsEndpoint }} />}
      </body>
    </html>
  );
}
