import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { loadContent } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { services, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.serviceDetail);

export default function ServiceDetailPage() {
  return (
    <>
      <Breadcrumbs path={pages.serviceDetail.path} label={chrome.breadcrumbLabel} />
      <ServiceDetailBlocks detail={services.detail} level={1} />
    </>
  );
}
