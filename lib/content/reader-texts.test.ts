/** @jest-environment node */
// Texts, numbers and invisible characters as editors type them: the exact slip each makes, and its line:column.
import { INVISIBLE, positionOf, readContentFile, tokensOf } from './reader';
import { changed, slipsOf } from './reader-for-tests';

const jobsFile = `import type { JobsContent } from '../lib/content/schema';

/** Open positions. */
export const jobs = {
  heading: 'Join Our Team',
  applyLabel: 'Apply Now',
  jobs: [
    {
      title: 'Web Development',
      summary:
        'Build fast, accessible websites and web applications for our clients and our own products.',
      responsibilities: [
        'Build responsive pages with HTML, CSS and React',
        'Work with designers and clients',
      ],
      minimumExperienceMonths: 0,
      datePosted: '2026-11-02',
    },
  ],
} satisfies JobsContent;
`;

const jobsAfter = (from: string, to: string, lineEnd = '\n') => changed(jobsFile, from, to, lineEnd);
/** The slips of the jobs file with one piece changed. */
const slipsAfter = (from: string, to: string, lineEnd = '\n') => slipsOf(jobsAfter(from, to, lineEnd));

const title = "title: 'Web Development',";
const summary = "'Build fast, accessible websites and web applications for our clients and our own products.',";
const summaryField = `      summary:\n        ${summary}`;

test('the jobs file has no slips, and a text in it is a single value where it is written', () => {
  const { slips, exports } = readContentFile(jobsFile);
  expect(slips).toEqual([]);
  const jobs = exports.get('jobs');
  expect(jobs?.kind === 'group' && jobs.fields.get('heading')).toEqual({
    keyAt: { line: 5, column: 3 },
    value: { kind: 'value', at: { line: 5, column: 12 } },
  });
});

