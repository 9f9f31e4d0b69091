import { ContactSection } from '@/components/sections/ContactSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import type { Language } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { contentIn } from '@/lib/routes';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export const contactMetadata = (language: Language) => pageMetadata(contentIn(language).pages.contact, language);

/** The contact page in `language`: the address, map, hours and every way to reach us. */
export function ContactPage({ language }: { language: Language }) {
  const { contact, site, pages, chrome } = contentIn(language);
  return (
    <>
      <LanguageSwitch path={pages.contact.path} />
      <Breadcrumbs path={pages.contact.path} label={chrome.breadcrumbLabel} language={language} />
      <ContactSection contact={contact} site={site} messages={pageMessages(language)} level={1} />
    </>
  );
}
