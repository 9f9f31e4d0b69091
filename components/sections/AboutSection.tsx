import type { Content } from '@/lib/content';
import { sectionIds } from '@/lib/sections';
import { ContentImage } from '../ui/ContentImage';
import { Heading, type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { PointIcon } from '../ui/PointIcon';
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
      {/* Four ideas, each a drawing beside its words: one column on a phone, two by two wider. */}
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {about.whyChooseUs.points.map((point) => (
          <li key={point.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <PointIcon name={point.icon} />
            </span>
            <div>
              <p className="font-semibold text-brand-900">{point.title}</p>
              <p className="mt-1 text-ink-muted">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
