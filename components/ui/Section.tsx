import type { ReactNode } from 'react';

type Props = { id: string; labelledBy: string; tinted?: boolean; children: ReactNode };

/** A page section: a landmark named by its heading, anchored clear of the sticky header. */
export function Section({ id, labelledBy, tinted = false, children }: Props) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-20 ${tinted ? 'bg-brand-50' : ''}`}>
      <div className="mx-auto max-w-page px-4 sm:px-6">{children}</div>
    </section>
  );
}
