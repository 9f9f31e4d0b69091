/**
 * The browser editor's forms (Decap CMS collections), made from the content schemas: every field, label, hint,
 * required field, length, choice and list count comes from lib/content/schema through z.toJSONSchema, so the
 * forms and the checks can never disagree. Nothing here is written twice.
 */
import { z } from 'zod';
import { languages } from '../content/languages';
import type { ModuleEntry } from '../content/load';
import { contentModuleList } from '../content/module-list';
import { DESCRIPTION_MAX, TITLE_MAX } from '../content/published';
import { translationModuleList } from '../content/translation-files';
import { pictureFormats } from '../image-size';
import { searchFieldOf } from './search-count';

/** JSON Schema as z.toJSONSchema writes it, the parts the forms use. */
type JsonSchema = {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  /** A picture field's file endings when the schema takes fewer than every picture's (lib/content/schema, .meta). */
  accept?: string;
};

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  /** Where the field's rule sits in its file's schemas: export name, then field names, `*` for a list item. */
  schema_path: string;
  hint?: string;
  required?: boolean;
  options?: (string | number)[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  default?: string | number | boolean;
  /** A picture already in public/images can be named by its path, as in the content file. */
  choose_url?: boolean;
  /** Where an upload to this picture field goes (from the repository's root) and the path it is written as. */
  media_folder?: string;
  public_folder?: string;
  /** The endings the file chooser offers for this picture field, when not every picture's (PICTURE_ENDINGS). */
  accept?: string;
};

export type CmsFile = { name: string; label: string; file: string; fields: CmsField[] };

/** Longer texts get a box of several lines rather than one line. */
const LONG_TEXT = 120;

/** The hints of the fields search results show: the schema's limit is on the words as written, the real one is not. */
const searchHints = {
  title: `Write the page title shown in search results. The site adds the company name to it, and search results show at most ${TITLE_MAX} characters of the two together: the line just under the field counts them.`,
  description: `Write the page description shown in search results (about 150 characters). Search results show at most ${DESCRIPTION_MAX} characters, counted with every {placeholder} filled in: the line just under the field counts them.`,
};

/** The fields a list item is named by in the list's summary, as in the content check's messages. */
const labelKeys = ['title', 'heading', 'label', 'name', 'days'];

/** "postingTitle" → "Posting title". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A picture's file field is labelled for what it holds, not by its name in the file ("src"). */
export const PICTURE_LABEL = 'Picture';

/** What the editor's file chooser offers: the endings of the pictures the site shows (lib/image-size.ts). */
export const PICTURE_ENDINGS = Object.keys(pictureFormats).join(',');

/**
 * Decap commits an upload or a delete made outside a form's save (its Media page) to the branch at once, past the
 * content check and the pull request (issue 38): the editor refuses both, in these words.
 */
export const MEDIA_PAGE_REFUSALS = {
  upload:
    'Pictures are added from a form, not from the Media page: open the form that shows the picture, click its "Picture" field, upload it there and save. The save checks the picture before it reaches the site.',
  delete:
    "Pictures are not deleted from the editor: deleting one would change the site without a check. Pictures no content uses are listed by the site's check; ask the site's developer to remove them.",
} as const;

const isPicture = (schema: JsonSchema) =>
  schema.type === 'object' && schema.properties?.src?.pattern?.includes('images') && 'alt' in schema.properties;

