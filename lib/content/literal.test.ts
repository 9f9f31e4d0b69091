import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import {
  type Literal,
  type LiteralNode,
  literalOf,
  printValue,
  quote,
  readLiteralFile,
  writeLiteralFile,
} from './literal';

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

// ---------------------------------------------------------------------------------------------------------------
// What an editor or a developer would notice: every escape, every kind of code refused with its line, the layout
// biome gives (checked against biome itself), and only changed lines written.

/** biome's own binary for this machine (cli-linux-x64, cli-linux-x64-musl, cli-win32-x64/biome.exe...), so a call takes milliseconds. */
const biomeBinary = (() => {
  const folder = readdirSync('node_modules/@biomejs').find((name) =>
    name.startsWith(`cli-${process.platform}-${process.arch}`),
  );
  if (!folder) throw new Error(`No biome binary for ${process.platform}-${process.arch} in node_modules: run npm ci.`);
  return `node_modules/@biomejs/${folder}/biome${process.platform === 'win32' ? '.exe' : ''}`;
})();

/** The text as biome lays it out. */
const biome = (text: string) => {
  const run = spawnSync(biomeBinary, ['format', '--vcs-enabled=false', '--stdin-file-path', 'content/edited.ts'], {
    input: text,
    encoding: 'utf8',
  });
  expect(run.error).toBeUndefined();
  expect(run.stderr).toBe('');
  return run.stdout;
};
const refusalsOf = (text: string) => readLiteralFile(text).refusals;
const NOT_DATA = 'so that it can never run code';

