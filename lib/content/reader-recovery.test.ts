/** @jest-environment node */
// How the reader mends brackets, reads statements and numbers without quotes: the exact slip, and the rest still read.
import { positionOf, readContentFile } from './reader';
import { changed, slipsOf } from './reader-for-tests';

const jobsFile = `import type { JobsContent } from '../lib/content/schema';

export const jobs = {
  heading: 'Join Our Team',
  jobs: [
    {
      slug: 'web-development',
      title: 'Web Development',
      tags: ['web', 'mobile'],
      minimumExperienceMonths: 0,
      datePosted: '2026-11-02',
    },
    {
      slug: 'app-development',
      title: 'App Development',
      datePosted: '2026-11-02',
    },
  ],
} satisfies JobsContent;
`;

const jobsWith = (from: string, to: string) => changed(jobsFile, from, to);

/** The names of the fields of the group at `path` in the export `name`. */
function fieldsAt(source: string, name: string, path: readonly (string | number)[]): string[] {
  let node = readContentFile(source).exports.get(name);
  for (const step of path) {
    if (node?.kind === 'group') node = node.fields.get(String(step))?.value;
    else if (node?.kind === 'list') node = node.items[Number(step)];
  }
  return node?.kind === 'group' ? [...node.fields.keys()] : [];
}

test('the jobs file has no slips', () => {
  expect(slipsOf(jobsFile)).toEqual([]);
});

describe('a block whose closing bracket does not match its opening one is mended by what it holds', () => {
  test.each([
    [
      'a group of fields opened with [ straight after =',
      "export const contact = [\n  heading: 'Hi',\n  callLabel: 'Call us',\n} satisfies ContactContent;\n",
      '1:24: This square bracket [ starts a group of fields (name: value), which goes in curly brackets { }, and it ends with } on line 4. Write { instead.',
    ],
    [
      'a group of fields whose names are in quotes, opened with [',
      "export const site = {\n  labels: [\n    'en-IN': 'English',\n    'ta-IN': 'Tamil',\n  },\n};\n",
      '2:11: This square bracket [ starts a group of fields (name: value), which goes in curly brackets { }, and it ends with } on line 5. Write { instead.',
    ],
    [
      'a list whose first item is a backtick text with its second line not indented, opened with {',
      "export const site = {\n  tags: {\n    `web\nand mobile`,\n    'desktop',\n  ],\n};\n",
      '2:9: This curly bracket { starts a list, which goes in square brackets [ ], and it ends with ] on line 6. Write [ instead.',
    ],
  ])('%s', (_slip, source, message) => {
    expect(slipsOf(source)).toEqual([message]);
  });

  test('times written without quotes make a list, not a group of fields: its } is the wrong one', () => {
    const source = 'export const site = {\n  hours: [\n    9:30,\n    18:00,\n  },\n};\n';
    expect(slipsOf(source)).toEqual([
      "3:5: 9:30 is written without quotes. Text always goes between quotes: write '9:30'.",
      "4:5: 18:00 is written without quotes. Text always goes between quotes: write '18:00'.",
      '5:3: This curly bracket } ends the list that starts with [ on line 2, which must end with ]. Write ] instead.',
    ]);
  });
});

describe('a missing bracket is added where the layout says, and the rest of the file is read as written', () => {
  test('a } deleted from the }, that ends a job: one slip, and the next job is read', () => {
    const source = jobsWith(
      "      datePosted: '2026-11-02',\n    },\n    {",
      "      datePosted: '2026-11-02',\n    ,\n    {",
    );
    expect(slipsOf(source)).toEqual([
      '6:5: The curly bracket { opened here is never closed. Add } on a line of its own after the last field of the group, indented like this line.',
    ]);
    expect(positionOf(readContentFile(source).exports.get('jobs'), ['jobs', 1, 'title'])).toEqual({
      line: 15,
      column: 14,
    });
  });

  test('a list on one line without its ] is told to close on that line, not on a line of its own', () => {
    const source = jobsWith("tags: ['web', 'mobile'],", "tags: ['web'");
    expect(slipsOf(source)).toEqual([
      '9:13: The square bracket [ opened here is never closed. Add ] after the last value on this line.',
    ]);
    expect(positionOf(readContentFile(source).exports.get('jobs'), ['jobs', 0, 'datePosted'])).toEqual({
      line: 11,
      column: 19,
    });
  });

  test('a list on one line ending in a backtick text over two lines, without ] or comma: the comma is told where the text ends', () => {
    expect(slipsOf(jobsWith("tags: ['web', 'mobile'],", "tags: ['web', `mobile\nand desktop`"))).toEqual([
      '9:13: The square bracket [ opened here is never closed. Add ] after the last value on this line.',
      '10:13: A comma is missing at the end of this line, after ]. Add a comma , there.',
    ]);
  });

  test('a list on one line that goes on after a backtick text over two lines, without its ]: the ] is told, no crash', () => {
    const source = jobsWith("tags: ['web', 'mobile'],", "tags: ['web', `mobile\nand desktop`, 'tablet'");
    expect(slipsOf(source)[0]).toBe(
      '9:13: The square bracket [ opened here is never closed. Add ] after the last value on this line.',
    );
  });

  test('a file that starts with a name of its own still has that name read when a bracket is missing later', () => {
    const source =
      "const city = 'Coimbatore';\n\nexport const site = {\n  image: { src: '/a.svg', alt: 'A' ,\n  name: 'x',\n};\n";
    const { slips, exports } = readContentFile(source);
    expect(slips.map(({ line, column }) => `${line}:${column}`)).toEqual(['4:10']);
    expect([...exports.keys()]).toEqual(['city', 'site']);
    expect(positionOf(exports.get('city'), [])).toEqual({ line: 1, column: 14 });
  });
});

