import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { whatsappUrl } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { href } from '@/lib/routes';

const { chrome, pages, site, contact } = loadContent();
const { errors } = chrome;

export const metadata: Metadata = { title: errors.notFoundTitle, robots: { index: false } };

/**
 * The English 404 page's screen (the export's 404.html is app/global-not-found.tsx, which puts it in the English
 * layout), and what an English route's notFound() shows: inside the site's header and footer, the not-found screen
 * (components/layout/NotFoundScreen) with the English words and pages.
 */
export default function NotFound() {
  return (
    <NotFoundScreen
      errors={errors}
      hrefs={{
        home: '/',
        services: href(pages.services.path),
        products: href(pages.product.path),
        contact: href(pages.contact.path),
      }}
      whatsappHref={whatsappUrl(site.whatsapp, contact.messages.other)}
    />
  );
}
