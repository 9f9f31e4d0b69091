import type { Content } from '@/lib/content';
import { MAIL_ICON, OutlineIcon, PHONE_ICON } from '../ui/OutlineIcon';
import { CallLink, EmailLink } from './CallAndEmailLinks';
import { type PageMessages, PageWhatsAppLink } from './PageWhatsAppLink';

type Props = {
  site: Pick<Content['site'], 'phone' | 'email'>;
  labels: Pick<Content['contact'], 'whatsappLabel' | 'callLabel' | 'emailLabel'>;
  messages: PageMessages;
  /** The links' and items' classes, as the list they join styles its own: a row (flex), WhatsApp's mark first. */
  linkClass: string;
  itemClass?: string;
};

/**
 * WhatsApp, call and email, as items of the list they join: the header's contact list and the phone menu. Each leads
 * with its mark (WhatsApp's, a handset, an envelope), hidden from screen readers: the words name the link.
 */
export function ContactWays({ site, labels, messages, linkClass, itemClass }: Props) {
  return (
    <>
      <li className={itemClass}>
        <PageWhatsAppLink messages={messages} className={linkClass} glyphClassName="text-whatsapp-700">
          {labels.whatsappLabel}
        </PageWhatsAppLink>
      </li>
      <li className={itemClass}>
        <CallLink phone={site.phone} label={labels.callLabel} className={linkClass}>
          <OutlineIcon d={PHONE_ICON} size={20} className="text-brand-700" />
        </CallLink>
      </li>
      <li className={itemClass}>
        <EmailLink email={site.email} label={labels.emailLabel} className={linkClass}>
          <OutlineIcon d={MAIL_ICON} size={20} className="text-brand-700" />
        </EmailLink>
      </li>
    </>
  );
}
