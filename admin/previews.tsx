/**
 * The live preview: the site's own section components, given the values being edited, in the site's styles.
 * Pictures get a stand-in size (the build reads the real one from the file); {placeholders} show as written.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { CareerSection } from '@/components/sections/CareerSection';
import { Hero } from '@/components/sections/Hero';
import { JobDetail } from '@/components/sections/JobDetail';
import { ProductBlocks } from '@/components/sections/ProductBlocks';
import { ServicesSection } from '@/components/sections/ServicesSection';
import type { Content } from '@/lib/content';

type PreviewProps = {
  entry: { getIn: (path: string[]) => { toJS?: () => unknown } | undefined };
  getAsset: (path: string) => { toString: () => string };
};

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

/** The edited values of one export, shaped as the site's components take them. */
function edited<T>({ entry, getAsset }: PreviewProps, exportName: string): T {
  return withPictures(entry.getIn(['data', exportName])?.toJS?.(), getAsset) as T;
}

const HomePreview = (props: PreviewProps) => <Hero hero={edited<Content['home']>(props, 'home').hero} />;

const ServicesPreview = (props: PreviewProps) => (
  <ServicesSection services={edited<Content['services']>(props, 'services')} level={2} />
);

const ProductsPreview = (props: PreviewProps) => (
  <ProductBlocks products={edited<Content['products']>(props, 'products')} level={2} />
);

function JobsPreview(props: PreviewProps) {
  const jobs = edited<Content['jobs']>(props, 'jobs');
  // The job page names the office; its address is in another file, so the preview shows the fields' names.
  const site = { address: { locality: '{locality}', city: '{city}' } } as Content['site'];
  return (
    <>
      <CareerSection jobs={jobs} applicationFormUrl="#" level={2} />
      {jobs.jobs.map((job) => (
        <JobDetail key={job.slug} job={job} jobs={jobs} site={site} />
      ))}
    </>
  );
}

function SitePreview(props: PreviewProps) {
  const site = edited<Content['site']>(props, 'site');
  // The footer's headings live in content/chrome.ts; here the preview shows what they head.
  const footer = {
    addressHeading: 'Address',
    contactHeading: 'Contact',
    hoursHeading: 'Opening hours',
    rights: '',
    privacy: 'Privacy notice',
  };
  // The data-light notice shows only in that mode, never in the preview.
  const dataLight = { notice: '', loadInteractive: '' };
  return (
    <SiteFooter
      id="footer"
      site={site}
      footer={footer}
      whatsapp={{ messages: { number: site.whatsapp, page: '', other: '', names: {} }, text: 'WhatsApp' }}
      dataLight={dataLight}
      year={new Date().getFullYear()}
      privacyHref="#"
    />
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

function guarded(Preview: ComponentType<PreviewProps>) {
  // A new key for every change, so the preview tries again as the editor types.
  return (props: PreviewProps) => (
    <UntilFilledIn key={Math.random()}>
      <Preview {...props} />
    </UntilFilledIn>
  );
}

/** By the name of the content file each previews. */
export const previews: Record<string, ComponentType<PreviewProps>> = {
  home: guarded(HomePreview),
  services: guarded(ServicesPreview),
  products: guarded(ProductsPreview),
  jobs: guarded(JobsPreview),
  site: guarded(SitePreview),
};
