/** @jest-environment node */
// The slips editors make, each made in a content file, with the exact message `npm run check:content` prints.
// The files are fixed copies of the shipped ones, so editing the real content never changes these positions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { positionOf, readContentFile } from './reader';
import { changed, slipsOf } from './reader-for-tests';

const fixtures: Record<string, string> = {
  'content/contact.ts': `import type { ContactContent } from '../lib/content/schema';

export const contact = {
  heading: 'Ready to Level up Your Business With US',
  intro: 'Tell us what you need. Call, email or visit our office; we reply to every enquiry within one working day.',
  callLabel: 'Call us',
  emailLabel: 'Email us',
} satisfies ContactContent;
`,
  'content/chrome.ts': `import type { ChromeContent } from '../lib/content/schema';

/** Words of the page frame. */
export const chrome = {
  skipLink: 'Skip to main content',
  menuLabel: 'Menu',
} satisfies ChromeContent;
`,
  'content/site.ts': `import type { SiteContent } from '../lib/content/schema';

export const site = {
  phone: '+91 422 450 7788',
} satisfies SiteContent;
`,
  'content/jobs.ts': `import type { JobsContent } from '../lib/content/schema';

/** Open positions. */
export const jobs = {
  heading: 'Join Our Team',
  applyLabel: 'Apply Now',
  detailsLabel: 'View job details',
  jobs: [
    {
      slug: 'web-development',
      title: 'Web Development',
      details: 'B.E freshers can also apply',
      image: { src: '/images/jobs/web-development.svg', alt: 'A browser window with code' },
      summary:
        'Build fast, accessible websites and web applications for our clients and our own products.',
      responsibilities: [
        'Build responsive pages and features with HTML, CSS, JavaScript and React',
        'Work with designers and clients to turn requirements into working software',
      ],
      requirements: [
        'B.E or B.Tech in Computer Science, IT or a related branch; freshers are welcome',
        'Clear written and spoken English or Tamil',
      ],
      employmentType: 'FULL_TIME',
      minimumExperienceMonths: 0,
      datePosted: '2026-11-02',
    },
    {
      slug: 'app-development',
      title: 'App Development',
      details: 'B.E freshers can also apply',
      image: { src: '/images/jobs/app-development.svg', alt: 'A smartphone showing app screens' },
      summary: 'Create Android and iOS apps, from the first screen to the release in the app stores.',
      responsibilities: ['Develop mobile apps with Flutter or React Native', 'Test on real devices'],
      requirements: ['Knowledge of Dart, Java, Kotlin or JavaScript', 'Confident communication in English and Tamil'],
      employmentType: 'FULL_TIME',
      minimumExperienceMonths: 0,
      datePosted: '2026-11-02',
    },
  ],
} satisfies JobsContent;
`,
};

/** The messages for a content file with one piece of it changed, failing loudly if that piece is not there. */
function slipsAfter(file: string, from: string, to: string, lineEnd = '\n'): string[] {
  return slipsOf(changed(fixtures[file], from, to, lineEnd)).map((slip) => `${file}:${slip}`);
}

test('the fixtures have no slips', () => {
  for (const text of Object.values(fixtures)) expect(readContentFile(text).slips).toEqual([]);
});

test('the shipped content files have no slips, and every exported value is found', () => {
  for (const name of readdirSync('content').filter((entry) => entry.endsWith('.ts'))) {
    const read = readContentFile(readFileSync(path.join('content', name), 'utf8'));
    expect(read.slips).toEqual([]);
    expect(read.exports.size).toBeGreaterThan(0);
  }
});

