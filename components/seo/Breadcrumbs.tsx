import type { Language } from '@/lib/content';
import { href, trail } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { SiteLink } from '../ui/SiteLink';
import { JsonLd } from './JsonLd';

/** `path`: the page's own address, in its language ("/ta/services"). */
type Props = { path: string; label: string; language?: Language };

/**
 * The trail from home to this page, shown to visitors and given to search engines as a BreadcrumbList,
 * both from lib/routes.ts so they always agree (Google wants structured data to match what is visible).
 */
export function Breadcrumbs({ path, label, language = 'en' }: Props) {
  const steps = trail(path, language);
  if (steps.length < 2) return null;
  return (
    <nav aria-label={label} className="mx-auto max-w-page px-4 pt-6 text-sm sm:px-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {steps.map((step, index) => (
          <li key={step.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index < steps.length - 1 ? (
              <SiteLink href={href(step.path)} className="underline underline-offset-4 hover:text-brand-800">
                {step.name}
              </SiteLink>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {step.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(path, language)} />
    </nav>
  );
}
