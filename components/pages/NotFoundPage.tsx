import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { whatsappUrl } from '@/lib/contact-links';
import type { Language } from '@/lib/content';
import { contentIn, hrefIn } from '@/lib/routes';

export const notFoundMetadata = (language: Language): Metadata => ({
  title: contentIn(language).chrome.errors.notFoundTitle,
  robots: { index: false },
});

/**
 * The page-not-found screen in `language` (components/layout/NotFoundScreen), its ways onward to the pages in the
 * same language wherever they have a twin, and the WhatsApp message of a page with no name, in that language.
 */
export function NotFoundPage({ language }: { language: Language }) {
  const { chrome, pages, site, contact } = contentIn(language);
  return (
    <NotFoundScreen
      errors={chrome.errors}
      hrefs={{
        home: hrefIn(language, '/'),
        services: hrefIn(language, pages.services.path),
        products: hrefIn(language, pages.product.path),
        contact: hrefIn(language, pages.contact.path),
      }}
      whatsappHref={whatsappUrl(site.whatsapp, contact.messages.other)}
    />
  );
}
