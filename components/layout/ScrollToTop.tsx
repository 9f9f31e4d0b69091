'use client';

import { useEffect, useState } from 'react';

type Props = {
  thresholdPx: number;
  label: string;
  /** Where focus goes with the page's top: the skip link's target, so the next Tab continues from there. */
  focusTargetId: string;
};

const ARROW = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d="M5 15l7-7 7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

// Its focus ring is two-tone, a white band against the button inside a dark outline, so one of them contrasts
// with whatever lies behind. The transparent border is the control's edge in forced-colours mode, where
// backgrounds are dropped. mr-1: beside the header's contact button, 8 px of white for the ring, as between that
// button and the menu's.
const LOOK =
  'mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-transparent bg-brand-700 text-white shadow-lg outline-brand-900 hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-white';

/**
 * Island: a back-to-top button that appears once the page is scrolled past the threshold. It holds its place in
 * the sticky header, at its right end with the contact and menu buttons, from the start (hidden, not absent, at the
 * top), so appearing moves nothing, and it never floats over the page's text. Where no script runs (JavaScript off,
 * data-light mode) the layout's static style shows a plain link to the top in its place instead.
 */
export function ScrollToTop({ thresholdPx, label, focusTargetId }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  const scrollUp = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Without this, focus would stay on the button as it disappears and fall to the body.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  };

  return (
    <>
      <span data-static-only style={{ display: 'none' }}>
        {/* "#top" scrolls to the top of the document, and the next Tab starts from there. */}
        <a href="#top" aria-label={label} className={LOOK}>
          {ARROW}
        </a>
      </span>
      {/* Hidden, it is out of sight, the tab order and the accessibility tree. */}
      <button
        type="button"
        aria-label={label}
        onClick={scrollUp}
        data-js-only
        style={visible ? undefined : { visibility: 'hidden' }}
        className={LOOK}
      >
        {ARROW}
      </button>
    </>
  );
}
