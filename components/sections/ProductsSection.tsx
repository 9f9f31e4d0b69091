import type { Content } from '@/lib/content';
import { sectionIds } from '@/lib/sections';
import { type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { ProductCarousel } from './ProductCarousel';

type Props = { products: Content['products']; springSeconds: number; level: HeadingLevel };

/** The products section: heading on the server, the carousel island below it. */
export function ProductsSection({ products, springSeconds, level }: Props) {
  const { carousel } = products;
  return (
    <Section id={sectionIds.products} labelledBy="products-heading" tinted>
      <SectionHeading level={level} id="products-heading" title={products.heading} intro={products.intro} />
      <ProductCarousel
        items={products.products.map(({ slug, title, summary, image }) => ({ slug, title, summary, image }))}
        label={carousel.label}
        previousLabel={carousel.previous}
        nextLabel={carousel.next}
        statusTemplate={carousel.status}
        roleDescription={carousel.roleDescription}
        slideRoleDescription={carousel.slideRoleDescription}
        slideLabelTemplate={carousel.slideLabel}
        springSeconds={springSeconds}
        itemLevel={nextLevel(level)}
        firstImagePriority={leadsPage(level)}
      />
    </Section>
  );
}
