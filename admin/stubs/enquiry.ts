/**
 * lib/enquiry for the preview: the contact words live in content/contact.ts, which the entry being edited does not
 * hold, so the preview marks each link's place by its field; the real links are made when the site is built.
 */
import type { EnquiryLink } from '@/components/ui/EnquiryLinks';

const marked = (field: string): EnquiryLink => ({ href: '#', label: `{${field}}`, context: '' });

export const enquiryLinks = (kind: 'demo' | 'quote', _title: string) => ({
  whatsapp: marked(`${kind} › label`),
  email: marked(`${kind} › emailLabel`),
});

export const productDetailsHref = (slug: string) => `/productdetail/#${slug}`;
