import type { ReactNode } from 'react';
import { type ButtonVariant, buttonClassName } from './button-styles';
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
