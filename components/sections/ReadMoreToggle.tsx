'use client';

import { type ReactNode, useState } from 'react';

type Props = {
  panelId: string;
  moreLabel: string;
  lessLabel: string;
  /** Completes the label for screen readers: "Read More" + " about CRM". */
  subject: string;
  /** Server-rendered extra content: in the HTML from the start, shown when expanded. */
  children: ReactNode;
};

/** Island: reveals a block's extra content. Without JavaScript the content simply shows (see the layout's noscript style). */
export function ReadMoreToggle({ panelId, moreLabel, lessLabel, subject, children }: Props) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
        data-js-only
        className="mt-4 inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {expanded ? lessLabel : moreLabel}
        <span className="sr-only"> {subject}</span>
      </button>
      {/* Below its button, so opening it never pushes the focused button down and out of view.
          An inline style, not the hidden attribute: Tailwind's preflight hides [hidden] with a layered
          !important that the layout's noscript style could never override, leaving no-JS visitors without the list. */}
      <div id={panelId} style={expanded ? undefined : { display: 'none' }} data-expandable>
        {children}
      </div>
    </>
  );
}
