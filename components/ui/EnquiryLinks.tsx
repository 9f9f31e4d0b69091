import type { EnquiryLink } from '@/lib/contact-links';
import { ButtonLink } from './ButtonLink';
import { VisuallyHidden } from './VisuallyHidden';

export type { EnquiryLink };

/** Without `email`, the WhatsApp button alone: a card with one primary call to action (a service card). */
type Props = { whatsapp: EnquiryLink; email?: EnquiryLink };

/**
 * The next step for one product or service: a WhatsApp button (its green and mark) and an email link beside it, both plain links
 * (lib/enquiry builds them from content) that name what the visitor is asking about.
 */
export function EnquiryLinks({ whatsapp, email }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <ButtonLink href={whatsapp.href} context={whatsapp.context} variant="whatsapp" external>
        {whatsapp.label}
      </ButtonLink>
      {email && (
        <a
          href={email.href}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {email.label}
          <VisuallyHidden> {email.context}</VisuallyHidden>
        </a>
      )}
    </div>
  );
}