test.each([
  [
    'an apostrophe inside single quotes',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: 'Let's talk',",
    `content/contact.ts:6:14: The text 'Let's talk' has an apostrophe (') inside single quotes, so the text stops at 'Let'. Put the whole text in double quotes instead: "Let's talk".`,
  ],
  [
    'an apostrophe before a capital letter, as in a name',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: 'Call Sean O'Brien',",
    `content/contact.ts:6:14: The text 'Call Sean O'Brien' has an apostrophe (') inside single quotes, so the text stops at 'Call Sean O'. Put the whole text in double quotes instead: "Call Sean O'Brien".`,
  ],
  [
    'an apostrophe inside single quotes, in a group on one line',
    'content/jobs.ts',
    "alt: 'A browser window with code' },",
    "alt: 'A browser window with the team's code' },",
    `content/jobs.ts:13:62: The text 'A browser window with the team's code' has an apostrophe (') inside single quotes, so the text stops at 'A browser window with the team'. Put the whole text in double quotes instead: "A browser window with the team's code".`,
  ],
  [
    'an empty text in curly quotes',
    'content/jobs.ts',
    "alt: 'A browser window with code' },",
    'alt: ‘’ },',
    "content/jobs.ts:13:62: ‘ and ’ are curly quotes, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ' (the key next to Enter) at both ends instead: ''.",
  ],
  [
    'curly single quotes pasted from Word',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title: ‘Web Development’,',
    "content/jobs.ts:11:14: ‘ and ’ are curly quotes, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ' (the key next to Enter) at both ends instead: 'Web Development'.",
  ],
  [
    'curly double quotes pasted from Word',
    'content/chrome.ts',
    "skipLink: 'Skip to main content',",
    'skipLink: “Skip to main content”,',
    'content/chrome.ts:5:13: “ and ” are curly quotes, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote " (the key next to Enter) at both ends instead: "Skip to main content".',
  ],
  [
    'a curly opening quote closed by a straight one',
    'content/jobs.ts',
    "title: 'Web Development',",
    "title: ‘Web Development',",
    "content/jobs.ts:11:14: ‘ is a curly quote, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ' (the key next to Enter) at both ends instead: 'Web Development'.",
  ],
  [
    'a curly opening quote and no closing quote',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title: ‘Web Development,',
    "content/jobs.ts:11:14: ‘ is a curly quote, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ' (the key next to Enter) at both ends instead, the closing one before the comma: 'Web Development',",
  ],
  [
    'curly quotes around a text with a curly apostrophe, as Word types them',
    'content/contact.ts',
    "callLabel: 'Call us',",
    'callLabel: ‘Let’s talk’,',
    "content/contact.ts:6:14: ‘ and ’ are curly quotes, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ' (the key next to Enter) at both ends instead: 'Let’s talk'.",
  ],
  [
    'curly quotes around a text with a straight apostrophe, which then needs double quotes',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: ‘Let's talk’,",
    'content/contact.ts:6:14: ‘ and ’ are curly quotes, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote " (the key next to Enter) at both ends instead: "Let\'s talk".',
  ],
  [
    'closing curly single quotes at both ends, as Word types them straight after a letter or colon',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title: ’Web Development’,',
    "content/jobs.ts:11:14: ’ is a curly quote, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ' (the key next to Enter) at both ends instead: 'Web Development'.",
  ],
  [
    'closing curly double quotes at both ends',
    'content/chrome.ts',
    "skipLink: 'Skip to main content',",
    'skipLink: ”Skip to main content”,',
    'content/chrome.ts:5:13: ” is a curly quote, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote " (the key next to Enter) at both ends instead: "Skip to main content".',
  ],
  [
    'a straight quote closed by a curly one',
    'content/jobs.ts',
    "applyLabel: 'Apply Now',",
    "applyLabel: 'Apply Now’,",
    "content/jobs.ts:6:15: The text 'Apply Now’ starts with a straight quote ' but ends with the curly quote ’ (as Word and Google Docs type it). Type a straight quote ' at both ends: 'Apply Now'.",
  ],
  [
    'a text with no closing quote',
    'content/jobs.ts',
    "applyLabel: 'Apply Now',",
    "applyLabel: 'Apply Now,",
    "content/jobs.ts:6:15: The text 'Apply Now has no closing quote. End the text with ', before the comma, like this: 'Apply Now',",
  ],
  [
    'a text with no closing quote at the end of its group',
    'content/contact.ts',
    "emailLabel: 'Email us',",
    "emailLabel: 'Email us",
    "content/contact.ts:7:15: The text 'Email us has no closing quote. End the text with ', like this: 'Email us'",
  ],
  [
    'a text with double quotes inside it and no closing quote',
    'content/contact.ts',
    "heading: 'Ready to Level up Your Business With US',",
    `heading: 'Ready to "Level up" Your Business With US,`,
    `content/contact.ts:4:12: The text 'Ready to "Level up" Your Business With US has no closing quote. End the text with ', before the comma, like this: 'Ready to "Level up" Your Business With US',`,
  ],
  [
    'an apostrophe inside single quotes, with the closing quote left out too',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: 'Let's talk,",
    `content/contact.ts:6:14: The text 'Let's talk' has an apostrophe (') inside single quotes, so the text stops at 'Let'. Put the whole text in double quotes instead: "Let's talk".`,
  ],
  [
    'an apostrophe in the first of two texts on one line',
    'content/jobs.ts',
    "'Develop mobile apps with Flutter or React Native'",
    "'Build the client's app'",
    `content/jobs.ts:34:26: The text 'Build the client's app' has an apostrophe (') inside single quotes, so the text stops at 'Build the client'. Put the whole text in double quotes instead: "Build the client's app".`,
  ],
  [
    'double quotes inside a text in double quotes, which are not apostrophes',
    'content/contact.ts',
    "heading: 'Ready to Level up Your Business With US',",
    'heading: "Ready to "Level up" Your Business With US",',
    "content/contact.ts:4:23: A comma is missing between 'Ready to ' and what follows it. Add a comma , before it.",
  ],
  [
    'a text in backticks with no closing backtick anywhere after it',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title: `Web Development,',
    'content/jobs.ts:11:14: The text `Web Development has no closing quote. End the text with `, before the comma, like this: `Web Development`,',
  ],
  [
    'a text with no opening quote',
    'content/jobs.ts',
    "title: 'Web Development',",
    "title: Web Development',",
    "content/jobs.ts:11:14: The text Web Development' is missing its opening quote. Write 'Web Development'.",
  ],
  [
    'a hyphenated text with no opening quote, at the end of its group',
    'content/contact.ts',
    "emailLabel: 'Email us',",
    "emailLabel: E-mail us'",
    "content/contact.ts:7:15: The text E-mail us' is missing its opening quote. Write 'E-mail us'.",
  ],
  [
    'quotes that do not match',
    'content/contact.ts',
    "emailLabel: 'Email us',",
    `emailLabel: 'Email us",`,
    `content/contact.ts:7:15: The text 'Email us" starts with ' but ends with ". Use the same quote at both ends: 'Email us'.`,
  ],
  [
    'a double-quoted text closed by a single quote',
    'content/contact.ts',
    "emailLabel: 'Email us',",
    `emailLabel: "Email us',`,
    `content/contact.ts:7:15: The text "Email us' starts with " but ends with '. Use the same quote at both ends: "Email us".`,
  ],
  [
    'a missing comma at the end of a line',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: 'Call us'",
    "content/contact.ts:6:23: A comma is missing at the end of this line, after 'Call us'. Add a comma , there.",
  ],
  [
    'a missing comma between two texts on one line',
    'content/jobs.ts',
    "'Clear written and spoken English or Tamil',",
    "'Clear written and spoken English' 'Tamil',",
    "content/jobs.ts:22:44: A comma is missing between 'Clear written and spoken English' and what follows it. Add a comma , before it.",
  ],
  [
    'two commas in a row',
    'content/jobs.ts',
    "detailsLabel: 'View job details',",
    "detailsLabel: 'View job details',,",
    'content/jobs.ts:7:36: There are two commas in a row here. Delete one of them.',
  ],
  [
    'a comma before the first field',
    'content/contact.ts',
    'export const contact = {',
    'export const contact = {,',
    'content/contact.ts:3:25: This comma has no field before it. Delete it.',
  ],
  [
    'a semicolon instead of a comma',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: 'Call us';",
    'content/contact.ts:6:23: Use a comma , here, not a semicolon ;.',
  ],
  [
    'a missing comma after a number',
    'content/jobs.ts',
    "minimumExperienceMonths: 0,\n      datePosted: '2026-11-02',\n    },\n    {",
    "minimumExperienceMonths: 0\n      datePosted: '2026-11-02',\n    },\n    {",
    'content/jobs.ts:25:33: A comma is missing at the end of this line, after 0. Add a comma , there.',
  ],
  [
    'two commas in a row in a list',
    'content/jobs.ts',
    "'Test on real devices'],",
    "'Test on real devices',, 'Debug on emulators'],",
    'content/jobs.ts:34:101: There are two commas in a row here, which leaves an empty place in the list. Delete one of them.',
  ],
  [
    'a comma before the first item of a list',
    'content/jobs.ts',
    "responsibilities: ['Develop",
    "responsibilities: [, 'Develop",
    'content/jobs.ts:34:26: This comma has nothing before it in the list. Delete it.',
  ],
  [
    'a field name without its value',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title,',
    'content/jobs.ts:11:7: The field title has no value. Write title: followed by its value.',
  ],
  [
    'a list bullet pasted in front of a field',
    'content/jobs.ts',
    "title: 'Web Development',",
    "- title: 'Web Development',",
    "content/jobs.ts:11:7: - cannot start a field here. A field is written name: value, such as title: 'Web Development'.",
  ],
  [
    'a missing ] and comma at the end of a list on one line',
    'content/jobs.ts',
    "'Test on real devices'],",
    "'Test on real devices'",
    'content/jobs.ts:34:25: The square bracket [ opened here is never closed. Add ] after the last value on this line.',
  ],
  [
    'a missing } inside image: { }, reported where it opened',
    'content/jobs.ts',
    "alt: 'A browser window with code' },",
    "alt: 'A browser window with code' ,",
    'content/jobs.ts:13:14: The curly bracket { opened here is never closed. Add } after the last value on this line, before the comma.',
  ],
  [
    'a missing ] at the end of a list',
    'content/jobs.ts',
    "        'Work with designers and clients to turn requirements into working software',\n      ],",
    "        'Work with designers and clients to turn requirements into working software',",
    'content/jobs.ts:16:25: The square bracket [ opened here is never closed. Add ] on a line of its own after the last item of the list, indented like this line.',
  ],
  [
    'a missing } at the end of a job',
    'content/jobs.ts',
    "      datePosted: '2026-11-02',\n    },\n    {\n      slug: 'app-development',",
    "      datePosted: '2026-11-02',\n    {\n      slug: 'app-development',",
    'content/jobs.ts:9:5: The curly bracket { opened here is never closed. Add } on a line of its own after the last field of the group, indented like this line.',
  ],
  [
    'a missing } at the end of the last job, before the ] that ends the list',
    'content/jobs.ts',
    "      datePosted: '2026-11-02',\n    },\n  ],",
    "      datePosted: '2026-11-02',\n  ],",
    'content/jobs.ts:28:5: The curly bracket { opened here is never closed. Add } on a line of its own after the last field of the group, indented like this line.',
  ],
  [
    'one } too many',
    'content/jobs.ts',
    "alt: 'A browser window with code' },",
    "alt: 'A browser window with code' }},",
    'content/jobs.ts:13:92: This curly bracket } has nothing to close. Delete it.',
  ],
  [
    'a ] typed at the end of a text that is not in a list',
    'content/contact.ts',
    "callLabel: 'Call us',",
    "callLabel: 'Call us'],",
    'content/contact.ts:6:23: This square bracket ] has nothing to close. Delete it.',
  ],
  [
    'a ] on a line of its own that closes nothing',
    'content/contact.ts',
    "  callLabel: 'Call us',\n",
    "  callLabel: 'Call us',\n  ],\n",
    'content/contact.ts:7:3: This square bracket ] has nothing to close. Delete it.',
  ],
  [
    'one } too many at the end of the file',
    'content/jobs.ts',
    '} satisfies JobsContent;',
    '}} satisfies JobsContent;',
    'content/jobs.ts:41:2: This curly bracket } has nothing to close. Delete it.',
  ],
  [
    'the wrong closing bracket',
    'content/jobs.ts',
    "alt: 'A browser window with code' },",
    "alt: 'A browser window with code' ],",
    'content/jobs.ts:13:91: This square bracket ] closes the curly bracket { opened at column 14. Write } instead.',
  ],
  [
    'a round bracket typed for a curly one',
    'content/jobs.ts',
    "alt: 'A browser window with code' },",
    "alt: 'A browser window with code' ),",
    'content/jobs.ts:13:91: This round bracket ) closes the curly bracket { opened at column 14. Write } instead.',
  ],
  [
    'a bare word without quotes',
    'content/jobs.ts',
    "employmentType: 'FULL_TIME',",
    'employmentType: FULL_TIME,',
    "content/jobs.ts:24:23: FULL_TIME is written without quotes. Text always goes between quotes: write 'FULL_TIME'.",
  ],
  [
    'several words without quotes',
    'content/contact.ts',
    "callLabel: 'Call us',",
    'callLabel: Call us,',
    "content/contact.ts:6:14: Call us is written without quotes. Text always goes between quotes: write 'Call us'.",
  ],
  [
    'words without quotes that start with a dot',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title: .NET Development,',
    "content/jobs.ts:11:14: .NET Development is written without quotes. Text always goes between quotes: write '.NET Development'.",
  ],
  [
    'words without quotes with a part in round brackets',
    'content/jobs.ts',
    "title: 'Web Development',",
    'title: Web Development (Remote),',
    "content/jobs.ts:11:14: Web Development (Remote) is written without quotes. Text always goes between quotes: write 'Web Development (Remote)'.",
  ],
  [
    'words without quotes that start with a minus sign',
    'content/jobs.ts',
    "details: 'B.E freshers can also apply',",
    'details: -6 months notice period,',
    "content/jobs.ts:12:16: -6 months notice period is written without quotes. Text always goes between quotes: write '-6 months notice period'.",
  ],
  [
    'a number with its unit',
    'content/jobs.ts',
    'minimumExperienceMonths: 0,',
    'minimumExperienceMonths: 0 months,',
    "content/jobs.ts:25:32: 0 months is written without quotes. Text always goes between quotes: write '0 months'.",
  ],
  [
    'words without quotes ended by a semicolon',
    'content/contact.ts',
    "callLabel: 'Call us',",
    'callLabel: Call us;',
    "content/contact.ts:6:14: Call us is written without quotes. Text always goes between quotes: write 'Call us'.",
  ],
  [
    'a phone number without quotes',
    'content/site.ts',
    "phone: '+91 422 450 7788',",
    'phone: +91 422 450 7788,',
    "content/site.ts:4:10: +91 422 450 7788 is written without quotes, so it is read as numbers, and the spaces between them break the file. Put it in quotes: '+91 422 450 7788'.",
  ],
  [
    'a missing colon',
    'content/jobs.ts',
    "title: 'Web Development',",
    "title 'Web Development',",
    'content/jobs.ts:11:12: A colon : is missing after title. Write title: and then its value.',
  ],
  [
    'an equals sign instead of a colon',
    'content/jobs.ts',
    "title: 'Web Development',",
    "title = 'Web Development',",
    'content/jobs.ts:11:13: Write a colon : after title, not an equals sign =.',
  ],
])('%s', (_slip, file, from, to, message) => {
  expect(slipsAfter(file, from, to)).toEqual([message]);
  expect(slipsAfter(file, from, to, '\r\n')).toEqual([message]);
});

