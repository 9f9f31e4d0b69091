import { AboutSection } from '@/components/sections/AboutSection';
import { ServicesSection } from '@/components/sections/ServicesSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Language } from '@/lib/content';
import { enquiryLinksFor } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { contentIn } from '@/lib/routes';
import { serviceJsonLd } from '@/lib/structured-data';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export const servicesMetadata = (language: Language) => pageMetadata(contentIn(language).pages.services, language);

/** The services page in `language`: every service card, then who we are. */
export function ServicesPage({ language }: { language: Language }) {
  const { services, about, pages, chrome } = contentIn(language);
  return (
    <>
      <LanguageSwitch path={pages.services.path} />
      <Breadcrumbs path={pages.services.path} label={chrome.breadcrumbLabel} language={language} />
      {services.services.map((service) => (
        <JsonLd key={service.slug} data={serviceJsonLd(service, language)} />
      ))}
      <ServicesSection services={services} quote={enquiryLinksFor('quote', language)} level={1} language={language} />
      <AboutSection about={about} level={2} />
    </>
  );
}