describe('reading texts, numbers and names as data', () => {
  it('reads every escape in a text as the character it stands for', () => {
    const text = [
      "export const x = ['\\n\\t\\r\\b\\f\\v\\0', '\\u{1F600} \\u00e9 \\x41 \\x7a', '\\q\\\\\\'\\\"', `a\\",
      'b`, `c\\\r',
      'd`];',
      '',
    ].join('\n');
    expect(refusalsOf(text)).toEqual([]);
    expect(valuesOf(text)).toEqual({ x: ['\n\t\r\b\f\v\0', '\u{1F600} \u00e9 A z', 'q\\\'"', 'ab', 'cd'] });
  });

  it('reads a text that looks like code or punctuation as text, and keys in quotes with their escapes', () => {
    const text = [
      'export const x = {',
      `  a: '{', b: '[', c: ',', d: ']', e: ';', f: '-', g: 'true', h: 'costs \${5}', i: \`plain\`,`,
      "  1: 'one', 'it\\'s': 2, \"a\\nb\": 3,",
      '};',
      '',
    ].join('\n');
    expect(refusalsOf(text)).toEqual([]);
    expect(valuesOf(text)).toEqual({
      x: {
        ...{ a: '{', b: '[', c: ',', d: ']', e: ';', f: '-', g: 'true', h: `costs \${5}`, i: 'plain' },
        ...{ 1: 'one', "it's": 2, 'a\nb': 3 },
      },
    });
  });

  it('reads numbers in their written forms, and true and false, before a comma, a bracket or a type', () => {
    const text = [
      '',
      'export const a = [1, -2, 1_000, .5, 1e3, -0.25]',
      'export const b = { n: 5, t: true, f: false }',
      'export const c = 5 satisfies number',
      'export const d = true as boolean',
      "export const e = ['x'] as const",
      'export const f = -7',
    ].join('\n');
    expect(refusalsOf(text)).toEqual([]);
    expect(valuesOf(text)).toEqual({
      a: [1, -2, 1000, 0.5, 1000, -0.25],
      b: { n: 5, t: true, f: false },
      c: 5,
      d: true,
      e: ['x'],
      f: -7,
    });
  });

  it('knows where each value is written, and reads an export cut short as an empty text', () => {
    const { exports } = readLiteralFile("\nexport const x = {\n  a: 'b',\n};\n");
    const x = exports.get('x') as LiteralNode & { kind: 'group' };
    expect(x).toMatchObject({ kind: 'group', start: 18, end: 31, at: { line: 2, column: 18 } });
    expect(x.fields[0]).toMatchObject({
      key: 'a',
      keyStart: 22,
      node: { start: 25, end: 28, at: { line: 3, column: 6 } },
    });
    expect(readLiteralFile('export const x =').exports.get('x')).toEqual({
      kind: 'leaf',
      value: '',
      start: 16,
      end: 16,
      at: { line: 1, column: 1 },
    });
  });

  it('refuses every kind of code in a value with its line, naming what is written, and reads it as an empty text', () => {
    const code = [
      'max(1, 2)',
      'companyName',
      'process.env.HOME',
      '() => 1',
      '1 + 2',
      '5 px',
      'true x',
      'true || false',
      '0x1F',
      '-x',
      "f(')', 2)",
    ];
    const text = ['export const x = {', ...code.map((written, i) => `  v${i}: ${written},`), '};', ''].join('\n');
    const refusals = refusalsOf(text);
    expect(refusals.map(({ line, message }) => [line, message.split(' is not a value')[0]])).toEqual(
      code.map((written, i) => [i + 2, written]),
    );
    for (const { message } of refusals) expect(message).toContain(NOT_DATA);
    expect(refusals.some((refusal) => 'inText' in refusal)).toBe(false);
    expect(valuesOf(text).x).toEqual(Object.fromEntries(code.map((_, i) => [`v${i}`, ''])));
  });

  it('refuses a field that is code: a spread, a shorthand, a method, a computed key, a key that is no name', () => {
    const text = [
      'export const x = {',
      '  ...other,',
      '  title,',
      '  method() {},',
      "  [key]: 'v',",
      '  -: 1,',
      '  empty: ,',
      "  last: 'kept',",
      '};',
      '',
    ].join('\n');
    const refusals = refusalsOf(text).map(({ line, message }) => [line, message.split(' is not a value')[0]]);
    expect(refusals).toEqual([
      [2, '...other'],
      [3, 'title'],
      [4, 'method() {}'],
      [5, 'key'],
      [5, ": 'v'"],
      [6, '-: 1'],
      [7, ','],
    ]);
    expect((valuesOf(text).x as Record<string, Literal>).last).toBe('kept');
  });

  it('refuses a backtick text with a $ before { } as sure even in a file with slips, and nothing else so', () => {
    const refusals = refusalsOf(`export const x = {\n  a: \`\${name}\`,\n  b: name,\n};\n`);
    expect(refusals.map(({ line }) => line)).toEqual([2, 3]);
    expect(refusals[0].inText).toBe(true);
    expect('inText' in refusals[1]).toBe(false);
  });

  it('refuses each statement that is not an export of a value, with its line, and reads the exports around them', () => {
    const text = [
      'x.y = 1;',
      'export let a = 1;',
      'declare const b: string;',
      'export const 5 = 1;',
      'foo(); bar();',
      'function f() {',
      '  const c = 1;',
      '};',
      'go()',
      'const d = 1',
      "export const kept = 'yes'",
      'export const',
    ].join('\n');
    expect(refusalsOf(text).map(({ line, message }) => [line, message.slice(0, 25)])).toEqual(
      [1, 2, 3, 4, 5, 5, 6, 8, 9, 10, 12].map((line) => [line, 'This line is not content:']),
    );
    expect(refusalsOf(text)[0].message).toContain(NOT_DATA);
    expect(valuesOf(text)).toEqual({ kept: 'yes' });
    expect(refusalsOf('export').map(({ line }) => line)).toEqual([1]);
    expect(refusalsOf('export const x = -').map(({ line }) => line)).toEqual([1]);
  });
});