test('every slip in a file is reported at once, in line order', () => {
  let text = fixtures['content/jobs.ts'];
  for (const [from, to] of [
    ["applyLabel: 'Apply Now',", "applyLabel: 'Apply Now,"],
    ["alt: 'A browser window with code' },", "alt: 'A browser window with code' ,"],
    ["title: 'App Development',", 'title: ‘App Development’,'],
    // A field the item does not have yet: a second summary would be a field written twice.
    ["'Test on real devices'],", "'Test on real devices'],\n      postingTitle: 'Let's talk',"],
  ])
    text = text.replace(from, to);
  expect(readContentFile(text).slips.map(({ line, column }) => `${line}:${column}`)).toEqual([
    '6:15',
    '13:14',
    '30:14',
    '35:21',
  ]);
});

test('a value is found where it is written; a missing field points at its item, a stray one at its name', () => {
  const text = fixtures['content/jobs.ts'].replace(
    "      title: 'Web Development',\n",
    "      titel: 'Web Development',\n",
  );
  const jobs = readContentFile(text).exports.get('jobs');
  expect(positionOf(jobs, ['jobs', 1, 'image', 'alt'])).toEqual({ line: 32, column: 62 });
  expect(positionOf(jobs, ['jobs', 1, 'requirements', 1])).toEqual({ line: 35, column: 71 });
  expect(positionOf(jobs, ['jobs', 0, 'title'])).toEqual({ line: 9, column: 5 });
  expect(positionOf(jobs, ['jobs', 0], 'titel')).toEqual({ line: 11, column: 7 });
});

