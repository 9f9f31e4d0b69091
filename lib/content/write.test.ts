/** @jest-environment node */
// The editor's save: a form's data written back into the file's own YAML, every untouched line as it was.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentModules } from './modules';
import { parseContent, slipsIn } from './source';
import { writeContent } from './write';

/** The lines of `after` that differ from `before`'s, as a line diff counts them (both sides). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  return [
    ...a.filter((line) => !b.includes(line)).map((l) => `-${l}`),
    ...b.filter((l) => !a.includes(l)).map((l) => `+${l}`),
  ];
}

const save = (text: string, value: unknown, schema: z.ZodType) =>
  writeContent(parseContent(text).document, value, schema);

describe('the shipped content files', () => {
  test.each(Object.values(contentModules).map((module) => [module.file, module] as const))(
    '%s saved unchanged is byte for byte the same, comments included',
    (file, module) => {
      const text = readFileSync(file, 'utf8');
      expect(save(text, structuredClone(module.data), module.schema)).toBe(text);
    },
  );

  test('a one-field edit is a one-line diff', () => {
    const { file, data, schema } = contentModules.site;
    const text = readFileSync(file, 'utf8');
    const saved = save(text, { ...data, phone: '+91 422 450 9999' }, schema);
    expect(changedLines(text, saved)).toEqual([`-phone: ${data.phone}`, '+phone: +91 422 450 9999']);
  });

  test("a job added comes out in the schema's field order; the other jobs' lines stay as they were", () => {
    const { file, data, schema } = contentModules.jobs;
    const text = readFileSync(file, 'utf8');
    const [first] = data.jobs;
    // Decap may hand a new item's fields in any order.
    const added = Object.fromEntries(Object.entries({ ...first, slug: 'qa-engineer', title: 'QA Engineer' }).reverse());
    const saved = save(text, { ...data, jobs: [...data.jobs, added] }, schema);
    expect(saved.startsWith(text.trimEnd())).toBe(true);
    const newLines = saved.slice(text.trimEnd().length).split('\n');
    const fieldOrder = newLines
      .filter((line) => /^ {4}\w+:|^ {2}- \w+:/.test(line))
      .map((line) => /(\w+):/.exec(line)?.[1]);
    expect(fieldOrder).toEqual(Object.keys(first));
    expect(parse(saved).jobs.at(-1)).toEqual({ ...first, slug: 'qa-engineer', title: 'QA Engineer' });
  });

  test("two items swapped keep their own lines; a removed one's lines go, and nothing else changes", () => {
    const { file, data, schema } = contentModules.jobs;
    const text = readFileSync(file, 'utf8');
    const [a, b, ...rest] = data.jobs;
    const swapped = save(text, { ...data, jobs: [b, a, ...rest] }, schema);
    expect(swapped.split('\n').sort()).toEqual(text.split('\n').sort());
    expect(parse(swapped).jobs.map((job: { slug: string }) => job.slug)).toEqual(
      [b, a, ...rest].map((job) => job.slug),
    );
    const removed = save(text, { ...data, jobs: [a, ...rest] }, schema);
    expect(changedLines(text, removed).every((line) => line.startsWith('-'))).toBe(true);
    expect(parse(removed).jobs).toEqual([a, ...rest]);
  });
});

describe('values and fields', () => {
  const schema = z.object({ title: z.string(), note: z.string().optional(), tags: z.array(z.string()) });
  const text = '# A made-up file\n\n# The card\ntitle: Web Apps\ntags:\n  - web\n';

  test('a text that YAML would misread is quoted when written; the file reads back as saved, with no slip', () => {
    for (const title of ['{title} Job', 'Web: Apps', '0641004', 'yes', 'C# and #1', '- dash']) {
      const saved = save(text, { title, tags: ['web'] }, schema);
      expect(slipsIn(parseContent(saved))).toEqual([]);
      expect(parse(saved).title).toBe(title);
    }
  });

  test("a field added goes where the schema puts it; one the form empties goes; the file's notes stay", () => {
    const added = save(text, { title: 'Web Apps', note: 'New', tags: ['web'] }, schema);
    expect(added).toBe('# A made-up file\n\n# The card\ntitle: Web Apps\nnote: New\ntags:\n  - web\n');
    expect(save(added, { title: 'Web Apps', note: '', tags: ['web'] }, schema)).toBe(text);
  });
});

test('an empty list [] given its first items writes them one a line, in block style, as the files do', () => {
  const { file, data, schema } = contentModules.proof;
  const text = readFileSync(file, 'utf8');
  const testimonial = { quote: 'Fast: always', person: 'A. Person', consentGiven: '2026-10-01' };
  const saved = save(text, { ...data, testimonials: { ...data.testimonials, testimonials: [testimonial] } }, schema);
  expect(slipsIn(parseContent(saved))).toEqual([]);
  expect(saved).toContain('  testimonials:\n    - quote: "Fast: always"\n');
  expect(save(saved, data, schema)).toBe(text);
});

describe('as the editor saves', () => {
  const { file, data, schema } = contentModules.jobs;
  const [web, app, anyDegree] = data.jobs;
  // A text quoted by hand the other way YAML allows: a job written afresh would come out in double quotes.
  const quoted = `details: "${anyDegree.details}"`;
  const text = readFileSync(file, 'utf8').replace(quoted, `details: '${anyDegree.details}'`);
  const retitled = { ...anyDegree, title: 'Customer Success' };

  test("a job moved up and retitled in the same save: its title's line is the one line that changes", () => {
    expect(text).toContain(`details: '${anyDegree.details}'`);
    const saved = save(text, { ...data, jobs: [retitled, web, app] }, schema);
    expect(changedLines(text, saved)).toEqual([`-    title: ${anyDegree.title}`, '+    title: Customer Success']);
    expect(parse(saved).jobs).toEqual([retitled, web, app]);
  });

  test("a job removed and the one after it retitled: the removed job's lines go, and the title's line changes", () => {
    const saved = save(text, { ...data, jobs: [web, retitled] }, schema);
    const appLines = text.slice(text.indexOf(`  - slug: ${app.slug}\n`), text.indexOf(`  - slug: ${anyDegree.slug}\n`));
    expect(saved).toBe(text.replace(appLines, '').replace(`title: ${anyDegree.title}\n`, 'title: Customer Success\n'));
  });
});

describe('what the writer keeps, places and replaces, line by line', () => {
  const schema = z.object({
    title: z.string(),
    note: z.string().optional(),
    tags: z.array(z.string()),
    extra: z.array(z.string()).optional(),
    address: z.object({ street: z.string(), city: z.string(), pin: z.string().optional() }).optional(),
    links: z.record(z.string(), z.string()).optional(),
    footer: z.string().optional(),
  });
  const text = "title: 'Web Apps' # the card's title\ntags:\n  - web # the main one\n  - app\nfooter: End\n";
  const data = { title: 'Web Apps', tags: ['web', 'app'], footer: 'End' };

  test('a text changed keeps its quotes and its note; numbers kept as written (0.50, 0x10, a folded text)', () => {
    expect(save(text, { ...data, title: 'Mobile Apps' }, schema)).toBe(text.replace("'Web Apps'", "'Mobile Apps'"));
    const numbers = 'price: 0.50\nyear: 0x10\nt: >-\n  folded\n';
    expect(save(numbers, { price: 0.5, year: 16, t: 'folded' }, z.object({}))).toBe(numbers);
  });

  test('list items are matched by equality first: a moved tag keeps its note', () => {
    expect(save(text, { ...data, tags: ['app', 'web'] }, schema)).toBe(
      "title: 'Web Apps' # the card's title\ntags:\n  - app\n  - web # the main one\nfooter: End\n",
    );
  });

  test('a tag changed in place is merged into the item at its position, which keeps its note', () => {
    expect(save(text, { ...data, tags: ['mobile', 'app'] }, schema)).toBe(text.replace('- web #', '- mobile #'));
  });

  test('a list emptied is written [], and a [] given items is written one a line', () => {
    const emptied = save(text, { ...data, tags: [] }, schema);
    expect(emptied).toBe("title: 'Web Apps' # the card's title\ntags: []\nfooter: End\n");
    expect(save(emptied, { ...data, tags: ['web', 'app'] }, schema)).toBe(
      "title: 'Web Apps' # the card's title\ntags:\n  - web\n  - app\nfooter: End\n",
    );
  });

  test('a value changing kind is replaced: a text by a list, a list by a text, a group by a text and back', () => {
    expect(save('title: T\ntags: web\n', { title: 'T', tags: ['web', 'app'] }, schema)).toBe(
      'title: T\ntags:\n  - web\n  - app\n',
    );
    expect(save(text, { ...data, tags: 'web' }, schema)).toBe(
      "title: 'Web Apps' # the card's title\ntags: web\nfooter: End\n",
    );
    const group = 'title: T\naddress:\n  street: S\n  city: C\n';
    expect(save(group, { title: 'T', address: 'C' }, schema)).toBe('title: T\naddress: C\n');
    expect(save('title: T\naddress: C\n', { title: 'T', address: { city: 'C', street: 'S' } }, schema)).toBe(group);
  });

  test('a new field goes right after the field before it in the schema, first when none is before it', () => {
    // The form hands the fields in any order.
    const noted = { footer: 'End', note: 'N', tags: ['web', 'app'], title: 'Web Apps' };
    expect(save(text, noted, schema)).toBe(text.replace('\ntags:', '\nnote: N\ntags:'));
    expect(save('tags: []\nfooter: End\n', { footer: 'End', tags: [], title: 'T' }, schema)).toBe(
      'title: T\ntags: []\nfooter: End\n',
    );
  });

  test("a new group (optional in the schema) is written in its schema's order, without its empty fields", () => {
    const address = { pin: '', city: 'Coimbatore', street: 'Avinashi Road' };
    expect(save(text, { ...data, address }, schema)).toBe(
      text.replace('footer:', 'address:\n  street: Avinashi Road\n  city: Coimbatore\nfooter:'),
    );
  });

  test('a new field left empty by the form is not written: "", [], {}, a group of empty fields, null', () => {
    const empty = { note: '', extra: [], links: {}, address: { pin: '', city: '', street: '' } };
    expect(save(text, { ...data, ...empty }, schema)).toBe(text);
    expect(save(text, { ...data, note: null, extra: null }, schema)).toBe(text);
    expect(save(text, { ...data, note: undefined }, schema)).toBe(text);
  });

  test('an optional field emptied goes; a required one emptied stays, for the check to say what belongs there', () => {
    expect(save(text, { title: '', tags: [], footer: '' }, schema)).toBe("title: '' # the card's title\ntags: []\n");
  });

  test('a field the form leaves out or sets to null goes, required or not', () => {
    expect(save(text, { tags: ['web', 'app'], footer: 'End' }, schema)).toBe(
      'tags:\n  - web # the main one\n  - app\nfooter: End\n',
    );
    expect(save(text, { ...data, title: null }, schema)).toBe('tags:\n  - web # the main one\n  - app\nfooter: End\n');
  });

  test("a group whose keys are free (a record) is written as given, and an edit to it keeps the file's keys", () => {
    expect(save('title: T\nlinks:\n  a: x\n', { title: 'T', links: { a: 'z', b: 'y' } }, schema)).toBe(
      'title: T\nlinks:\n  a: z\n  b: y\n',
    );
    expect(save(text, { ...data, links: { b: 'y', a: 'x' } }, schema)).toBe(
      text.replace('footer:', 'links:\n  b: y\n  a: x\nfooter:'),
    );
  });

  test('fields the schema does not know are kept, edited and added as the form hands them, with their notes', () => {
    const file = 'title: T\nold: kept # by hand\n';
    const more = [{ b: 1, a: { d: 2, c: 3 } }];
    expect(save(file, { title: 'T', old: 'kept', more }, schema)).toBe(
      'title: T\nold: kept # by hand\nmore:\n  - b: 1\n    a:\n      d: 2\n      c: 3\n',
    );
    expect(save(file, { title: 'T', old: 'edited' }, schema)).toBe('title: T\nold: edited # by hand\n');
    expect(save(file, { title: 'T' }, schema)).toBe('title: T\n');
  });

  test('an optional field the file has empty stays as written when the form leaves it so', () => {
    const file = 'title: T\ntags: []\nextra: []\nfooter: End\n';
    expect(save(file, { title: 'T', tags: [], extra: [], footer: 'End' }, schema)).toBe(file);
    expect(save(file, { title: 'T', tags: [], footer: 'End' }, schema)).toBe('title: T\ntags: []\nfooter: End\n');
  });

  test('an optional field emptied inside a group goes, through the group being optional itself', () => {
    const file = 'title: T\naddress:\n  street: S\n  city: C\n  pin: "641004"\n';
    const address = { street: 'S', city: 'C', pin: '' };
    expect(save(file, { title: 'T', address }, schema)).toBe('title: T\naddress:\n  street: S\n  city: C\n');
  });

  test('a tag matched by equality is not also taken by position: the changed one is written afresh', () => {
    expect(save(text, { ...data, tags: ['app', 'mobile'] }, schema)).toBe(
      "title: 'Web Apps' # the card's title\ntags:\n  - app\n  - mobile\nfooter: End\n",
    );
  });

  test('texts in a list are matched by position, not by the letters they share', () => {
    const file = 'title: T\ntags:\n  - dev # first\n  - app # second\n';
    expect(save(file, { title: 'T', tags: ['apt', 'dev2'] }, schema)).toBe(
      'title: T\ntags:\n  - apt # first\n  - dev2 # second\n',
    );
  });
});

test('an item sharing only half its fields with another is not taken for it: it is merged by position', () => {
  const schema = z.object({ jobs: z.array(z.object({ slug: z.string(), title: z.string() })) });
  const file = 'jobs:\n  - slug: a # first\n    title: Web\n  - slug: b # second\n    title: App\n';
  expect(save(file, { jobs: [{ slug: 'x', title: 'App' }] }, schema)).toBe(
    'jobs:\n  - slug: x # first\n    title: App\n',
  );
});

test('the first item moved down and edited is merged into its own old lines, found by the fields it shares', () => {
  const schema = z.object({ jobs: z.array(z.object({ slug: z.string(), title: z.string(), city: z.string() })) });
  const file =
    'jobs:\n  - slug: a # first\n    title: Web\n    city: C\n  - slug: b # second\n    title: App\n    city: C\n';
  const jobs = [
    { slug: 'b', title: 'App', city: 'C' },
    { slug: 'a', title: 'Mobile', city: 'C' },
  ];
  expect(save(file, { jobs }, schema)).toBe(
    'jobs:\n  - slug: b # second\n    title: App\n    city: C\n  - slug: a # first\n    title: Mobile\n    city: C\n',
  );
});
