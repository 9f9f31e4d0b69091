import type { ReactNode } from 'react';
import { telUrl } from '@/lib/contact-links';

type Props = { label: string; className: string; children?: ReactNode };

/** A link that dials the company: its label, then the number as visitors read it, kept on one line; `children` leads. */
export function CallLink({ phone, label, className, children }: Props & { phone: string }) {
  return (
    <a href={telUrl(phone)} className={className}>
      {children}
      <span>
        {label} <span className="whitespace-nowrap font-normal">{phone}</span>
      </span>
    </a>
  );
}

/** A link that writes to the company: its label, then the address; `children` leads. */
export function EmailLink({ email, label, className, children }: Props & { email: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {children}
      <span>
        {label} <span className="font-normal">{email}</span>
      </span>
    </a>
  );
}
