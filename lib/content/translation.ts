/**
 * Pages in a second language (Tamil, under /ta/): their words come from a translation file beside each English one
 * (content/ta/home.yaml beside content/home.yaml). A translation file holds the words a visitor reads and nothing
 * else: every address, slug, price, date and picture comes from the English file, so a translation can never show
 * another price or lead somewhere else. Lists follow the English order, item by item.
 *
 * A translation is published only once reviewed: its `review` group says who read it against the English, on which
 * day, and which version of each part of the English they read (a fingerprint of its words). Until then, or once
 * the English of a part changes, it is an optional sample: the preview builds its pages, the Publish build leaves
 * every page of the language out, and the launch check names the parts to read again.
 */
import { z } from 'zod';
import type { Path } from './problem';
import { sameInEveryLanguage, translationReview, words } from './schema';
import { type Def, unwrapped } from './schema-defs';

/** Fields whose words are the company's records, never shown to a visitor: who confirmed a fact or gave permission. */
const RECORDS = new Set(['confirmed', 'clientPermission']);

/** Whether a field's words are translated: not a record, nor a value every language writes the same. */
const translatable = (name: string, field: z.ZodType) => !RECORDS.has(name) && !sameInEveryLanguage.has(field);

const translatedText = z
  .string({ error: 'must be a text: write the translation of the English words.' })
  .trim()
  .min(1, { error: 'is empty. Write the translation of the English words, or remove the line to show the English.' });

/**
 * The schema of a translation of `schema`'s data: the same groups and lists, holding only the words, each of them
 * optional (a word not yet translated shows the English, and keeps the translation unpublished). Undefined where
 * `schema` holds no words.
 */
function wordsSchemaOf(schema: z.ZodType): z.ZodType | undefined {
  const inner = unwrapped(schema);
  const def = inner._zod.def as Def;
  if (def.type === 'string') return words.get(inner)?.word ? translatedText : undefined;
  if (def.type === 'array' && def.element) {
    const item = wordsSchemaOf(def.element);
    return item && z.array(item);
  }
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).flatMap(([name, field]) => {
      const translated = translatable(name, field) ? wordsSchemaOf(field) : undefined;
      return translated ? [[name, translated.optional()] as const] : [];
    });
    return fields.length ? z.strictObject(Object.fromEntries(fields)) : undefined;
  }
  return undefined;
}

/** `english`'s words only, shaped as its translation file is: what a translator starts from. */
export function wordsOf(schema: z.ZodType, english: unknown): unknown {
  const inner = unwrapped(schema);
  const def = inner._zod.def as Def;
  if (def.type === 'string') return words.get(inner)?.word && typeof english === 'string' ? english : undefined;
  if (def.type === 'array' && def.element && Array.isArray(english)) {
    const element = def.element;
    return wordsSchemaOf(element) ? english.map((item) => wordsOf(element, item) ?? {}) : undefined;
  }
  if (def.type === 'object' && def.shape && english && typeof english === 'object') {
    const fields = Object.entries(def.shape).flatMap(([name, field]) => {
      const value = translatable(name, field) ? wordsOf(field, (english as Record<string, unknown>)[name]) : undefined;
      return value === undefined ? [] : [[name, value] as const];
    });
    return fields.length ? Object.fromEntries(fields) : undefined;
  }
  return undefined;
}

/**
 * A translation file's schema: the words of the English file's schema, and the review. A file that is one list
 * (the menu) has its items under `items`, beside the review.
 */
export function translationFileSchema(schema: z.ZodType) {
  const wordsSchema = wordsSchemaOf(schema) ?? z.strictObject({});
  return wordsSchema instanceof z.ZodObject
    ? wordsSchema.extend({ review: translationReview })
    : z.strictObject({ items: wordsSchema.optional(), review: translationReview });
}

/** A translation file's words, shaped as the English file's data, without its review. */
export function wordsIn(file: unknown): unknown {
  if (!file || typeof file !== 'object') return undefined;
  const { review: _review, items, ...fields } = file as Record<string, unknown>;
  return 'items' in file ? items : fields;
}

/**
 * The English data with each word the translation has put in its place; `missing` lists where the English has
 * words the translation lacks (those stay English).
 */
