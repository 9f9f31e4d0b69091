import type { ReactNode } from 'react';

/** Words for screen readers and crawlers only, such as the destination after a short link label. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
