import { ProductBlocks } from '@/components/sections/ProductBlocks';
import { ProofSections } from '@/components/sections/ProofSections';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { enquiryLinksFor, productPageHref } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';
import { softwareApplicationJsonLd } from '@/lib/structured-data';

const { products, productPages, pages, chrome, proof, services, jobs, site } = loadContent();
const proofProps = proofPropsOf({ proof, products, services, jobs, site }, new Date());

const productSlugs = products.products.map((product) => product.slug);

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
      {/* The case studies and figures about these products; with none, nothing is shown. */}
      <ProofSections {...proofProps} about={productSlugs} level={2} />
    </>
  );
}
