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

// products: the page shows its product's name, description and features (and the sitemap dates it by both files).
const { productPages, products, chrome, proof, services, jobs, site } = loadContent();
const proofProps = proofPropsOf({ proof, products, services, jobs, site }, new Date());

type Props = { params: Promise<{ slug: string }> };

// Only the product pages in content exist; any other /products/<slug>/ is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return productPages.pages.map((page) => ({ slug: page.slug }));
}

const findPage = (slug: string) => productPages.pages.find((page) => page.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findPage((await params).slug);
  if (!page) return {};
  return pageMetadata({
    path: productPagePath(page.slug),
    title: page.title,
    description: page.description,
    image: shareImage(drawnPicturePaths.productShareImage(page.slug), page.shareImage.alt),
  });
}

export default async function ProductPageRoute({ params }: Props) {
  const page = findPage((await params).slug);
  const product = page && products.products.find((item) => item.slug === page.slug);
  if (!page || !product) notFound();
  return (
    <>
      <Breadcrumbs path={productPagePath(page.slug)} label={chrome.breadcrumbLabel} />
      <JsonLd data={softwareApplicationJsonLd(product)} />
      <ProductPage
        product={product}
        page={page}
        labels={productPages.labels}
        demo={enquiryLinks('demo', product.title)}
        quote={enquiryLinks('quote', product.title)}
      />
      <ProofSections {...proofProps} about={[product.slug]} level={2} />
    </>
  );
}
