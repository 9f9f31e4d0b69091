import { CareerSection } from '@/components/sections/CareerSection';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { loadContent } from '@/lib/content';
import { enquiryLinksFor } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';

const { jobs, products, site, behaviour, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.career);

export default function CareerPage() {
  return (
    <>
      <Breadcrumbs path={pages.career.path} label={chrome.breadcrumbLabel} />
      <CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} email={site.email} level={1} />
      <ProductsSection
        products={products}
        demo={enquiryLinksFor('demo')}
        springSeconds={behaviour.carouselSpringSeconds}
        level={2}
      />
    </>
  );
}