/** The form field for one value of the schema. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  path: string,
  required = true,
  optionalGroup = false,
  inGroupLeftOut = false,
): CmsField {
  // In a group that may be left out (a job's salary), a field cannot be required by the form, which would ask for
  // it with the group left out: the check asks for it once the group is begun (admin/widgets.tsx). A list's item
  // is there once added, so its own fields are required again.
  const base = {
    name,
    label: labelOf(name),
    schema_path: path,
    required: required && !inGroupLeftOut,
    hint: schema.description,
  };
  // Only a group has fields (properties), only a list an item's rule (items).
  if (schema.properties) {
    const fields = Object.entries(schema.properties).map(([key, child]) =>
      fieldOf(
        key,
        child,
        `${path}.${key}`,
        schema.required?.includes(key) ?? false,
        optionalGroup || !required,
        inGroupLeftOut || !required,
      ),
    );
    if (isPicture(schema)) {
      const accept = schema.properties?.src?.accept;
      fields[0] = {
        ...fields[0],
        widget: 'checked-image',
        label: PICTURE_LABEL,
        choose_url: true,
        ...(accept && { accept }),
      };
    }
    // Groups inside a list's items start folded, so a list reads as its items' names; the rest stay open.
    return { ...base, widget: 'object', fields, collapsed: !isPicture(schema) && path.includes('*') };
  }
  if (schema.items) {
    const item = fieldOf(name, schema.items, `${path}.*`, true, optionalGroup);
    const counts = { min: schema.minItems, max: schema.maxItems };
    // The CMS counts an empty list as left out: a list that may be empty is not required in the form.
    const list = { ...base, widget: 'list', required: base.required && (schema.minItems ?? 0) > 0, ...counts };
    if (item.widget === 'object') {
      const key = labelKeys.find((candidate) => item.fields?.some((field) => field.name === candidate));
      const summary = key && `{{fields.${key}}}`;
      return { ...list, fields: item.fields, summary, collapsed: false };
    }
    return { ...list, field: { ...item, label: labelOf(name) }, collapsed: false };
  }
  // A new item starts with the first choice, as a switch starts off: the editor changes what does not fit.
  // Not inside a group that may be left out (a job's salary): a default there would start writing the group.
  const start = <T>(value: T) => (optionalGroup ? {} : { default: value });
  if (schema.enum) return { ...base, widget: 'checked-select', options: schema.enum, ...start(schema.enum[0]) };
  if (schema.type === 'boolean') return { ...base, widget: 'checked-boolean', ...start(false) };
  if (schema.type === 'integer' || schema.type === 'number')
    return {
      ...base,
      widget: 'checked-number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      min: schema.minimum,
      max: schema.maximum,
    };
  const kind = (schema.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string';
  const search = searchFieldOf(path);
  // What search results show gets a live count under it (admin/widgets.tsx), measured as the check measures it.
  if (search) return { ...base, widget: `search-${kind}`, hint: searchHints[search] };
  return { ...base, widget: `checked-${kind}` };
}

/** Every value at a schema path ("jobs.jobs.*.image.src") in the data of its export. */
function valuesAt(data: unknown, steps: string[]): unknown[] {
  if (!steps.length) return [data];
  const [step, ...rest] = steps;
  if (step === '*') return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : [];
  // A value left out (a service without a page of its own) is found as undefined, which names no picture.
  return valuesAt((data as Record<string, unknown> | null | undefined)?.[step], rest);
}

/** Every field of a form, groups and lists opened. */
export const allFields = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((field) => [field, ...allFields(field.fields ?? []), ...allFields(field.field ? [field.field] : [])]);

/**
 * The folder each picture field's pictures are in ("/images/jobs" for a job's picture), by the field's schema
 * path: where an upload to that field goes. A field whose pictures are in several folders, or that has none, has
 * no folder of its own (uploads go to public/images/). Read from the content when the editor is built, into its
 * page (scripts/build-admin.ts), never into its script.
 */
export function pictureFolders(
  data: Record<string, unknown>,
  list: Record<string, ModuleEntry> = contentModuleList,
): Record<string, string> {
  const folders: Record<string, string> = {};
  for (const field of allFields(cmsFiles(list).flatMap((file) => file.fields))) {
    if (field.widget !== 'checked-image') continue;
    const [contentName, ...steps] = field.schema_path.split('.');
    const found = new Set(
      valuesAt(data[contentName], steps)
        .filter((src): src is string => typeof src === 'string')
        .map((src) => src.slice(0, src.lastIndexOf('/'))),
    );
    if (found.size === 1) folders[field.schema_path] = [...found][0];
  }
  return folders;
}

