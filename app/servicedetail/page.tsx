import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { loadContent } from '@/lib/content';
import { enquiryLinks } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';

const { services, pages, chrome } = loadContent();
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
      />
    </>
  );
}
