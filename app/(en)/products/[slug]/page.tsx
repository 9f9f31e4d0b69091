import type { Metadata } from 'next';
import { ProductItemPage, productMetadata, productParams } from '@/components/pages/ProductItemPage';

type Props = { params: Promise<{ slug: string }> };

// Only the product pages in content exist; any other /products/<slug>/ is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = productParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata('en', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ProductItemPage language="en" slug={(await params).slug} />;
}
