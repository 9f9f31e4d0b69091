/**
 * The content check's own rules and messages, run in the browser editor: on one field as it is filled in, and
 * every rule of the check (lib/content/check.ts, contentRules) on every content file before a save, with the
 * repository's pictures and the saved file in place. Only the warnings (pictures no content names, jobs closing
 * soon) are left to the pull request's check: they refuse nothing.
 */
import type { z } from 'zod';
import {
  checkContentWith,
  duplicateMistakes,
  pictureFileProblem,
  picturesNamed,
  schemaMistakes,
} from '../content/check';
import type { ModuleEntry } from '../content/load';
import { editorErrors } from '../content/messages';
import { contentModuleList } from '../content/module-list';
import type { ContentModule, SiteFiles } from '../content/problem';
import { imagePath } from '../content/schema';
import { fieldSchema } from '../content/schema-defs';
import { allFields, type CmsField, cmsFiles, formEntries, PICTURE_LABEL } from './config';

/** Every form of the editor: the English files', then the translation files'. */
const forms = cmsFiles(formEntries);

/** A value's place in its form, as the editor sees it. */
type FormPlace = {
  /** The form, as the editor's menu names it ("Jobs"). */
  form: string;
  /** The labels down to the value, the field's own quoted: 'Jobs → item 2 "Senior developer" → "Valid through"'. */
  name: string;
  /** The quoted label of the field the value is in, as the form shows it beside the value: '"Valid through"'. */
  label: string;
  /** The path the form's focus follows to the field, opening folded groups on the way ("jobs.jobs.1.validThrough"). */
  focus: string;
  /** Where it comes in the form: each field's number among its group's, each item's number in its list. */
  order: number[];
  /** The fields beside it: a message naming one by its name in the file ("datePosted") names it by its label. */
  beside: CmsField[];
};

/**
 * The place in its form of the value at `at` in an export's data (`data`, to name list items as the form's list
 * does, by their title). A form of one group of fields (most files have one export) is that group: it is not named
 * again.
 */
function placeInForm(file: string, contentName: string, at: readonly PropertyKey[], data: unknown): FormPlace {
  const form = forms.find((candidate) => candidate.file === file);
  const groups = form?.fields ?? [];
  const top = groups.findIndex((group) => group.name === contentName);
  let field: CmsField | undefined = groups[top];
  let fields = field?.fields ?? [];
  let beside = groups;
  let value = data;
  // A list (the menu) is named, as the form shows its label above its items.
  const parts = field && (groups.length > 1 || field.widget === 'list') ? [field.label] : [];
  const focus = [contentName];
  const order = [top];
  let label: string | undefined = field?.label;
  let onField = false;
  for (const step of at) {
    value = (value as Record<PropertyKey, unknown> | null | undefined)?.[step];
    if (typeof step === 'number') {
      const titleKey = /\{\{fields\.(\w+)\}\}/.exec(field?.summary ?? '')?.[1];
      const title = titleKey && (value as Record<string, unknown> | null | undefined)?.[titleKey];
      parts.push(typeof title === 'string' && title.trim() ? `item ${step + 1} "${title.trim()}"` : `item ${step + 1}`);
      focus.push(String(step));
      order.push(step);
      // An item of a list of single values is a field named as its list.
      if (field?.field) focus.push(field.field.name);
      label = field?.field?.label;
      fields = field?.fields ?? [];
      field = field?.field;
      onField = false;
    } else {
      const index = fields.findIndex((candidate) => candidate.name === step);
      beside = fields;
      field = fields[index];
      fields = field?.fields ?? [];
      label = field?.label ?? String(step);
      parts.push(label);
      focus.push(String(step));
      order.push(index);
      onField = true;
    }
  }
  const last = parts.at(-1) ?? form?.label ?? file;
  return {
    form: form?.label ?? file,
    name: [...parts.slice(0, -1), onField ? `"${last}"` : last].join(' → '),
    label: `"${label ?? last}"`,
    focus: focus.join('.'),
    order,
    beside,
  };
}

