import { telUrl } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { MAIL_ICON, OutlineIcon, PHONE_ICON } from '../ui/OutlineIcon';
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
        <a href={telUrl(site.phone)} className={linkClass}>
          <OutlineIcon d={PHONE_ICON} size={20} className="text-brand-700" />
          <span>
            {labels.callLabel} <span className="whitespace-nowrap font-normal">{site.phone}</span>
          </span>
        </a>
      </li>
      <li className={itemClass}>
        <a href={`mailto:${site.email}`} className={linkClass}>
          <OutlineIcon d={MAIL_ICON} size={20} className="text-brand-700" />
          <span>
            {labels.emailLabel} <span className="font-normal">{site.email}</span>
          </span>
        </a>
      </li>
    </>
  );
}
