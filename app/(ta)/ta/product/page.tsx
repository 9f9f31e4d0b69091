import { ProductsPage, productsMetadata } from '@/components/pages/ProductsPage';

export const metadata = productsMetadata('ta');

export default function Page() {
  return <ProductsPage language="ta" />;
}
