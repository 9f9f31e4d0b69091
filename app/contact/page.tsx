import { ContactSection } from '@/components/sections/ContactSection';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { contact, site, pages } = content;

export const metadata = pageMetadata(pages.contact);

export default function ContactPage() {
  return <ContactSection contact={contact} site={site} level={1} />;
}