describe('quotes and layout as biome gives them', () => {
  it.each([
    ['plain', "'plain'"],
    ["Let's", '"Let\'s"'],
    ['say "hi"', '\'say "hi"\''],
    ['He said "hi" and \'yo\'', "'He said \"hi\" and \\'yo\\''"],
    ["It's \"x\" 'y'", '"It\'s \\"x\\" \'y\'"'],
    ['C:\\path', "'C:\\\\path'"],
    ['two\nlines\tand a tab', "'two\\nlines\\tand a tab'"],
  ])('quotes %j as %s, which biome keeps and which reads back as the text', (text, quoted) => {
    expect(quote(text)).toBe(quoted);
    const file = `export const x = ${quoted};\n`;
    expect(biome(file)).toBe(file);
    expect(valuesOf(file)).toEqual({ x: text });
  });

  it('writes an empty list or group as [] or {}, even where nothing more fits on the line', () => {
    expect(printValue([], '  ', 200, 1)).toBe('[]');
    expect(printValue({}, '  ', 200, 1)).toBe('{}');
    expect(printValue({ a: '', b: [], c: { d: '' }, e: 'x' }, '', 0, 0)).toBe("{ e: 'x' }");
    const keys = "{ 'a-b': 1, a1: 2, '1a': 3, $_: 4 }";
    expect(printValue({ 'a-b': 1, a1: 2, '1a': 3, $_: 4 }, '', 0, 0)).toBe(keys);
    expect(biome(`export const x = ${keys};\n`)).toBe(`export const x = ${keys};\n`);
  });

  it('keeps a list or group on its line when it ends at column 120, and breaks it at 121', () => {
    // 8 columns before (`  data: `), 1 after (the comma).
    const list = (length: number) => [`${'x'.repeat(length - 4)}`];
    expect(printValue(list(111), '  ', 8, 1)).toBe(`['${'x'.repeat(107)}']`);
    expect(printValue(list(112), '  ', 8, 1)).toBe(`[\n    '${'x'.repeat(108)}',\n  ]`);
    const group = (length: number) => ({ a: 'x'.repeat(length - 9) });
    expect(printValue(group(111), '  ', 8, 1)).toBe(`{ a: '${'x'.repeat(102)}' }`);
    expect(printValue(group(112), '  ', 8, 1)).toBe(`{\n    a: '${'x'.repeat(103)}',\n  }`);
    expect(printValue(group(119), '', 0, 2)).toContain('\n');
    expect(printValue(group(120), '', 0, 0)).not.toContain('\n');
  });

  it('breaks nested lists and groups with their indent and trailing commas, as biome does', () => {
    const long = 'word '.repeat(20).trim();
    const value = { title: 'Short', items: [long, long], nested: { text: long, tags: ['a', 'b'] }, n: 1 };
    const file = `export const x = ${printValue(value, '', 17, 1)};\n`;
    expect(file).toBe(
      [
        'export const x = {',
        "  title: 'Short',",
        `  items: [\n    '${long}',\n    '${long}',\n  ],`,
        `  nested: {\n    text: '${long}',\n    tags: ['a', 'b'],\n  },`,
        '  n: 1,',
        '};',
        '',
      ].join('\n'),
    );
    expect(biome(file)).toBe(file);
  });
});