export function translated(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  at: Path = [],
): { data: unknown; missing: Path[] } {
  const inner = unwrapped(schema);
  const def = inner._zod.def as Def;
  if (def.type === 'string' && words.get(inner)?.word && typeof english === 'string')
    return typeof translation === 'string' ? { data: translation, missing: [] } : { data: english, missing: [at] };
  if (def.type === 'array' && def.element && Array.isArray(english)) {
    const element = def.element;
    const items = english.map((item, i) =>
      translated(element, item, Array.isArray(translation) ? translation[i] : undefined, [...at, i]),
    );
    return { data: items.map((item) => item.data), missing: items.flatMap((item) => item.missing) };
  }
  if (def.type === 'object' && def.shape && english && typeof english === 'object' && !Array.isArray(english)) {
    const missing: Path[] = [];
    const data = Object.fromEntries(
      Object.entries(english).map(([name, value]) => {
        const field = def.shape?.[name];
        if (!field || !translatable(name, field)) return [name, value];
        const result = translated(field, value, (translation as Record<string, unknown> | undefined)?.[name], [
          ...at,
          name,
        ]);
        missing.push(...result.missing);
        return [name, result.data];
      }),
    );
    return { data, missing };
  }
  return { data: english, missing: [] };
}

/**
 * The parts of an English file a review vouches for, one by one: each field of the file, and each item of a list
 * (a service, a job, a menu item), so a change names the part to read again. `at` is where the part is.
 */
function partsOf(english: unknown): { part: string; at: Path; value: unknown }[] {
  const entries: [PropertyKey, unknown][] = Array.isArray(english)
    ? english.map((item, i) => [i, item])
    : Object.entries((english as Record<string, unknown>) ?? {});
  return entries.flatMap(([key, value]) =>
    Array.isArray(value)
      ? value.map((item, i) => ({ part: `${String(key)}.${i + 1}`, at: [key, i], value: item }))
      : [{ part: typeof key === 'number' ? String(key + 1) : String(key), at: [key], value }],
  );
}

/**
 * A part's version: a fingerprint of its English words (FNV-1a, 32 bits, as 8 hexadecimal digits). Any change to
 * them changes it; nothing else does (a new picture or price needs no new review).
 */
export function versionOf(englishWords: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(englishWords ?? null)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The version of each part of an English file, as its translation's review records them. */
export function englishVersions(schema: z.ZodType, english: unknown): { part: string; version: string }[] {
  return partsOf(wordsOf(schema, english)).map(({ part, value }) => ({ part, version: versionOf(value) }));
}

/** What a review group holds: who read the translation against the English, the day, and the English they read. */
export type Review = { by: string; on: string; english: { part: string; version: string }[] };

/**
 * Why a translation is not ready to publish, part by part, in the words of its file ("field "hero" ..."), or an
 * empty list: reviewed against today's English, every word translated.
 */
export function translationGaps({
  schema,
  english,
  translation,
  review,
}: {
  schema: z.ZodType;
  english: unknown;
  translation: unknown;
  review: Review | undefined;
}): { at: Path; message: string }[] {
  const { missing } = translated(schema, english, translation);
  const untranslated = missing.map((at) => ({
    at,
    message: 'has no translation yet, so the English shows. Write its translation.',
  }));
  if (!review)
    return [
      {
        at: [],
        message:
          'has not been reviewed: until someone who reads both languages has read it against the English and filled in "review", it is a sample, and the published site leaves every page in this language out.',
      },
      ...untranslated,
    ];
  const read = new Map(review.english.map(({ part, version }) => [part, version]));
  const changed = englishVersions(schema, english)
    .filter(({ part, version }) => read.get(part) !== version)
    .map(({ part, version }) => {
      const at = partsOf(english).find((each) => each.part === part)?.at ?? [];
      return {
        at,
        message: `has English ${read.has(part) ? 'that changed after' : 'added after'} the review of ${review.on}. Read its translation against the English again; when it says the same, write ${version} as the English version of part "${part}" under "review", and the day of this review.`,
      };
    });
  return [...changed, ...untranslated];
}
