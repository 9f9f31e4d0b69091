/**
 * The content check's own rules and messages, run in the browser editor: on one field as it is filled in, and
 * every rule of the check (lib/content/check.ts, contentRules) on every content file before a save, with the
 * repository's pictures and the saved file in place. Only the warnings (pictures no content names, jobs closing
 * soon) are left to the pull request's check: they refuse nothing.
 */
import type { z } from 'zod';
import {
  type ContentModule,
  checkContentWith,
  duplicateMistakes,
  pictureFileProblem,
  picturesNamed,
  type SiteFiles,
  schemaMistakes,
} from '../content/check';
import type { ModuleEntry } from '../content/load';
import { editorErrors } from '../content/messages';
import { contentModuleList } from '../content/module-list';
import { imagePath } from '../content/schema';

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

/** One file of a folder as the editor's backend lists it: its name, and its hash when the backend gives one. */
export type ListedFile = { name: string; id?: string };

/** How the save reads the repository's pictures: through the editor's backend (GitHub, or decap-server here). */
export type PictureReader<Listed extends ListedFile> = {
  /** The files in a folder of the repository, such as "public/images/jobs"; none when there is no such folder. */
  list: (folder: string) => Promise<Listed[]>;
  /** The bytes of one file the listing gave. */
  read: (path: string, listed: Listed) => Promise<Buffer>;
};

/**
 * The pictures under public/ as the saved content would find them: every folder it names a picture in, and the
 * bytes of each picture named, read from the repository ahead of the check (which reads files as it goes), with
 * the pictures uploaded for this save in place. `routeFiles`: app/'s route files, as the editor was built with.
 */
export async function repositoryFiles<Listed extends ListedFile>(
  files: Record<string, unknown>,
  uploads: Upload[],
  reader: PictureReader<Listed>,
  routeFiles: string[],
): Promise<SiteFiles> {
  const named = [...picturesNamed(contentModulesWith(files))].filter(
    // The paths the pictures rule reads; any other value is the schema's to refuse.
    (src): src is string => typeof src === 'string' && imagePath.test(src),
  );
  const folderOf = (src: string) => src.slice(0, src.lastIndexOf('/'));
  const nameOf = (src: string) => src.slice(src.lastIndexOf('/') + 1);
  const listed = new Map<string, Listed[]>();
  await Promise.all(
    [...new Set(named.map(folderOf))].map(async (folder) => listed.set(folder, await reader.list(`public${folder}`))),
  );
  const uploaded = new Map(uploads.map(({ path, bytes }) => [path.replace(/^\/?public(?=\/)/, ''), bytes]));
  const bytes = new Map(uploaded);
  await Promise.all(
    named.map(async (src) => {
      const file = listed.get(folderOf(src))?.find(({ name }) => name === nameOf(src));
      if (file && !bytes.has(src)) bytes.set(src, await reader.read(`public${src}`, file));
    }),
  );
  return {
    namesIn: (folder) => [
      ...(listed.get(folder) ?? []).map(({ name }) => name),
      ...[...uploaded.keys()].filter((src) => folderOf(src) === folder).map(nameOf),
    ],
    bytesOf: (src) => bytes.get(src) as Buffer,
    routeFiles,
    // The editor shows a message without its line.
    registryLines: [],
  };
}

/** Every content file's export as the editor holds them (by export name), as the content check takes them. */
function contentModulesWith(files: Record<string, unknown>): ContentModule[] {
  return Object.values(contentModuleList as Record<string, ModuleEntry>).map((entry) => ({
    ...entry,
    data: files[entry.exportName],
  }));
}

/**
 * Every mistake the content check (`npm run check:content`, the build) would report, every rule of it, in its
 * words, each after the file it is in. `files` holds every content file's exports as the repository has them, the
 * saved file's in place of its own; `site`, the pictures and route files (repositoryFiles).
 */
export function saveMistakes(files: Record<string, unknown>, site: SiteFiles, today: Date): string[] {
  // In the browser there is no file to point into: the message names the file, and the form shows its fields.
  const noSources = () => undefined;
  return checkContentWith(contentModulesWith(files), { sources: noSources, files: site, today }).map(
    (problem) => `${problem.file}: ${problem.message}`,
  );
}
