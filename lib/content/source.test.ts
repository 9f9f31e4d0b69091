/** @jest-environment node */
// Every slip YAML lets an editor make, each reported on its line with the fix in keystrokes; what YAML 1.2 reads
// the way an editor means it (yes, a date) is read so; and where a value is written, for messages that point at it.
import { parseContent, positionOf, slipsIn } from './source';

const slips = (text: string) =>
  slipsIn(parseContent(text)).map(({ line, column, message }) => `${line}:${column} ${message}`);

describe('slips YAML refuses, in the editor words', () => {
  test.each<[string, string, RegExp]>([
    ['a tab before a field', 'name: Acme\n\tcity: Coimbatore\n', /^2:1 starts with a tab\. .*type spaces instead/],
    [
      'a field indented less than its group',
      'address:\n  street: Avinashi Road\n city: Coimbatore\n',
      /^3:1 is indented differently .* the same number of spaces/,
    ],
    [
      'a field indented more than its group',
      'address:\n  street: Avinashi Road\n    city: Coimbatore\n',
      /^2:\d+ is indented differently/,
    ],
    [
      'a colon and a space inside a text',
      'title: Web: Apps\n',
      /^1:8 has a colon followed by a space inside a text.*double quotes: title: "Web: Apps"$/,
    ],
    [
      "Word's curly quotes around a text with a colon",
      'title: “Web: Apps”\n',
      /curly quotes, as Word types them: YAML needs straight ones \("\)\. .*: title: "Web: Apps"$/,
    ],
    ['no space after the colon of a field', 'name:Acme\ncity: Coimbatore\n', /^1:1 has no space after the colon/],
    [
      'a text starting with { followed by more words',
      'pageTitle: {title} Job\n',
      /has a text starting with \{, which YAML reads as the start of a group\. .*: pageTitle: "\{title\} Job"$/,
    ],
    [
      'a text starting with [ followed by more words',
      'title: [New] offer\n',
      /has a text starting with \[, which YAML reads as the start of a list\. .*: title: "\[New\] offer"$/,
    ],
    ['a text starting with %', 'title: %50 off\n', /^1:8 has a text starting with %, .*: title: "%50 off"$/],
    ['a text starting with @', 'handle: @anvayatech\n', /^1:9 has a text starting with @, .*: handle: "@anvayatech"$/],
    ['a text starting with `', 'title: `x` marks\n', /has a text starting with `/],
    [
      'a field written twice',
      'name: Acme\ncity: Coimbatore\nname: Acme Ltd\n',
      /^3:1 writes the field "name" a second time in the same group\. Keep one of the two/,
    ],
    [
      'a closing quote left out',
      'title: "Web Apps\ncity: Coimbatore\n',
      /closing quote is missing\. Type a straight "/,
    ],
  ])('%s', (_slip, text, message) => {
    expect(slips(text)).toEqual([expect.stringMatching(message)]);
  });
});

describe('slips YAML reads without complaint, found on its nodes', () => {
  test.each<[string, string, RegExp]>([
    [
      'a text starting with { alone, read as a group',
      'pageTitle: {title}\n',
      /^1:12 has a text starting with \{.*: pageTitle: "\{title\}"$/,
    ],
    ['a text starting with *, read as a name', 'title: *star product\n', /has a text starting with \*/],
    [
      'a text starting with &, read as a name and left out',
      'title: &Co sons\n',
      /^1:\d+ has a text starting with &.*: title: "&Co sons"$/,
    ],
    [
      'a text starting with !, read as a type',
      'title: !important note\n',
      /has a text starting with !, which YAML reads as a type name/,
    ],
    [
      'a " #" inside a text, which cuts it short',
      'title: C# and .NET #1 choice\n',
      /^1:8 has " #" inside a text, and YAML leaves out everything from the # on.*: title: "C# and .NET #1 choice"; if it is a note, move it to a line of its own above\.$/,
    ],
    [
      'a PIN code with a leading 0',
      'postalCode: 0641004\n',
      /^1:13 is the number 0641004, and YAML drops the 0.*"0641004"/,
    ],
    ['a phone number with a leading 0', 'phone: 09843045678\n', /"09843045678"/],
    [
      'a list item indented further than the one above, read as the end of its text',
      'steps:\n  - Apply online\n    - We call you within 5 days\n',
      /^2:5 has the list item on the line below indented further than this one.*Line up the - of the item below/,
    ],
    [
      "a text in Word's curly quotes",
      'quote: “We close our books in a day”\n',
      /^1:8 is in curly quotes, as Word types them/,
    ],
  ])('%s', (_slip, text, message) => {
    expect(slips(text)).toEqual([expect.stringMatching(message)]);
  });

  test('a note on a line of its own, a # inside a word and quoted texts are no slips', () => {
    expect(slips('# The company\nname: Acme#1\ntitle: "C# and .NET #1"\nmotto: \'Fast: always\'\n')).toEqual([]);
  });

  test('a mistake YAML reports twice on one line is said once', () => {
    expect(slips('a:\n  b: 1\n   c: 2\n')).toHaveLength(1);
  });
});

describe('what YAML 1.2 reads as the editor means it', () => {
  test('yes, no, on and off stay words, a date stays text, numbers without a leading 0 stay numbers', () => {
    const { document } = parseContent('a: yes\nb: no\nc: on\nd: off\nposted: 2026-11-02\nyear: 2016\nprice: 0.5\n');
    expect(document.toJS()).toEqual({
      a: 'yes',
      b: 'no',
      c: 'on',
      d: 'off',
      posted: '2026-11-02',
      year: 2016,
      price: 0.5,
    });
    expect(slipsIn(parseContent('price: 0.5\nzero: 0\n'))).toEqual([]);
  });
});

describe('positionOf: where a value is written', () => {
  const source = parseContent(
    [
      '# Jobs',
      'heading: Careers',
      'jobs:',
      '  - slug: web',
      '    title: Web',
      '  - slug: app',
      '    image:',
      '      src: /a.svg',
      '',
    ].join('\n'),
  );

  test('a text, an item of a list (its first field) and a field inside an item', () => {
    expect(positionOf(source, ['heading'])).toEqual({ line: 2, column: 10 });
    expect(positionOf(source, ['jobs', 1])).toEqual({ line: 6, column: 5 });
    expect(positionOf(source, ['jobs', 1, 'image', 'src'])).toEqual({ line: 8, column: 12 });
  });

  test("a missing value is placed at its nearest group or list; a field's name when asked for", () => {
    expect(positionOf(source, ['jobs', 0, 'details'])).toEqual({ line: 4, column: 5 });
    expect(positionOf(source, ['jobs', 7])).toEqual({ line: 4, column: 3 });
    expect(positionOf(source, ['jobs', 0], 'title')).toEqual({ line: 5, column: 5 });
    expect(positionOf(undefined, ['jobs'])).toEqual({ line: 1, column: 1 });
  });
});

describe('what helpers found editors typing', () => {
  test('a quote inside a text in the same quotes is told to use the other kind', () => {
    expect(slips("heading: 'Let's talk'\n")).toEqual([
      expect.stringMatching(/has a single quote inside a text written in single quotes.*: heading: "Let's talk"$/),
    ]);
    expect(slips('heading: "The "Pro" plan"\n')).toEqual([
      expect.stringMatching(/has a double quote inside .*: heading: 'The "Pro" plan'$/),
    ]);
  });

  test('a closing quote left out is pointed at the line whose text opens the quote', () => {
    expect(slips('name: Acme\ntitle: "Web Apps\ncity: Coimbatore\nregion: Tamil Nadu\n')).toEqual([
      expect.stringMatching(/^2:8 has a text whose closing quote is missing/),
    ]);
  });

  test('a phone number written without spaces keeps its +', () => {
    expect(slips('phone: +914224507788\n')).toEqual([expect.stringMatching(/drops the \+ .*"\+914224507788"/)]);
  });
});