describe('writing only what changed, in the layout biome gives', () => {
  const L1 = `First ${'word '.repeat(20).trim()}`;
  const L2 = `Second ${'word '.repeat(20).trim()}`;
  const L3 = `Third ${'word '.repeat(20).trim()}`;
  const L4 = `Fourth ${'word '.repeat(20).trim()}`;
  const listFile = (...items: string[]) =>
    `export const x = {\n  data: [\n${items.map((item) => `    ${item},\n`).join('')}  ],\n};\n`;
  /** Written, read back as the values written, and laid out as biome lays it out. */
  const written = (before: string, values: Record<string, Literal>) => {
    const after = writeLiteralFile(before, values);
    expect(valuesOf(after)).toEqual({ ...valuesOf(before), ...values });
    expect(biome(after)).toBe(after);
    return after;
  };

  it('leaves exports, fields and comments that did not change byte for byte, and exports it is not given', () => {
    const before = [
      'export const x = [ 1,2 ];',
      '// A comment between exports.',
      'export const y = {',
      '  a: "plain", // kept as written',
      "  b: 'old',",
      "  c: 'also old',",
      '  d: 1,',
      '};',
      "export const z = 'untouched';",
      '',
    ].join('\n');
    const after = writeLiteralFile(before, { x: [1, 2], y: { a: 'plain', b: 'new', c: 'newer and longer', d: 22 } });
    expect(after).toBe(
      before.replace("'old'", "'new'").replace("'also old'", "'newer and longer'").replace('d: 1,', 'd: 22,'),
    );
  });

  it('writes a changed text on its field line up to column 120, and on the line after from column 121', () => {
    const before = "export const x = {\n  heading: 'Short',\n  other: 1,\n};\n";
    const fits = written(before, { x: { heading: 'x'.repeat(106), other: 1 } });
    expect(fits.split('\n')[1]).toHaveLength(120);
    expect(written(before, { x: { heading: 'x'.repeat(107), other: 1 } })).toContain(
      `  heading:\n    '${'x'.repeat(107)}',\n`,
    );
  });

  it('adds a field at the end of its group, a group in it on one line up to column 120, broken from 121', () => {
    const before = "export const x = {\n  a: 'b',\n};\n";
    const fits = written(before, { x: { a: 'b', extra: { a: 'x'.repeat(101) } } });
    expect(fits).toBe(`export const x = {\n  a: 'b',\n  extra: { a: '${'x'.repeat(101)}' },\n};\n`);
    const broken = written(before, { x: { a: 'b', extra: { a: 'x'.repeat(102) } } });
    expect(broken).toBe(`export const x = {\n  a: 'b',\n  extra: {\n    a: '${'x'.repeat(102)}',\n  },\n};\n`);
  });

  it('adds nothing for a field the form left empty, and only the filled part of a group', () => {
    const before = "export const x = {\n  a: 'b',\n}\n";
    const values = {
      a: 'b',
      none: undefined,
      nothing: null,
      text: '',
      list: [],
      group: { d: '', e: [] },
      partial: { label: 'Hi', href: '' },
      blanks: ['', ''],
    } as unknown as Literal;
    expect(writeLiteralFile(before, { x: values })).toBe(
      "export const x = {\n  a: 'b',\n  partial: { label: 'Hi' },\n  blanks: ['', ''],\n}\n",
    );
    expect(writeLiteralFile("export const x = { l: ['a'] };\n", { x: { l: ['a', ''] } })).toBe(
      "export const x = { l: ['a', ''] };\n",
    );
  });

  it('removes the whole lines of a field the values leave out, set to nothing or to null', () => {
    const before = "export const x = {\n  a: 1,\n  b: 'two',\n  c: [3],\n  d: {\n    e: 4,\n  },\n};\n";
    const values = { a: 1, b: undefined, c: null } as unknown as Literal;
    expect(writeLiteralFile(before, { x: values })).toBe('export const x = {\n  a: 1,\n};\n');
  });

  it('adds a field to a group written on one line within that line', () => {
    expect(writeLiteralFile("export const x = { a: 'b' };\n", { x: { a: 'b', c: 'd' } })).toBe(
      "export const x = { a: 'b', c: 'd' };\n",
    );
  });

  it.each<[string, string, Literal]>([
    ['a group over lines', 'export const x = {\n  a: 1,\n};\n', 'a text'],
    ['a group over lines', 'export const x = {\n  a: 1,\n};\n', ['a list']],
    ['a group over lines', 'export const x = {\n  a: 1,\n};\n', 5],
    ['a list over lines', `export const x = [\n  '${L1}',\n];\n`, { a: 1 }],
    ['a list over lines', `export const x = [\n  '${L1}',\n];\n`, 'a text'],
    ['a backtick text over lines', 'export const x = `one\ntwo`;\n', 'a text'],
    ['a field holding a backtick text over lines', 'export const x = {\n  a: `one\ntwo`,\n};\n', { a: L1 }],
    ['a field holding a group over lines', 'export const x = {\n  a: {\n    b: 1,\n  },\n};\n', { a: L1 }],
    ['a field holding a list over lines', `export const x = {\n  a: [\n    '${L1}',\n  ],\n};\n`, { a: L1 }],
    ['a field holding a text', "export const x = {\n  a: 'text',\n};\n", { a: { b: [L1, L2] } }],
    [
      'a field holding a backtick text over lines, now a group that fits only where the field starts',
      'export const x = {\n  heading: `one\ntwo`,\n};\n',
      { heading: { a: 'x'.repeat(100) } },
    ],
    [
      'a long-named field holding a group over lines',
      'export const x = {\n  heading: {\n    b: 1,\n  },\n};\n',
      { heading: L1 + L2 },
    ],
    [
      'a long-named field holding a list over lines',
      `export const x = {\n  heading: [\n    '${L1}',\n  ],\n};\n`,
      { heading: L1 + L2 },
    ],
  ])('writes %s changed to a value of another kind as that value', (_, before, value) => {
    written(before, { x: value });
  });

  it('adds, repeats and removes items of a list over lines as their own lines', () => {
    const before = listFile(`'${L1}'`, `'${L2}'`);
    expect(written(before, { x: { data: [L1, L2, L2] } })).toBe(listFile(`'${L1}'`, `'${L2}'`, `'${L2}'`));
    expect(written(before, { x: { data: [L1, L3, L2] } })).toBe(listFile(`'${L1}'`, `'${L3}'`, `'${L2}'`));
    expect(written(before, { x: { data: [L1, L2, L3, L4] } })).toBe(
      listFile(`'${L1}'`, `'${L2}'`, `'${L3}'`, `'${L4}'`),
    );
    expect(written(listFile(`'${L1}'`, `'${L2}'`, `'${L2}'`), { x: { data: [L1, L2] } })).toBe(before);
    expect(written(listFile(`'${L1}'`, `'${L1}'`, `'${L2}'`), { x: { data: [L1, L2] } })).toBe(before);
  });

  it('changes only the line of a changed item, keeping the others as written', () => {
    const before = listFile(`'${L1}'`, '"kept as written"');
    expect(writeLiteralFile(before, { x: { data: [L3, 'kept as written'] } })).toBe(
      listFile(`'${L3}'`, '"kept as written"'),
    );
    // A group written over lines though it would fit on one stays so, as biome keeps it.
    const group = (text: string) => `{\n      a: '${text}',\n    }`;
    expect(written(listFile(group('one'), group('two')), { x: { data: [{ a: 'one' }, { a: 'changed' }] } })).toBe(
      listFile(group('one'), group('changed')),
    );
  });

  it('puts a list back on its line when it fits, up to column 120, unless an item kept is written over lines', () => {
    expect(written(listFile("'b'", `'${L1}'`), { x: { data: ['b', 'c'] } })).toBe(
      "export const x = {\n  data: ['b', 'c'],\n};\n",
    );
    const fits = written(listFile(`'${L1}'`, `'${L2}'`), { x: { data: ['x'.repeat(107)] } });
    expect(fits.split('\n')[1]).toHaveLength(120);
    expect(written(listFile(`'${L1}'`, `'${L2}'`), { x: { data: ['x'.repeat(108)] } })).toBe(
      listFile(`'${'x'.repeat(108)}'`),
    );
    const group = '{\n      a: 1,\n    }';
    expect(written(listFile(group, "'b'"), { x: { data: ['b'] } })).toBe("export const x = {\n  data: ['b'],\n};\n");
    expect(written(listFile("'b'", group), { x: { data: ['c', { a: 1 }] } })).toBe(listFile("'c'", group));
  });

  it('adds items at the end of a list that ends its file without a semicolon', () => {
    const before = `export const x = [\n  '${L1}',\n]\n`;
    expect(writeLiteralFile(before, { x: [L1, L2, L3] })).toBe(
      `export const x = [\n  '${L1}',\n  '${L2}',\n  '${L3}',\n]\n`,
    );
  });

  it("changes one field of one job as that field's line only", () => {
    const before = source('jobs.ts');
    const values = valuesOf(before) as { jobs: { jobs: Record<string, Literal>[] } };
    expect(values.jobs.jobs.length).toBeGreaterThan(1);
    values.jobs.jobs[1].title = 'Changed title';
    const after = writeLiteralFile(before, values as Record<string, Literal>);
    expect(changedLines(before, after)).toEqual(["      title: 'Changed title',"]);
  });
});

