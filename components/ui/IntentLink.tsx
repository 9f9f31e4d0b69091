'use client';

import Link from 'next/link';
import { type ComponentProps, useState } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * Island: a link to one of the site's own pages that fetches the page ahead only once the visitor shows
 * intent (pointer over it, which includes a finger touching it, or keyboard focus on it), never merely for
 * being on screen, so a slow connection is not spent on pages the visitor may never open. Next's own
 * pattern: the link turns Next's prefetching on when intent shows. Every internal link uses it.
 */
export function IntentLink({ onPointerEnter, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is Next's default prefetch, which runs at once for a link already on screen, as this one is.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
