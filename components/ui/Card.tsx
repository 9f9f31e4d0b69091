import type { ReactNode } from 'react';
import { ContentImage, type Picture } from './ContentImage';
import { Heading, type HeadingLevel } from './Heading';

type Props = {
  image: Picture;
  heading: string;
  level: HeadingLevel;
  children: ReactNode;
  /** Buttons or links at the foot of the card. */
  actions?: ReactNode;
  /** The card is in the page's first view: its picture is fetched at once. */
  priority?: boolean;
};

/** One card of a grid: picture, heading, text and optional actions. Every card of every kind uses it. */
export function Card({ image, heading, level, children, actions, priority }: Props) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <ContentImage image={image} priority={priority} className="aspect-[8/5] h-auto w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading level={level} className="text-xl font-semibold text-brand-900">
          {heading}
        </Heading>
        <div className="flex-1 text-ink-muted">{children}</div>
        {actions && <div className="flex flex-wrap gap-3 pt-2">{actions}</div>}
      </div>
    </article>
  );
}
