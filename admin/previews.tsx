/**
 * The live preview: the site's own section components, given the values being edited and, for what the entry does
 * not hold (the footer's headings, the office's town, the contact words), the other content files as the
 * repository has them, read through the CMS's backend when the preview opens (never built into the editor).
 * {placeholders} are filled as the build fills them; pictures get a stand-in size (the build reads the file's).
 */
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { PageMessages } from '@/components/layout/PageWhatsAppLink';
import { SamplesNotice } from '@/components/layout/SamplesNotice';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { AboutSection } from '@/components/sections/AboutSection';
import { CareerSection } from '@/components/sections/CareerSection';
import { ClosingBand } from '@/components/sections/ClosingBand';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { JobDetail } from '@/components/sections/JobDetail';
import { PrivacyNotice } from '@/components/sections/PrivacyNotice';
import { ProductBlocks } from '@/components/sections/ProductBlocks';
import { ProductPage } from '@/components/sections/ProductPage';
import { ProofSections } from '@/components/sections/ProofSections';
import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { ServicesSection } from '@/components/sections/ServicesSection';
import { credentialsOf } from '@/lib/buyer-facts';
import { enquiryLinksFrom } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { filledIn, searchTitle } from '@/lib/content/published';
import { samplesIn } from '@/lib/content/samples';
import { proofPropsOf } from '@/lib/proof';
import { href, productPagePath } from '@/lib/routes';
import { itemPagesOf, menuOf, routesOf } from '@/lib/routes/paths';
import { pageKeys } from '@/lib/routes/registry';
import { sectionIds } from '@/lib/sections';
import { fillTemplate } from '@/lib/template';
import { withUploads } from './widgets';

type Data = { toJS?: () => unknown };
type LoadedEntry = { get: (key: 'data') => unknown };

type PreviewProps = {
  entry: { getIn: (path: string[]) => Data | undefined; get: (key: 'data') => Data };
  getAsset: (path: string) => { toString: () => string };
  /** Every entry of a collection as the backend has it (the CMS's own preview API). */
  getCollection: (collection: string) => Promise<{ map: <T>(each: (entry: LoadedEntry) => T) => Iterable<T> }>;
};

const plain = (value: unknown) => ((value as Data)?.toJS ? (value as Required<Data>).toJS() : value);

/** Every picture's path turned into the address the editor can show, with a size for the layout. */
function withPictures(value: unknown, getAsset: PreviewProps['getAsset']): unknown {
  if (Array.isArray(value)) return value.map((item) => withPictures(item, getAsset));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && 'alt' in record)
      return { ...record, src: getAsset(record.src).toString(), width: 640, height: 480 };
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, withPictures(child, getAsset)]));
  }
  return value;
}

/** The other content files' exports by name, read once when the preview opens; or why they could not be read. */
function useRepositoryContent(getCollection: PreviewProps['getCollection']) {
  const [read, setRead] = useState<{ content?: Record<string, unknown>; failure?: string }>({});
  useEffect(() => {
    let open = true;
    getCollection('content').then(
      (entries) => {
        const files = [...entries.map((entry) => plain(entry.get('data')) as Record<string, unknown>)];
        if (open) setRead({ content: Object.assign({}, ...files) });
      },
      (error: unknown) => open && setRead({ failure: String((error as Error)?.message ?? error) }),
    );
    return () => {
      open = false;
    };
  }, [getCollection]);
  return read;
}

/** The content the preview shows: the repository's files, the entry being edited in place of its own file. */
type ContentPreviewProps = { content: Content };

/** The hero, and the band that closes the home page above its contact section. */
const HomePreview = ({ content }: ContentPreviewProps) => (
  <>
    <Hero hero={content.home.hero} />
    <ClosingBand
      closing={content.home.closing}
      contact={content.contact}
      site={content.site}
      messages={whatsappMessages(content)}
      level={2}
    />
  </>
);

/** The service cards, then every service's own page as the site shows it, its quote buttons naming its card. */
function ServicesPreview({ content }: ContentPreviewProps) {
  const quote = enquiryLinksFrom(content, 'quote');
  return (
    <>
      <ServicesSection services={content.services} quote={quote} level={2} />
      {content.services.services.map(
        ({ slug, heading, page }) =>
          page && (
            <ServiceDetailBlocks
              key={slug}
              detail={page}
              level={1}
              quote={quote(heading)}
              credentials={credentialsOf(slug, content.site, content.services.credentials)}
            />
          ),
      )}
    </>
  );
}

const productPageLink = (content: Content) => ({
  ...content.productPages.link,
  hrefOf: (slug: string) => href(productPagePath(slug)),
});

/** Every product's own page as the site shows it, one after the other, with the headings they all share. */
function ProductPages({ content }: ContentPreviewProps) {
  const demo = enquiryLinksFrom(content, 'demo');
  const quote = enquiryLinksFrom(content, 'quote');
  return content.products.products.map((product) => (
    <ProductPage
      key={product.slug}
      product={product}
      labels={content.productPages.labels}
      demo={demo(product.title)}
      quote={quote(product.title)}
    />
  ));
}

/** The products' blocks as the product details page shows them, then every product's own page. */
const ProductsPreview = ({ content }: ContentPreviewProps) => (
  <>
    <ProductBlocks
      products={content.products}
      demo={enquiryLinksFrom(content, 'demo')}
      pageLink={productPageLink(content)}
      level={2}
    />
    <ProductPages content={content} />
  </>
);

