import { telUrl } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { type PageMessages, PageWhatsAppLink } from './PageWhatsAppLink';

type Props = {
  site: Pick<Content['site'], 'phone' | 'email'>;
  labels: Pick<Content['contact'], 'whatsappLabel' | 'callLabel' | 'emailLabel'>;
  messages: PageMessages;
  /** The links' and items' classes, as the list they join styles its own: a row (flex), WhatsApp's mark first. */
  linkClass: string;
  itemClass?: string;
};

/** WhatsApp, call and email, as items of the list they join: the header's contact list and the phone menu. */
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
          <span>
            {labels.callLabel} <span className="whitespace-nowrap font-normal">{site.phone}</span>
          </span>
        </a>
      </li>
      <li className={itemClass}>
        <a href={`mailto:${site.email}`} className={linkClass}>
          <span>
            {labels.emailLabel} <span className="font-normal">{site.email}</span>
          </span>
        </a>
      </li>
    </>
  );
}
