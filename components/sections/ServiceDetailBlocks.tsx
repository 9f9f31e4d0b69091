import type { Content } from '@/lib/content';
import { ContentImage } from '../ui/ContentImage';
import { type EnquiryLink, EnquiryLinks } from '../ui/EnquiryLinks';
import { Heading, type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';

type Props = {
  detail: Pick<Content['services']['detail'], 'heading' | 'intro' | 'blocks'>;
  level: HeadingLevel;
  /** "Get a quote" for the service explained, after its last block: the next step once the visitor has read it. */
  quote: { whatsapp: EnquiryLink; email: EnquiryLink };
  /** What the page says of the company's standing for this service (lib/buyer-facts), as plain text; none: nothing. */
  credentials?: readonly string[];
};

/** A service explained block by block, picture and text alternating sides on wide screens: /servicedetail/ and every service page. */
export function ServiceDetailBlocks({ detail, level, quote, credentials = [] }: Props) {
  return (
    <Section id="service-details" labelledBy="service-details-heading">
      <SectionHeading level={level} id="service-details-heading" title={detail.heading} intro={detail.intro} />
      <div className="space-y-16">
        {detail.blocks.map((block, index) => (
          <article key={block.slug} id={block.slug} className="grid items-center gap-8 md:grid-cols-2">
            <ContentImage
              image={block.image}
              priority={leadsPage(level) && index === 0}
              className={`mx-auto h-auto w-full max-w-md ${index % 2 === 1 ? 'md:order-last' : ''}`}
            />
            <div>
              <Heading level={nextLevel(level)} className="text-2xl font-bold text-brand-900">
                {block.heading}
              </Heading>
              <p className="mt-4 text-lg text-ink-muted">{block.text}</p>
            </div>
          </article>
        ))}
      </div>
      {credentials.length > 0 && (
        <div className="mx-auto mt-16 max-w-3xl space-y-2 text-center text-ink-muted">
          {credentials.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      <div className="mt-16 flex justify-center">
        <EnquiryLinks {...quote} />
      </div>
    </Section>
  );
}
