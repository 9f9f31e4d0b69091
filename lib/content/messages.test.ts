/** @jest-environment node */
// The words an editor reads for each kind of mistake: what they wrote, in the terms of a content file, and what
// belongs there. Checked through small zod schemas parsed the way checkContent parses content.
import { z } from 'zod';
import { describeValue, editorErrors, kindMessage } from './messages';

/** The messages an editor would read for `data`, each after the path of its field. */
function messages(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data, { error: editorErrors });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('describeValue: what a value looks like to the person who typed it', () => {
  test.each<[unknown, string]>([
    ['Web Development', 'the text "Web Development"'],
    [' padded ', 'the text " padded "'],
    ['', 'empty text ""'],
    ['   ', 'empty text ""'],
    [42, 'the number 42'],
    [-1.5, 'the number -1.5'],
    [10n, 'the number 10'],
    [true, 'the word true'],
    [false, 'the word false'],
    [null, 'empty'],
    [[], 'a list'],
    [['a', 'b'], 'a list'],
    [{}, 'a group of fields'],
    [{ title: 'x' }, 'a group of fields'],
    [undefined, 'something else'],
    [() => 'x', 'something else'],
  ])('%p is %s', (value, description) => {
    expect(describeValue(value)).toBe(description);
  });
});

describe('a value of the wrong kind', () => {
  test.each<[string, z.ZodType, unknown, string]>([
    ['text', z.string(), 2016, 'is the number 2016, but this field takes text. Put it in double quotes: "2016".'],
    ['text', z.string(), true, 'is the word true, but must be a text.'],
    ['text', z.string(), null, 'is empty, but must be a text.'],
    [
      'text',
      z.string(),
      { 'Apply online': 'it takes a few minutes.' },
      'is a group of fields, but this field takes text: YAML reads the colon and space after "Apply online" as the end of a field name. Put the whole text in double quotes: "Apply online: it takes a few minutes.".',
    ],
    [
      'text',
      z.string(),
      ['New'],
      'is a list, but this field takes text: YAML reads a text starting with [ or { as a list. Put the whole text in double quotes.',
    ],
    [
      'text',
      z.string(),
      { title: null },
      'is a group of fields, but this field takes text: YAML reads a text starting with [ or { as a group. Put the whole text in double quotes.',
    ],
    ['number', z.number(), '24', 'is the text "24", but must be a number without quotes.'],
    ['number', z.number(), false, 'is the word false, but must be a number without quotes.'],
    ['whole number', z.int(), 1.5, 'is 1.5, but must be a whole number without quotes.'],
    ['true-or-false', z.boolean(), 'yes', 'is the text "yes", but must be true or false.'],
    ['true-or-false', z.boolean(), 1, 'is the number 1, but must be true or false.'],
    [
      'list',
      z.array(z.string()),
      'one',
      'is the text "one", but must be a list, each item on a line of its own starting with "- ".',
    ],
    ['bigint', z.bigint(), 'ten', 'is the text "ten", but must be bigint.'],
    [
      'group',
      z.strictObject({ src: z.string(), alt: z.string() }),
      ['/images/logo.svg'],
      'is a list, but must be a group of fields indented under its name: "src", "alt".',
    ],
  ])('a %s field given a wrong kind of value is told what belongs there (case %#)', (_kind, schema, value, message) => {
    expect(messages(z.strictObject({ field: schema }), { field: value })).toEqual([`field: ${message}`]);
  });

  test.each<[string, z.ZodType, string]>([
    ['text', z.string(), 'is missing. Write a text.'],
    ['number', z.number(), 'is missing. Write a number without quotes.'],
    ['true-or-false', z.boolean(), 'is missing. Write true or false.'],
    ['list', z.array(z.number()), 'is missing. Write a list, each item on a line of its own starting with "- ".'],
    [
      'group',
      z.strictObject({ street: z.string(), city: z.string() }),
      'is missing. Add it back: a group of fields indented under its name: "street", "city".',
    ],
  ])('a missing %s field says what to write', (_kind, schema, message) => {
    expect(messages(z.strictObject({ field: schema }), {})).toEqual([`field: ${message}`]);
  });

  test("a schema's hint says what to write instead of the kind", () => {
    const title = z.string({ error: (issue) => kindMessage(issue, 'Write the job title.') });
    const months = z.int({ error: (issue) => kindMessage(issue, 'Write the months, 0 for freshers.') });
    const address = z.strictObject(
      { city: z.string() },
      { error: (issue) => kindMessage(issue, 'See the address on the letterhead.') },
    );
    const schema = z.strictObject({ title, months, address });
    expect(messages(schema, {})).toEqual([
      'title: is missing. Write the job title.',
      'months: is missing. Write the months, 0 for freshers.',
      'address: is missing. Add it back: a group of fields indented under its name: "city". See the address on the letterhead.',
    ]);
    expect(messages(schema, { title: 7, months: 1.5, address: 'Coimbatore' })).toEqual([
      'title: is the number 7, but this field takes text. Put it in double quotes: "7".',
      'months: is 1.5, but must be a whole number without quotes. Write the months, 0 for freshers.',
      'address: is the text "Coimbatore", but must be a group of fields indented under its name: "city". See the address on the letterhead.',
    ]);
  });

  test('an issue made by hand, without the schema it is about, is worded too', () => {
    expect(kindMessage({ code: 'invalid_type', expected: 'string', input: 5 })).toBe(
      'is the number 5, but this field takes text. Put it in double quotes: "5".',
    );
  });

  test('a mistake of another kind gets no kind message, so the schema words it', () => {
    const email = z.email({ error: (issue) => kindMessage(issue) ?? 'is not an email address.' });
    expect(messages(z.strictObject({ email }), { email: 'nobody' })).toEqual(['email: is not an email address.']);
  });
});

