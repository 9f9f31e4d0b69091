import { ProductBlocks } from '@/components/sections/ProductBlocks';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { products, pages } = content;

export const metadata = pageMetadata(pages.productDetail);

export default function ProductDetailPage() {
  return <ProductBlocks products={products} level={1} />;
}
