/**
 * The site's content, checked. Pages load content through loadContent(), never from content/ directly, so an
 * invalid content file stops the build with the editor-friendly report instead of shipping.
 */
import path from 'node:path';
import { checkContent, filesOnDisk } from './check';
import { type Language, languages, languageTag } from './languages';
import { loadModules } from './load';
import { contentModules } from './modules';
import { isOpen } from './open-jobs';
import { ContentError, sourcesIn } from './problem';
import { type Content, publishedContent } from './published';
import { launchProblems, samplesIn, withoutSamples } from './samples';
import {
  type TranslationModules,
  translationGapProblems,
  translationMistakes,
  translationModuleList,
  wordsOfTranslations,
} from './translation-files';

export type { Content, Language };
export { languages, languageTag };

const publicDir = path.join(process.cwd(), 'public');

/**
 * The Publish build (PUBLISH=true, as the Publish workflow builds): it stops while a required fact is still a
 * sample, leaves the optional samples out and shows no preview notice. Every other build is a preview: everything
 * in, and the notice counts the samples (lib/content/samples).
 */
export const publishing = process.env.PUBLISH === 'true';

const loaded: Partial<Record<Language, Content>> = {};
const translations: Partial<Record<Language, TranslationModules>> = {};

/** A language's translation files, read once (the English has none). */
const translationsOf = (language: Exclude<Language, 'en'>) =>
  (translations[language] ??= loadModules(translationModuleList(language)));

/**
 * Checks every content file and returns the content, its words in `language` (English unless given); the first call
 * checks, later calls reuse its result.
 */
export function loadContent(language: Language = 'en'): Content {
  loaded[language] ??= contentOf(contentModules, {
    today: new Date(),
    publish: publishing,
    translation: language === 'en' ? undefined : { language, files: translationsOf(language) },
  });
  return loaded[language];
}

/**
 * Why a language's pages are not published yet (lib/content/translation): not reviewed, English changed since
 * the review, words not translated. The launch check lists them; while there are any, the Publish build leaves
 * the language's pages out.
 */
export const translationGaps = (language: Exclude<Language, 'en'>) =>
  translationGapProblems(translationsOf(language), contentModules, sourcesIn(process.cwd()));

let built: Language[] | undefined;

/** The languages this build publishes pages in: English, and each translation the Publish build may show. Decided once. */
export const builtLanguages = (): Language[] =>
  (built ??= [
    'en',
    ...(Object.keys(languages) as Exclude<Language, 'en'>[]).filter(
      (language) => !publishing || translationGaps(language).length === 0,
    ),
  ]);

/**
 * How many facts of this build are still samples: none in the Publish build, which leaves them out. A page in
 * another language counts its translation as one more while it is not ready to publish.
 */
export function samplesShown(language: Language = 'en'): number {
  if (publishing) return 0;
  const unready = language !== 'en' && translationGaps(language).length > 0;
  return samplesIn(dataByName(contentModules)).length + Number(unready);
}

const dataByName = (modules: typeof contentModules) =>
  Object.fromEntries(Object.values(modules).map((module) => [module.contentName, module.data]));

/**
 * The given content files checked, with every {placeholder} filled and every picture sized: the one way
 * content reaches a page. Jobs closed by `today` are left out (closedJobWarnings reports them), so nothing built
 * from the content offers them; to publish, every required fact must be confirmed, and optional samples are left
 * out. A translation's words take the place of the English ones. Tests load edited content through it, on a date of
 * their choosing.
 */
export function contentOf(
  modules: typeof contentModules,
  {
    today,
    publish = false,
    translation,
  }: {
    today: Date;
    publish?: boolean;
    /** A language's translation files, whose words take the place of the English ones. */
    translation?: { language: keyof typeof languages; files: TranslationModules };
  },
): Content {
  // Every rule, the published ones too: checked with every job in place, so each mistake is reported where the
  // file has it.
  const problems = checkContent(Object.values(modules), { publicDir, today });
  if (problems.length) throw new ContentError(problems);
  if (publish) {
    const { required } = launchProblems(Object.values(modules), sourcesIn(process.cwd()));
    if (required.length) throw new ContentError(required);
  }
  if (translation) {
    const mistakes = translationMistakes(translation.files, sourcesIn(process.cwd()));
    if (mistakes.length) throw new ContentError(mistakes);
  }
  const all = publishedContent(
    modules,
    today,
    filesOnDisk({ publicDir }),
    translation && {
      words: wordsOfTranslations(translation.files),
      wording: languages[translation.language].wording,
    },
  );
  const content = publish ? withoutSamples(all) : all;
  return { ...content, jobs: { ...content.jobs, jobs: content.jobs.jobs.filter((job) => isOpen(job, today)) } };
}
