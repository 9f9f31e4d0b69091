import type { Content } from '@/lib/content';
import { sectionIds } from '@/lib/sections';
import { Heading, type HeadingLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { MapFrame } from './MapFrame';

type Props = { contact: Content['contact']; site: Content['site']; level: HeadingLevel };

/** The invitation to get in touch, with direct phone and email links and the office map. */
export function ContactSection({ contact, site, level }: Props) {
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
              { label: contact.callLabel, href: `tel:${site.phone}`, text: site.phoneDisplay },
              { label: contact.emailLabel, href: `mailto:${site.email}`, text: site.email },
            ].map((way) => (
              <div key={way.href}>
                <dt className="font-semibold text-brand-900">{way.label}</dt>
                <dd>
                  <a href={way.href} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {way.text}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {/* A fixed-ratio box: the map, added after hydration, can never shift the page; until it arrives, or if it
            is blocked, the box's background is a calm panel. On a data-saving connection it holds the address. */}
        <div className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-brand-100 shadow-sm">
          <MapFrame
            src={site.map.embedUrl}
            title={site.map.title}
            address={`${street}, ${locality}, ${city} ${postalCode}`}
            linkUrl={site.map.linkUrl}
            labels={{ savingData: contact.mapSavingData, link: contact.mapLinkLabel, show: contact.mapShowLabel }}
          />
        </div>
      </div>
    </Section>
  );
}