test('a file written without semicolons gets the same messages, and each of its values is found', () => {
  const text = `${fixtures['content/jobs.ts'].replaceAll(';\n', '\n')}\nexport const behaviour = {\n  preloaderMs: 4000,\n}\n`;
  const read = readContentFile(text.replace("employmentType: 'FULL_TIME',", 'employmentType: FULL_TIME,'));
  expect(read.slips).toEqual([
    {
      line: 24,
      column: 23,
      message: "FULL_TIME is written without quotes. Text always goes between quotes: write 'FULL_TIME'.",
    },
  ]);
  expect([...read.exports.keys()]).toEqual(['jobs', 'behaviour']);
  expect(positionOf(read.exports.get('jobs'), ['jobs', 1, 'title'])).toEqual({ line: 30, column: 14 });
  expect(positionOf(read.exports.get('behaviour'), ['preloaderMs'])).toEqual({ line: 44, column: 16 });
});

test('a file whose last lines were deleted gets a message for each bracket left open', () => {
  expect(slipsAfter('content/jobs.ts', '    },\n  ],\n} satisfies JobsContent;\n', '    },\n')).toEqual([
    'content/jobs.ts:4:21: The curly bracket { opened here is never closed. Add } on a line of its own after the last field of the group, indented like this line.',
    'content/jobs.ts:8:9: The square bracket [ opened here is never closed. Add ] on a line of its own after the last item of the list, indented like this line.',
  ]);
});

