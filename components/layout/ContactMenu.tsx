import type { ComponentProps } from 'react';
import { WhatsAppGlyph } from '../ui/WhatsAppGlyph';
import { ContactWays } from './ContactWays';
import { PageWhatsAppLink } from './PageWhatsAppLink';

type Props = Omit<ComponentProps<typeof ContactWays>, 'linkClass'> & { label: string };

/**
 * The header's contact button on phones: it opens WhatsApp, call and email under it by HTML alone (the popover
 * attribute), so it works without JavaScript; a tap elsewhere or Escape closes it. It sits in the sticky header,
 * so it is one tap away at any scroll position and never floats over the page. It wears WhatsApp's green and mark:
 * WhatsApp leads its list. A browser without popovers gets a plain WhatsApp link in its place (globals.css).
 */
export function ContactMenu({ label, ...ways }: Props) {
  return (
    // mr-1: with the header's gap, 8 px of white between the green button and the menu button's focus ring.
    <div className="ml-auto mr-1 lg:hidden">
      <button
        type="button"
        popoverTarget="contact-menu"
        className="contact-button inline-flex size-11 items-center justify-center rounded-lg border-2 border-transparent bg-whatsapp-700 text-white hover:bg-whatsapp-800"
      >
        <span className="sr-only">{label}</span>
        <WhatsAppGlyph size={24} />
      </button>
      <PageWhatsAppLink
        messages={ways.messages}
        glyphClassName="size-6"
        className="contact-fallback hidden size-11 items-center justify-center rounded-lg border-2 border-transparent bg-whatsapp-700 text-white hover:bg-whatsapp-800"
      >
        <span className="sr-only">{ways.labels.whatsappLabel}</span>
      </PageWhatsAppLink>
      <ul
        id="contact-menu"
        popover="auto"
        className="contact-popover w-max max-w-[calc(100vw-1rem)] rounded-lg border border-brand-100 bg-white p-2 shadow-lg"
      >
        <ContactWays
          {...ways}
          linkClass="flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-semibold text-ink hover:bg-brand-50"
        />
      </ul>
    </div>
  );
}
