import type { Content } from '@/lib/content';
import { sectionIds } from '@/lib/sections';
import { ContentImage } from '../ui/ContentImage';
import { Heading, type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';

type Props = { about: Content['about']; level: HeadingLevel };

/** Who the company is and why clients choose it. */
export function AboutSection({ about, level }: Props) {
  return (
    <Section id={sectionIds.about} labelledBy="about-heading" tinted>
      <SectionHeading level={level} id="about-heading" eyebrow={about.eyebrow} title={about.heading} />
      <div className="grid items-center gap-10 md:grid-cols-2">
        <ContentImage image={about.image} priority={leadsPage(level)} className="mx-auto h-auto w-full max-w-md" />
        <div className="space-y-4 text-lg text-ink-muted">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <Heading level={nextLevel(level)} className="mt-14 text-center text-2xl font-bold text-brand-900">
        {about.whyChooseUs.heading}
      </Heading>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {about.whyChooseUs.points.map((point) => (
          <li key={point.title} className="rounded-2xl bg-white p-6 shadow-sm">
            <p className="font-semibold text-brand-900">{point.title}</p>
            <p className="mt-2 text-ink-muted">{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
