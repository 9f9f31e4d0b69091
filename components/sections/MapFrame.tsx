'use client';

import { useEffect, useState } from 'react';

type Props = { src: string; title: string };

/**
 * Island: the office map, a third-party page of hundreds of KB. It joins the page only after hydration, so it
 * never competes with the page's first paint or its own scripts, and a hanging map host cannot hold back the
 * page's load event. Until then the parent's fixed box shows its calm background, so nothing shifts.
 */
export function MapFrame({ src, title }: Props) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const frame = (
    <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="h-full w-full border-0" />
  );
  // Without JavaScript (and for crawlers) the frame is in the HTML; with it, the browser reads <noscript> as text
  // and React does not hydrate its children, so the live frame above is the only one.
  return hydrated ? frame : <noscript>{frame}</noscript>;
}
