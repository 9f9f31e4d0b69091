import { CallLink, EmailLink } from '@/components/layout/CallAndEmailLinks';
import { type PageMessages, PageWhatsAppLink } from '@/components/layout/PageWhatsAppLink';
import type { Content } from '@/lib/content';
import { sectionIds } from '@/lib/sections';
import { Island } from '../islands/Island';
import { buttonClassName } from '../ui/button-styles';
import { Heading, type HeadingLevel } from '../ui/Heading';
import { Section } from '../ui/Section';

type Props = { contact: Content['contact']; site: Content['site']; messages: PageMessages; level: HeadingLevel };

/**
 * The invitation to get in touch: WhatsApp, phone and email as buttons a thumb can hit (WhatsApp first, in its green
 * with its mark), the office address with a link to it in Google Maps, and the map. The address and link are always
 * shown, so a visitor whose map never loads still finds the office.
 */
export function ContactSection({ contact, site, messages, level }: Props) {
  const { street, locality, city, postalCode } = site.address;
  return (
    <Section id={sectionIds.contact} labelledBy="contact-heading" tinted>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <Heading
            level={level}
            id="contact-heading"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {contact.heading}
          </Heading>
          <p className="mt-4 text-lg text-ink-muted">{contact.intro}</p>
          {/* A column of buttons as wide as the text above them. */}
          <ul className="mt-6 grid gap-3">
            <li>
              <PageWhatsAppLink messages={messages} className={`w-full ${buttonClassName('whatsapp')}`}>
                {contact.whatsappText}
              </PageWhatsAppLink>
            </li>
            <li>
              <CallLink
                phone={site.phone}
                label={contact.callLabel}
                className={`w-full ${buttonClassName('secondary')}`}
              />
            </li>
            <li>
              <EmailLink
                email={site.email}
                label={contact.emailLabel}
                className={`w-full ${buttonClassName('secondary')}`}
              />
            </li>
          </ul>
        </div>
        <div>
          {/* A fixed-ratio box: the map, added after hydration, can never shift the page; until it arrives, or if it
              is blocked, the box's background is a calm panel. On a data-saving connection it offers the map. The
              address and its Google Maps link follow it, always. */}
          <div className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-brand-100 shadow-sm">
            <Island
              name="MapFrame"
              props={{
                src: site.map.embedUrl,
                title: site.map.title,
                labels: { savingData: contact.mapSavingData, show: contact.mapShowLabel },
              }}
            />
          </div>
          <p className="mt-3 text-lg">
            <span className="font-semibold text-brand-900">{`${street}, ${locality}, ${city} ${postalCode}`}</span>{' '}
            <a
              href={site.map.linkUrl}
              className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {contact.mapLinkLabel}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