describe('writing the real content files', () => {
  const map = (value: Literal, text: (text: string) => Literal, list: (items: Literal[]) => Literal[]): Literal => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return list(value.map((item) => map(item, text, list)));
    if (typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, map(child, text, list)]));
    return value;
  };
  const edits: [string, (text: string) => Literal, (items: Literal[]) => Literal[]][] = [
    ['every text longer', (text) => `${text} and a few more words`, (items) => items],
    // By characters, so an emoji is never cut in half.
    ['every text shorter', (text) => Array.from(text).slice(0, 12).join(''), (items) => items],
    [
      'every list one item longer',
      (text) => text,
      (items) => (items.length ? [...items, items[items.length - 1]] : []),
    ],
    // A list left empty is a field the form left empty, which is not written: each keeps one item at least.
    ['every list one item shorter', (text) => text, (items) => items.slice(items.length > 1 ? 1 : 0)],
  ];
  it.each(files.flatMap((name) => edits.map(([what, text, list]) => [name, what, text, list] as const)))(
    'writes %s with %s as biome lays it out, reading back as the values written',
    (name, _, text, list) => {
      const values = Object.fromEntries(
        Object.entries(valuesOf(source(name))).map(([key, value]) => [key, map(value, text, list)]),
      );
      const after = writeLiteralFile(source(name), values);
      expect(valuesOf(after)).toEqual(values);
      expect(biome(after)).toBe(after);
    },
  );
});

