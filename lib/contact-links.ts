/**
 * Links that open the visitor's own apps: WhatsApp click-to-chat with a prefilled message, and email with a
 * subject. Plain URLs, so they work without JavaScript and nothing is sent anywhere until the visitor taps them.
 */
import type { Content } from './content';
import { fillTemplate } from './template';

/** A link's visible text, the words screen readers hear after it, and its address. */
export type EnquiryLink = { href: string; label: string; context: string };

/** WhatsApp's click-to-chat link: the number in international digits ("919843012345"), the message as its text. */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * An email link with a subject (RFC 6068): every reserved character percent-encoded, spaces as %20 (mail apps
 * show a "+" as a plus sign).
 */
export function mailtoUrl(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The digits a phone dials for a number as visitors read it: "+91 422 450 7788" is "+914224507788". */
export function dialledNumber(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

/** A tap-to-call link (RFC 3966) for a number as visitors read it. */
export function telUrl(phone: string): string {
  return `tel:${dialledNumber(phone)}`;
}

/** The next step for one product or service: its WhatsApp button and the email link beside it. */
export type EnquiryPair = { whatsapp: EnquiryLink; email: EnquiryLink };

/** What a section hands each product's or service's title to, for the links that name it. */
export type EnquiryLinksFor = (title: string) => EnquiryPair;

/** The words and addresses the links are made of (content/contact.yaml and content/site.yaml). */
export type EnquiryWords = {
  site: Pick<Content['site'], 'whatsapp' | 'email'>;
  contact: Pick<Content['contact'], 'demo' | 'quote'>;
};

/**
 * "Request a demo" of a product or "Get a quote" for a service, from the given words: the build gives the content
 * it loads (lib/enquiry), the editor's preview the content files as the repository has them.
 */
export function enquiryLinksFrom({ site, contact }: EnquiryWords, kind: 'demo' | 'quote'): EnquiryLinksFor {
  const words = contact[kind];
  return (title) => {
    const fill = (template: string) => fillTemplate(template, { title });
    return {
      whatsapp: {
        href: whatsappUrl(site.whatsapp, fill(words.message)),
        label: words.label,
        context: fill(words.context),
      },
      email: {
        href: mailtoUrl(site.email, fill(words.subject)),
        label: words.emailLabel,
        context: fill(words.emailContext),
      },
    };
  };
}