test.each([
  [
    'a number grouped in thousands with commas, as 18,000',
    'minimumExperienceMonths: 0,',
    'minimumExperienceMonths: 18,000,',
    '16:32: The number 18,000 is written with commas, but a number in a content file has none: a comma separates values. Write 18000 (or, to keep the groups readable, 18_000).',
  ],
  [
    'a double-quoted text broken over two lines, with a comma inside its second line',
    summary,
    '"Build fast, accessible websites\n        and web applications for our clients, and our own products.",',
    '11:9: The text "Build fast, accessible websites and web applications for our clients, and our own products." is broken over two lines (11 and 12), but a text in quotes must stay on one line. Join them: put the cursor before "and" on line 12 and press Backspace until it follows "websites" with one space between.',
  ],
  [
    'a text broken over two lines whose second line has a colon in it',
    summary,
    "'Build fast, accessible websites and web applications\n        for our clients in Coimbatore: and Chennai.',",
    '11:9: The text \'Build fast, accessible websites and web applications for our clients in Coimbatore: and Chennai.\' is broken over two lines (11 and 12), but a text in quotes must stay on one line. Join them: put the cursor before "for" on line 12 and press Backspace until it follows "applications" with one space between.',
  ],
  [
    'a text broken over two lines whose second line starts with a hyphenated word and a colon',
    summary,
    "'Open all week\n        Mon-Sat: 9.30AM to 6.00PM',",
    '11:9: The text \'Open all week Mon-Sat: 9.30AM to 6.00PM\' is broken over two lines (11 and 12), but a text in quotes must stay on one line. Join them: put the cursor before "Mon-Sat:" on line 12 and press Backspace until it follows "week" with one space between.',
  ],
  [
    'a text broken over two lines at the end of its list, with no comma after it',
    "'Work with designers and clients',\n      ],",
    "'Work with designers\n        and clients'\n      ],",
    '14:9: The text \'Work with designers and clients\' is broken over two lines (14 and 15), but a text in quotes must stay on one line. Join them: put the cursor before "and" on line 15 and press Backspace until it follows "designers" with one space between.',
  ],
  [
    'a text with no closing quote, above an empty line',
    "heading: 'Join Our Team',\n",
    "heading: 'Join Our Team\n\n",
    "5:12: The text 'Join Our Team has no closing quote. End the text with ', like this: 'Join Our Team'",
  ],
  [
    'a list item with no closing quote, above another item on a line of its own',
    "'Work with designers and clients',",
    "'Work with designers and clients\n        'Testing',",
    "14:9: The text 'Work with designers and clients has no closing quote. End the text with ', like this: 'Work with designers and clients'",
  ],
  [
    'a list item with no closing quote, above a line of two items',
    "'Build responsive pages with HTML, CSS and React',\n        'Work with designers and clients',",
    "'Build responsive pages with HTML, CSS and React\n        'Work with designers', 'clients',",
    "13:9: The text 'Build responsive pages with HTML, CSS and React has no closing quote. End the text with ', like this: 'Build responsive pages with HTML, CSS and React'",
  ],
  [
    'a text with a comma inside it and no closing quote',
    title,
    "title: 'Web Development, Design,",
    "9:14: The text 'Web Development, Design has no closing quote. End the text with ', before the comma, like this: 'Web Development, Design',",
  ],
  [
    'a text with a comma inside it and no closing quote, and no comma at the end of the line',
    "heading: 'Join Our Team',",
    "heading: 'Join Our Team, Today",
    "5:12: The text 'Join Our Team, Today has no closing quote. End the text with ', like this: 'Join Our Team, Today'",
  ],
  [
    'an opening quote with nothing after it',
    title,
    "title: ',",
    "9:14: The text ' has no closing quote. End the text with ', before the comma, like this: '',",
  ],
  [
    'an empty text between two different quotes',
    title,
    `title: '",`,
    `9:14: The text '" starts with ' but ends with ". Use the same quote at both ends: ''.`,
  ],
  [
    'quotes that do not match, at the end of a group',
    "datePosted: '2026-11-02',",
    `datePosted: '2026-11-02"`,
    `17:19: The text '2026-11-02" starts with ' but ends with ". Use the same quote at both ends: '2026-11-02'.`,
  ],
  [
    'two apostrophes inside single quotes, the text stopping at the first',
    title,
    "title: 'Let's build the client's app',",
    `9:14: The text 'Let's build the client's app' has an apostrophe (') inside single quotes, so the text stops at 'Let'. Put the whole text in double quotes instead: "Let's build the client's app".`,
  ],
  [
    'words without quotes with an ellipsis between them',
    title,
    'title: Coming soon...stay tuned,',
    "9:14: Coming soon...stay tuned is written without quotes. Text always goes between quotes: write 'Coming soon...stay tuned'.",
  ],
  [
    'an invisible character between a field and its value',
    title,
    "title: \u200b'Web Development',",
    "9:14: There is an invisible character here (a zero-width space), copied along with pasted text, between title: and 'Web. Delete it: put the cursor just before 'Web and press Backspace once, or type the line again by hand.",
  ],
  [
    'an invisible character straight after a colon, before the space',
    title,
    "title:\u200b 'Web Development',",
    "9:13: There is an invisible character here (a zero-width space), copied along with pasted text, between title: and 'Web. Delete it: put the cursor just before 'Web and press Backspace once, or type the line again by hand.",
  ],
  [
    'an invisible character at the end of a line',
    title,
    `${title}\u200b`,
    "9:32: There is an invisible character here (a zero-width space), copied along with pasted text, between Development', and the end of the line. Delete it: put the cursor just before the end of the line and press Backspace once, or type the line again by hand.",
  ],
])('%s: one message', (_slip, from, to, message) => {
  expect(slipsAfter(from, to)).toEqual([message]);
  expect(slipsAfter(from, to, '\r\n')).toEqual([message]);
});

