/**
 * The contact links of pages, products and services, built from content: WhatsApp messages and email subjects
 * that say where the visitor came from, in the editor's words (content/contact.ts).
 */
import type { PageMessages } from '@/components/layout/PageWhatsAppLink';
import type { EnquiryLink } from '@/components/ui/EnquiryLinks';
import { mailtoUrl, whatsappUrl } from './contact-links';
import { loadContent } from './content';
import { href, routes } from './routes';
import { fillTemplate } from './template';

/** The site-wide WhatsApp links' messages: each page's own, by the address the export serves it at. */
export function pageMessages(): PageMessages {
  const { site, contact } = loadContent();
  return {
    number: site.whatsapp,
    page: contact.messages.page,
    other: contact.messages.other,
    names: Object.fromEntries(routes.map((route) => [href(route.path), route.name])),
  };
}

/** "Request a demo" of a product or "Get a quote" for a service: the WhatsApp button and the email link beside it. */
export function enquiryLinks(kind: 'demo' | 'quote', title: string): { whatsapp: EnquiryLink; email: EnquiryLink } {
  const { site, contact } = loadContent();
  const words = contact[kind];
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
}

/** A product's block on the product details page, where its carousel slide leads: "/productdetail/#crm". */
export function productDetailsHref(slug: string): string {
  return `${href(loadContent().pages.productDetail.path)}#${slug}`;
}
