/**
 * How the editor reads and writes content/*.ts: through the site's own reader (lib/content/literal), as data,
 * writing back only the lines whose values changed, in the formatter's layout.
 */
import { type Literal, literalOf, readLiteralFile, writeLiteralFile } from '@/lib/content/literal';
import { readContentFile } from '@/lib/content/reader';

/** The text each file was read from, by its export names: a save rewrites that text, not a fresh one. */
const sources = new Map<string, string>();
const keyOf = (data: object) => Object.keys(data).sort().join(' ');

export const contentFormat = {
  fromFile(content: string): Record<string, Literal> {
    const { exports, refusals } = readLiteralFile(content);
    const slips = [...readContentFile(content).slips, ...refusals];
    if (slips.length)
      throw new Error(
        `This content file has a mistake typed by hand, so the form cannot show it. Fix it in the file first: ${slips
          .map((slip) => `line ${slip.line}: ${slip.message}`)
          .join(' ')}`,
      );
    const data = Object.fromEntries([...exports].map(([name, node]) => [name, literalOf(node)]));
    sources.set(keyOf(data), content);
    return data;
  },
  toFile(data: Record<string, Literal>): string {
    const source = sources.get(keyOf(data));
    if (source === undefined) throw new Error('Open the content file in the editor again before saving it.');
    return writeLiteralFile(source, data);
  },
};
