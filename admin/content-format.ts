/**
 * How the editor reads and writes content/*.yaml: read as the build reads them (lib/content/source), and written
 * back through the file's own YAML document (lib/content/write), so a save changes only what the form changed.
 * Each collection has its own format, knowing its own files: the English files, or one language's translation
 * files, which share the English files' names.
 */
import type { ModuleEntry } from '@/lib/content/load';
import { entryOfData } from '@/lib/content/module-list';
import { parseContent, slipsIn } from '@/lib/content/source';
import { writeContent } from '@/lib/content/write';

/** The path of the file Decap is reading, while it reads it (admin/main.tsx): it gives a format the text alone. */
let fileRead: string | undefined;

/** Runs `read` (Decap's reading of the file at `path`) with the format told which file it reads. */
export function readingFile<T>(path: string | undefined, read: () => T): T {
  fileRead = path;
  try {
    return read();
  } finally {
    fileRead = undefined;
  }
}

/** The format of the files of `list`, by which their forms are made (lib/cms/config). */
export function contentFormat(list: Record<string, ModuleEntry>) {
  /** Each file's document as it was read, and its entry, by its data's name: a save writes into it, not a fresh one. */
  const documents = new Map<string, { document: ReturnType<typeof parseContent>['document']; entry: ModuleEntry }>();
  return {
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
      // By its path where Decap says it, as fields cannot always tell: four translation files may hold a "heading" and
      // an "intro" alone.
      const entry =
        Object.values(list).find((candidate) => candidate.file === fileRead) ?? entryOfData<ModuleEntry>(data, list);
      if (!entry) throw new Error('This file does not hold any of the content the site reads.');
      documents.set(entry.contentName, { document: source.document, entry });
      return { [entry.contentName]: data };
    },
    toFile(data: Record<string, unknown>): string {
      const [[name, value]] = Object.entries(data);
      const read = documents.get(name);
      if (!read) throw new Error('Open the content file in the editor again before saving it.');
      return writeContent(read.document, value, read.entry.schema);
    },
  };
}
