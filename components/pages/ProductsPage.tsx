import { ContactSection } from '@/components/sections/ContactSection';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Language } from '@/lib/content';
import { enquiryLinksFor, pageMessages } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { contentIn } from '@/lib/routes';
import { softwareApplicationJsonLd } from '@/lib/structured-data';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export const productsMetadata = (language: Language) => pageMetadata(contentIn(language).pages.product, language);

/** The products page (/product) in `language`: the products carousel, then the contact section. */
export function ProductsPage({ language }: { language: Language }) {
  const { products, contact, site, behaviour, pages, chrome } = contentIn(language);
  return (
    <>
      <LanguageSwitch path={pages.product.path} />
      <Breadcrumbs path={pages.product.path} label={chrome.breadcrumbLabel} language={language} />
      {products.products.map((product) => (
        <JsonLd key={product.slug} data={softwareApplicationJsonLd(product, language)} />
      ))}
      <ProductsSection
        products={products}
        demo={enquiryLinksFor('demo', language)}
        springSeconds={behaviour.carouselSpringSeconds}
        level={1}
        language={language}
      />
      <ContactSection contact={contact} site={site} messages={pageMessages(language)} level={2} />
    </>
  );
}
