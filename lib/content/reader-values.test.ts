/** @jest-environment node */
// A content file written correctly reads back without a slip, and every value in it is found exactly where it
// is written, so that the content check can point an editor at the line and column of a wrong value.
import { positionOf, readContentFile } from './reader';
import { where } from './reader-for-tests';

const siteFile = `import type { BehaviourContent, SiteContent } from '../lib/content/schema';
import { shared } from './shared';

/*
  Company facts. Don't write "quotes" or {brackets} [like these] in a comment: it's ignored anyway.
*/
const city = 'Coimbatore';

export const site = {
  name: "Anvaya's Technologies",
  tagline: 'It\\'s quick: "fast" \\\\ done',
  motto: \`Built in {city}, it's ours\`,
  foundedYear: 2016,
  staff: 1_200,
  rating: 4.5,
  share: .25,
  reach: 1e6,
  geo: { latitude: 11.0285, longitude: -77.0024 },
  open: true,
  closed: false,
  fax: null,
  pager: undefined,
  city, // written once above
  ...shared,
  /* region: 'TN', */ region: 'Tamil Nadu', /* the state */
  openingHours: [
    { days: 'Mon-Sat', hours: '9.30AM - 6.00PM' },
    { days: 'Sunday', hours: 'closed' },
  ],
  grid: [[1, 2], [3, -4]],
  label: shared.format(city, 'office'),
  empty: [],
  nothing: {},
  'quoted-key': 'quoted',
  "double-key": "double",
  '{place}': \`{city}\`,
  404: 'Page not found',
  links: [...shared.links, 'https://x.com/anvayatech'],
} satisfies SiteContent;

export const behaviour = {
  preloaderMs: 4000,
} satisfies BehaviourContent;

export type OpeningDay = (typeof site.openingHours)[number];
`;

const read = readContentFile(siteFile);
const site = read.exports.get('site');

test('a correct file has no slips, whatever quotes, numbers, comments and groups it uses', () => {
  expect(read.slips).toEqual([]);
});

test('every value the file declares is found under its name, exported or not', () => {
  expect([...read.exports.keys()]).toEqual(['city', 'site', 'behaviour']);
  expect(positionOf(read.exports.get('city'), [])).toEqual(where(siteFile, "'Coimbatore'"));
  expect(positionOf(read.exports.get('behaviour'), ['preloaderMs'])).toEqual(where(siteFile, '4000'));
});

test.each([
  ['a text in double quotes with an apostrophe', ['name'], `"Anvaya's`],
  ['a text with escaped quotes and backslashes', ['tagline'], `'It\\'s`],
  ['a text in backticks', ['motto'], '`Built'],
  ['a whole number', ['foundedYear'], '2016'],
  ['a number with an underscore', ['staff'], '1_200'],
  ['a decimal number', ['rating'], '4.5'],
  ['a decimal number without a leading zero', ['share'], '.25'],
  ['a number with an exponent', ['reach'], '1e6'],
  ['a number in a group', ['geo', 'latitude'], '11.0285'],
  ['a negative number', ['geo', 'longitude'], '-77.0024'],
  ['true', ['open'], 'true,'],
  ['false', ['closed'], 'false'],
  ['null', ['fax'], 'null'],
  ['undefined', ['pager'], 'undefined'],
  ['a field written by its name alone', ['city'], 'city, //'],
  ['a value after a comment on its line', ['region'], "'Tamil Nadu'"],
  ['a list', ['openingHours'], '[\n    { days'],
  ['a group in a list', ['openingHours', 0], "{ days: 'Mon-Sat'"],
  ['a text in a group in a list', ['openingHours', 1, 'hours'], "'closed'"],
  ['a list in a list', ['grid', 1], '[3'],
  ['a negative number in a list in a list', ['grid', 1, 1], '-4'],
  ['a value the reader passes over', ['label'], 'shared.format'],
  ['an empty list', ['empty'], '[],'],
  ['an empty group', ['nothing'], '{},'],
  ['a field whose name is quoted', ['quoted-key'], "'quoted',"],
  ['a field whose name is in double quotes', ['double-key'], '"double",'],
  ['a field whose name has braces', ['{place}'], '`{city}`'],
  ['a field whose name is a number', ['404'], "'Page not found'"],
  ['a list item spread from a name', ['links', 0], 'shared.links'],
  ['a list item after a spread one', ['links', 1], "'https://x.com"],
])('%s is found where it is written', (_kind, path, snippet) => {
  expect(positionOf(site, path)).toEqual(where(siteFile, snippet));
});

test('the file itself is the place of a value that was not found', () => {
  expect(positionOf(read.exports.get('missing'), ['name'])).toEqual({ line: 1, column: 1 });
});

