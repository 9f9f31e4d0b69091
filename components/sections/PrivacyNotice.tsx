import type { Content } from '@/lib/content';
import { Heading, type HeadingLevel, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';

type Props = { privacy: Content['privacy']; level: HeadingLevel };

/** The privacy notice: a part per subject, each with its heading, in one readable column. */
export function PrivacyNotice({ privacy, level }: Props) {
  return (
    <Section id="privacy" labelledBy="privacy-heading">
      <SectionHeading level={level} id="privacy-heading" title={privacy.heading} intro={privacy.intro} />
      <div className="mx-auto max-w-2xl space-y-10">
        {privacy.sections.map((part) => (
          <section key={part.slug} id={part.slug} aria-labelledby={`${part.slug}-heading`}>
            <Heading level={nextLevel(level)} id={`${part.slug}-heading`} className="text-2xl font-bold text-brand-900">
              {part.heading}
            </Heading>
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-ink-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Section>
  );
}
