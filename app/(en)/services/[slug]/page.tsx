import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProofSections } from '@/components/sections/ProofSections';
import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { credentialsOf } from '@/lib/buyer-facts';
import { loadContent } from '@/lib/content';
import { enquiryLinks } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';
import { serviceOfPage, servicePagePath, servicePages } from '@/lib/routes';
import { serviceJsonLd } from '@/lib/structured-data';

const { chrome, proof, products, services, jobs, site } = loadContent();
const proofProps = proofPropsOf({ proof, products, services, jobs, site }, new Date());

type Props = { params: Promise<{ slug: string }> };

// Only the service pages in content exist; any other /services/<slug>/ is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ slug: page.slug }));
}

const findPage = (slug: string) => servicePages.find((page) => page.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findPage((await params).slug);
  if (!page) return {};
  return pageMetadata({ path: servicePagePath(page.slug), title: page.title, description: page.description });
}

export default async function ServicePage({ params }: Props) {
  const page = findPage((await params).slug);
  const service = page && serviceOfPage(page.slug);
  if (!page || !service) notFound();
  return (
    <>
      <Breadcrumbs path={servicePagePath(page.slug)} label={chrome.breadcrumbLabel} />
      <JsonLd data={serviceJsonLd(service)} />
      <ServiceDetailBlocks
        detail={page}
        level={1}
        quote={enquiryLinks('quote', service.heading)}
        credentials={credentialsOf(page.slug, site, services.credentials)}
      />
      {/* The case studies and figures about this service; with none, nothing is shown. */}
      <ProofSections {...proofProps} about={[page.slug]} level={2} />
    </>
  );
}
