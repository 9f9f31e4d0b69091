/** @jest-environment node */
// The count under a search title or description agrees with the content check: a text the count says just fits
// passes, one character more is refused.
import { checkContent } from '../content/check';
import { contentModules } from '../content/modules';
import { type CountedContent, searchCount, searchCountWords, searchFieldOf } from './search-count';

type Modules = typeof contentModules;
// biome-ignore lint/suspicious/noExplicitAny: the fields are written by the path under test.
type Editable = Record<keyof Modules, any>;

const today = new Date('2026-11-23T09:00:00Z');
const publicDir = 'public';

const dataAfter = (edit: (data: Editable) => void): Editable => {
  const data = structuredClone(
    Object.fromEntries(Object.entries(contentModules).map(([key, module]) => [key, module.data])),
  ) as Editable;
  edit(data);
  return data;
};

/** The content as shipped, as the count reads it. */
const shipped = dataAfter(() => {}) as CountedContent;

/** The check's messages about search results after the edit. */
function searchProblemsAfter(edit: (data: Editable) => void): string[] {
  const data = dataAfter(edit);
  const modules = Object.entries(contentModules).map(([key, module]) => ({
    ...module,
    data: data[key as keyof Modules],
  }));
  return checkContent(modules, { publicDir, today })
    .map((problem) => problem.message)
    .filter((message) => message.includes('search results show at most'));
}

/** The first service's own page (the one /servicedetail/ explains has none). */
const servicePageOf = (data: Editable) =>
  data.services.services.find((service: { page?: object }) => service.page).page;

// Each starts with {city}, which the count and the check must both fill in; the home page's title leads with the
// company name, the others end with it.
const fields: [string, (data: Editable, value: string) => void][] = [
  ['pages.home.title', (data, value) => (data.pages.home.title = value)],
  ['pages.contact.title', (data, value) => (data.pages.contact.title = value)],
  ['pages.career.description', (data, value) => (data.pages.career.description = value)],
  ['services.services.*.page.title', (data, value) => (servicePageOf(data).title = value)],
  ['services.services.*.page.description', (data, value) => (servicePageOf(data).description = value)],
  ['products.products.*.page.title', (data, value) => (data.products.products[0].page.title = value)],
  ['products.products.*.page.description', (data, value) => (data.products.products[0].page.description = value)],
];

describe.each(fields)('%s', (schemaPath, write) => {
  const count = (value: string) =>
    searchCount(schemaPath, value, dataAfter((data) => write(data, value)) as CountedContent, today);
  const start = '{city}:';
  const longest = `${start}${'x'.repeat(count(start).max - count(start).length)}`;

  test('a text the count says just fits passes the check', () => {
    expect(count(longest).length).toBe(count(longest).max);
    expect(searchCountWords(count(longest))).toMatch(/, 0 left\.$/);
    expect(searchProblemsAfter((data) => write(data, longest))).toEqual([]);
  });

  test('one character more is refused by the check, and the count says one too many', () => {
    const over = `${longest}x`;
    expect(searchCountWords(count(over))).toMatch(/, 1 too many, so shorten it\.$/);
    expect(searchProblemsAfter((data) => write(data, over))).toHaveLength(1);
  });

  test('the count shows the text with its placeholders filled in', () => {
    expect(count(longest).shown).not.toContain('{city}');
    expect(count(longest).shown).toContain(`${contentModules.site.data.address.city}:x`);
  });
});

test('only the titles and descriptions search results show are counted', () => {
  expect(searchFieldOf('pages.about.title')).toBe('title');
  expect(searchFieldOf('products.products.*.page.description')).toBe('description');
  expect(searchFieldOf('jobs.jobs.*.title')).toBeUndefined();
  expect(searchFieldOf('products.products.*.description')).toBeUndefined();
});

test('a field only named like a counted one, deeper or elsewhere in a form, is not counted', () => {
  expect(searchFieldOf('home.pages.hero.title')).toBeUndefined();
  expect(searchFieldOf('pages.about.title.note')).toBeUndefined();
  expect(searchFieldOf('site.services.services.*.page.title')).toBeUndefined();
  expect(searchFieldOf('services.services.*.page.titles')).toBeUndefined();
  expect(searchFieldOf('shop.products.products.*.page.description')).toBeUndefined();
  expect(searchFieldOf('products.products.*.page.descriptions')).toBeUndefined();
});

test('spaces typed around a title or description are not counted: search results do not show them', () => {
  for (const schemaPath of ['pages.about.title', 'pages.about.description'])
    expect(searchCount(schemaPath, '  Who we are  ', shipped, today)).toEqual(
      searchCount(schemaPath, 'Who we are', shipped, today),
    );
});

test('the home page’s title leads with the company name, every other page’s ends with it', () => {
  const name = contentModules.site.data.name;
  expect(searchCount('pages.home.title', 'Software', shipped, today).shown).toBe(`${name}: Software`);
  expect(searchCount('pages.about.title', 'Software', shipped, today).shown).toBe(`Software | ${name}`);
  expect(searchCount('services.services.*.page.title', 'Software', shipped, today).shown).toBe(`Software | ${name}`);
  expect(searchCount('products.products.*.page.title', 'Software', shipped, today).shown).toBe(`Software | ${name}`);
});
