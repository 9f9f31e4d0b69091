import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import { VisuallyHidden } from './VisuallyHidden';
import { WhatsAppGlyph } from './WhatsAppGlyph';

type Props = {
  href: string;
  children: ReactNode;
  /** Completes a short label for screen readers and crawlers: "Know More" + " about Bulk SMS". */
  context?: string;
  /** `whatsapp`: WhatsApp's green, with its mark before the words. */
  variant?: ButtonVariant;
  /** A link to another site, written as it is; the site's own pages take the deploy's base path. */
  external?: boolean;
};

// A filled button's transparent border is its edge in forced-colours mode, where backgrounds are dropped.
const styles = {
  primary: 'border-2 border-transparent bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
  whatsapp: 'border-2 border-transparent bg-whatsapp-700 text-white hover:bg-whatsapp-800',
};

export type ButtonVariant = keyof typeof styles;

/** A link drawn as a button, at least 44 px tall: for links that are not a ButtonLink (the page's WhatsApp link). */
export const buttonClassName = (variant: ButtonVariant) =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors ${styles[variant]}`;

export function ButtonLink({ href, children, context, variant = 'primary', external = false }: Props) {
  const className = buttonClassName(variant);
  const label = (
    <>
      {variant === 'whatsapp' && <WhatsAppGlyph />}
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
