import { readdirSync, readFileSync } from 'node:fs';
import { type Literal, literalOf, readLiteralFile, writeLiteralFile } from './literal';

const files = readdirSync('content').filter((name) => name.endsWith('.ts'));
const source = (name: string) => readFileSync(`content/${name}`, 'utf8');
const valuesOf = (text: string) =>
  Object.fromEntries([...readLiteralFile(text).exports].map(([name, node]) => [name, literalOf(node)]));
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return b.filter((line, i) => line !== a[i]);
};

describe('reading content files as data', () => {
  it.each(files)('reads every value of %s as the code would, and refuses nothing', async (name) => {
    const { exports, refusals } = readLiteralFile(source(name));
    const asCode = await import(`../../content/${name}`);
    expect(refusals).toEqual([]);
    expect(exports.size).toBeGreaterThan(0);
    for (const [exportName, node] of exports) expect(literalOf(node)).toEqual(asCode[exportName]);
  });

  it('reads escapes, negative numbers and keys in quotes', () => {
    const text = `export const x = { 'a b': 'It\\'s', n: -1.5, t: true, l: ["x", \`y\`] } satisfies X;\n`;
    expect(valuesOf(text)).toEqual({ x: { 'a b': "It's", n: -1.5, t: true, l: ['x', 'y'] } });
  });

  it('refuses code with the line it is on: a text with code in backticks, a call, a name, a spread, a second statement', () => {
    const text = [
      "import os from 'node:os';",
      'export const x = {',
      `  a: \`\${os.hostname()}\`,`,
      '  b: process.env.HOME,',
      '  c: String(1),',
      '  ...other,',
      '};',
      'console.log(1);',
      '',
    ].join('\n');
    const refusals = readLiteralFile(text).refusals;
    expect(refusals.map(({ line }) => line)).toEqual([3, 4, 5, 6, 8]);
    expect(refusals[0].message).toMatch(/runs code when the site is built/);
    expect(refusals[1].message).toMatch(/^process\.env\.HOME is not a value but code/);
    expect(refusals[4].message).toMatch(/^This line is not content/);
  });
});

describe('writing edited values back', () => {
  it.each(files)('writes %s unchanged when nothing changed', (name) => {
    expect(writeLiteralFile(source(name), valuesOf(source(name)))).toBe(source(name));
  });

  it('changes one field on its one line', () => {
    const before = source('site.ts');
    const values = valuesOf(before) as { site: { phone: string } };
    values.site.phone = '+914224500000';
    const after = writeLiteralFile(before, values as Record<string, Literal>);
    expect(changedLines(before, after)).toEqual(["  phone: '+914224500000',"]);
    expect(valuesOf(after)).toEqual(values);
  });

  it('puts a text too long for its line on the line after its field, and back when it fits', () => {
    const before = "export const x = {\n  heading: 'Short',\n};\n";
    const long = 'word '.repeat(30).trim();
    const broken = writeLiteralFile(before, { x: { heading: long } });
    expect(broken).toBe(`export const x = {\n  heading:\n    '${long}',\n};\n`);
    expect(writeLiteralFile(broken, { x: { heading: 'Short' } })).toBe(before);
  });

  it('puts a list back on one line when an edit leaves it short enough, as the formatter does', () => {
    const long = `'${'word '.repeat(20).trim()}'`;
    const before = `export const x = {\n  data: [\n    ${long},\n    ${long},\n  ],\n};\n`;
    expect(writeLiteralFile(before, { x: { data: ['Short'] } })).toBe("export const x = {\n  data: ['Short'],\n};\n");
    expect(writeLiteralFile(before, { x: { data: ['Short', 'Other'] } })).toBe(
      "export const x = {\n  data: ['Short', 'Other'],\n};\n",
    );
    // Still too long for one line: only the items that changed are written.
    expect(writeLiteralFile(before, { x: { data: ['Short', long.slice(1, -1)] } })).toBe(
      `export const x = {\n  data: [\n    'Short',\n    ${long},\n  ],\n};\n`,
    );
  });

  it('picks double quotes for a text with an apostrophe, as the formatter does', () => {
    expect(writeLiteralFile("export const x = { a: 'b' };\n", { x: { a: "Let's talk" } })).toBe(
      'export const x = { a: "Let\'s talk" };\n',
    );
  });

  it('adds a job at the end of its list, written in the layout of the others, and removes it again', () => {
    const before = source('jobs.ts');
    const values = valuesOf(before) as { jobs: { jobs: Record<string, Literal>[] } };
    const copy = { ...values.jobs.jobs[0], slug: 'tester', title: 'Tester' };
    values.jobs.jobs.push(copy);
    const after = writeLiteralFile(before, values as Record<string, Literal>);
    expect(valuesOf(after)).toEqual(values);
    // The first job's own lines, written again for the copy: the same layout, but for its slug and title.
    const first = before.slice(before.indexOf('    {\n      slug'), before.indexOf('    },\n') + 7);
    const added = first.replace(/slug: '[^']*'/, "slug: 'tester'").replace(/title: '[^']*'/, "title: 'Tester'");
    expect(after).toContain(`${added}  ],`);
    values.jobs.jobs.pop();
    expect(writeLiteralFile(after, values as Record<string, Literal>)).toBe(before);
  });

  it("adds and removes a job as that job's lines only, however the form orders and fills the others", () => {
    const before = source('jobs.ts');
    const values = valuesOf(before) as { jobs: { jobs: Record<string, Literal>[] } };
    // The form sends every item back with its fields in the form's order, and a field never filled in as empty.
    const asTheFormSends = (job: Record<string, Literal>) => ({
      ...Object.fromEntries(Object.entries(job).reverse()),
      applicationFormUrl: '',
    });
    const jobs = values.jobs.jobs;
    const added = { ...jobs[0], slug: 'tester', title: 'Tester' };
    const edited = (list: Record<string, Literal>[]) =>
      writeLiteralFile(before, { jobs: { ...values.jobs, jobs: list.map(asTheFormSends) } });
    const endOfList = before.lastIndexOf('  ],\n');
    const withAdded = edited([...jobs, added]);
    expect(withAdded.startsWith(before.slice(0, endOfList))).toBe(true);
    expect(withAdded.endsWith(before.slice(endOfList))).toBe(true);
    expect(valuesOf(withAdded)).toEqual({ jobs: { ...values.jobs, jobs: [...jobs, added] } });
    // The first job's lines go, and only they.
    const firstJob = [before.indexOf('    {\n      slug'), before.indexOf('    },\n') + 7];
    expect(edited(jobs.slice(1))).toBe(before.slice(0, firstJob[0]) + before.slice(firstJob[1]));
  });
});
