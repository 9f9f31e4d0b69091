import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import { VisuallyHidden } from './VisuallyHidden';

type Props = {
  href: string;
  children: ReactNode;
  /** Completes a short label for screen readers and crawlers: "Know More" + " about Bulk SMS". */
  context?: string;
  variant?: 'primary' | 'secondary';
  /** A link to another site, written as it is; the site's own pages take the deploy's base path. */
  external?: boolean;
};

// The primary button's transparent border is its edge in forced-colours mode, where backgrounds are dropped.
const styles = {
  primary: 'border-2 border-transparent bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
};

export function ButtonLink({ href, children, context, variant = 'primary', external = false }: Props) {
  const className = `inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold transition-colors ${styles[variant]}`;
  const label = (
    <>
      {children}
      {context && <VisuallyHidden> {context}</VisuallyHidden>}
    </>
  );
  return external ? (
    <a href={href} className={className}>
      {label}
    </a>
  ) : (
    <SiteLink href={href} className={className}>
      {label}
    </SiteLink>
  );
}
