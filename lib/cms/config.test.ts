import { z } from 'zod';
import { contentModules } from '../content/modules';
import { DESCRIPTION_MAX, TITLE_MAX } from '../content/published';
import { fieldMistake, schemaAt } from './checks';
import { type CmsField, cmsCollections, cmsFiles, labelOf, pictureFolders } from './config';

const files = cmsFiles();
const allFields = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((field) => [
    field,
    ...allFields(field.fields ?? []),
    ...(field.field ? allFields([field.field]) : []),
  ]);
const fields = files.flatMap((file) => allFields(file.fields));
const byPath = new Map(fields.map((field) => [field.schema_path, field]));
/** The limits a field's own rule sets, read from that rule alone (not from the forms' walk through the file's). */
function limits(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, number | undefined>;
  return {
    minimum: json.minItems ?? json.minimum,
    maximum: json.maxItems ?? json.maximum ?? json.maxLength,
  };
}

/** Every value the content holds, with its schema path (list items as `*`). */
function leaves(value: unknown, at: string): { at: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, `${at}.*`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${at}.${key}`));
  return [{ at, value }];
}

describe('the editor forms, made from the content schemas', () => {
  it('have one form per content file and one group per export', () => {
    const modules = Object.values(contentModules);
    expect(files.map((file) => file.file)).toEqual([...new Set(modules.map((module) => module.file))]);
    expect(files.flatMap((file) => file.fields.map((field) => field.name))).toEqual(
      modules.map((module) => module.exportName),
    );
  });

  it.each(Object.values(contentModules).map((module) => [module.exportName, module.data] as const))(
    'give every value of %s a field of its kind',
    (exportName, data) => {
      for (const { at, value } of leaves(data, exportName)) {
        const field = byPath.get(at);
        expect(field).toBeDefined();
        const kinds: Record<string, string[]> = {
          string: ['checked-string', 'checked-text', 'search-string', 'search-text', 'checked-select', 'checked-image'],
          number: ['checked-number'],
          boolean: ['checked-boolean'],
        };
        expect(kinds[typeof value]).toContain(field?.widget);
        if (field?.options) expect(field.options).toContain(value);
      }
    },
  );

  it('ask for what the schemas require, within their lengths, list counts and limits', () => {
    for (const field of fields) {
      const schema = schemaAt(field.schema_path);
      expect(schema).toBeDefined();
      // Required in the form: the field cannot be left out, nor (a list) left empty, nor is it in a group that can.
      const mayBeEmpty = field.widget === 'list' && schema?.safeParse([]).success;
      const steps = field.schema_path.split('.');
      const item = steps.lastIndexOf('*', steps.length - 2);
      const inOptionalGroup = steps
        .slice(Math.max(item + 1, 1), -1)
        .map((_, at) => steps.slice(0, Math.max(item + 1, 1) + at + 1).join('.'))
        .some((group) => schemaAt(group)?.safeParse(undefined).success);
      if (field.schema_path.includes('.') && !field.schema_path.endsWith('*'))
        expect(field.required).toBe(schema?.safeParse(undefined).success === false && !mayBeEmpty && !inOptionalGroup);
      const { minimum, maximum } = limits(schema as z.ZodType);
      if (field.widget === 'list') expect([field.min, field.max]).toEqual([minimum, maximum]);
      if (field.widget === 'checked-number') expect([field.min, field.max]).toEqual([minimum, maximum]);
      if (['checked-string', 'checked-text'].includes(field.widget) && maximum !== undefined)
        expect(field.hint).toContain(`At most ${maximum} characters`);
    }
  });

  it('give what search results show a count, and a hint with the limit as the check measures it', () => {
    const search = fields.filter((field) => field.widget.startsWith('search-'));
    expect(search.map((field) => field.schema_path)).toEqual(
      expect.arrayContaining(['pages.home.title', 'pages.about.description', 'services.services.*.page.title']),
    );
    for (const field of search) {
      const max = field.name === 'title' ? TITLE_MAX : DESCRIPTION_MAX;
      // Not the schema's limit on the words as written, which the company name and the filled facts do not count.
      expect(field.hint).toContain(`at most ${max} characters`);
      expect(field.hint).not.toMatch(/At most \d+ characters\.$/);
    }
  });
});

describe("the picture fields' folders, where uploads go", () => {
  const data = Object.fromEntries(Object.values(contentModules).map((module) => [module.exportName, module.data]));
  const jobs = contentModules.jobs.data.jobs;
  const folderOf = (src: string) => src.slice(0, src.lastIndexOf('/'));

  it("are where each field's pictures are in the content", () => {
    const folders = pictureFolders(data);
    expect(folders['jobs.jobs.*.image.src']).toBe(folderOf(jobs[0].image.src));
    for (const job of jobs) expect(folderOf(job.image.src)).toBe(folders['jobs.jobs.*.image.src']);
    expect(folders['home.hero.image.src']).toBe(folderOf(contentModules.home.data.hero.image.src));
  });

  it('are left to the editor when the pictures of a field are in several folders', () => {
    const [first, ...others] = jobs;
    const moved = { ...first, image: { ...first.image, src: '/images/elsewhere/picture.svg' } };
    const folders = pictureFolders({ ...data, jobs: { ...contentModules.jobs.data, jobs: [moved, ...others] } });
    expect(folders).not.toHaveProperty(['jobs.jobs.*.image.src']);
  });

  it('send an upload to that folder in the repository, written as its path there', () => {
    const [collection] = cmsCollections(undefined, { 'jobs.jobs.*.image.src': '/images/jobs' });
    const picture = allFields(collection.files.flatMap((file) => file.fields)).find(
      (field) => field.schema_path === 'jobs.jobs.*.image.src',
    );
    expect(picture).toMatchObject({ media_folder: '/public/images/jobs', public_folder: '/images/jobs' });
  });
});

describe('the checks in the editor', () => {
  it('word a field mistake as the content check does', () => {
    expect(fieldMistake('jobs.jobs.*.title', '')).toBe(`Field "${labelOf('title')}" is empty. Write the job title.`);
    expect(fieldMistake('jobs.jobs.*.title', 'QA Engineer')).toBeUndefined();
  });
});
