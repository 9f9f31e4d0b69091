import { onlineLinksOf, registrationsOf } from '@/lib/buyer-facts';
import { telUrl } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { SiteLink } from '../ui/SiteLink';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { type PageMessages, PageWhatsAppLink } from './PageWhatsAppLink';

type Props = {
  id: string;
  site: Content['site'];
  footer: Content['chrome']['footer'];
  whatsapp: { messages: PageMessages; text: string };
  dataLight: Content['chrome']['dataLight'];
  year: number;
  /** The privacy notice, as served ("/privacy/"). */
  privacyHref: string;
};

/** The footer's links, as its phone and email are. */
const linkClass = 'underline underline-offset-4 hover:text-white';

/**
 * Address, phone, WhatsApp, email, opening hours, the copyright line and the privacy notice's link, on every page.
 * Under them, when content has them: the company's profiles and Google listing (links only: no stars, no ratings), and
 * its CIN and GSTIN, each with a link to the public page where a visitor pastes it to check it.
 * A button switches to the light version; in data-light mode a notice says the light version is shown, with the button
 * that loads the interactive one (the inline script loader handles both clicks: no island may be running to do it).
 */
export function SiteFooter({ id, site, footer, whatsapp, dataLight, year, privacyHref }: Props) {
  const { address } = site;
  const online = onlineLinksOf(site, footer.online);
  const registrations = registrationsOf(site, footer.registration);
  return (
    <footer id={id} className="bg-brand-900 text-brand-100 [--focus-ring:white]">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <h2 className="text-lg font-semibold text-white">{footer.addressHeading}</h2>
          <address className="mt-3 not-italic leading-relaxed">
            {site.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.city} {address.postalCode}
            <br />
            {address.region}, {address.country}
          </address>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-white">{footer.contactHeading}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <PageWhatsAppLink
                messages={whatsapp.messages}
                className="inline-flex items-center gap-2 underline underline-offset-4 hover:text-white"
                glyphClassName="text-whatsapp-400"
              >
                {whatsapp.text}
              </PageWhatsAppLink>
            </li>
            <li>
              <a href={telUrl(site.phone)} className="underline underline-offset-4 hover:text-white">
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="underline underline-offset-4 hover:text-white">
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-white">{footer.hoursHeading}</h2>
          <ul className="mt-3 space-y-2">
            {site.openingHours.map((line) => (
              <li key={line.days}>
                {line.days} {line.hours}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {(online.length > 0 || registrations.length > 0) && (
        <div className="mx-auto grid max-w-page gap-10 border-t border-white/15 px-4 py-8 sm:px-6 md:grid-cols-3">
          {online.length > 0 && (
            <div>
              <h2 className="text-lg font-semibold text-white">{footer.online.heading}</h2>
              <ul className="mt-3 space-y-2">
                {online.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.text}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {registrations.length > 0 && (
            <div className="md:col-span-2">
              <h2 className="text-lg font-semibold text-white">{footer.registration.heading}</h2>
              <dl className="mt-3 space-y-2">
                {registrations.map(({ label, value, lookUp }) => (
                  <div key={label}>
                    <dt className="inline font-semibold text-white">{label}</dt>{' '}
                    <dd className="inline">
                      <span className="break-all">{value}</span>{' '}
                      <a href={lookUp.url} className={linkClass}>
                        {lookUp.text}
                        <VisuallyHidden> {lookUp.context}</VisuallyHidden>
                      </a>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      )}
      {/* Firefox and Safari never report a data saver: anyone may choose the light version (the loader handles the
          click; like every control that needs a script, it is hidden wherever the scripts do not run). */}
      <p data-choose-light data-js-only className="border-t border-white/15 px-4 py-2 text-center text-sm">
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-white underline underline-offset-4"
        >
          {dataLight.chooseLight}
        </button>
      </p>
      <div data-light-only style={{ display: 'none' }}>
        <p className="border-t border-white/15 px-4 py-4 text-center text-sm">
          {dataLight.notice}{' '}
          <button
            type="button"
            data-load-scripts
            className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-white underline underline-offset-4"
          >
            {dataLight.loadInteractive}
          </button>
        </p>
      </div>
      <p className="border-t border-white/15 px-4 py-5 text-center text-sm">
        © {year} {site.legalName}. {footer.rights}{' '}
        {/* The router's link, like every link to a page of the site: it adds the deploy's base path. */}
        <SiteLink href={privacyHref} className="underline underline-offset-4 hover:text-white">
          {footer.privacy}
        </SiteLink>
      </p>
    </footer>
  );
}