describe('a field the site does not know', () => {
  const job = z.strictObject({ title: z.string(), details: z.string(), responsibilities: z.array(z.string()) });
  const shipped = { title: 'Web Development', details: 'B.E freshers can also apply', responsibilities: [] };
  const unknown = (fields: Record<string, string>) => messages(job, { ...shipped, ...fields });

  test.each([
    ['detials', 'details'], // two letters swapped
    ['dteials', 'details'], // two pairs of letters swapped
    ['titel', 'title'],
    ['ttl', 'title'], // two letters left out
    ['titles', 'title'], // one too many
    ['xtitle', 'title'],
    ['TITLE', 'title'], // capitals do not matter
    ['Details', 'details'],
    ['rspnsbilitis', 'responsibilities'], // a long word may be further off
  ])('"%s" is taken for "%s"', (key, meant) => {
    expect(unknown({ [key]: 'x' })).toEqual([
      `: has a field "${key}" that this site does not use. Did you mean "${meant}"? Check the spelling.`,
    ]);
  });

  test.each(['tt', 'tiet', 'ltte', 'summary', 'rspnsblts', 'dtls'])(
    '"%s" resembles no field, so the fields are listed',
    (key) => {
      expect(unknown({ [key]: 'x' })).toEqual([
        `: has a field "${key}" that this site does not use. The fields here are: "title", "details", "responsibilities". Check the spelling.`,
      ]);
    },
  );

  test('a field written with a capital is guessed however the editor capitalised it', () => {
    const address = z.strictObject({ postalCode: z.string(), countryCode: z.string() });
    expect(messages(address, { postalCode: '641004', countryCode: 'IN', postcode: '641004' })).toEqual([
      ': has a field "postcode" that this site does not use. Did you mean "postalCode"? Check the spelling.',
    ]);
  });

  test('several misspelt fields are guessed together', () => {
    expect(unknown({ titel: 'x', detials: 'y' })).toEqual([
      ': has fields "titel", "detials" that this site does not use. Did you mean "title", "details"? Check the spelling.',
    ]);
  });

  test('when one of several cannot be guessed, the fields are listed', () => {
    expect(unknown({ titel: 'x', salary: 'y' })).toEqual([
      ': has fields "titel", "salary" that this site does not use. The fields here are: "title", "details", "responsibilities". Check the spelling.',
    ]);
  });

  test('of two fields as close, the first one listed is suggested', () => {
    expect(messages(z.strictObject({ cat: z.string(), car: z.string() }), { cat: 'a', car: 'b', cab: 'c' })).toEqual([
      ': has a field "cab" that this site does not use. Did you mean "cat"? Check the spelling.',
    ]);
  });
});

describe('numbers out of range', () => {
  test.each<[z.ZodType, number, string]>([
    [z.number().min(1990), 1989, 'is 1989, but must be at least 1990.'],
    [z.number().positive(), 0, 'is 0, but must be more than 0.'],
    [z.number().max(10), 10.5, 'is 10.5, but must be at most 10.'],
    [z.number().lt(5), 5, 'is 5, but must be less than 5.'],
  ])('a number out of range says the number and the limit (case %#)', (schema, value, message) => {
    expect(messages(z.strictObject({ count: schema }), { count: value })).toEqual([`count: ${message}`]);
  });

  test("the length of a text or a list is left to the schema's own words, which name what is there", () => {
    const short = { code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: '' } as const;
    const long = { code: 'too_big', origin: 'array', maximum: 4, inclusive: true, input: [1, 2, 3, 4, 5] } as const;
    expect(editorErrors(short)).toBeUndefined();
    expect(editorErrors(long)).toBeUndefined();
  });
});

test('a value outside the allowed choices lists them', () => {
  const schema = z.strictObject({ per: z.enum(['MONTH', 'YEAR']), stars: z.literal([1, 2, 3]) });
  expect(messages(schema, { per: 'month', stars: 5 })).toEqual([
    'per: is the text "month", but must be one of: "MONTH", "YEAR".',
    'stars: is the number 5, but must be one of: 1, 2, 3.',
  ]);
});

test('any other mistake points to CONTENT.md, with what was written', () => {
  expect(messages(z.strictObject({ date: z.iso.date() }), { date: '02-11-2026' })).toEqual([
    'date: is the text "02-11-2026", which is not written the way this field needs. See CONTENT.md.',
  ]);
});
