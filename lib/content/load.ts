/**
 * Loads content files as data: each file is read by lib/content/reader (for slips) and lib/content/literal (for
 * its values), never imported as code, so nothing written in a content file runs when the site is built. The
 * build, `npm run check:content` and the browser editor all read content this one way.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError, type ContentModule, type Problem } from './check';
import { literalOf, readLiteralFile } from './literal';
import { readContentFile } from './reader';

/** A content file's export and the schema it follows; loading adds its data. */
export type ModuleEntry = Omit<ContentModule, 'data'>;

/**
 * The data is what the schema takes in: TypeScript holds each content file to that type (`satisfies`), and
 * loadContent checks the data against the schema before any page uses it.
 */
export type LoadedModules<T extends Record<string, ModuleEntry>> = {
  [K in keyof T]: T[K] & { data: z.input<T[K]['schema']> };
};

/** Every slip and every value that is not data, in one file, or the values it exports. */
export function readContentData(file: string, source: string): { problems: Problem[]; values: Map<string, unknown> } {
  const slips = readContentFile(source).slips;
  const { exports, refusals } = readLiteralFile(source);
  // With slips, the file is read as repaired guesswork, so only code found inside one text (a $ before { } in
  // backticks, which no slip names) is refused beside them; a slip explains its own line best.
  const slipLines = new Set(slips.map((slip) => slip.line));
  const refused = slips.length
    ? refusals.filter((refusal) => refusal.inText && !slipLines.has(refusal.line))
    : refusals;
  const problems = [...slips, ...refused]
    .sort((a, b) => a.line - b.line)
    .map(({ line, column, message }) => ({ file, line, column, message }));
  if (problems.length) return { problems, values: new Map() };
  const values = new Map([...exports].map(([name, node]) => [name, literalOf(node) as unknown]));
  return { problems, values };
}

/** Reads every module's file once; throws a ContentError naming every file, line and mistake that stops one. */
export function loadModules<T extends Record<string, ModuleEntry>>(list: T, rootDir = process.cwd()): LoadedModules<T> {
  const problems: Problem[] = [];
  const files = new Map<string, Map<string, unknown>>();
  const valuesIn = (file: string) => {
    const known = files.get(file);
    if (known) return known;
    const full = path.join(rootDir, file);
    const read = existsSync(full) ? readContentData(file, readFileSync(full, 'utf8')) : undefined;
    if (!read)
      problems.push({
        file,
        line: 1,
        column: 1,
        message: `The content file ${file} is missing. Put it back (GitHub keeps every earlier version of it).`,
      });
    else problems.push(...read.problems);
    files.set(file, read?.values ?? new Map());
    return files.get(file) as Map<string, unknown>;
  };
  const loaded = Object.fromEntries(
    Object.entries(list).map(([key, entry]) => {
      const values = valuesIn(entry.file);
      if (!values.has(entry.exportName) && problems.every((problem) => problem.file !== entry.file))
        problems.push({
          file: entry.file,
          line: 1,
          column: 1,
          message: `This file must hold "export const ${entry.exportName} = ..." but has no value by that name. Write that line as it was: the site finds the content by this name.`,
        });
      return [key, { ...entry, data: values.get(entry.exportName) }];
    }),
  );
  if (problems.length) throw new ContentError(problems);
  return loaded as LoadedModules<T>;
}
