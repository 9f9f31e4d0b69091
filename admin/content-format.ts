/**
 * How the editor reads and writes content/*.yaml: read as the build reads them (lib/content/source), and written
 * back through the file's own YAML document (lib/content/write), so a save changes only what the form changed.
 */
import { entryOfData } from '@/lib/content/module-list';
import { parseContent, slipsIn } from '@/lib/content/source';
import { writeContent } from '@/lib/content/write';

/** Each file's document as it was read, by its content's name: a save writes into it, not a fresh one. */
const documents = new Map<string, ReturnType<typeof parseContent>['document']>();

export const contentFormat = {
  fromFile(text: string): Record<string, unknown> {
    const source = parseContent(text);
    const slips = slipsIn(source);
    if (slips.length)
      throw new Error(
        `This content file has a mistake typed by hand, so the form cannot show it. Fix it in the file first: ${slips
          .map((slip) => `line ${slip.line}: ${slip.message}`)
          .join(' ')}`,
      );
    const data = source.document.toJS();
    const entry = entryOfData(data);
    if (!entry) throw new Error('This file does not hold any of the content the site reads.');
    documents.set(entry.contentName, source.document);
    return { [entry.contentName]: data };
  },
  toFile(data: Record<string, unknown>): string {
    const [[name, value]] = Object.entries(data);
    const document = documents.get(name);
    const entry = document && entryOfData(document.toJS());
    if (!document || !entry) throw new Error('Open the content file in the editor again before saving it.');
    return writeContent(document, value, entry.schema);
  },
};
