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