describe('invisible characters, each told by its name', () => {
  const character = (code: string) => String.fromCharCode(Number.parseInt(code, 16));

  test.each([
    ['200B', 'a zero-width space'],
    ['200C', 'a zero-width non-joiner'],
    ['200D', 'a zero-width joiner'],
    ['2060', 'a word joiner'],
    ['00AD', 'a soft hyphen'],
    ['200E', 'a left-to-right mark'],
    ['200F', 'a right-to-left mark'],
  ])('U+%s between a field and its value breaks the line, and is told as %s', (code, name) => {
    const char = character(code);
    expect(INVISIBLE[char]).toBe(name);
    expect(slipsAfter(title, `title:${char}'Web Development',`)).toEqual([
      `9:13: There is an invisible character here (${name}), copied along with pasted text, between title: and 'Web. Delete it: put the cursor just before 'Web and press Backspace once, or type the line again by hand.`,
    ]);
  });

  test.each(['00A0', '202F', 'FEFF'])('U+%s between a field and its value reads as a space', (code) => {
    expect(slipsAfter(title, `title:${character(code)}'Web Development',`)).toEqual([]);
  });
});

describe('a text in backticks over several lines', () => {
  const backtickSummary = `      summary: \`Build fast, accessible websites   \n        and web applications\n        for our clients and our own products.\`,`;

  test('over three lines, has no slips, and the field after it is found where written', () => {
    const { slips, exports } = readContentFile(jobsAfter(summaryField, backtickSummary));
    expect(slips).toEqual([]);
    expect(positionOf(exports.get('jobs'), ['jobs', 0, 'responsibilities'])).toEqual({ line: 13, column: 25 });
  });

  test('over three lines with its comma missing, is quoted on one line, its lines joined by one space', () => {
    expect(slipsAfter(summaryField, backtickSummary.replace(/,$/, ''))).toEqual([
      "12:47: A comma is missing at the end of this line, after 'Build fast, accessible websites and web applications for our clients and our own products.'. Add a comma , there.",
    ]);
  });

  test('closed by a backtick at the very start of the next line, has no slips', () => {
    const { slips, exports } = readContentFile(jobsAfter(`      ${title}`, '      title: `Web Development\n`,'));
    expect(slips).toEqual([]);
    expect(positionOf(exports.get('jobs'), ['jobs', 0, 'summary'])).toEqual({ line: 12, column: 9 });
  });

  test('closed at the very start of the next line with its comma missing, is quoted without the backtick', () => {
    // The line break before the closing backtick reads as a space, as every line break in such a text does.
    expect(slipsAfter(`      ${title}`, '      title: `Web Development\n`')).toEqual([
      "10:2: A comma is missing at the end of this line, after 'Web Development '. Add a comma , there.",
    ]);
  });
});

test('a text broken over two lines with its comma missing too is told both, the comma after the whole text', () => {
  expect(slipsAfter(summary, summary.replace(' and web', '\n        and web').replace(/,$/, ''))).toEqual([
    '11:9: The text \'Build fast, accessible websites and web applications for our clients and our own products.\' is broken over two lines (11 and 12), but a text in quotes must stay on one line. Join them: put the cursor before "and" on line 12 and press Backspace until it follows "websites" with one space between.',
    "12:68: A comma is missing at the end of this line, after 'Build fast, accessible websites and web applications for our clients and our own products.'. Add a comma , there.",
  ]);
});

test('a text broken over two lines is found where it starts, and the field after it where written', () => {
  const read = readContentFile(jobsAfter(summary, summary.replace(' and web', '\n        and web')));
  const jobs = read.exports.get('jobs');
  expect(positionOf(jobs, ['jobs', 0, 'summary'])).toEqual({ line: 11, column: 9 });
  expect(positionOf(jobs, ['jobs', 0, 'responsibilities'])).toEqual({ line: 13, column: 25 });
});

test('a text whose closing quote went onto the start of the next line is told to bring the quote back', () => {
  expect(slipsAfter(`      ${title}`, "      title: 'Web Development\n',")).toEqual([
    "9:14: The text 'Web Development' is broken over two lines (9 and 10), but a text in quotes must stay on one line. Join them: put the cursor before the ' on line 10 and press Backspace until it follows \"Development\".",
  ]);
});

test('a file cut off in the middle of a text on its last line is told the text has no closing quote', () => {
  expect(readContentFile("export const jobs = {\n  heading: 'Join Our Team").slips).toContainEqual({
    line: 2,
    column: 12,
    message: "The text 'Join Our Team has no closing quote. End the text with ', like this: 'Join Our Team'",
  });
});

