'use client';

import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { fillTemplate } from '@/lib/template';
import { buttonColours } from '../ui/button-styles';
import { ContentImage, type Picture } from '../ui/ContentImage';
import { Heading, type HeadingLevel } from '../ui/Heading';

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
  /** "{current} of {total}", shown between the arrows. */
  positionTemplate: string;
  /** The name of the row of controls, one per item, named by its title ("Choose a product"). */
  pickerLabel: string;
  /** How a newly shown item's text slides in: framer-motion's spring as a CSS easing (lib/spring-easing.ts). */
  slideIn: { seconds: number; easing: string };
  itemLevel: HeadingLevel;
  /** The carousel leads the page: its first picture is fetched at once. */
  firstImagePriority?: boolean;
};

/** The id of an item's slide, where its control leads before the island runs: "carousel-crm". */
const slideId = (slug: string) => `carousel-${slug}`;

/**
 * Island: one product at a time, arrows cycling with wrap-around, its position ("2 of 5") between them, and above the
 * slides a control per product, named by its title, so every product's name is in view without a click. Every item is
 * in the HTML (crawlers, no-JS visitors, who see them stacked and the controls as links to each); the text of a newly
 * shown item slides in on a spring, played by CSS (globals.css, .slide-in), so no animation code is fetched at all.
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
  positionTemplate,
  pickerLabel,
  slideIn,
  itemLevel,
  firstImagePriority = false,
}: Props) {
  const [index, setIndex] = useState(0);
  // How many moves the visitor has made: 0 until the first, so the first render never animates; each move gives the
  // shown text a new key, so its slide starts afresh.
  const [moves, setMoves] = useState(0);
  // Which way the last move went (1 right, -1 left): the text slides in from that side.
  const [direction, setDirection] = useState<1 | -1>(1);
  // Until the island runs (no JavaScript, data-light mode) each product's control is a link to its slide.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const show = (target: number, step: 1 | -1) => {
    setDirection(step);
    setMoves((count) => count + 1);
    setIndex(target);
  };
  const move = (step: 1 | -1) => show((index + step + items.length) % items.length, step);

  const position = { current: index + 1, total: items.length };
  const status = fillTemplate(statusTemplate, { ...position, title: items[index].title });

  return (
    <section aria-roledescription={roleDescription} aria-label={label} className="mx-auto max-w-4xl">
      {/* Two columns on a phone, where a long title wraps inside its button; three on wider screens. */}
      <ul aria-label={pickerLabel} className="grid grid-cols-2 gap-2 md:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.slug}>
            {hydrated ? (
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                aria-controls={slideId(item.slug)}
                onClick={() => i !== index && show(i, i > index ? 1 : -1)}
                className={pickerClass(i === index)}
              >
                {item.title}
              </button>
            ) : (
              <a href={`#${slideId(item.slug)}`} className={pickerClass(false)}>
                {item.title}
              </a>
            )}
          </li>
        ))}
      </ul>
      <ul className="mt-6 grid" data-carousel-track>
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
              id={slideId(item.slug)}
              aria-roledescription={slideRoleDescription}
              aria-label={fillTemplate(slideLabelTemplate, { current: i + 1, total: items.length })}
              data-carousel-slide
              style={current ? undefined : { visibility: 'hidden' }}
              className="grid items-center gap-8 overflow-hidden rounded-2xl bg-white p-6 shadow-sm [grid-area:1/1] md:grid-cols-2"
            >
              {/* A hidden slide's picture is not drawn (display: none), so the browser does not fetch it, lazy, until
                  its slide shows: the slides share one place on screen, so a lazy picture of every hidden slide came in
                  with the first. Its frame keeps the picture's size meanwhile, so the slides' common height never
                  changes. Without the island every slide shows, and the static style draws every picture. */}
              <div
                className="mx-auto w-full max-w-sm"
                style={{ aspectRatio: `${item.image.width} / ${item.image.height}` }}
              >
                <ContentImage
                  image={item.image}
                  priority={firstImagePriority && i === 0}
                  className="h-auto w-full"
                  style={current ? undefined : { display: 'none' }}
                />
              </div>
              {current && moves > 0 ? (
                <div
                  key={moves}
                  className="slide-in"
                  style={
                    {
                      '--slide-from': `${direction * 30}%`,
                      animationDuration: `${slideIn.seconds}s`,
                      animationTimingFunction: slideIn.easing,
                    } as CSSProperties
                  }
                >
                  {text}
                </div>
              ) : (
                <div>{text}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex items-center justify-center gap-4" data-js-only>
        <ArrowButton label={previousLabel} onClick={() => move(-1)} flip />
        <p className="font-semibold text-brand-900" data-carousel-position>
          {fillTemplate(positionTemplate, position)}
        </p>
        <ArrowButton label={nextLabel} onClick={() => move(1)} />
      </div>
      <p aria-live="polite" className="sr-only">
        {moves === 0 ? '' : status}
      </p>
    </section>
  );
}

/** A product's control, at least 44 px tall, filled while its product shows (the site's primary and secondary buttons). */
const pickerClass = (current: boolean) =>
  `flex h-full w-full min-h-11 items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors ${
    current ? buttonColours.primary : `bg-white ${buttonColours.secondary}`
  }`;

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
