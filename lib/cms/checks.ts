/**
 * The content check's own rules and messages, run in the browser editor: on one field as it is filled in, and
 * on a whole file before it is saved. Checks that need the repository (links to pages, pictures no content
 * names) run in the pull request, as for a hand edit.
 */
import type { z } from 'zod';
import {
  duplicateMistakes,
  duplicateProblems,
  pictureFileProblem,
  schemaMistakes,
  schemaProblems,
} from '../content/check';
import { proofProblems } from '../content/check-proof';
import type { ModuleEntry } from '../content/load';
import { editorErrors } from '../content/messages';
import { contentModuleList } from '../content/module-list';
import type { contentModules } from '../content/modules';
import { filledIn, LOGO_MIN_PX, publishedProblems, SHARE_IMAGE } from '../content/published';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
};

/** The rule of one field: its export's schema followed down `path` (field names, `*` for a list's item). */
export function schemaAt(path: string, list: Record<string, ModuleEntry> = contentModuleList): z.ZodType | undefined {
  const [exportName, ...steps] = path.split('.');
  let schema = Object.values(list).find((entry) => entry.exportName === exportName)?.schema;
  for (const step of steps) {
    // Optional fields and piped rules wrap the schema that has the fields.
    let def = schema?._zod.def as Def | undefined;
    while (def && (def.type === 'optional' || def.type === 'pipe')) {
      schema = def.innerType ?? def.in;
      def = schema?._zod.def as Def | undefined;
    }
    schema = step === '*' ? def?.element : def?.shape?.[step];
  }
  return schema;
}

/** The check's message for one field's value on its own, as the content check words it; undefined when fine. */
export function fieldMistake(path: string, value: unknown): string | undefined {
  const schema = schemaAt(path);
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: editorErrors });
  // Mistakes inside a group or list are shown on their own fields.
  const own = result.error?.issues.find((issue) => issue.path.length === 0);
  return own && `Field "${path.split('.').pop()}" ${own.message}`;
}

/** Every mistake the content check finds in one file's exports, in the check's own words. */
export function fileMistakes(file: string, data: Record<string, unknown>): string[] {
  // In the browser there is no file to point into: the editor shows each message on its form instead.
  const noSources = () => undefined;
  return Object.values(contentModuleList as Record<string, ModuleEntry>)
    .filter((entry) => entry.file === file)
    .flatMap((entry) => {
      const module = { ...entry, data: data[entry.exportName] };
      return [...schemaProblems(module, noSources), ...duplicateProblems(module, noSources)];
    })
    .map((problem) => problem.message);
}

/**
 * Every mistake the content check finds in one file's exports, by the field it is on ("jobs.jobs.1.slug"), worded
 * as on a field: the form shows each on its field, the rules across fields (a slug another item uses, a closing
 * date before the posting date, opening hours, placeholders) too.
 */
export function fileMistakesByField(file: string, data: Record<string, unknown>): Map<string, string> {
  const byField = new Map<string, string>();
  for (const entry of Object.values(contentModuleList as Record<string, ModuleEntry>)) {
    if (entry.file !== file) continue;
    const values = data[entry.exportName];
    for (const { at, message, key } of [
      ...schemaMistakes({ schema: entry.schema, data: values }),
      ...duplicateMistakes(values),
    ]) {
      const steps = [entry.exportName, ...at, ...(key === undefined ? [] : [key])].map(String);
      const name = [...at, key].reverse().find((step) => typeof step === 'string') ?? entry.exportName;
      const path = steps.join('.');
      // The first of a field's mistakes, as the check reports one mistake per value.
      if (!byField.has(path)) byField.set(path, `Field "${name}" ${message}`);
    }
  }
  return byField;
}

/** Why an uploaded picture cannot be used, read from its bytes as the content check reads the file. */
export function pictureMistake(src: string, bytes: Buffer): string | undefined {
  const mistake = pictureFileProblem(src, bytes);
  return mistake && `Field "src" ${mistake}`;
}

/** A picture uploaded in the editor, kept with the entry until it is saved: its path in the repository, its bytes. */
export type Upload = { path: string; bytes: Buffer };

/**
 * Why pictures uploaded for this save cannot be used, read from their bytes: each one the saved values name (an
 * upload the editor replaced is not published as a picture of the page). The picture fields check a choice as it
 * is made; this catches one whose field the form never showed, such as a new item saved folded.
 */
export function uploadMistakes(data: unknown, uploads: Upload[]): string[] {
  const named = JSON.stringify(data);
  return uploads.flatMap(({ path, bytes }) => {
    const src = path.replace(/^\/?public(?=\/)/, '');
    const mistake = named.includes(JSON.stringify(src)) && pictureFileProblem(src, bytes);
    return mistake ? [`The picture "${src}" ${mistake}`] : [];
  });
}

/**
 * What the saved file would break elsewhere on the site, as the build would report it: rules that read several
 * files with their {placeholders} filled in (a fourth job's title making the career page's description too long
 * for search results, a service without its page). `files` holds every content file's exports as the repository
 * has them, the saved file's in place of its own. Picture sizes are read from the files in the pull request's
 * check: here the logo counts as large enough.
 */
export function siteMistakes(files: Record<string, unknown>, today: Date): string[] {
  const entries = Object.entries(contentModuleList as Record<string, ModuleEntry>);
  const parsed: Record<string, unknown> = {};
  for (const [key, entry] of entries) {
    const result = entry.schema.safeParse(files[entry.exportName]);
    // A file with mistakes of its own is refused with them when it is saved; nothing across files can be said yet.
    if (!result.success) return [];
    parsed[key] = result.data;
  }
  const content = parsed as { [K in keyof typeof contentModules]: z.output<(typeof contentModules)[K]['schema']> };
  const filled = filledIn(content, today);
  const site = {
    ...filled.site,
    searchEngineLogo: { ...filled.site.searchEngineLogo, width: LOGO_MIN_PX, height: LOGO_MIN_PX },
  };
  // The editor cannot read a picture's size: the build checks each share image's (lib/content/published).
  const productPages = {
    ...filled.productPages,
    pages: filled.productPages.pages.map((page) => ({ ...page, shareImage: { ...page.shareImage, ...SHARE_IMAGE } })),
  };
  const modules = Object.fromEntries(
    entries.map(([key, entry]) => [key, { ...entry, data: files[entry.exportName] }]),
  ) as unknown as typeof contentModules;
  const noSources = () => undefined;
  return [
    ...publishedProblems(modules, { ...filled, site, productPages }, today, noSources),
    // What the proof file names in other files: a case study's products and services.
    ...proofProblems(Object.values(modules), noSources),
  ].map((problem) => `${problem.file}: ${problem.message}`);
}
