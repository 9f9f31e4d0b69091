'use client';

import { useEffect, useRef, useState } from 'react';

type Props = {
  src: string;
  title: string;
  /** The office's address and a link to it in Google Maps are beside the frame (ContactSection), always shown. */
  labels: { savingData: string; show: string };
};

/** The part of the Network Information API read here (Chromium-based browsers; others have no `connection`). */
type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Whether the visitor's connection asks the page to spare data: the browser's data saver is on (the preference the
 * browser also announces to servers in the `Save-Data: on` request header, which a static page cannot read, is
 * `saveData` here), or the connection is 2G-class.
 */
export function savesData(connection: Connection | undefined): boolean {
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/**
 * Island: the office map, a third-party page of hundreds of KB. It joins the page only after hydration and the
 * window's load event, so it never competes with the page's first paint or its own scripts, and a hanging map
 * host cannot hold back `load` (browsers wait for frames added before it). Until then the parent's fixed box
 * shows its calm background, so nothing shifts. On a connection that asks to save data the map is not fetched
 * at all: the box says so and offers a button that loads the map on request (in data-light mode, before the
 * island runs, the same words without the button). The address and its Google Maps link are always beside it.
 */
export function MapFrame({ src, title, labels }: Props) {
  const [mode, setMode] = useState<'waiting' | 'frame' | 'saving' | 'requested'>('waiting');
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (savesData((navigator as Navigator & { connection?: Connection }).connection)) {
      setMode('saving');
      return;
    }
    const show = () => setMode('frame');
    // Hydration usually ends after load, but nothing promises it: a slow image can keep the page loading.
    if (document.readyState === 'complete') show();
    // `load` fires once per page: the cleanup is all the listener needs.
    else window.addEventListener('load', show);
    return () => window.removeEventListener('load', show);
  }, []);

  // The button the visitor pressed is gone; focus goes to the map that replaced it, which announces its title.
  useEffect(() => {
    if (mode === 'requested') frameRef.current?.focus();
  }, [mode]);

  // Tab into the frame moves focus to another site's page, which this page only sees as its own window's blur.
  // The browser does not bring the frame into view when that page has nothing to focus (the map host down), so
  // the focused frame could sit off screen: bring it in, as for any other control (WCAG 2.4.11).
  useEffect(() => {
    const reveal = () => {
      if (document.activeElement === frameRef.current) frameRef.current?.scrollIntoView?.({ block: 'nearest' });
    };
    window.addEventListener('blur', reveal);
    return () => window.removeEventListener('blur', reveal);
  }, []);

  const savingPanel = (
    // Scrolls rather than clips when large text makes it taller than the fixed box.
    <div className="flex h-full flex-col items-center justify-center gap-2 overflow-y-auto p-4 text-center">
      <p className="text-ink-muted">{labels.savingData}</p>
      <button
        type="button"
        onClick={() => setMode('requested')}
        data-js-only
        className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {labels.show}
      </button>
    </div>
  );
  if (mode === 'saving') return savingPanel;

  const frame = (
    <iframe
      ref={frameRef}
      src={src}
      title={title}
      loading="lazy"
      // The page's own policy (deploy headers): the map host learns the site's origin, never the page's path.
      referrerPolicy="strict-origin-when-cross-origin"
      className="h-full w-full border-0"
    />
  );
  if (mode !== 'waiting') return frame;
  // Without JavaScript (and for crawlers) the frame is in the HTML; with it, the browser reads <noscript> as text
  // and React does not hydrate its children, so the live frame is the only one. In data-light mode (scripting on,
  // no island running) the layout's style shows the panel instead, without its button, which needs the island.
  return (
    <>
      <noscript>{frame}</noscript>
      <div data-light-only style={{ display: 'none' }}>
        {savingPanel}
      </div>
    </>
  );
}
