import type { Content } from '@/lib/content';
import { fillTemplate } from '@/lib/template';
import { Heading, type HeadingLevel } from '../ui/Heading';

type Props = {
  words: Content['jobs']['applyingIsFree'];
  email: string;
  /** On a job page the notice is a part of it with its own heading; under the job cards, one short note. */
  level?: HeadingLevel;
  /** In the career band of the home and about pages: small print, a line under the cards. */
  compact?: boolean;
};

/** The domain our mail comes from: the part of content/site.yaml's email after the @. */
export const mailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * Fake job offers that ask for a fee are a known fear: applying is free, and our mail comes only from our own
 * domain, that of the email address every page's footer gives.
 */
export function ApplyingIsFree({ words, email, level, compact = false }: Props) {
  const text = fillTemplate(words.text, { domain: mailDomain(email) });
  if (compact)
    return (
      <div className="text-left text-sm">
        <p className="font-semibold text-brand-900">{words.heading}</p>
        <p className="mt-1 text-ink-muted">{text}</p>
      </div>
    );
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-left">
      {level ? (
        <Heading level={level} className="text-lg font-bold text-brand-900">
          {words.heading}
        </Heading>
      ) : (
        <p className="text-lg font-bold text-brand-900">{words.heading}</p>
      )}
      <p className="mt-2 text-ink">{text}</p>
    </div>
  );
}
