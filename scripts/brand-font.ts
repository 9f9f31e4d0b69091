/**
 * `npm run font`: the brand face's file (app/fonts/), made from @fontsource/poppins' latin bold cut with the
 * characters English headings use: the printable ASCII letters, digits and signs, and the typographic quotes, dashes
 * and ellipsis an editor's word processor puts in. Why: every first visit downloads it, and the latin file's accented
 * letters, rarely in an English heading, were 3.3 KB of its 7.8 (issue 41, the 40 KB page budget). A heading
 * character outside the set (an accented letter) is drawn in the metric-matched fallback, not lost. Run it again
 * after updating @fontsource/poppins; scripts/brand-font.test.ts keeps the committed file the one this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BRAND_FONT_FILE } from './brand-pictures';

/** The pages' face (app/brand-font.ts), cut from the file the share images draw their headings with. */
export const PAGE_FONT_FILE = 'app/fonts/poppins-700-heading-latin.woff2';

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
/** No-break space, en and em dash, curly quotes, bullet, ellipsis. */
const typographic = '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';
export const BRAND_FONT_CHARACTERS = printableAscii + typographic;

export async function brandFontSubset(root = process.cwd()): Promise<Buffer> {
  return subsetFont(readFileSync(path.join(root, BRAND_FONT_FILE)), BRAND_FONT_CHARACTERS, { targetFormat: 'woff2' });
}

if (require.main === module)
  brandFontSubset().then((font) => {
    writeFileSync(PAGE_FONT_FILE, font);
    console.log(`Wrote ${PAGE_FONT_FILE}: ${font.length} bytes.`);
  });
