/** @jest-environment node */
/**
 * A translation holds the words and nothing else, shows the English where a word is missing, and is published only
 * once reviewed against today's English: a change to a part of the English names that part and its new version.
 */
import { loadModules } from './load';
import { contentModules } from './modules';
import { sourcesIn } from './problem';
import { homeSchema, navigationSchema, siteSchema } from './schema';
import {
  englishVersions,
  type Review,
  translated,
  translationFileSchema,
  translationGaps,
  versionOf,
  wordsOf,
} from './translation';
import { translationGapProblems, translationModuleList } from './translation-files';

const home = structuredClone(contentModules.home.data);
const homeWords = wordsOf(homeSchema, home) as { hero: Record<string, unknown>; closing: Record<string, string> };

describe('the words of a file', () => {
  it('are its texts, without addresses, pictures or the names every language writes the same', () => {
    expect(homeWords.hero).toEqual({
      eyebrow: home.hero.eyebrow,
      headline: home.hero.headline,
      intro: home.hero.intro,
      primary: { label: home.hero.primary.label, context: home.hero.primary.context },
      secondary: { label: home.hero.secondary.label, context: home.hero.secondary.context },
      image: { alt: home.hero.image.alt },
    });
    const site = wordsOf(siteSchema, contentModules.site.data) as Record<string, unknown>;
    for (const kept of ['name', 'legalName', 'address', 'openingHours', 'priceRange', 'email', 'confirmed'])
      expect(site).not.toHaveProperty(kept);
    expect(site).toHaveProperty('description');
  });

  it('make a translation file its schema takes; a field with no words in English is refused', () => {
    const schema = translationFileSchema(homeSchema);
    expect(schema.safeParse(homeWords).success).toBe(true);
    const withHref = { ...homeWords, hero: { ...homeWords.hero, primary: { href: '/ta' } } };
    expect(schema.safeParse(withHref).success).toBe(false);
  });

  it('of a file that is one list go under "items"', () => {
    const menu = contentModules.navigation.data;
    const schema = translationFileSchema(navigationSchema);
    expect(schema.safeParse({ items: wordsOf(navigationSchema, menu) }).success).toBe(true);
  });
});

describe('a page in the language', () => {
  it('shows the translated words, and the English where a word is not translated yet', () => {
    const words = structuredClone(homeWords);
    words.hero.headline = 'உங்கள் சேவைகளைத் தொடங்குங்கள்';
    delete words.closing.text;
    const { data, missing } = translated(homeSchema, home, words);
    const page = data as typeof home;
    expect(page.hero.headline).toBe('உங்கள் சேவைகளைத் தொடங்குங்கள்');
    expect(page.hero.primary.href).toBe(home.hero.primary.href);
    expect(page.closing.text).toBe(home.closing.text);
    expect(missing).toEqual([['closing', 'text']]);
  });
});

describe('a review', () => {
  const reviewOf = (english: unknown): Review => ({
    by: 'Kavitha S., Sales',
    on: '2026-11-20',
    english: englishVersions(homeSchema, english),
  });

  it('is what publishes a translation: none, and it is a sample', () => {
    const gaps = translationGaps({ schema: homeSchema, english: home, translation: homeWords, review: undefined });
    expect(gaps).toEqual([{ at: [], message: expect.stringMatching(/has not been reviewed/) }]);
    expect(
      translationGaps({ schema: homeSchema, english: home, translation: homeWords, review: reviewOf(home) }),
    ).toEqual([]);
  });

  it('names the part whose English changed since, and the version to write once it is read again', () => {
    const review = reviewOf(home);
    const changed = structuredClone(home);
    changed.closing.heading = 'Tell Us What You Need';
    const gaps = translationGaps({ schema: homeSchema, english: changed, translation: homeWords, review });
    const version = versionOf((wordsOf(homeSchema, changed) as typeof homeWords).closing);
    expect(gaps).toEqual([
      {
        at: ['closing'],
        message: expect.stringContaining(`English that changed after the review of 2026-11-20`),
      },
    ]);
    expect(gaps[0].message).toContain(`write ${version} as the English version of part "closing"`);
  });

  it('needs no new review for a new link or picture: only words make a version', () => {
    const moved = structuredClone(home);
    moved.hero.primary.href = '/contact';
    moved.hero.image.src = '/images/other.svg';
    expect(englishVersions(homeSchema, moved)).toEqual(englishVersions(homeSchema, home));
  });

  it('lists every word not translated yet, though reviewed', () => {
    const words = structuredClone(homeWords);
    delete words.hero.intro;
    const gaps = translationGaps({ schema: homeSchema, english: home, translation: words, review: reviewOf(home) });
    expect(gaps).toEqual([{ at: ['hero', 'intro'], message: expect.stringMatching(/has no translation yet/) }]);
  });
});

describe("today's Tamil translation", () => {
  const files = loadModules(translationModuleList('ta'));
  const sources = sourcesIn(process.cwd());

  it('is not published yet: every file is still to be reviewed, each named at its file', () => {
    const gaps = translationGapProblems(files, contentModules, sources);
    expect(new Set(gaps.map(({ file }) => file))).toEqual(new Set(Object.values(files).map(({ file }) => file)));
    for (const gap of gaps) expect(gap.message).toMatch(/has not been reviewed/);
  });

  it("has every word translated: once reviewed against today's English, nothing keeps it from being published", () => {
    const reviewed = Object.fromEntries(
      Object.entries(files).map(([name, file]) => [
        name,
        {
          ...file,
          data: {
            ...(file.data as object),
            review: {
              by: 'Kavitha S., Sales',
              on: '2026-11-20',
              english: englishVersions(file.english.schema, contentModules[name as keyof typeof contentModules].data),
            },
          },
        },
      ]),
    );
    expect(translationGapProblems(reviewed, contentModules, sources)).toEqual([]);
  });
});
