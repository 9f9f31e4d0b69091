import { type Language, languages, languageTag } from '@/lib/content';
import { href, languageOf, versionsOf } from '@/lib/routes';
import { SiteLink } from '../ui/SiteLink';

/** Each language's name as its own readers write it. */
const autonym = (language: Language) => (language === 'en' ? 'English' : languages[language].name);

/**
 * Links to this page in the other languages the site publishes it in, each named in its own language. A plain link:
 * no cookie and no redirect by the browser's language, so a visitor chooses, and a crawler follows it to the twin.
 * Nothing on a page with no twin.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const own = languageOf(path);
  const others = Object.entries(versionsOf(path)).filter(([language]) => language !== own) as [Language, string][];
  if (!others.length) return null;
  return (
    <div className="mx-auto flex max-w-page justify-end gap-4 px-4 pt-3 text-sm sm:px-6">
      {others.map(([language, version]) => (
        <SiteLink
          key={language}
          href={href(version)}
          lang={languageTag(language)}
          hrefLang={languageTag(language)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {autonym(language)}
        </SiteLink>
      ))}
    </div>
  );
}