/** The forms with each picture field sending uploads to its pictures' folder (public/images/jobs for a job's). */
function withFolders(fields: CmsField[], folders: Record<string, string>): CmsField[] {
  return fields.map((field) => {
    // Only picture fields have a folder (pictureFolders).
    const folder = folders[field.schema_path];
    return {
      ...field,
      ...(folder && { media_folder: `/public${folder}`, public_folder: folder }),
      ...(field.fields && { fields: withFolders(field.fields, folders) }),
      ...(field.field && { field: withFolders([field.field], folders)[0] }),
    };
  });
}

/** A file the editor has a form for: an English content file, or a translation file and the English file it translates. */
export type FormEntry = ModuleEntry & { english?: ModuleEntry };

/** The languages with translation files (lib/content/languages), each a collection of forms of its own. */
export const translatedLanguages = Object.keys(languages) as (keyof typeof languages)[];

/**
 * A language's translation files (lib/content/translation-files) as the editor has them: their data and the rules
 * of their fields are named by the language and the English file's name ("ta-home"), as the build names them after
 * the English file alone ("home"), which is the English form's.
 */
export function translationForms(language: keyof typeof languages): Record<string, FormEntry> {
  return Object.fromEntries(
    Object.values(translationModuleList(language)).map((entry) => {
      const contentName = `${language}-${entry.contentName}`;
      return [contentName, { ...entry, contentName }];
    }),
  );
}

/** Every file the editor has a form for, by the name of its form's data: the English files, then the translations. */
export const formEntries: Record<string, FormEntry> = Object.assign(
  {},
  contentModuleList,
  ...translatedLanguages.map(translationForms),
);

/** A content file's name without its folder and ending: "product-pages" for content/ta/product-pages.yaml. */
const baseNameOf = (file: string) => file.replace(/^.*\//, '').replace(/\.yaml$/, '');

/**
 * One form per content file, with one group of fields per export, labelled by the file's own name: a translation's
 * form as the English one ("Home"), in its language's collection.
 */
export function cmsFiles(list: Record<string, FormEntry> = contentModuleList): CmsFile[] {
  const byFile = new Map<string, CmsFile>();
  for (const entry of Object.values(list)) {
    // Its folder in its name ("ta-home"): the name is a step of the form's address in the editor.
    const name = entry.file.replace(/^content\/|\.yaml$/g, '').replaceAll('/', '-');
    const form = byFile.get(entry.file) ?? {
      name,
      label: labelOf(baseNameOf(entry.file).replaceAll('-', ' ')),
      file: entry.file,
      fields: [],
    };
    const schema = z.toJSONSchema(entry.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const group = fieldOf(entry.contentName, schema, entry.contentName);
    form.fields.push({ ...group, label: labelOf((entry.english ?? entry).contentName), collapsed: false });
    byFile.set(entry.file, form);
  }
  return [...byFile.values()];
}

/** The format the content files are read and written in (registered by the admin: admin/content-format.ts). */
export const CONTENT_FORMAT = 'content-yaml';

/** The format of a language's translation files: its own, which tells them from the English files of the same name. */
export const translationFormat = (language: keyof typeof languages) => `${CONTENT_FORMAT}-${language}`;

/**
 * The collections: the content files, each edited as a form, then each language's translation files, their forms
 * made the same way from their schemas; `folders` from pictureFolders.
 */
export function cmsCollections(list?: Record<string, ModuleEntry>, folders: Record<string, string> = {}) {
  const formsOf = (entries?: Record<string, FormEntry>) =>
    cmsFiles(entries).map((file) => ({ ...file, fields: withFolders(file.fields, folders) }));
  return [
    {
      name: 'content',
      label: 'Site content',
      format: CONTENT_FORMAT,
      extension: 'yaml',
      editor: { preview: true },
      files: formsOf(list),
    },
    ...translatedLanguages.map((language) => ({
      name: language,
      label: `${languages[language].name} (${languages[language].englishName} translations)`,
      format: translationFormat(language),
      extension: 'yaml',
      // No preview: the preview draws the site's sections from the English forms' files (admin/previews.tsx), and a
      // translation's words go into its English file's data, which this form does not hold.
      editor: { preview: false },
      files: formsOf(translationForms(language)),
    })),
  ];
}