/** The proof sections as the home page shows them, each empty one left out; figures counted as of today. */
const ProofPreview = ({ content }: ContentPreviewProps) => (
  <ProofSections {...proofPropsOf(content, new Date())} level={2} />
);

function JobsPreview({ content }: ContentPreviewProps) {
  const { jobs, site } = content;
  return (
    <>
      <CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} email={site.email} level={2} />
      {jobs.jobs.map((job) => (
        <JobDetail key={job.slug} job={job} jobs={jobs} site={site} />
      ))}
    </>
  );
}

/** The WhatsApp links name the page a visitor is on; the preview is on none, so they send the other pages' message. */
const whatsappMessages = ({ site, contact }: Content): PageMessages => ({
  number: site.whatsapp,
  page: contact.messages.page,
  other: contact.messages.other,
  names: {},
});

function Footer({ content }: ContentPreviewProps) {
  const { site, chrome, contact, pages } = content;
  return (
    <SiteFooter
      id="footer"
      site={site}
      footer={chrome.footer}
      whatsapp={{ messages: whatsappMessages(content), text: contact.whatsappText }}
      dataLight={chrome.dataLight}
      year={new Date().getFullYear()}
      privacyHref={href(pages.privacy.path)}
    />
  );
}

/** The top bar every page has, with the main menu as lib/routes makes it from the navigation and the pages. */
function Header({ content }: ContentPreviewProps) {
  const { site, chrome, contact, navigation, pages, behaviour } = content;
  const menu = menuOf(navigation, itemPagesOf(routesOf(content), pages));
  return (
    <SiteHeader
      site={site}
      menu={menu}
      menuLabel={chrome.menuLabel}
      contact={contact}
      messages={whatsappMessages(content)}
      backToTop={{
        thresholdPx: behaviour.scrollTopThresholdPx,
        label: chrome.scrollTopLabel,
        focusTargetId: sectionIds.main,
      }}
    />
  );
}

const SitePreview = Footer;

const NavigationPreview = Header;

/** The words around every page: the top bar with its menu and buttons, and the footer. */
const ChromePreview = ({ content }: ContentPreviewProps) => (
  <>
    <Header content={content} />
    <Footer content={content} />
  </>
);

const AboutPreview = ({ content }: ContentPreviewProps) => <AboutSection about={content.about} level={1} />;

const ContactPreview = ({ content }: ContentPreviewProps) => (
  <ContactSection contact={content.contact} site={content.site} messages={whatsappMessages(content)} level={1} />
);

const PrivacyPreview = ({ content }: ContentPreviewProps) => <PrivacyNotice privacy={content.privacy} level={1} />;

/**
 * What search engines show for each page: its title with the company name the site adds, and its description,
 * every {placeholder} filled in. No section of the site shows these; a search result does.
 */
function PagesPreview({ content }: ContentPreviewProps) {
  const { pages, site } = content;
  return (
    <main className="mx-auto max-w-2xl space-y-6 p-6">
      {pageKeys.map((key) => (
        <article key={key}>
          <p className="text-sm text-ink-muted">{href(pages[key].path)}</p>
          <h2 className="text-xl text-brand-800">{searchTitle(pages[key].title, pages[key].path, site.name)}</h2>
          <p className="text-ink-muted">{pages[key].description}</p>
        </article>
      ))}
    </main>
  );
}

/** A section half filled in (a new job without its picture yet) cannot be drawn: the preview waits for it. */
class UntilFilledIn extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <p>The preview shows again once every field of the new item is filled in.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * The content as the site loads it: every {placeholder} filled from the facts (the company name, the town, the
 * open jobs), pictures given addresses the editor can show.
 */
function loaded(files: Record<string, unknown>, getAsset: PreviewProps['getAsset']): Content {
  return withPictures(filledIn(files as Content, new Date()), withUploads(getAsset)) as Content;
}

function guarded(Preview: ComponentType<ContentPreviewProps>) {
  const Loaded = ({ files, getAsset }: { files: Record<string, unknown>; getAsset: PreviewProps['getAsset'] }) => {
    const content = loaded(files, getAsset);
    // As the preview build's pages say it: how many facts of the content, this entry's as typed, are samples.
    const samples = samplesIn(files).length;
    return (
      <>
        {samples > 0 && <SamplesNotice text={fillTemplate(content.chrome.samplesNotice, { count: samples })} />}
        <Preview content={content} />
      </>
    );
  };
  return function ContentPreview(props: PreviewProps) {
    const { content: repository, failure } = useRepositoryContent(props.getCollection);
    if (failure) return <p>The preview needs the other content files, and one could not be read: {failure}</p>;
    if (!repository) return <p>The preview shows once the other content files are read.</p>;
    const files = { ...repository, ...(plain(props.entry.get('data')) as Record<string, unknown>) };
    // A new key for every change, so the preview tries again as the editor types.
    return (
      <UntilFilledIn key={Math.random()}>
        <Loaded files={files} getAsset={props.getAsset} />
      </UntilFilledIn>
    );
  };
}

/** By the name of the form each previews (lib/cms/config: the content file's name). */
export const previews: Record<string, ComponentType<PreviewProps>> = {
  site: guarded(SitePreview),
  pages: guarded(PagesPreview),
  navigation: guarded(NavigationPreview),
  home: guarded(HomePreview),
  services: guarded(ServicesPreview),
  products: guarded(ProductsPreview),
  'product-pages': guarded(ProductPages),
  jobs: guarded(JobsPreview),
  about: guarded(AboutPreview),
  contact: guarded(ContactPreview),
  privacy: guarded(PrivacyPreview),
  chrome: guarded(ChromePreview),
  proof: guarded(ProofPreview),
};
