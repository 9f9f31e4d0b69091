'use client';

import { useEffect, useState } from 'react';
import type { Picture } from '../ui/ContentImage';

type Props = { durationMs: number; logo: Picture };

/**
 * Island: the brand screen shown for `durationMs` at the start of a visit. It is in the HTML so it covers
 * the page from the first paint, while the page renders complete beneath it. A CSS animation with the
 * same delay hides it even without JavaScript; the script then removes it from the page. Later pages of the
 * same visit hide it before their first paint (lib/visit.ts), so it shows once per visit, not once per page.
 * It steps aside as soon as a keyboard visitor moves focus into the page, so the focused control is never
 * hidden behind it (WCAG 2.4.11).
 */
export function Preloader({ durationMs, logo }: Props) {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    // Counted from the start of the page load, not from hydration, so it agrees with the CSS timer.
    const remaining = Math.max(0, durationMs - performance.now());
    const hide = () => setVisible(false);
    const timer = setTimeout(hide, remaining);
    document.addEventListener('focusin', hide, { once: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', hide);
    };
  }, [durationMs]);

  if (!visible) return null;
  return (
    <div
      aria-hidden="true"
      data-preloader
      className="preloader fixed inset-0 z-50 flex items-center justify-center bg-white"
      style={{ animationDelay: `${durationMs}ms` }}
    >
      {/* biome-ignore lint/performance/noImgElement: decorative logo, already named in the header; static SVG needs no optimiser */}
      <img
        src={logo.src}
        alt=""
        width={logo.width}
        height={logo.height}
        className="h-11 w-auto motion-safe:animate-pulse"
      />
    </div>
  );
}
