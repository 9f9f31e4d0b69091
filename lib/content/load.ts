/**
 * Loads the content files, YAML, as data (lib/content/source): nothing written in a content file runs when the
 * site is built. The build, `npm run check:content` and the browser editor all read content this one way.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentModule, Problem } from './problem';
import { ContentError } from './problem';
import { parseContent, slipsIn } from './source';

/** A content file and the schema it follows; loading adds its data. */
export type ModuleEntry = Omit<ContentModule, 'data'>;

/** The data is what the schema takes in: loadContent checks it against the schema before any page uses it. */
export type LoadedModules<T extends Record<string, ModuleEntry>> = {
  [K in keyof T]: T[K] & { data: z.input<T[K]['schema']> };
};

/** Every slip in one file, by line, or its data when it has none. */
export function readContentData(file: string, text: string): { problems: Problem[]; data: unknown } {
  const source = parseContent(text);
  const problems = slipsIn(source).map(({ line, column, message }) => ({
    file,
    line,
    column,
    message: `This line ${message}`,
  }));
  return { problems, data: problems.length ? undefined : source.document.toJS() };
}

/** Reads every module's file once; throws a ContentError naming every file, line and mistake that stops one. */
export function loadModules<T extends Record<string, ModuleEntry>>(list: T, rootDir = process.cwd()): LoadedModules<T> {
  const problems: Problem[] = [];
  const loaded = Object.fromEntries(
    Object.entries(list).map(([key, entry]) => {
      const full = path.join(rootDir, entry.file);
      if (!existsSync(full)) {
        problems.push({
          file: entry.file,
          line: 1,
          column: 1,
          message: `The content file ${entry.file} is missing. Put it back (GitHub keeps every earlier version of it).`,
        });
        return [key, { ...entry, data: undefined }];
      }
      const read = readContentData(entry.file, readFileSync(full, 'utf8'));
      problems.push(...read.problems);
      return [key, { ...entry, data: read.data }];
    }),
  );
  if (problems.length) throw new ContentError(problems);
  return loaded as LoadedModules<T>;
}
