import type { ReactNode } from 'react';
import { type PageMessages, PageWhatsAppLink } from '@/components/layout/PageWhatsAppLink';
import { telUrl } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { sectionIds } from '@/lib/sections';
import { Island } from '../islands/Island';
import { Heading, type HeadingLevel } from '../ui/Heading';
import { Section } from '../ui/Section';

type Props = { contact: Content['contact']; site: Content['site']; messages: PageMessages; level: HeadingLevel };

const linkClass = 'text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The invitation to get in touch: WhatsApp, phone and email links, the office address with a link to it in Google
 * Maps, and the map. The address and link are always shown, so a visitor whose map never loads still finds the office.
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
          <dl className="mt-6 space-y-3 text-lg">
            {[
              {
                label: contact.whatsappLabel,
                link: (
                  <PageWhatsAppLink messages={messages} className={linkClass}>
                    {contact.whatsappText}
                  </PageWhatsAppLink>
                ),
              },
              { label: contact.callLabel, link: <Link href={telUrl(site.phone)}>{site.phone}</Link> },
              { label: contact.emailLabel, link: <Link href={`mailto:${site.email}`}>{site.email}</Link> },
            ].map((way) => (
              <div key={way.label}>
                <dt className="font-semibold text-brand-900">{way.label}</dt>
                <dd>{way.link}</dd>
              </div>
            ))}
          </dl>
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
            <a href={site.map.linkUrl} className={`inline-flex min-h-11 items-center ${linkClass}`}>
              {contact.mapLinkLabel}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}