test('an apostrophe in the first of two texts on one line leaves the second text an item of its own', () => {
  const text = fixtures['content/jobs.ts'].replace(
    "'Develop mobile apps with Flutter or React Native'",
    "'Build the client's app'",
  );
  const jobs = readContentFile(text).exports.get('jobs');
  expect(positionOf(jobs, ['jobs', 1, 'responsibilities', 0])).toEqual({ line: 34, column: 26 });
  expect(positionOf(jobs, ['jobs', 1, 'responsibilities', 1])).toEqual({ line: 34, column: 52 });
});

const twoLineSummary = [
  "      summary:\n        'Build fast, accessible websites and web applications for our clients and our own products.',",
  '      summary: `Build fast, accessible websites and web applications\n        for our clients and our own products.`,',
] as const;

test('a text in backticks over two lines has no slips, and it and the fields after it are found where written', () => {
  const text = fixtures['content/jobs.ts'].replace(...twoLineSummary);
  const { slips, exports } = readContentFile(text);
  expect(slips).toEqual([]);
  const jobs = exports.get('jobs');
  expect(positionOf(jobs, ['jobs', 0, 'summary'])).toEqual({ line: 14, column: 16 });
  expect(positionOf(jobs, ['jobs', 0, 'responsibilities'])).toEqual({ line: 16, column: 25 });
  expect(positionOf(jobs, ['jobs', 1, 'title'])).toEqual({ line: 30, column: 14 });
});

