/** @jest-environment node */
// The editor's reading and writing of a file, as Decap calls it: the text in, the form's data out, and back.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { translationForms } from '@/lib/cms/config';
import { contentModuleList } from '@/lib/content/module-list';
import { translationModuleList } from '@/lib/content/translation-files';
import { contentFormat, readingFile } from './content-format';

const tamil = translationForms('ta');
const tamilFiles = Object.values(translationModuleList('ta')).map(({ file }) => file);

/** A file's text read by the format as Decap reads it, told the file's path. */
const read = (format: ReturnType<typeof contentFormat>, file: string, text = readFileSync(file, 'utf8')) =>
  readingFile(file, () => format.fromFile(text));

/** The lines of `after` that differ from `before`'s, each side's. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  return [
    ...a.filter((line) => !b.includes(line)).map((l) => `-${l}`),
    ...b.filter((l) => !a.includes(l)).map((l) => `+${l}`),
  ];
}

describe('a Tamil translation file in its own format (issue 42)', () => {
  it("is read as its translation form's data, apart from the English file of the same name", () => {
    const text = readFileSync('content/ta/home.yaml', 'utf8');
    expect(read(contentFormat(tamil), 'content/ta/home.yaml', text)).toEqual({ 'ta-home': parse(text) });
    // By its fields alone too, among the translation files.
    expect(contentFormat(tamil).fromFile(text)).toEqual({ 'ta-home': parse(text) });
    // The English files' format, by its fields, would take it for the English home page.
    expect(Object.keys(contentFormat(contentModuleList).fromFile(text))).toEqual(['home']);
  });

  it('is known by its path where its fields cannot tell: a translation begun with a heading and an intro', () => {
    const { heading, intro } = parse(readFileSync('content/ta/jobs.yaml', 'utf8'));
    const begun = `heading: ${heading}\nintro: ${intro}\n`;
    expect(Object.keys(read(contentFormat(tamil), 'content/ta/jobs.yaml', begun))).toEqual(['ta-jobs']);
    expect(Object.keys(contentFormat(tamil).fromFile(begun))).not.toEqual(['ta-jobs']);
  });

  it.each(tamilFiles)('%s saved unchanged is byte for byte the same, comments included', (file) => {
    const format = contentFormat(tamil);
    const text = readFileSync(file, 'utf8');
    expect(format.toFile(read(format, file, text))).toBe(text);
  });

  it('is written back with a one-field change as a one-line diff, its comments kept', () => {
    const format = contentFormat(tamil);
    const text = readFileSync('content/ta/home.yaml', 'utf8');
    const data = structuredClone(read(format, 'content/ta/home.yaml', text)) as {
      'ta-home': { hero: { headline: string } };
    };
    const { headline } = data['ta-home'].hero;
    data['ta-home'].hero.headline = `${headline}!`;
    const saved = format.toFile(data);
    expect(changedLines(text, saved)).toEqual([`-  headline: ${headline}`, `+  headline: ${headline}!`]);
    const comments = text.split('\n').filter((line) => line.startsWith('#'));
    expect(comments.length).toBeGreaterThan(0);
    expect(saved.split('\n').filter((line) => line.startsWith('#'))).toEqual(comments);
  });

  it("writes a word the file did not have in its place in the translation schema's order", () => {
    const format = contentFormat(tamil);
    const text = readFileSync('content/ta/home.yaml', 'utf8');
    const eyebrow = text.split('\n').find((line) => line.startsWith('  eyebrow:')) ?? '';
    expect(eyebrow).not.toBe('');
    const without = text.replace(`${eyebrow}\n`, '');
    const data = read(format, 'content/ta/home.yaml', without) as { 'ta-home': { hero: Record<string, unknown> } };
    const { eyebrow: words } = parse(text).hero;
    data['ta-home'].hero = { ...data['ta-home'].hero, eyebrow: words };
    expect(format.toFile(data)).toBe(text);
  });

  it('is saved only once read: a save of a form whose file was not read is refused', () => {
    const text = readFileSync('content/ta/home.yaml', 'utf8');
    // Read by the English files' format: the Tamil form's data is none of its files'.
    const english = contentFormat(contentModuleList);
    english.fromFile(text);
    expect(() => english.toFile({ 'ta-home': parse(text) })).toThrow(/Open the content file in the editor again/);
  });
});
