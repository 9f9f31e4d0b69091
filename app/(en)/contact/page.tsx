import { ContactSection } from '@/components/sections/ContactSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { loadContent } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';

const { contact, site, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.contact);

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs path={pages.contact.path} label={chrome.breadcrumbLabel} />
      <ContactSection contact={contact} site={site} messages={pageMessages()} level={1} />
    </>
  );
}
