import { CareerSection } from '@/components/sections/CareerSection';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import type { Language } from '@/lib/content';
import { enquiryLinksFor } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { contentIn } from '@/lib/routes';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export const careerMetadata = (language: Language) => pageMetadata(contentIn(language).pages.career, language);

/** The career page in `language`: every open job, then the products. */
export function CareerPage({ language }: { language: Language }) {
  const { jobs, products, site, behaviour, pages, chrome } = contentIn(language);
  return (
    <>
      <LanguageSwitch path={pages.career.path} />
      <Breadcrumbs path={pages.career.path} label={chrome.breadcrumbLabel} language={language} />
      <CareerSection
        jobs={jobs}
        applicationFormUrl={site.applicationFormUrl}
        email={site.email}
        level={1}
        language={language}
      />
      <ProductsSection
        products={products}
        demo={enquiryLinksFor('demo', language)}
        springSeconds={behaviour.carouselSpringSeconds}
        level={2}
        language={language}
      />
    </>
  );
}
