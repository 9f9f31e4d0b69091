'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { whatsappUrl } from '@/lib/contact-links';
import type { PageMessages } from '@/lib/enquiry';
import { fillTemplate } from '@/lib/template';
import { WhatsAppGlyph } from '../ui/WhatsAppGlyph';

export type { PageMessages };

/** `className` lays the mark and the words out in a row (flex); `glyphClassName` colours the mark. */
type Props = { messages: PageMessages; className?: string; glyphClassName?: string; children: ReactNode };

/**
 * A WhatsApp link whose message names the page the visitor is on. The header and footer belong to the layout,
 * which does not know its page, so the address is read here (a client component, for usePathname): the export
 * renders each page's own link into its HTML, where it stays as it is. No island of its own; inside the menu
 * island it renders the same link in the browser (components/islands/next-navigation.ts gives the path). WhatsApp's mark leads it.
 */
export function PageWhatsAppLink({ messages, className, glyphClassName, children }: Props) {
  const name = messages.names[usePathname()];
  const message = name === undefined ? messages.other : fillTemplate(messages.page, { page: name });
  return (
    <a href={whatsappUrl(messages.number, message)} className={className}>
      <WhatsAppGlyph className={glyphClassName} />
      {children}
    </a>
  );
}
