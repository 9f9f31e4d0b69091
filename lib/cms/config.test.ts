import { z } from 'zod';
import { languages } from '../content/languages';
import { loadModules } from '../content/load';
import { contentModules } from '../content/modules';
import { DESCRIPTION_MAX, TITLE_MAX } from '../content/published';
import { translationModuleList } from '../content/translation-files';
import { fieldMistake, schemaAt } from './checks';
import {
  allFields,
  CONTENT_FORMAT,
  cmsCollections,
  cmsFiles,
  fieldOf,
  labelOf,
  PICTURE_LABEL,
  pictureFolders,
  translationFormat,
  translationForms,
} from './config';

const files = cmsFiles();
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
      modules.map((module) => module.contentName),
    );
  });

  it.each(Object.values(contentModules).map((module) => [module.contentName, module.data] as const))(
    'give every value of %s a field of its kind',
    (contentName, data) => {
      for (const { at, value } of leaves(data, contentName)) {
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
  const data = Object.fromEntries(Object.values(contentModules).map((module) => [module.contentName, module.data]));
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

describe('what an editor sees in the forms', () => {
  const field = (path: string) => {
    const found = byPath.get(path);
    if (!found) throw new Error(`No field at ${path}`);
    return found;
  };

  it('label each field by its name in the file written as words, the first capitalised', () => {
    expect(field('jobs.jobs.*.validThrough').label).toBe('Valid through');
    expect(field('jobs.jobs.*.minimumExperienceMonths').label).toBe('Minimum experience months');
    expect(field('site.address.postalCode').label).toBe('Postal code');
    expect(field('site.name').label).toBe('Name');
    expect(labelOf('postingTitle')).toBe('Posting title');
  });

  it("name each form after its content file, in words, and keep the file's name for its address", () => {
    expect(files.find((file) => file.file === 'content/product-pages.yaml')).toMatchObject({
      name: 'product-pages',
      label: 'Product pages',
    });
    expect(files.find((file) => file.file === 'content/jobs.yaml')).toMatchObject({ name: 'jobs', label: 'Jobs' });
  });

  it("summarise each item of a list of groups by the field that names it, as the check's messages name items", () => {
    expect(field('jobs.jobs').summary).toBe('{{fields.title}}');
    expect(field('services.services').summary).toBe('{{fields.heading}}');
    expect(field('navigation').summary).toBe('{{fields.label}}');
    expect(field('products.products.*.page.integrations').summary).toBe('{{fields.name}}');
    expect(field('site.openingHours').summary).toBe('{{fields.days}}');
    // Items with no field that names them (a testimonial) are listed by the editor's own summary.
    expect(field('proof.testimonials.testimonials').summary).toBeUndefined();
  });

  it('give a list of texts one text field per item, labelled as the list', () => {
    expect(field('jobs.jobs.*.responsibilities')).toMatchObject({
      widget: 'list',
      field: { widget: 'checked-text', label: 'Responsibilities' },
    });
    expect(field('jobs.jobs.*.responsibilities')).not.toHaveProperty('summary');
    expect(field('jobs.jobs.*.responsibilities').fields).toBeUndefined();
  });

  it("fold the groups inside a list's items, so a list reads as its items' names, and leave the rest open", () => {
    expect(field('jobs.jobs.*.salary')).toMatchObject({ widget: 'object', collapsed: true });
    expect(field('services.services.*.page')).toMatchObject({ widget: 'object', collapsed: true });
    // A picture shows what it is at once, even in a list's item.
    expect(field('jobs.jobs.*.image')).toMatchObject({ widget: 'object', collapsed: false });
    expect(field('site.address')).toMatchObject({ widget: 'object', collapsed: false });
    for (const list of ['jobs.jobs', 'jobs.jobs.*.responsibilities', 'navigation'])
      expect(field(list).collapsed).toBe(false);
    for (const file of files) for (const group of file.fields) expect(group.collapsed).toBe(false);
  });

  it('start a new item with the first choice of each choice and its switches off, but nothing in a group it may leave out', () => {
    const employmentType = schemaAt('jobs.jobs.*.employmentType') as z.ZodEnum;
    expect(field('jobs.jobs.*.employmentType')).toMatchObject({
      widget: 'checked-select',
      options: employmentType.options,
      default: employmentType.options[0],
    });
    expect(field('jobs.jobs.*.directApply')).toMatchObject({ widget: 'checked-boolean', default: false });
    // A choice made by default would begin writing a salary the job does not publish.
    expect(field('jobs.jobs.*.salary.per').widget).toBe('checked-select');
    expect(field('jobs.jobs.*.salary.per')).not.toHaveProperty('default');
  });

  it('take whole numbers where the schema asks for them, and decimals elsewhere', () => {
    expect(field('site.foundedYear')).toMatchObject({ widget: 'checked-number', value_type: 'int' });
    expect(field('site.geo.latitude')).toMatchObject({ widget: 'checked-number', value_type: 'float' });
  });

  it('give a text longer than a line (over 120 characters) a box of several lines, a shorter one a line', () => {
    expect(limits(schemaAt('site.address.street') as z.ZodType).maximum).toBe(120);
    expect(field('site.address.street').widget).toBe('checked-string');
    expect(limits(schemaAt('jobs.jobs.*.summary') as z.ZodType).maximum).toBeGreaterThan(120);
    expect(field('jobs.jobs.*.summary').widget).toBe('checked-text');
    // A web address has no length limit, and takes one line.
    expect(field('site.url').widget).toBe('checked-string');
  });

  it('make the file of a picture a picture field, labelled as one, that can name a picture the site has', () => {
    expect(field('jobs.jobs.*.image.src')).toMatchObject({
      widget: 'checked-image',
      label: PICTURE_LABEL,
      choose_url: true,
    });
    expect(field('jobs.jobs.*.image.alt')).toMatchObject({ widget: 'checked-text', label: 'Alt' });
    // A share image the build draws has only its text: nothing to upload.
    expect(field('products.products.*.page.shareImage.alt')).toMatchObject({ widget: 'checked-text', label: 'Alt' });
    const pictures = fields.filter((candidate) => candidate.widget === 'checked-image');
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.schema_path).toMatch(/\.src$/);
  });

  it('come first as the collection "Site content", of content files edited as YAML, with a preview', () => {
    const [collection, ...others] = cmsCollections();
    expect(others.map((other) => other.name)).toEqual(Object.keys(languages));
    // admin/ looks the collection up by this name.
    expect(collection).toMatchObject({ name: 'content', label: 'Site content', extension: 'yaml' });
    expect(collection.format).toBe(CONTENT_FORMAT);
    expect(collection.editor).toEqual({ preview: true });
    const responsibilities = allFields(collection.files.flatMap((file) => file.fields)).find(
      (candidate) => candidate.schema_path === 'jobs.jobs.*.responsibilities',
    );
    expect(responsibilities?.field).toMatchObject({ widget: 'checked-text', label: 'Responsibilities' });
  });
});

describe('the picture folders, for the fields the content leaves pictures out of or has no pictures in', () => {
  const data = Object.fromEntries(Object.values(contentModules).map((module) => [module.contentName, module.data]));

  it("find the folder of a picture in a group some items leave out (a service's own page)", () => {
    // The first service without its page, whatever the content has: the folder is read from the pages there are.
    const [first, ...rest] = contentModules.services.data.services.filter((service) => service.page);
    const { page: _, ...withoutPage } = first;
    const services = { ...contentModules.services.data, services: [withoutPage, ...rest] };
    const src = rest[0].page?.blocks[0].image.src ?? '';
    expect(pictureFolders({ ...data, services })['services.services.*.page.blocks.*.image.src']).toBe(
      src.slice(0, src.lastIndexOf('/')),
    );
  });

  it('are given for picture fields alone', () => {
    const pictures = new Set(
      fields.filter((field) => field.widget === 'checked-image').map((field) => field.schema_path),
    );
    const folders = Object.keys(pictureFolders(data));
    expect(folders.length).toBeGreaterThan(0);
    for (const path of folders) expect(pictures).toContain(path);
  });

  it('are none when no content is given: uploads then go to public/images', () => {
    expect(pictureFolders({})).toEqual({});
  });
});

describe('the forms of rules no content file has yet', () => {
  /** The form field a schema would get, as a group of a content file. */
  const formOf = (schema: z.ZodType) =>
    fieldOf(
      'group',
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Parameters<typeof fieldOf>[1],
      'group',
    );

  it('ask for none of the fields of a group whose every field may be left out', () => {
    const group = formOf(z.object({ note: z.string().optional(), link: z.string().optional() }));
    expect(group.fields?.map((field) => [field.label, field.required])).toEqual([
      ['Note', false],
      ['Link', false],
    ]);
  });

  it('give no picture field to a group naming a picture elsewhere on the web, which is not uploaded', () => {
    const group = formOf(z.object({ src: z.string().regex(/^https:\/\//), alt: z.string() }));
    expect(group.fields?.[0]).toMatchObject({ label: 'Src', widget: 'checked-string' });
    const anywhere = formOf(z.object({ src: z.string(), alt: z.string() }));
    expect(anywhere.fields?.[0]).toMatchObject({ label: 'Src', widget: 'checked-string' });
  });

  it('ask for nothing inside a group that may be left out, however deep, until its list items', () => {
    const group = formOf(
      z.object({
        office: z
          .object({ address: z.object({ city: z.string() }), rooms: z.array(z.object({ name: z.string() })) })
          .optional(),
      }),
    );
    const [office] = group.fields ?? [];
    const [address, rooms] = office.fields ?? [];
    expect(address.fields?.map((field) => [field.label, field.required])).toEqual([['City', false]]);
    // An item is there once added, so its own fields are asked for.
    expect(rooms.fields?.map((field) => [field.label, field.required])).toEqual([['Name', true]]);
  });
});

describe('the Tamil translation forms, one collection of their own (issue 42)', () => {
  const translations = loadModules(translationModuleList('ta'));
  const collection = cmsCollections().find((candidate) => candidate.name === 'ta');
  const forms = collection?.files ?? [];
  const tamilFields = forms.flatMap((form) => allFields(form.fields));
  const tamilByPath = new Map(tamilFields.map((field) => [field.schema_path, field]));

  it('are a collection labelled in Tamil and in English for the editor, in a format of its own, without a preview', () => {
    expect(collection).toMatchObject({
      label: `${languages.ta.name} (${languages.ta.englishName} translations)`,
      format: translationFormat('ta'),
      extension: 'yaml',
      editor: { preview: false },
    });
    expect(translationFormat('ta')).not.toBe(CONTENT_FORMAT);
  });

  it('have one form per translation file, named by its folder and file, labelled as the English form', () => {
    const modules = Object.values(translations);
    expect(forms.map((form) => form.file)).toEqual(modules.map((module) => module.file));
    for (const module of modules) {
      const english = files.find((file) => file.file === module.english.file);
      expect(forms.find((form) => form.file === module.file)).toMatchObject({
        name: module.file.replace(/^content\/(\w+)\/(.+)\.yaml$/, '$1-$2'),
        label: english?.label,
      });
    }
    expect(forms.find((form) => form.file === 'content/ta/product-pages.yaml')?.name).toBe('ta-product-pages');
  });

  it("name their data and fields apart from the English forms', their groups labelled as the English ones", () => {
    const names = (list: typeof files) =>
      list.flatMap((form) => [form.name, ...form.fields.map((field) => field.name)]);
    expect(names(forms).filter((name) => names(files).includes(name))).toEqual([]);
    for (const form of forms) {
      const english = files.find((file) => file.label === form.label);
      expect(form.fields.map((field) => [field.name, field.label])).toEqual(
        english?.fields.map((field) => [`ta-${field.name}`, field.label]),
      );
    }
    for (const field of tamilFields) expect(field.schema_path).toMatch(/^ta-/);
  });

  it('are made from the translation schemas by the same code as the English forms', () => {
    expect(forms.map(({ name, label, file, fields }) => ({ name, label, file, fields }))).toEqual(
      cmsFiles(translationForms('ta')),
    );
    for (const module of Object.values(translations)) {
      const [group] = forms.find((form) => form.file === module.file)?.fields ?? [];
      const { shape } = module.schema as z.ZodObject;
      expect(group.fields?.map((field) => field.name)).toEqual(Object.keys(shape));
    }
  });

  it.each(Object.values(translations).map((module) => [module.file, module] as const))(
    'give every word of %s a text field, none of them required, and its review its fields',
    (_file, module) => {
      const name = `ta-${module.contentName}`;
      for (const { at } of leaves(module.data, name)) {
        const field = tamilByPath.get(at);
        expect(field).toBeDefined();
        expect(['checked-string', 'checked-text']).toContain(field?.widget);
      }
      // A word left out shows the English; an item added to a list of texts is there to be written.
      const words = tamilFields.filter(
        (each) => each.schema_path.startsWith(`${name}.`) && !each.schema_path.startsWith(`${name}.review`),
      );
      for (const field of words) if (!field.schema_path.endsWith('*')) expect(field.required).toBe(false);
      expect(tamilByPath.get(`${name}.review.english.*.version`)?.widget).toBe('checked-string');
    },
  );

  it("check each field by its translation schema's rule, not the English file's", () => {
    const headline = 'ta-home.hero.headline';
    // A word may be left out of a translation, which shows the English; the English needs its headline.
    expect(schemaAt(headline)?.safeParse(undefined).success).toBe(true);
    expect(schemaAt('home.hero.headline')?.safeParse(undefined).success).toBe(false);
    for (const field of tamilFields) expect(schemaAt(field.schema_path)).toBeDefined();
    const { hero } = translations.home.data as { hero: { headline: string; intro: string } };
    expect(fieldMistake(headline, hero.headline)).toBeUndefined();
    // A translation's words have no English limit: the English headline's refuses these.
    const long = `${hero.intro} ${hero.intro}`;
    expect(fieldMistake('home.hero.headline', long)).toMatch(/^Field "Headline" is \d+ characters long/);
    expect(fieldMistake(headline, long)).toBeUndefined();
  });
});
