import { ButtonLink } from '@/components/ui/ButtonLink';
import { ErrorScreen } from '@/components/ui/ErrorScreen';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Content } from '@/lib/content';

const linkClass =
  'flex min-h-11 flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50';

type Props = {
  /** The screen's words (content/chrome.yaml's `errors`), in the pages' language. */
  errors: Content['chrome']['errors'];
  /** Where the way home and the ways onward go, in the same language's pages. */
  hrefs: { home: string; services: string; products: string; contact: string };
  /** The WhatsApp chat, with the message of a page that has no name, as the header's WhatsApp link sends from here. */
  whatsappHref: string;
};

/**
 * The page-not-found screen, in the fallback screen's style: the way home and the ways onward a visitor who followed
 * a broken link most likely wants: the services, the products, contact and a WhatsApp chat. Its words and addresses
 * are props, so each language's 404 page shows it in its own (app/(en)/not-found.tsx is the English one's).
 */
export function NotFoundScreen({ errors, hrefs, whatsappHref }: Props) {
  const { onward } = errors;
  const ways = [
    { ...onward.services, href: hrefs.services },
    { ...onward.products, href: hrefs.products },
    { ...onward.contact, href: hrefs.contact },
  ];
  return (
    <ErrorScreen heading={errors.notFoundTitle} detail={errors.notFoundStatus} detailAbove>
      <p className="basis-full text-lg text-ink-muted">{errors.notFoundText}</p>
      <ButtonLink href={hrefs.home}>{errors.home}</ButtonLink>
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
            <a href={whatsappHref} className={linkClass}>
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
