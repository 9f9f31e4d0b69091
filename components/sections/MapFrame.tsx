'use client';

import { useEffect, useState } from 'react';

type Props = { src: string; title: string };

/**
 * Island: the office map, a third-party page of hundreds of KB. It joins the page only after hydration and the
 * window's load event, so it never competes with the page's first paint or its own scripts, and a hanging map
 * host cannot hold back `load` (browsers wait for frames added before it). Until then the parent's fixed box
 * shows its calm background, so nothing shifts.
 */
export function MapFrame({ src, title }: Props) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const show = () => setLive(true);
    // Hydration usually ends after load, but nothing promises it: a slow image can keep the page loading.
    if (document.readyState === 'complete') show();
    else window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);

  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="h-full w-full border-0"
    />
  );
  // Without JavaScript (and for crawlers) the frame is in the HTML; with it, the browser reads <noscript> as text
  // and React does not hydrate its children, so the live frame is the only one.
  return live ? frame : <noscript>{frame}</noscript>;
}
