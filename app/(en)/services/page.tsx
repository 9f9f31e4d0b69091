import { AboutSection } from '@/components/sections/AboutSection';
import { ServicesSection } from '@/components/sections/ServicesSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { enquiryLinksFor } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { serviceJsonLd } from '@/lib/structured-data';

const { services, about, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.services);

export default function ServicesPage() {
  return (
    <>
      <Breadcrumbs path={pages.services.path} label={chrome.breadcrumbLabel} />
      {services.services.map((service) => (
        <JsonLd key={service.slug} data={serviceJsonLd(service)} />
      ))}
      <ServicesSection services={services} quote={enquiryLinksFor('quote')} level={1} />
      <AboutSection about={about} level={2} />
    </>
  );
}
