import { CallLink, EmailLink } from '@/components/layout/CallAndEmailLinks';
import { type PageMessages, PageWhatsAppLink } from '@/components/layout/PageWhatsAppLink';
import type { Content } from '@/lib/content';
import { buttonClassName } from '../ui/button-styles';
import { Heading, type HeadingLevel } from '../ui/Heading';

type Props = {
  closing: Content['home']['closing'];
  contact: Pick<Content['contact'], 'whatsappText' | 'callLabel' | 'emailLabel'>;
  site: Pick<Content['site'], 'phone' | 'email'>;
  messages: PageMessages;
  level: HeadingLevel;
};

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-100 underline underline-offset-4 hover:text-white';

/**
 * The home page's last word before the contact section: one invitation, WhatsApp first (its green and mark, the
 * message naming the page), then call and email as plain links. Plain links, no script. Not a landmark: the page's
 * named sections are the spec's. A dark band, so the story visibly ends here; the focus ring turns white on it.
 */
export function ClosingBand({ closing, contact, site, messages, level }: Props) {
  return (
    <section className="bg-brand-900 py-12 text-white [--focus-ring:white] sm:py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center sm:px-6">
        <Heading level={level} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {closing.heading}
        </Heading>
        <p className="text-lg text-brand-100">{closing.text}</p>
        <PageWhatsAppLink messages={messages} className={buttonClassName('whatsapp')}>
          {contact.whatsappText}
        </PageWhatsAppLink>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <li>
            <CallLink phone={site.phone} label={contact.callLabel} className={linkClass} />
          </li>
          <li>
            <EmailLink email={site.email} label={contact.emailLabel} className={linkClass} />
          </li>
        </ul>
      </div>
    </section>
  );
}