test('a missing comma after a text in backticks over two lines is told at the end of its last line', () => {
  const [from, to] = twoLineSummary;
  expect(slipsAfter('content/jobs.ts', from, to.replace(/,$/, ''))).toEqual([
    "content/jobs.ts:15:47: A comma is missing at the end of this line, after 'Build fast, accessible websites and web applications for our clients and our own products.'. Add a comma , there.",
  ]);
});

test('a bracket missing elsewhere does not make a list on one line with a two-line backtick text look unclosed', () => {
  const text = fixtures['content/jobs.ts']
    .replace("alt: 'A browser window with code' },", "alt: 'A browser window with code' ,")
    .replace(
      "['Develop mobile apps with Flutter or React Native',",
      '[`Develop mobile apps\n        with Flutter or React Native`,',
    );
  expect(readContentFile(text).slips).toEqual([
    {
      line: 13,
      column: 14,
      message:
        'The curly bracket { opened here is never closed. Add } after the last value on this line, before the comma.',
    },
  ]);
});

test('a field whose value was deleted, just before the } that ends the file, does not stop the reading', () => {
  const text = fixtures['content/contact.ts'].replace("emailLabel: 'Email us',", 'emailLabel:');
  const contact = readContentFile(text).exports.get('contact');
  expect(contact?.kind === 'group' && [...contact.fields.keys()]).toEqual([
    'heading',
    'intro',
    'callLabel',
    'emailLabel',
  ]);
});

