import { ProofSections } from '@/components/sections/ProofSections';
import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { credentialsOf } from '@/lib/buyer-facts';
import { loadContent } from '@/lib/content';
import { enquiryLinks } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';

const { services, pages, chrome, proof, products, jobs, site } = loadContent();
const proofProps = proofPropsOf({ proof, products, services, jobs, site }, new Date());
// The service these blocks explain (Bulk SMS), as its card names it.
const service = services.services.find((card) => card.slug === services.detail.service);

export const metadata = pageMetadata(pages.serviceDetail);

export default function ServiceDetailPage() {
  return (
    <>
      <Breadcrumbs path={pages.serviceDetail.path} label={chrome.breadcrumbLabel} />
      <ServiceDetailBlocks
        detail={services.detail}
        level={1}
        quote={enquiryLinks('quote', service?.heading ?? services.detail.heading)}
        credentials={credentialsOf(services.detail.service, site, services.credentials)}
      />
      {/* The case studies and figures about this service; with none, nothing is shown. */}
      <ProofSections {...proofProps} about={[services.detail.service]} level={2} />
    </>
  );
}
