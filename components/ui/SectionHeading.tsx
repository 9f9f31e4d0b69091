import { Heading, type HeadingLevel } from './Heading';

type Props = { level: HeadingLevel; id: string; eyebrow?: string; title: string; intro?: string };

/** The heading block that opens a section: optional small label, the heading, one line of introduction. */
export function SectionHeading({ level, id, eyebrow, title, intro }: Props) {
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
      <Heading level={level} id={id} className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
    </header>
  );
}
