import { ContactSection } from '@/components/sections/ContactSection';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { products, contact, site, behaviour, pages } = content;

export const metadata = pageMetadata(pages.product);

export default function ProductPage() {
  return (
    <>
      <ProductsSection products={products} springSeconds={behaviour.carouselSpringSeconds} level={1} />
      <ContactSection contact={contact} site={site} level={2} />
    </>
  );
}