test('a comment opened as /*/ still runs to its */, apostrophes and quotes in it ignored', () => {
  expect(slipsAfter('/** Open positions. */', "/*/ Open positions: the ones we're hiring for. */")).toEqual([]);
});

test('a text that is only a bracket is a text, not a bracket to pair, in a file written without indenting', () => {
  expect(readContentFile("export const chrome = {\nopenMark: '(',\nmenuLabel: 'Menu',\n};\n").slips).toEqual([]);
});

test.each([
  ['a text with an apostrophe inside single quotes', "heading: 'Let's join our team'"],
  ['a text with no closing quote', "heading: 'Join Our Team"],
  ['a text in curly quotes', 'heading: ‘Join Our Team’'],
])('%s and no comma after it is one slip, and the field on the next line is still found', (_slip, heading) => {
  const { slips, exports } = readContentFile(jobsAfter("heading: 'Join Our Team',", heading));
  expect(slips).toEqual([expect.objectContaining({ line: 5, column: 12 })]);
  expect(positionOf(exports.get('jobs'), ['applyLabel'])).toEqual({ line: 6, column: 15 });
});

test('a number grouped with commas and no comma after it is one slip, and the field on the next line is found', () => {
  const { slips, exports } = readContentFile(
    jobsAfter('minimumExperienceMonths: 0,', 'minimumExperienceMonths: 1,00,000'),
  );
  expect(slips).toEqual([expect.objectContaining({ line: 16, column: 32 })]);
  expect(positionOf(exports.get('jobs'), ['jobs', 0, 'datePosted'])).toEqual({ line: 17, column: 19 });
});

// lib/content/literal reads values from these tokens: each covers what the editor typed for one value.
describe('the tokens of a value with a slip', () => {
  const spans = (line: string) =>
    tokensOf(line).map(({ kind, value, column, endColumn }) => ({ kind, value, column, endColumn }));

  test('a number grouped with commas or dots is one number, its digits alone, over all it covers', () => {
    expect(spans('salary: 1,00,000, bonus: 18.000.000,')).toEqual([
      { kind: 'word', value: 'salary', column: 1, endColumn: 7 },
      { kind: 'punct', value: ':', column: 7, endColumn: 8 },
      { kind: 'number', value: '100000', column: 9, endColumn: 17 },
      { kind: 'punct', value: ',', column: 17, endColumn: 18 },
      { kind: 'word', value: 'bonus', column: 19, endColumn: 24 },
      { kind: 'punct', value: ':', column: 24, endColumn: 25 },
      { kind: 'number', value: '18000000', column: 26, endColumn: 36 },
      { kind: 'punct', value: ',', column: 36, endColumn: 37 },
    ]);
  });

  test('a text with no closing quote is one text, to the end of its line', () => {
    expect(spans("title: 'Web Development,")).toEqual([
      { kind: 'word', value: 'title', column: 1, endColumn: 6 },
      { kind: 'punct', value: ':', column: 6, endColumn: 7 },
      { kind: 'text', value: 'Web Development,', column: 8, endColumn: 25 },
    ]);
  });

  test('a text in curly quotes is one text, its quotes included', () => {
    expect(spans('title: ‘Web Development’, id: 1')[2]).toEqual({
      kind: 'text',
      value: 'Web Development',
      column: 8,
      endColumn: 25,
    });
  });

  test('an ellipsis is one mark of three dots', () => {
    expect(spans('soon...')).toEqual([
      { kind: 'word', value: 'soon', column: 1, endColumn: 5 },
      { kind: 'punct', value: '...', column: 5, endColumn: 8 },
    ]);
  });
});

test('a text whose words went onto the line after its opening quote is told to bring them back', () => {
  expect(slipsAfter(`      ${title}`, "      title: '\n        Web Development',")).toEqual([
    "9:14: The text 'Web Development' is broken over two lines (9 and 10), but a text in quotes must stay on one line. Join them: put the cursor before \"Web\" on line 10 and press Backspace until it follows the ' on line 9.",
  ]);
});