test('a missing field points at the group or list that should hold it', () => {
  expect(positionOf(site, ['geo', 'altitude'])).toEqual(where(siteFile, '{ latitude'));
  expect(positionOf(site, ['openingHours', 2, 'days'])).toEqual(where(siteFile, '[\n    { days'));
  expect(positionOf(site, ['foundedYear', 'month'])).toEqual(where(siteFile, '2016'));
  expect(positionOf(site, ['nothing', 'title'])).toEqual(where(siteFile, '{},'));
});

test("a field that does not belong is pointed at by its name, a missing one's by its group", () => {
  expect(positionOf(site, ['geo'], 'longitude')).toEqual(where(siteFile, 'longitude'));
  expect(positionOf(site, ['geo'], 'altitude')).toEqual(where(siteFile, '{ latitude'));
  expect(positionOf(site, ['grid'], 'size')).toEqual(where(siteFile, '[[1'));
  expect(positionOf(site, [], 'city')).toEqual(where(siteFile, 'city, //'));
});

test('a bracket missing in one place is the only message, and the values around it are still found', () => {
  const slipped = siteFile.replace("{ days: 'Sunday', hours: 'closed' },", "{ days: 'Sunday', hours: 'closed' ,");
  const reread = readContentFile(slipped);
  expect(reread.slips).toEqual([
    {
      ...where(slipped, "{ days: 'Sunday'"),
      message:
        'The curly bracket { opened here is never closed. Add } after the last value on this line, before the comma.',
    },
  ]);
  const again = reread.exports.get('site');
  expect(positionOf(again, ['openingHours', 1, 'hours'])).toEqual(where(slipped, "'closed'"));
  expect(positionOf(again, ['grid', 1, 1])).toEqual(where(slipped, '-4'));
  expect(positionOf(again, ['label'])).toEqual(where(slipped, 'shared.format'));
  expect(positionOf(again, ['nothing'])).toEqual(where(slipped, '{},'));
  expect(positionOf(again, ['{place}'])).toEqual(where(slipped, '`{city}`'));
});

test('other layouts (no trailing commas, a list closed after its last item) still get only the one message', () => {
  const relaid = siteFile
    .replace(
      "    { days: 'Sunday', hours: 'closed' },\n  ],",
      "    { days: 'Sunday', hours: 'closed' }\n  ],\n  profiles: [\n    'https://www.linkedin.com/company/anvayatech',\n    'https://x.com/anvayatech'],",
    )
    .replace("  '{place}': `{city}`,\n}", "  '{place}': `{city}`\n}")
    .replace('  preloaderMs: 4000,\n}', '  behaviour: {\n    preloaderMs: 4000\n  }\n}');
  expect(readContentFile(relaid).slips).toEqual([]);
  const slipped = relaid.replace('longitude: -77.0024 },', 'longitude: -77.0024 ,');
  expect(readContentFile(slipped).slips).toEqual([
    {
      ...where(slipped, '{ latitude'),
      message:
        'The curly bracket { opened here is never closed. Add } after the last value on this line, before the comma.',
    },
  ]);
});

test('a missing comma after a number is told with the number as written', () => {
  const slipped = siteFile.replace('share: .25,', 'share: .25');
  expect(readContentFile(slipped).slips).toEqual([
    {
      line: where(slipped, '.25').line,
      column: where(slipped, '.25').column + 3,
      message: 'A comma is missing at the end of this line, after .25. Add a comma , there.',
    },
  ]);
});

test('a file cut off right after the equals sign is still read, its value placed at the start of the file', () => {
  const cut = readContentFile("import type { SiteContent } from '../lib/content/schema';\n\nexport const site =\n");
  expect(cut.slips).toEqual([]);
  expect(positionOf(cut.exports.get('site'), ['name'])).toEqual({ line: 1, column: 1 });
});

test('a value the reader passes over ends at its comma, its bracket or its semicolon, and what follows is still read', () => {
  const text = `import { shared } from './shared';

export const more = {
  names: [shared.first, shared.second],
  label: shared.format(shared.city)
} satisfies MoreContent;
export const count = shared.count;
export const after = { heading: 'After' } satisfies AfterContent;
`;
  const read = readContentFile(text);
  expect(read.slips).toEqual([]);
  expect([...read.exports.keys()]).toEqual(['more', 'count', 'after']);
  expect(positionOf(read.exports.get('more'), ['names', 1])).toEqual(where(text, 'shared.second'));
  expect(positionOf(read.exports.get('more'), ['label'])).toEqual(where(text, 'shared.format'));
  expect(positionOf(read.exports.get('after'), ['heading'])).toEqual(where(text, "'After'"));
});
