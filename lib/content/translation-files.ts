/**
 * The translation files of each language besides English (lib/content/translation), by the English file each
 * translates: what the build, the launch check and the browser editor read for the pages in that language.
 */
import { z } from 'zod';
import { schemaMistakes } from './check';
import type { languages } from './languages';
import { type ContentEntry, contentModuleList } from './module-list';
import { type Path, type Problem, problem, type Sources } from './problem';
import { type Review, translationFileSchema, translationGaps, wordsIn } from './translation';

/** The English files whose words a translated page shows; their translations are read as their own files. */
const translatedNames = [
  'site',
  'pages',
  'navigation',
  'chrome',
  'home',
  'services',
  'products',
  'productPages',
  'jobs',
  'about',
  'contact',
  'proof',
] as const satisfies readonly (keyof typeof contentModuleList)[];

/** Each translation file of a language: beside its English file in the language's folder (content/ta/home.yaml). */
export const translationModuleList = (language: keyof typeof languages) =>
  Object.fromEntries(
    translatedNames.map((name) => {
      const english = contentModuleList[name];
      return [
        name,
        {
          contentName: name,
          file: english.file.replace('content/', `content/${language}/`),
          schema: translationFileSchema(english.schema),
          english,
        },
      ];
    }),
  ) as Record<string, TranslationEntry>;

/** One translation file's entry, and the English file it translates. */
export type TranslationEntry = { contentName: string; file: string; schema: z.ZodType; english: ContentEntry };

/** A language's translation files as read, each with its English entry (lib/content/load). */
export type TranslationModules = Record<string, TranslationEntry & { data: unknown }>;

/** Where a path of the English data is in a translation file: a file that is one list keeps it under `items`. */
const inFile = (entry: TranslationEntry, at: Path): Path =>
  entry.english.schema instanceof z.ZodArray && at.length ? ['items', ...at] : at;

/** Every mistake in the translation files themselves (a field the English has no words in, an empty text). */
export function translationMistakes(translations: TranslationModules, sources: Sources): Problem[] {
  return Object.values(translations).flatMap((module) =>
    schemaMistakes(module).map(({ at, message, key }) => problem(module, sources, at, message, key)),
  );
}

/**
 * Why a language is not ready to publish, at its files' lines: a file not reviewed, a part of the English changed
 * since its review, a word not translated. None: the Publish build publishes its pages.
 */
export function translationGapProblems(
  translations: TranslationModules,
  english: Record<string, { data: unknown }>,
  sources: Sources,
): Problem[] {
  return Object.entries(translations).flatMap(([name, module]) =>
    translationGaps({
      schema: module.english.schema,
      english: english[name]?.data,
      translation: wordsIn(module.data),
      review: (module.data as { review?: Review } | undefined)?.review,
    }).map(({ at, message }) => problem(module, sources, inFile(module, at), message)),
  );
}

/** Each translation file's words, checked and trimmed, by the content name of the English file it translates. */
export const wordsOfTranslations = (translations: TranslationModules) =>
  Object.fromEntries(
    Object.entries(translations).map(([name, module]) => [name, wordsIn(module.schema.parse(module.data))]),
  );
