import { CareerSection } from '@/components/sections/CareerSection';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { jobs, products, site, behaviour, pages } = content;

export const metadata = pageMetadata(pages.career);

export default function CareerPage() {
  return (
    <>
      <CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} level={1} />
      <ProductsSection products={products} springSeconds={behaviour.carouselSpringSeconds} level={2} />
    </>
  );
}
