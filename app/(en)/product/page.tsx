import { ContactSection } from '@/components/sections/ContactSection';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { enquiryLinksFor, pageMessages } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { softwareApplicationJsonLd } from '@/lib/structured-data';

const { products, contact, site, behaviour, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.product);

export default function ProductPage() {
  return (
    <>
      <Breadcrumbs path={pages.product.path} label={chrome.breadcrumbLabel} />
      {products.products.map((product) => (
        <JsonLd key={product.slug} data={softwareApplicationJsonLd(product)} />
      ))}
      <ProductsSection
        products={products}
        demo={enquiryLinksFor('demo')}
        springSeconds={behaviour.carouselSpringSeconds}
        level={1}
      />
      <ContactSection contact={contact} site={site} messages={pageMessages()} level={2} />
    </>
  );
}
