import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ErrorScreen } from '@/components/ui/ErrorScreen';
import { loadContent } from '@/lib/content';

const { errors } = loadContent().chrome;

export const metadata: Metadata = { title: errors.notFoundTitle, robots: { index: false } };

/** Exported as 404.html: the fallback screen's style, inside the site's header and footer. */
export default function NotFound() {
  return (
    <ErrorScreen heading={errors.notFoundTitle} detail={errors.notFoundStatus}>
      <p className="basis-full text-lg text-ink-muted">{errors.notFoundText}</p>
      <ButtonLink href="/">{errors.home}</ButtonLink>
    </ErrorScreen>
  );
}