test('a list of groups opened as [{ whose ] is missing is told where the ] goes, and the rest of the file is read', () => {
  // This layout once made the reader loop until it ran out of memory, so the content check hung.
  const source = [
    'export const site = {',
    '  openingHours: [{',
    "    days: 'Mon-Sat',",
    "    hours: '9.30AM - 6.00PM',",
    '  },',
    "  name: 'Anvaya',",
    '  geo: { latitude: 11 },',
    '};',
  ].join('\n');
  const { slips, exports } = readContentFile(source);
  expect(slips).toEqual([
    {
      line: 2,
      column: 17,
      message:
        'The square bracket [ opened here is never closed. Add ] on a line of its own after the last item of the list, indented like this line.',
    },
  ]);
  const site = exports.get('site');
  expect(site?.kind === 'group' && [...site.fields.keys()]).toEqual(['openingHours', 'name', 'geo']);
});

// The hand edits of issue 19's trial that were let through or given wrong advice: one right message each.
test.each([
  [
    'a square bracket closing a block that a curly one opened',
    'content/jobs.ts',
    "      datePosted: '2026-11-02',\n    },\n    {",
    "      datePosted: '2026-11-02',\n    ],\n    {",
    'content/jobs.ts:27:5: This square bracket ] ends the group of fields that starts with { on line 9, which must end with }. Write } instead.',
  ],
  [
    'a curly bracket closing a list',
    'content/jobs.ts',
    "working software',\n      ],",
    "working software',\n      },",
    'content/jobs.ts:19:7: This curly bracket } ends the list that starts with [ on line 16, which must end with ]. Write ] instead.',
  ],
  [
    'a curly bracket opening a list',
    'content/jobs.ts',
    'responsibilities: [\n',
    'responsibilities: {\n',
    'content/jobs.ts:16:25: This curly bracket { starts a list, which goes in square brackets [ ], and it ends with ] on line 19. Write [ instead.',
  ],
  [
    'a square bracket opening a group of fields',
    'content/jobs.ts',
    '  jobs: [\n    {',
    '  jobs: [\n    [',
    'content/jobs.ts:9:5: This square bracket [ starts a group of fields (name: value), which goes in curly brackets { }, and it ends with } on line 27. Write { instead.',
  ],
  [
    'a number with Indian digit grouping',
    'content/jobs.ts',
    'minimumExperienceMonths: 0,',
    'minimumExperienceMonths: 1,00,000,',
    'content/jobs.ts:25:32: The number 1,00,000 is written with commas, but a number in a content file has none: a comma separates values. Write 100000 (or, to keep the groups readable, 1_00_000).',
  ],
  [
    'a field whose value on the next line was deleted',
    'content/jobs.ts',
    "      summary:\n        'Build fast, accessible websites and web applications for our clients and our own products.',\n",
    '      summary:\n',
    'content/jobs.ts:14:7: The field summary has no value: the line after it is already the field responsibilities. Write its value after summary: in quotes, on the same line or the next one.',
  ],
  [
    'a comma between a field and its value on the next line',
    'content/jobs.ts',
    '      summary:\n',
    '      summary:,\n',
    'content/jobs.ts:14:15: This comma after summary: cuts the field off from its value on the next line. Delete this comma; the comma goes after the value.',
  ],
  [
    'a text broken over two lines',
    'content/jobs.ts',
    "'Build fast, accessible websites and web applications for our clients and our own products.',",
    "'Build fast, accessible websites and web applications\n        for our clients and our own products.',",
    'content/jobs.ts:15:9: The text \'Build fast, accessible websites and web applications for our clients and our own products.\' is broken over two lines (15 and 16), but a text in quotes must stay on one line. Join them: put the cursor before "for" on line 16 and press Backspace until it follows "applications" with one space between.',
  ],
  [
    'a text with a comma missing its opening quote, on the line after its field',
    'content/jobs.ts',
    "'Build fast, accessible websites and web applications for our clients and our own products.',",
    "Build fast, accessible websites and web applications for our clients and our own products.',",
    "content/jobs.ts:15:9: The text Build fast, accessible websites and web applications for our clients and our own products.' is missing its opening quote. Write 'Build fast, accessible websites and web applications for our clients and our own products.'.",
  ],
  [
    'a field written twice',
    'content/jobs.ts',
    "      title: 'Web Development',\n",
    "      title: 'Web Development',\n      title: 'Web Developer',\n",
    'content/jobs.ts:12:7: The field title is written twice in this group, here and on line 11, and the site would show only the last one. Delete the one you do not want.',
  ],
  [
    'a field with no value at the end of its group',
    'content/contact.ts',
    "emailLabel: 'Email us',",
    'emailLabel:',
    'content/contact.ts:7:3: The field emailLabel has no value. Write its value after emailLabel: in quotes, on the same line or the next one.',
  ],
  [
    'an invisible zero-width space before a field',
    'content/jobs.ts',
    "      title: 'Web Development',",
    "      \u200btitle: 'Web Development',",
    'content/jobs.ts:11:7: There is an invisible character here (a zero-width space), copied along with pasted text, between the start of the line and title:. Delete it: put the cursor just before title: and press Backspace once, or type the line again by hand.',
  ],
])('%s', (_slip, file, from, to, message) => {
  expect(slipsAfter(file, from, to)).toEqual([message]);
  expect(slipsAfter(file, from, to, '\r\n')).toEqual([message]);
});

