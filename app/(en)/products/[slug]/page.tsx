import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '@/components/sections/ProductPage';
import { ProofSections } from '@/components/sections/ProofSections';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { drawnPicturePaths, shareImage } from '@/lib/drawn-pictures';
import { enquiryLinks } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';
import { productPagePath } from '@/lib/routes';
import { softwareApplicationJsonLd } from '@/lib/structured-data';

// products: each product with its own page; productPages: the headings every product page shares (the sitemap dates
// the page by both files).
const { productPages, products, chrome, proof, services, jobs, site } = loadContent();
const proofProps = proofPropsOf({ proof, products, services, jobs, site }, new Date());

type Props = { params: Promise<{ slug: string }> };

// Only the product pages in content exist; any other /products/<slug>/ is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return products.products.map((product) => ({ slug: product.slug }));
}

const findProduct = (slug: string) => products.products.find((product) => product.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProduct((await params).slug);
  if (!product) return {};
  const { page } = product;
  return pageMetadata({
    path: productPagePath(product.slug),
    title: page.title,
    description: page.description,
    image: shareImage(drawnPicturePaths.productShareImage(product.slug), page.shareImage.alt),
  });
}

export default async function ProductPageRoute({ params }: Props) {
  const product = findProduct((await params).slug);
  if (!product) notFound();
  return (
    <>
      <Breadcrumbs path={productPagePath(product.slug)} label={chrome.breadcrumbLabel} />
      <JsonLd data={softwareApplicationJsonLd(product)} />
      <ProductPage
        product={product}
        labels={productPages.labels}
        demo={enquiryLinks('demo', product.title)}
        quote={enquiryLinks('quote', product.title)}
      />
      <ProofSections {...proofProps} about={[product.slug]} level={2} />
    </>
  );
}
