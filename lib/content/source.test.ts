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
      /^3:5 is indented differently/,
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

// Each message word for word, at its line:column: the words an editor reads, and the line they are sent to.
const QUOTE_IT = 'Put the whole text in double quotes';
const INDENTED =
  'is indented differently from the lines around it. Line it up with the other fields of its group: the same number of spaces before each.';
const colonInText = (fix: string) =>
  `has a colon followed by a space inside a text, which YAML reads as the start of a new field. ${QUOTE_IT}${fix}`;
const kept = (char: string, fix: string) =>
  `has a text starting with ${char}, which YAML keeps for its own use. ${QUOTE_IT}${fix}`;
const twice = (field: string) =>
  `writes the field "${field}" a second time in the same group. Keep one of the two: delete the other line (and the lines indented under it).`;
const unclosed = 'has a text whose closing quote is missing. Type a straight " at the end of the text.';
const otherQuotes = (kind: string, fix: string) =>
  `has a ${kind} quote inside a text written in ${kind} quotes, so YAML ends the text there. Put the text in the other kind of quotes: ${fix}`;
const cutAtNote = (fix: string) =>
  `has " #" inside a text, and YAML leaves out everything from the # on as a note. If it is part of the text, put the whole text in double quotes${fix}; if it is a note, move it to a line of its own above.`;
const unreadable = (what: string) =>
  `is not written as YAML can read it (${what}). Compare it with the lines around it, or undo the change (see "Undo a change" in CONTENT.md).`;

