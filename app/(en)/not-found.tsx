import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ErrorScreen } from '@/components/ui/ErrorScreen';
import { SiteLink } from '@/components/ui/SiteLink';
import { whatsappUrl } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { href } from '@/lib/routes';

const { chrome, pages, site, contact } = loadContent();
const { errors } = chrome;

export const metadata: Metadata = { title: errors.notFoundTitle, robots: { index: false } };

const linkClass =
  'flex min-h-11 flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50';

/**
 * The 404 page's screen (the export's 404.html is app/global-not-found.tsx, which puts it in the English layout),
 * and what an English route's notFound() shows: the fallback screen's style, inside the site's header and footer,
 * with the ways onward a visitor who followed a broken link most likely wants: the services, the products, contact
 * and a WhatsApp chat (with the message of a page that has no name, as the header's WhatsApp link sends from here).
 */
export default function NotFound() {
  const { onward } = errors;
  const ways = [
    { ...onward.services, href: href(pages.services.path) },
    { ...onward.products, href: href(pages.product.path) },
    { ...onward.contact, href: href(pages.contact.path) },
  ];
  return (
    <ErrorScreen heading={errors.notFoundTitle} detail={errors.notFoundStatus} detailAbove>
      <p className="basis-full text-lg text-ink-muted">{errors.notFoundText}</p>
      <ButtonLink href="/">{errors.home}</ButtonLink>
      <nav aria-labelledby="onward-heading" className="mt-6 basis-full">
        <h2 id="onward-heading" className="text-2xl font-bold text-brand-900">
          {onward.heading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {ways.map((way) => (
            <li key={way.href}>
              <SiteLink href={way.href} className={linkClass}>
                <WayOnward {...way} />
              </SiteLink>
            </li>
          ))}
          <li>
            <a href={whatsappUrl(site.whatsapp, contact.messages.other)} className={linkClass}>
              <WayOnward {...onward.whatsapp} />
            </a>
          </li>
        </ul>
      </nav>
    </ErrorScreen>
  );
}

function WayOnward({ label, text }: { label: string; text: string }) {
  return (
    <>
      <span className="font-semibold text-brand-800 underline underline-offset-4">{label}</span>
      <span className="text-ink-muted">{text}</span>
    </>
  );
}
