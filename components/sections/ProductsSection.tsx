import type { EnquiryLinksFor } from '@/lib/contact-links';
import type { Content, Language } from '@/lib/content';
import { hrefIn, productPagePath } from '@/lib/routes';
import { sectionIds } from '@/lib/sections';
import { CAROUSEL_SPRING_BOUNCE, springEasing } from '@/lib/spring-easing';
import { fillTemplate } from '@/lib/template';
import { Island } from '../islands/Island';
import { EnquiryLinks } from '../ui/EnquiryLinks';
import { type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { SiteLink } from '../ui/SiteLink';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** `demo` makes each slide's "Request a demo" links from the product's name (the page gives it: lib/enquiry). */
/** `language`: the page's, whose twins each slide's link leads to. */
type Props = {
  products: Content['products'];
  demo: EnquiryLinksFor;
  springSeconds: number;
  level: HeadingLevel;
  language?: Language;
};

/**
 * The products section: heading on the server, the carousel island below it. Each slide ends with "Request a demo"
 * and a link to the product's own page, rendered here and handed to the island as they are.
 */
export function ProductsSection({ products, demo, springSeconds, level, language = 'en' }: Props) {
  const { carousel } = products;
  return (
    <Section id={sectionIds.products} labelledBy="products-heading" tinted>
      <SectionHeading level={level} id="products-heading" title={products.heading} intro={products.intro} />
      <Island
        name="ProductCarousel"
        props={{
          items: products.products.map(({ slug, title, summary, image }) => ({
            slug,
            title,
            summary,
            image,
            actions: (
              <div className="mt-5 space-y-2">
                <EnquiryLinks {...demo(title)} />
                <SiteLink
                  href={hrefIn(language, productPagePath(slug))}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {carousel.details.label}
                  <VisuallyHidden> {fillTemplate(carousel.details.context, { title })}</VisuallyHidden>
                </SiteLink>
              </div>
            ),
          })),
          label: carousel.label,
          previousLabel: carousel.previous,
          nextLabel: carousel.next,
          statusTemplate: carousel.status,
          roleDescription: carousel.roleDescription,
          slideRoleDescription: carousel.slideRoleDescription,
          slideLabelTemplate: carousel.slideLabel,
          positionTemplate: carousel.position,
          pickerLabel: carousel.picker,
          slideIn: {
            seconds: springSeconds,
            easing: springEasing({ durationSeconds: springSeconds, bounce: CAROUSEL_SPRING_BOUNCE }),
          },
          itemLevel: nextLevel(level),
          firstImagePriority: leadsPage(level),
        }}
      />
    </Section>
  );
}