/** The check's words for a value, with the fields beside it it names ("datePosted") named by their labels. */
function labelled(says: string, beside: CmsField[]): string {
  return says.replace(/"(\w+)"/g, (quoted, name) => {
    const field = beside.find((candidate) => candidate.name === name);
    return field ? `"${field.label}"` : quoted;
  });
}

/** Earlier in the form first: by the first field or item where two places part. */
function formOrder(a: number[], b: number[]): number {
  const at = a.findIndex((step, index) => step !== b[index]);
  return at < 0 ? a.length - b.length : at >= b.length ? 1 : a[at] - b[at];
}

/**
 * The rule of one field: its export's schema followed down `path` (field names, `*` for a list's item), among the
 * files the editor has forms for (a translation file's by its form's name for its data, "ta-home").
 */
export function schemaAt(path: string, list: Record<string, ModuleEntry> = formEntries): z.ZodType | undefined {
  const [contentName, ...steps] = path.split('.');
  let schema = Object.values(list).find((entry) => entry.contentName === contentName)?.schema;
  // An optional field wraps the schema that has the fields. (No group or list is a piped rule: the forms' test finds
  // every field's rule here.)
  for (const step of steps) schema = fieldSchema(schema, step === '*' ? 0 : step);
  return schema;
}

/** The check's message for one field's value on its own, as the content check words it; undefined when fine. */
export function fieldMistake(path: string, value: unknown): string | undefined {
  const schema = schemaAt(path);
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: editorErrors });
  // Mistakes inside a group or list are shown on their own fields.
  const own = result.error?.issues.find((issue) => issue.path.length === 0);
  const label = allFields(forms.flatMap((form) => form.fields)).find((field) => field.schema_path === path)?.label;
  return own && `Field "${label ?? path.split('.').pop()}" ${own.message}`;
}

/**
 * Whether a save of `file` is checked with the other content files, by every rule of the check (saveMistakes): an
 * English file's is. A translation file's one rule is its schema, which the build checks it against on its own
 * (lib/content/translation-files, translationMistakes): its form's fields are the whole of its check.
 */
export const checkedWithOtherFiles = (file: string) =>
  Object.values(contentModuleList).some((entry) => entry.file === file);

/** The mistakes of one file's fields, in the order of its form: where each is, and its words on its field. */
function fieldMistakes(file: string, data: Record<string, unknown>) {
  const found: { path: string; focus: string; order: number[]; message: string }[] = [];
  for (const entry of Object.values(formEntries)) {
    if (entry.file !== file) continue;
    const values = data[entry.contentName];
    for (const { at, message, key } of [
      ...schemaMistakes({ schema: entry.schema, data: values }),
      // The English files' rule within a file: the build does not ask it of a translation.
      ...(checkedWithOtherFiles(file) ? duplicateMistakes(values, entry.itemNoun) : []),
    ]) {
      const steps = key === undefined ? at : [...at, key];
      const { focus, order, label, beside } = placeInForm(file, entry.contentName, steps, values);
      const path = [entry.contentName, ...steps].map(String).join('.');
      found.push({ path, focus, order, message: `Field ${label} ${labelled(message, beside)}` });
    }
  }
  return found.sort((a, b) => formOrder(a.order, b.order));
}

/**
 * Every mistake the content check finds in one file's exports, by the field it is on ("jobs.jobs.1.slug"), in the
 * form's order, worded as on a field (by its label): the form shows each on its field, the rules across fields
 * (a slug another item uses, a closing date before the posting date, opening hours, placeholders) too.
 */
export function fileMistakesByField(file: string, data: Record<string, unknown>): Map<string, string> {
  const byField = new Map<string, string>();
  // The first of a field's mistakes, as the check reports one mistake per value.
  for (const { path, message } of fieldMistakes(file, data)) if (!byField.has(path)) byField.set(path, message);
  return byField;
}

