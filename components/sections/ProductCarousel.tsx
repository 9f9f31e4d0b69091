'use client';

import { type ReactNode, useState } from 'react';
import { fillTemplate } from '@/lib/template';
import { ContentImage, type Picture } from '../ui/ContentImage';
import { Heading, type HeadingLevel } from '../ui/Heading';
import type { SlideInText } from './SlideInText';

/** `actions`: the links at the foot of the item's text (rendered by the server, shown as they are). */
export type CarouselItem = { slug: string; title: string; summary: string; image: Picture; actions?: ReactNode };

type Props = {
  items: CarouselItem[];
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Product {current} of {total}: {title}", announced politely when the product changes. */
  statusTemplate: string;
  /** What screen readers call the carousel and each of its items ("carousel", "slide"). */
  roleDescription: string;
  slideRoleDescription: string;
  /** "{current} / {total}", each item's name. */
  slideLabelTemplate: string;
  springSeconds: number;
  itemLevel: HeadingLevel;
  /** The carousel leads the page: its first picture is fetched at once. */
  firstImagePriority?: boolean;
};

/**
 * Island: one product at a time, arrows cycling with wrap-around. Every item is in the HTML (crawlers,
 * no-JS visitors); the text of a newly shown item slides in on a spring, once the animation code has
 * arrived: it is fetched when the visitor reaches for the carousel (pointer, touch or focus), not on load.
 */
export function ProductCarousel({
  items,
  label,
  previousLabel,
  nextLabel,
  statusTemplate,
  roleDescription,
  slideRoleDescription,
  slideLabelTemplate,
  springSeconds,
  itemLevel,
  firstImagePriority = false,
}: Props) {
  const [index, setIndex] = useState(0);
  // Which way the last move went (1 right, -1 left); 0 until the visitor moves, so the first render never animates.
  const [direction, setDirection] = useState(0);
  const [SlideIn, setSlideIn] = useState<typeof SlideInText | null>(null);
  // Where the shown text slides in from; only moves made after the animation arrived slide.
  const [slideFrom, setSlideFrom] = useState<string | null>(null);

  // Fetched on the first reach for the carousel only; later hovers and focus moves need no import or state update.
  const loadAnimation = () => {
    if (!SlideIn) void import('./SlideInText').then((module) => setSlideIn(() => module.SlideInText));
  };

  const move = (step: 1 | -1) => {
    setDirection(step);
    setSlideFrom(SlideIn ? `${step * 30}%` : null);
    setIndex((current) => (current + step + items.length) % items.length);
  };

  const status = fillTemplate(statusTemplate, { current: index + 1, total: items.length, title: items[index].title });

  return (
    <section
      aria-roledescription={roleDescription}
      aria-label={label}
      onPointerEnter={loadAnimation}
      onTouchStart={loadAnimation}
      onFocus={loadAnimation}
      className="mx-auto max-w-4xl"
    >
      <ul className="grid" data-carousel-track>
        {items.map((item, i) => {
          const current = i === index;
          const text = (
            <>
              <Heading level={itemLevel} className="text-2xl font-bold text-brand-900">
                {item.title}
              </Heading>
              <p className="mt-3 text-lg text-ink-muted">{item.summary}</p>
              {item.actions}
            </>
          );
          // Hidden slides stay in the HTML; visibility keeps them out of sight, focus and the accessibility tree.
          return (
            <li
              key={item.slug}
              aria-roledescription={slideRoleDescription}
              aria-label={fillTemplate(slideLabelTemplate, { current: i + 1, total: items.length })}
              data-carousel-slide
              style={current ? undefined : { visibility: 'hidden' }}
              className="grid items-center gap-8 overflow-hidden rounded-2xl bg-white p-6 shadow-sm [grid-area:1/1] md:grid-cols-2"
            >
              <ContentImage
                image={item.image}
                priority={firstImagePriority && i === 0}
                className="mx-auto h-auto w-full max-w-sm"
              />
              {current && SlideIn && slideFrom ? (
                <SlideIn from={slideFrom} springSeconds={springSeconds}>
                  {text}
                </SlideIn>
              ) : (
                <div>{text}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex items-center justify-center gap-4" data-js-only>
        <ArrowButton label={previousLabel} onClick={() => move(-1)} flip />
        <ArrowButton label={nextLabel} onClick={() => move(1)} />
      </div>
      <p aria-live="polite" className="sr-only">
        {direction === 0 ? '' : status}
      </p>
    </section>
  );
}

function ArrowButton({ label, onClick, flip = false }: { label: string; onClick: () => void; flip?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-12 items-center justify-center rounded-full border-2 border-transparent bg-brand-700 text-white hover:bg-brand-800"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={flip ? 'rotate-180' : undefined}>
        <path
          d="M9 5l7 7-7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