describe('layout rules biome has besides the 120 columns', () => {
  it.each([
    ['text', false],
    ["'a-'", false],
    ['title', true],
    ["'ab-'", true],
  ])('after the key %s, a text too long for the line goes on the next one: %s', (key, breaks) => {
    const before = `export const x = {\n  ${key}: 'Short',\n};\n`;
    const long = 'x'.repeat(120);
    const after = writeLiteralFile(before, { x: { [key.replace(/'/g, '')]: long } });
    expect(after).toBe(`export const x = {\n  ${key}:${breaks ? '\n    ' : ' '}'${long}',\n};\n`);
    expect(biome(after)).toBe(after);
  });

  it.each<[Literal, boolean]>([
    [
      [
        { a: 1, b: 2 },
        { c: 3, d: 4 },
      ],
      true,
    ],
    [
      [
        [1, 2],
        [3, 4],
      ],
      true,
    ],
    [
      {
        hours: [
          { days: 'Mon-Sat', hours: '9.30AM' },
          { days: 'Sunday', hours: 'closed' },
        ],
      },
      true,
    ],
    [[{ a: 1 }, { b: 2, c: 3 }], false],
    [
      [
        { a: 1, b: '' },
        { c: 3, d: 4 },
      ],
      false,
    ],
    [[{ a: 1, b: 2 }, [1, 2]], false],
    [[{ a: 1, b: 2 }], false],
    [[{ a: 1, b: 2 }, { c: 3, d: 4 }, 'x'], false],
    [['ab', 'cd'], false],
  ])('breaks a list of groups or lists that each hold more than one value, however short: %j, %s', (value, breaks) => {
    const file = `export const x = ${printValue(value, '', 17, 1)};\n`;
    expect(file.split('\n').length > 2).toBe(breaks);
    expect(biome(file)).toBe(file);
  });
});

describe('texts pasted with their line endings', () => {
  it('writes a carriage return as \\r, so the file still reads back as the text and biome keeps it', () => {
    const text = 'first line\r\nsecond line';
    const file = `export const x = ${quote(text)};\n`;
    expect(file).toBe("export const x = 'first line\\r\\nsecond line';\n");
    expect(valuesOf(file)).toEqual({ x: text });
    expect(biome(file)).toBe(file);
  });
});