/** The path the form's focus follows to the first field with a mistake (placeInForm); none when all are right. */
export function firstFieldMistake(file: string, data: Record<string, unknown>): string | undefined {
  return fieldMistakes(file, data)[0]?.focus;
}

/** Why an uploaded picture cannot be used, read from its bytes as the content check reads the file. */
export function pictureMistake(src: string, bytes: Buffer): string | undefined {
  const mistake = pictureFileProblem(src, bytes);
  return mistake && `Field "${PICTURE_LABEL}" ${mistake}`;
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
 * bytes of every file in those folders (all are published, named or not), read from the repository ahead of the
 * check (which reads files as it goes), with the pictures uploaded for this save in place. `routeFiles`: app/'s
 * route files, as the editor was built with.
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
  // Every file of those folders is published, named or not, so each is read: the pictures rule reads the named ones,
  // pictureFiles the rest.
  const inFolders = [...listed].flatMap(([folder, files]) =>
    files.map((file) => ({ src: `${folder}/${file.name}`, file })),
  );
  await Promise.all(
    inFolders.map(async ({ src, file }) => {
      if (!bytes.has(src)) bytes.set(src, await reader.read(`public${src}`, file));
    }),
  );
  return {
    namesIn: (folder) => [
      ...(listed.get(folder) ?? []).map(({ name }) => name),
      ...[...uploaded.keys()].filter((src) => folderOf(src) === folder).map(nameOf),
    ],
    bytesOf: (src) => bytes.get(src) as Buffer,
    // The folders the save can write to: those of the content's pictures, where uploads go.
    imageFiles: [...bytes.keys()].filter((src) => src.startsWith('/images/')).sort(),
    routeFiles,
    // The editor shows a message without its line.
    registryLines: [],
  };
}

/** Every content file's export as the editor holds them (by export name), as the content check takes them. */
function contentModulesWith(files: Record<string, unknown>): ContentModule[] {
  return Object.values(contentModuleList as Record<string, ModuleEntry>).map((entry) => ({
    ...entry,
    data: files[entry.contentName],
  }));
}

/** A mistake that refuses a save, for the editor to show. */
export type SaveMistake = {
  /** The content file it is in ("content/pages.yaml"), or a file of the site's code. */
  file: string;
  /** The form to open to change it, as the editor's menu names it ("Pages"); none when no form holds it. */
  form?: string;
  /** The path the form's focus follows to the field (placeInForm). */
  focus?: string;
  /** Where it comes in its form. */
  order: number[];
  /** The check's words, the field named by its labels in the form: 'Pages → Career → "Description" is …'. */
  message: string;
};

/**
 * Every mistake the content check (`npm run check:content`, the build) would report, every rule of it, in its
 * words, with each field named as its form labels it; each file's in the order of its form. `files` holds every
 * content file's exports as the repository has them, the saved file's in place of its own; `site`, the pictures
 * and route files (repositoryFiles).
 */
export function saveMistakes(files: Record<string, unknown>, site: SiteFiles, today: Date): SaveMistake[] {
  // In the browser there is no file to point into: the message names the form, and the form shows its fields.
  const noSources = () => undefined;
  const problems = checkContentWith(contentModulesWith(files), { sources: noSources, files: site, today });
  const fileOrder = [...new Set(problems.map(({ file }) => file))];
  return problems
    .map(({ file, message, place }): SaveMistake => {
      // A page file under app/ or the routes' list: a developer's change, named by its file.
      if (!place) return { file, order: [], message: `${file}: ${message}` };
      const where = placeInForm(file, place.contentName, place.at, files[place.contentName]);
      const { form, focus, order, name, beside } = where;
      return { file, form, focus, order, message: `${name} ${labelled(place.says, beside)}` };
    })
    .sort((a, b) => fileOrder.indexOf(a.file) - fileOrder.indexOf(b.file) || formOrder(a.order, b.order));
}
