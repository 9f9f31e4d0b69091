import { notFound } from 'next/navigation';
import { ProductPage } from '@/components/sections/ProductPage';
import { ProofSections } from '@/components/sections/ProofSections';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Language } from '@/lib/content';
import { drawnPicturePaths, shareImage } from '@/lib/drawn-pictures';
import { enquiryLinks } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';
import { contentIn, pathIn, productPagePath } from '@/lib/routes';
import { softwareApplicationJsonLd } from '@/lib/structured-data';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** Every product has a page of its own, by its slug (the same in every language). */
export const productParams = () => contentIn('en').products.products.map((product) => ({ slug: product.slug }));

const productIn = (language: Language, slug: string) =>
  contentIn(language).products.products.find((product) => product.slug === slug);

export function productMetadata(language: Language, slug: string) {
  const product = productIn(language, slug);
  if (!product) return {};
  const { page } = product;
  return pageMetadata(
    {
      path: pathIn(language, productPagePath(slug)),
      title: page.title,
      description: page.description,
      image: shareImage(drawnPicturePaths.productShareImage(slug), page.shareImage.alt),
    },
    language,
  );
}

/**
 * One product's own page in `language` (products: the product; productPages: the headings every product page
 * shares), then the case studies and figures about it.
 */
export function ProductItemPage({ language, slug }: { language: Language; slug: string }) {
  const product = productIn(language, slug);
  if (!product) notFound();
  const { productPages, products, chrome, proof, services, jobs, site } = contentIn(language);
  const path = pathIn(language, productPagePath(slug));
  return (
    <>
      <LanguageSwitch path={path} />
      <Breadcrumbs path={path} label={chrome.breadcrumbLabel} language={language} />
      <JsonLd data={softwareApplicationJsonLd(product, language)} />
      <ProductPage
        product={product}
        labels={productPages.labels}
        demo={enquiryLinks('demo', product.title, language)}
        quote={enquiryLinks('quote', product.title, language)}
      />
      <ProofSections
        {...proofPropsOf({ proof, products, services, jobs, site }, new Date())}
        about={[slug]}
        level={2}
      />
    </>
  );
}
