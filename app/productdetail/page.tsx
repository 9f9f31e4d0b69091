import { ProductBlocks } from '@/components/sections/ProductBlocks';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { enquiryLinksFor, productPageHref } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { softwareApplicationJsonLd } from '@/lib/structured-data';

const { products, productPages, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.productDetail);

export default function ProductDetailPage() {
  return (
    <>
      <Breadcrumbs path={pages.productDetail.path} label={chrome.breadcrumbLabel} />
      {products.products.map((product) => (
        <JsonLd key={product.slug} data={softwareApplicationJsonLd(product)} />
      ))}
      <ProductBlocks
        products={products}
        demo={enquiryLinksFor('demo')}
        pageLink={{ ...productPages.link, hrefOf: productPageHref }}
        level={1}
      />
    </>
  );
}