test('a field written twice still loads (the last one wins), so its slip is marked to be reported all the same', () => {
  const text = fixtures['content/contact.ts'].replace(
    "callLabel: 'Call us',",
    "callLabel: 'Call us',\n  callLabel: 'Ring us',",
  );
  expect(readContentFile(text).slips).toEqual([expect.objectContaining({ line: 7, column: 3, loads: true })]);
});

test('a number grouped with commas but no space after them is one number; a list of numbers is still a list', () => {
  const text = fixtures['content/jobs.ts'].replace(
    'minimumExperienceMonths: 0,',
    'minimumExperienceMonths: [1, 2, 3],',
  );
  expect(readContentFile(text).slips).toEqual([]);
});

test.each([
  [
    'a word alone on a line, before the next field',
    "      title: 'Web Development',\n",
    "      title: 'Web Development',\n      hello\n",
    'content/jobs.ts:12:12: A colon : is missing after hello. Write hello: and then its value.',
  ],
  [
    'a field name without its colon, its value on the next line',
    '      summary:\n',
    '      summary\n',
    'content/jobs.ts:14:14: A colon : is missing after summary. Write summary: and then its value.',
  ],
])('%s is one message, not an echo on the next line', (_slip, from, to, message) => {
  expect(slipsAfter('content/jobs.ts', from, to)).toEqual([message]);
});

test('a round bracket for a list, or two wrong brackets of one block, are one message at the opening one', () => {
  expect(slipsAfter('content/jobs.ts', 'responsibilities: [\n', 'responsibilities: (\n')).toEqual([
    'content/jobs.ts:16:25: This round bracket ( starts a list, which goes in square brackets [ ], and it ends with ] on line 19. Write [ instead.',
  ]);
  const both = fixtures['content/jobs.ts']
    .replace('  jobs: [\n    {', '  jobs: [\n    (')
    .replace("      datePosted: '2026-11-02',\n    },", "      datePosted: '2026-11-02',\n    ],");
  expect(readContentFile(both).slips.map(({ line, column, message }) => `${line}:${column}: ${message}`)).toEqual([
    '9:5: This round bracket ( starts a group of fields (name: value), which goes in curly brackets { }, and it ends with ] on line 27. Write { instead, and } there.',
  ]);
});

test.each([
  [
    'digit groups kept apart by spaces',
    'minimumExperienceMonths: 1 00 000,',
    'content/jobs.ts:25:32: The number 1 00 000 is written with spaces, but a number in a content file has none. Write 100000 (or, to keep the groups readable, 1_00_000).',
  ],
  [
    'digit groups kept apart by dots',
    'minimumExperienceMonths: 1.00.000,',
    'content/jobs.ts:25:32: The number 1.00.000 is written with dots, but a number in a content file has none: a dot is its decimal point. Write 100000 (or, to keep the groups readable, 1_00_000).',
  ],
  [
    'an amount with its currency sign',
    'minimumExperienceMonths: ₹35000,',
    "content/jobs.ts:25:32: ₹35000 is written without quotes. If this field takes a number, write the number alone: 35000 (the page shows the currency); if it takes text, put it in quotes: '₹35000'.",
  ],
  [
    'a field written twice on one line',
    'minimumExperienceMonths: 0, minimumExperienceMonths: 6,',
    'content/jobs.ts:25:35: The field minimumExperienceMonths is written twice in this group, here and earlier on this line, and the site would show only the last one. Delete the one you do not want.',
  ],
])('%s: one message', (_slip, to, message) => {
  expect(slipsAfter('content/jobs.ts', 'minimumExperienceMonths: 0,', to)).toEqual([message]);
});
