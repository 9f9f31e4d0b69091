/**
 * The contact links of pages, products and services, built from content: WhatsApp messages and email subjects
 * that say where the visitor came from, in the editor's words (content/contact.yaml).
 */
import { type EnquiryLinksFor, type EnquiryPair, enquiryLinksFrom } from './contact-links';
import type { Language } from './content';
import { contentIn, href, productPagePath, routesIn } from './routes';

/** What the site-wide WhatsApp links say, which the link on each page picks from by the page's address. */
export type PageMessages = {
  number: string;
  /** "… I am on the {page} page …": the message from a page that has a name. */
  page: string;
  /** The message from any other page (the page-not-found screen). */
  other: string;
  /** Each page's short name by its served address ("/about/": "About"). */
  names: Record<string, string>;
};

/**
 * The site-wide WhatsApp links' messages: each page's own, by the address the export serves it at; from a page in
 * another language, in that language (a Tamil enquiry names its Tamil page, so it can be counted).
 */
export function pageMessages(language: Language = 'en'): PageMessages {
  const { site, contact } = contentIn(language);
  return {
    number: site.whatsapp,
    page: contact.messages.page,
    other: contact.messages.other,
    names: Object.fromEntries(routesIn(language).map((route) => [href(route.path), route.name])),
  };
}

/** "Request a demo" of a product or "Get a quote" for a service: the WhatsApp button and the email link beside it. */
export function enquiryLinks(kind: 'demo' | 'quote', title: string, language: Language = 'en'): EnquiryPair {
  return enquiryLinksFrom(contentIn(language), kind)(title);
}

/** The same links for every title a section shows, handed to the section by its page. */
export function enquiryLinksFor(kind: 'demo' | 'quote', language: Language = 'en'): EnquiryLinksFor {
  return enquiryLinksFrom(contentIn(language), kind);
}

/** A product's own page, where its carousel slide and its block on the product details page lead: "/products/crm/". */
export function productPageHref(slug: string): string {
  return href(productPagePath(slug));
}
