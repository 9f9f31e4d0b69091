import type { EnquiryLinksFor } from '@/lib/contact-links';
import type { Content, Language } from '@/lib/content';
import { hrefIn, serviceDetailPath } from '@/lib/routes';
import { sectionIds } from '@/lib/sections';
import { fillTemplate } from '@/lib/template';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { EnquiryLinks } from '../ui/EnquiryLinks';
import { type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';

/** `quote` makes each card's "Get a quote" links from the service's name (the page gives it: lib/enquiry). */
/** `language`: the page's, whose twins the Know More links lead to. */
type Props = { services: Content['services']; quote: EnquiryLinksFor; level: HeadingLevel; language?: Language };

/**
 * The service cards, each with one primary call to action, "Get a quote" on WhatsApp, and the spec's "Know More" to
 * that service's details beside it; the details page ends with the quote by WhatsApp or email.
 */
export function ServicesSection({ services, quote, level, language = 'en' }: Props) {
  return (
    <Section id={sectionIds.services} labelledBy="services-heading">
      <SectionHeading level={level} id="services-heading" title={services.heading} intro={services.intro} />
      <CardGrid items={services.services} keyOf={(service) => service.slug} columns="sm:grid-cols-2 lg:grid-cols-4">
        {(service, index) => (
          <Card
            priority={leadsPage(level) && index === 0}
            image={service.image}
            heading={service.heading}
            level={nextLevel(level)}
            actions={
              <>
                <EnquiryLinks whatsapp={quote(service.heading).whatsapp} />
                <ButtonLink
                  href={hrefIn(language, serviceDetailPath(service.slug))}
                  context={fillTemplate(services.knowMore.context, { title: service.heading })}
                  variant="secondary"
                >
                  {services.knowMore.label}
                </ButtonLink>
              </>
            }
          >
            <p>{service.details}</p>
          </Card>
        )}
      </CardGrid>
    </Section>
  );
}