describe('a text that is only a bracket, a comma or a colon is text, not punctuation', () => {
  const marks = "tags: ['(', ')', '[', ']', '{', '}'],\n      separator: ',',\n      colon: ':',";

  test('it has no slip, and each of them is found where it is written', () => {
    const source = jobsWith("tags: ['web', 'mobile'],", marks);
    expect(slipsOf(source)).toEqual([]);
    const jobs = readContentFile(source).exports.get('jobs');
    expect(positionOf(jobs, ['jobs', 0, 'tags', 5])).toEqual({ line: 9, column: 39 });
    expect(positionOf(jobs, ['jobs', 0, 'separator'])).toEqual({ line: 10, column: 18 });
    expect(positionOf(jobs, ['jobs', 0, 'colon'])).toEqual({ line: 11, column: 14 });
  });

  test('with a bracket missing elsewhere in the file, that bracket is the only slip', () => {
    const source = jobsWith("tags: ['web', 'mobile'],", marks).replace(
      "      datePosted: '2026-11-02',\n    },\n    {",
      "      datePosted: '2026-11-02',\n    {",
    );
    expect(slipsOf(source)).toEqual([
      '6:5: The curly bracket { opened here is never closed. Add } on a line of its own after the last field of the group, indented like this line.',
    ]);
  });

  test('a list whose ] is on the line after its last text, a bracket, is a list', () => {
    expect(slipsOf("export const marks = ['[', '('\n];\n")).toEqual([]);
  });
});

describe('a file cut off in its first statement is read without a crash', () => {
  test.each(['export', 'export const', 'export const contact'])(
    'after `%s` there is no value and no slip: the check asks for the missing export',
    (source) => {
      expect(readContentFile(source)).toEqual({ exports: new Map(), slips: [] });
    },
  );

  test.each([
    [
      'export const contact = {',
      '1:24: The curly bracket { opened here is never closed. Add } on a line of its own after the last field of the group, indented like this line.',
    ],
    [
      'export const jobs = [{',
      '1:21: The square bracket [ opened here is never closed. Add ] on a line of its own after the last item of the list, indented like this line.',
    ],
    [
      "export const tagline = Grow with us'",
      "1:24: The text Grow with us' is missing its opening quote. Write 'Grow with us'.",
    ],
  ])('after `%s` it says what is missing', (source, message) => {
    expect(slipsOf(source)).toEqual([message]);
  });

  test('after a sign that starts a value: export const offset = -', () => {
    expect(() => readContentFile('export const offset = -')).not.toThrow();
  });
});

test.each([
  ['with export misspelt', 'exprot const jobs = {'],
  ['without export const', 'jobs = {'],
])('a value %s is not read as an export, as the site does not load it either', (_how, start) => {
  expect(readContentFile(jobsWith('export const jobs = {', start)).exports).toEqual(new Map());
});

test('names the file defines stand as values, alone, after a sign or in round brackets, as TypeScript reads them', () => {
  const source =
    "const city = 'Coimbatore';\nconst offset = 2;\n\nexport const site = {\n  city: city,\n  shift: -offset,\n  note: ('Remote'),\n  name: 'x',\n};\n";
  expect(slipsOf(source)).toEqual([]);
  expect(fieldsAt(source, 'site', [])).toEqual(['city', 'shift', 'note', 'name']);
  expect(positionOf(readContentFile(source).exports.get('site'), ['name'])).toEqual({ line: 8, column: 9 });
});

test('an unquoted item before a quoted one in a list on one line is told to go in quotes alone', () => {
  expect(slipsOf(jobsWith("tags: ['web', 'mobile'],", "tags: [web 'mobile'],"))).toEqual([
    "9:14: web is written without quotes. Text always goes between quotes: write 'web'.",
  ]);
});