describe('each slip word for word, at its line and column', () => {
  test.each<[string, string, string]>([
    [
      'a tab',
      'name: Acme\n\tcity: Coimbatore\n',
      '2:1 starts with a tab. YAML lines are indented with spaces only: delete the tab and type spaces instead, as many as the line above has for the same level.',
    ],
    ['a field indented less', 'address:\n  street: Avinashi Road\n city: Coimbatore\n', `3:1 ${INDENTED}`],
    // YAML reads it as more words of the text above and points there: the slip is named on the line that has it.
    ['a field indented more', 'address:\n  street: Avinashi Road\n    city: Coimbatore\n', `3:5 ${INDENTED}`],
    ['a field of a list item indented more', 'jobs:\n  - title: Web\n      slug: web\n', `3:7 ${INDENTED}`],
    [
      "a list item in Word's curly quotes with a colon, which YAML reads as a field without complaint",
      'tags:\n  - “Web: Apps”\n  - SMS\n',
      '2:5 is in curly quotes, as Word types them, with a colon and a space inside, which YAML reads as a field name and its value. Type straight double quotes (") in place of the curly ones: - "Web: Apps"',
    ],
    [
      'a colon in a text, on the last line with no line end',
      'title: Web: Apps',
      `1:8 ${colonInText(': title: "Web: Apps"')}`,
    ],
    ['a colon in a text, lines after it', 'title: Web: Apps\nname: x\n', `1:8 ${colonInText(': title: "Web: Apps"')}`],
    ['a colon in a text after two spaces', 'title:  Web: Apps\n', `1:9 ${colonInText(': title: "Web: Apps"')}`],
    ['a colon in a list item', 'jobs:\n  - title: Web: Apps\n', `2:12 ${colonInText(': - title: "Web: Apps"')}`],
    [
      'a colon in a text with straight quotes inside it, escaped in the fix',
      'title: Say "hi": now\n',
      `1:8 ${colonInText(': title: "Say \\"hi\\": now"')}`,
    ],
    [
      "a colon in a text in Word's curly quotes",
      'title: “Web: Apps”\n',
      `1:8 has a colon followed by a space inside a text, which YAML reads as the start of a new field. The quotes there are curly quotes, as Word types them: YAML needs straight ones ("). ${QUOTE_IT}: title: "Web: Apps"`,
    ],
    // A field name with a space is not one the fix can be typed for: no made-up fix, just the advice.
    ['a colon in a text after a field name with a space', 'job title: Web: Apps\n', `1:12 ${colonInText('')}`],
    [
      'no space after a colon',
      'name:Acme\ncity: Coimbatore\n',
      '1:1 has no space after the colon of its field name. Type one space after the colon: name: value.',
    ],
    [
      'no space after a colon, indented',
      'address:\n  street:Avinashi Road\n  city: X\n',
      '2:3 has no space after the colon of its field name. Type one space after the colon: name: value.',
    ],
    [
      'a { and more words',
      'title: {New} offer\n',
      `1:8 has a text starting with {, which YAML reads as the start of a group. ${QUOTE_IT}: title: "{New} offer"`,
    ],
    [
      'a { after two spaces',
      'pageTitle:  {title} Job\n',
      `1:13 has a text starting with {, which YAML reads as the start of a group. ${QUOTE_IT}: pageTitle: "{title} Job"`,
    ],
    [
      'a [ and more words',
      'title: [New] offer\n',
      `1:14 has a text starting with [, which YAML reads as the start of a list. ${QUOTE_IT}: title: "[New] offer"`,
    ],
    [
      'a [ after two spaces',
      'title:  [New] offer\n',
      `1:15 has a text starting with [, which YAML reads as the start of a list. ${QUOTE_IT}: title: "[New] offer"`,
    ],
    ['a %', 'title: %50 off\n', `1:8 ${kept('%', ': title: "%50 off"')}`],
    ['an @ after two spaces', 'handle:  @anvayatech\n', `1:10 ${kept('@', ': handle: "@anvayatech"')}`],
    ['a `', 'title: `x` marks\n', `1:8 ${kept('`', ': title: "`x` marks"')}`],
    ['an @ alone, the last character of its line', 'handle: @\nname: Acme\n', `1:9 ${kept('@', ': handle: "@"')}`],
    ['an @ starting a list item, named too', 'handles:\n  - @anvaya\n', `2:5 ${kept('@', '')}`],
    ['a field twice', 'name: Acme\ncity: Coimbatore\nname: Acme Ltd\n', `3:1 ${twice('name')}`],
    ['a field twice in a list item', 'jobs:\n  - slug: a\n    slug: b\n', `3:5 ${twice('slug')}`],
    ['a field with a space in its name twice', 'job title: a\njob title: b\n', `2:1 ${twice('job title')}`],
    ['a field in quotes twice', '"name": a\n"name": b\n', `2:1 ${twice('name')}`],
    ['a group field twice', 'a:\n  b: 1\n  b:\n    c: 2\n', `3:3 ${twice('b')}`],
    ['a closing double quote left out', 'title: "Web Apps\ncity: Coimbatore\n', `1:8 ${unclosed}`],
    ['a closing single quote left out', "title: 'Web Apps\ncity: Coimbatore\n", `1:8 ${unclosed}`],
    // '' is how a single quote is written inside single quotes: not the closing one.
    ["a closing quote left out after a '' inside single quotes", "title: 'It''s fine\ncity: x\n", `1:8 ${unclosed}`],
    ['a closing quote left out after two spaces', 'title:  "Web Apps\n', `1:9 ${unclosed}`],
    ['a closing quote left out in a list item', 'jobs:\n  - title: "Web Apps\n    slug: web\n', `2:12 ${unclosed}`],
    ['a closing quote left out of a plain list item', 'tags:\n  - "web\n  - app\n', `2:5 ${unclosed}`],
    // The lines after the opening one are inside the text: a quote in the middle of one, or a whole text quoted
    // there, is not where the quote was left out.
    ["a closing quote left out, an o'clock after it", 'title: "Web Apps\ncity: 6 o\'clock\n', `1:8 ${unclosed}`],
    [
      'a closing quote left out, a quoted text after it',
      "title: \"Web Apps\ncity: 'Coimbatore'  \nregion: 'Tamil Nadu'\n",
      `1:8 ${unclosed}`,
    ],
    [
      'a text closed with a curly quote, as Word types it',
      'title: "Web Apps”\ncity: Coimbatore\n',
      '1:8 has a text whose closing quote is missing. The quotes there are curly quotes, as Word types them: YAML needs straight ones ("). Type a straight " at the end of the text.',
    ],
    // A text over two lines, closed on the second: a later slip is not taken for its missing quote.
    [
      'a tab after a text over two lines',
      'title: "Web\n  Apps"\n\tcity: x\n',
      '3:1 starts with a tab. YAML lines are indented with spaces only: delete the tab and type spaces instead, as many as the line above has for the same level.',
    ],
    [
      'a single quote inside single quotes',
      "heading: 'Let's talk'\n",
      `1:15 ${otherQuotes('single', 'heading: "Let\'s talk"')}`,
    ],
    [
      'a single quote inside single quotes, spaces around',
      "  heading:  'Let's talk'  \n",
      `1:18 ${otherQuotes('single', 'heading: "Let\'s talk"')}`,
    ],
    ['a single quote inside a quoted list item', "- 'Let's talk'\n", `1:8 ${otherQuotes('single', '- "Let\'s talk"')}`],
    [
      'double quotes inside single quotes, escaped in the fix',
      "heading: 'Say \"hi\" it's'\n",
      `1:23 ${otherQuotes('single', 'heading: "Say \\"hi\\" it\'s"')}`,
    ],
    [
      'a single quote inside double quotes, doubled in the fix',
      'heading: "It\'s "Pro""\n',
      `1:17 ${otherQuotes('double', "heading: 'It''s \"Pro\"'")}`,
    ],
    // Words after the closing quote, or a field name YAML cannot read: not a quote inside quotes.
    ['words after a quoted text', "heading: 'Let's talk' x\n", `1:15 ${INDENTED}`],
    ['a quoted text after a field name with a space', "job title: 'Let's talk'\n", `1:17 ${INDENTED}`],
    ['a YAML version line', '%YAML 1.3\n---\na: b\n', `1:7 ${unreadable('Unsupported YAML version 1.3')}`],
    [
      'a second document',
      'a: b\n---\nc: d\n',
      `2:1 ${unreadable('Source contains multiple documents; please use YAML.parseAllDocuments()')}`,
    ],
  ])('%s', (_slip, text, message) => {
    expect(slips(text)).toEqual([message]);
  });

  test.each<[string, string, string]>([
    [
      'a { alone',
      'pageTitle: {title}\n',
      `1:12 has a text starting with {, which YAML reads as the start of a group. ${QUOTE_IT}: pageTitle: "{title}"`,
    ],
    [
      'a *',
      'title: *star product\n',
      `1:8 has a text starting with *, which YAML reads as a name for another value. ${QUOTE_IT}: title: "*star product"`,
    ],
    [
      'an &',
      'title: &Co sons\n',
      `1:12 has a text starting with &, which YAML reads as a name for the value, and leaves out. ${QUOTE_IT}: title: "&Co sons"`,
    ],
    [
      'a !',
      'title: !important note\n',
      `1:8 has a text starting with !, which YAML reads as a type name. ${QUOTE_IT}: title: "!important note"`,
    ],
    ['a " #"', 'title: C# and .NET #1 choice\n', `1:8 ${cutAtNote(': title: "C# and .NET #1 choice"')}`],
    ['a " #" two spaces before', 'title: a  # note\n', `1:8 ${cutAtNote(': title: "a  # note"')}`],
    ['a " #" ending the file with no line end', 'title: a #', `1:8 ${cutAtNote(': title: "a #"')}`],
    [
      'a leading 0',
      'postalCode: 0641004\n',
      '1:13 is the number 0641004, and YAML drops the 0 it starts with when it reads a number. Put it in double quotes: "0641004".',
    ],
    [
      'a leading +',
      'phone: +914224507788\n',
      '1:8 is the number +914224507788, and YAML drops the + it starts with when it reads a number. Put it in double quotes: "+914224507788".',
    ],
    [
      'a leading 0 after a -',
      'n: -0641\n',
      '1:4 is the number -0641, and YAML drops the 0 it starts with when it reads a number. Put it in double quotes: "-0641".',
    ],
    [
      'curly quotes around a text',
      'quote: “We close our books in a day”\n',
      '1:8 is in curly quotes, as Word types them, which the site would show as part of the text. Delete both, or type straight double quotes (") if the text needs quoting.',
    ],
  ])('%s', (_slip, text, message) => {
    expect(slips(text)).toEqual([message]);
  });

  test('a note after a quoted text or on the next line, and curly quotes inside a text, are no slips', () => {
    expect(
      slips('title: "x" # note\nname: Acme\n# The company\nquote: We “close”\nmotto: “We” close\nn: 10\n'),
    ).toEqual([]);
  });

  test('an empty file has no slip, and every value in it is placed at its start', () => {
    const empty = parseContent('');
    expect(slipsIn(empty)).toEqual([]);
    expect(positionOf(empty, ['jobs', 0])).toEqual({ line: 1, column: 1 });
  });
});

test('a field asked for that is not there is placed at its group, and a list has no fields to point at', () => {
  const source = parseContent('jobs:\n  - slug: web\n    title: Web\n');
  expect(positionOf(source, ['jobs', 0], 'details')).toEqual({ line: 2, column: 5 });
  expect(positionOf(source, ['jobs'], 'slug')).toEqual({ line: 2, column: 3 });
  expect(positionOf(source, ['jobs', 0, 'slug'], 'slug')).toEqual({ line: 2, column: 11 });
});

test('a tab is the one slip reported for its block: the lines under it are not told they are indented wrongly', () => {
  const text = 'jobs:\n  - slug: web\n\ttitle: Web\n    details: Freshers\n    summary: Builds pages\n  - slug: app\n';
  expect(slips(text)).toEqual([expect.stringMatching(/^3:1 starts with a tab/)]);
});
