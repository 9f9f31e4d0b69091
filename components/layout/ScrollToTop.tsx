'use client';

import { useEffect, useState } from 'react';

type Props = {
  thresholdPx: number;
  label: string;
  /** Where focus goes with the page's top: the skip link's target, so the next Tab continues from there. */
  focusTargetId: string;
};

/**
 * Island: a back-to-top button that appears once the page is scrolled past the threshold. Until it hydrates, the
 * HTML holds a plain link to the top instead, which the layout's static style shows without JavaScript and in
 * data-light mode.
 */
export function ScrollToTop({ thresholdPx, label, focusTargetId }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const update = () => setVisible(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  if (!hydrated)
    return (
      <div data-static-only style={{ display: 'none' }}>
        {/* "#top" scrolls to the top of the document, and the next Tab starts from there. */}
        <a
          href="#top"
          className="block bg-brand-900 px-4 pb-6 text-center font-semibold text-white underline underline-offset-4 [--focus-ring:white]"
        >
          {label}
        </a>
      </div>
    );
  if (!visible) return null;

  const scrollUp = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Without this, focus would stay on the button as it disappears and fall to the body.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  };

  // It floats over every surface, light or dark: its focus ring is two-tone, a white band against the button
  // inside a dark outline, so one of them contrasts with whatever lies behind. The transparent border is the
  // button's edge in forced-colours mode, where backgrounds are dropped.
  return (
    <button
      type="button"
      aria-label={label}
      onClick={scrollUp}
      className="fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full border-2 border-transparent bg-brand-700 text-white shadow-lg outline-brand-900 hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-white"
    >
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
    </button>
  );
}