test('a text missing its opening quote: the rest of its line is not read as a field, and the fields after it are', () => {
  const source = jobsWith("title: 'Web Development',", "title: Web Development',");
  expect(slipsOf(source)).toEqual([
    "8:14: The text Web Development' is missing its opening quote. Write 'Web Development'.",
  ]);
  expect(fieldsAt(source, 'jobs', ['jobs', 0])).toEqual([
    'slug',
    'title',
    'tags',
    'minimumExperienceMonths',
    'datePosted',
  ]);
});

describe('a number written with spaces or a currency sign', () => {
  test.each([
    [
      'ten lakh in Indian digit groups',
      'salary: 10 00 000,',
      'The number 10 00 000 is written with spaces, but a number in a content file has none. Write 1000000 (or, to keep the groups readable, 10_00_000).',
    ],
    [
      'a phone number, whose last group is longer',
      'phone: 422 450 7788,',
      "422 450 7788 is written without quotes, so it is read as numbers, and the spaces between them break the file. Put it in quotes: '422 450 7788'.",
    ],
    [
      'a mobile number in two groups of five',
      'phone: 98765 43210,',
      "98765 43210 is written without quotes, so it is read as numbers, and the spaces between them break the file. Put it in quotes: '98765 43210'.",
    ],
    [
      'a date with spaces, whose first group is a year',
      'closes: 2026 11 02,',
      "2026 11 02 is written without quotes, so it is read as numbers, and the spaces between them break the file. Put it in quotes: '2026 11 02'.",
    ],
    [
      'an amount with the rupee sign',
      'salary: ₹ 35000,',
      "₹ 35000 is written without quotes. If this field takes a number, write the number alone: 35000 (the page shows the currency); if it takes text, put it in quotes: '₹ 35000'.",
    ],
    [
      'an amount with a word after it',
      'salary: ₹5 lakh,',
      "₹5 lakh is written without quotes. Text always goes between quotes: write '₹5 lakh'.",
    ],
    [
      'a currency sign before a word',
      'salary: ₹ Negotiable,',
      "₹ Negotiable is written without quotes. Text always goes between quotes: write '₹ Negotiable'.",
    ],
    [
      'a dollar amount with a space in its digits',
      'salary: $1 500,',
      "$1 500 is written without quotes. Text always goes between quotes: write '$1 500'.",
    ],
    [
      'a word and a number',
      'badge: Top 10,',
      "Top 10 is written without quotes. Text always goes between quotes: write 'Top 10'.",
    ],
  ])('%s', (_what, to, message) => {
    const source = jobsWith('minimumExperienceMonths: 0,', to);
    // The value starts after the six spaces before the field, its name, the colon and a space.
    const column = to.indexOf(':') + 9;
    expect(slipsOf(source)).toEqual([`10:${column}: ${message}`]);
    expect(positionOf(readContentFile(source).exports.get('jobs'), ['jobs', 0, 'datePosted'])).toEqual({
      line: 11,
      column: 19,
    });
  });
});

describe('a list wrapped onto the next line by hand, in a file with a bracket missing elsewhere', () => {
  const wrapped = "  tags: ['web',\n    'mobile'],\n";
  test.each([
    ['below a group left open', `export const site = {\n  group: {\n    a: 'x',\n${wrapped}  last: 'y',\n};\n`, '2:10'],
    [
      'below a group closed nowhere on its line',
      `export const site = {\n  group: { a: 'x',\n${wrapped}  last: 'y',\n};\n`,
      '2:10',
    ],
    [
      'holding a group of its own',
      `export const site = {\n  group: {\n    a: 'x',\n  tags: ['web',\n    { name: 'mobile' }],\n  last: 'y',\n};\n`,
      '2:10',
    ],
    [
      'with its ] on a line of its own',
      `export const site = {\n  group: {\n    a: 'x',\n  tags: ['web',\n    'mobile',\n  ],\n  last: 'y',\n};\n`,
      '2:10',
    ],
    [
      'over three lines',
      `export const site = {\n  group: {\n    a: 'x',\n  tags: ['web',\n    'mobile',\n    'desktop'],\n  last: 'y',\n};\n`,
      '2:10',
    ],
    [
      'below a list closed nowhere on its line',
      `export const site = {\n  list: ['a', 'b',\n${wrapped}  last: 'y',\n};\n`,
      '2:9',
    ],
  ])('%s: only the missing bracket is told, and the wrapped list is read whole', (_where, source, at) => {
    expect(slipsOf(source)).toEqual([expect.stringMatching(new RegExp(`^${at}: The .* opened here is never closed`))]);
    const mobileLine = source.split('\n').findIndex((line) => line.includes("'mobile'")) + 1;
    expect(positionOf(readContentFile(source).exports.get('site'), ['tags', 1])).toEqual({
      line: mobileLine,
      column: 5,
    });
  });
});
