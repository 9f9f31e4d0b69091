/**
 * The content folder as a whole: each file the site reads is there under its own name, exports its content under
 * the name the site looks for, and names its type on its first line; nothing else sits beside them. TypeScript
 * reports none of these in words an editor can act on (a missing file stops the check with a stack trace, a
 * renamed export or a deleted first line passes it and fails later in the build, a copy is silently ignored).
 * Only code files are looked at: a data file or a note in the folder is none of these.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from './check';
import { contentModuleList } from './module-list';
import { readContentFile } from './reader';

/** Every content file and the names its content is exported under, as lib/content/module-list.ts has them. */
export const contentFiles: Record<string, readonly string[]> = {};
for (const { file, exportName } of Object.values(contentModuleList))
  contentFiles[file] = [...(contentFiles[file] ?? []), exportName];

const SCHEMA = '../lib/content/schema';

const at = (file: string, line: number, column: number, message: string): Problem => ({ file, line, column, message });

/** Every mistake in the content folder's make-up; an empty list means each file is where the site looks for it. */
export function contentFolderProblems(rootDir: string): Problem[] {
  const folder = path.join(rootDir, 'content');
  const there = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : [];
  const sources = new Map(
    there
      // Only code files: a data file or a note beside them is not mistaken for a content file.
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && /\.[cm]?[jt]sx?$/.test(entry.name))
      .map((entry) => [`content/${entry.name}`, readFileSync(path.join(folder, entry.name), 'utf8')]),
  );
  // Each file the site does not read, with the names it exports, read once.
  const strays = [...sources]
    .filter(([file]) => !(file in contentFiles))
    .map(([file, source]) => ({ file, exports: readContentFile(source).exports }));
  // The file whose content another one holds: a copy, or the same file renamed.
  const holds = (stray: (typeof strays)[number], names: readonly string[]) =>
    names.some((name) => stray.exports.has(name));
  const problems: Problem[] = [];

  // A file renamed is reported once, where it is missing.
  const renamedFiles = new Set<string>();
  for (const [file, names] of Object.entries(contentFiles)) {
    const source = sources.get(file);
    if (source === undefined) {
      const renamed = strays.find((stray) => holds(stray, names));
      if (renamed) renamedFiles.add(renamed.file);
      problems.push(
        at(
          file,
          1,
          1,
          renamed
            ? `is missing: the site reads its ${names.join(' and ')} from this file only. ${renamed.file} holds them: rename it back to ${path.basename(file)}.`
            : `is missing: the site reads its ${names.join(' and ')} from this file only. Put it back (see "Undo a change" in CONTENT.md).`,
        ),
      );
      continue;
    }
    problems.push(...exportProblems(file, source, names), ...typeProblems(file, source, names));
    for (const slip of readContentFile(source).slips.filter((found) => found.loads))
      problems.push(at(file, slip.line, slip.column, slip.message));
  }

  for (const stray of strays.filter(({ file }) => !renamedFiles.has(file))) {
    const { file } = stray;
    const copyOf = Object.keys(contentFiles).find((known) => sources.has(known) && holds(stray, contentFiles[known]));
    problems.push(
      at(
        file,
        1,
        1,
        copyOf
          ? `is a copy of ${copyOf}, and the site never reads it: what is written here does not reach the site. Delete it, and make your changes in ${copyOf}.`
          : `is not a file the site reads: what is written here does not reach the site. Delete it, or if it is one of the site's files renamed, give it back its name (the files are ${Object.keys(
              contentFiles,
            )
              .map((known) => path.basename(known))
              .join(', ')}).`,
      ),
    );
  }
  return problems;
}

/** The names the site looks for must be exported: `export const jobs = {`. */
function exportProblems(file: string, source: string, names: readonly string[]): Problem[] {
  const exported = [...source.matchAll(/^export const ([\w$]+)/gm)];
  return names
    .filter((name) => !exported.some((match) => match[1] === name))
    .map((name) => {
      const renamed = exported.find((match) => !names.includes(match[1]));
      if (!renamed)
        return at(
          file,
          1,
          1,
          `does not export "${name}", where the site looks for its content. Start it with: export const ${name} = {`,
        );
      const line = source.slice(0, renamed.index).split('\n').length;
      return at(
        file,
        line,
        14,
        `says export const ${renamed[1]}, but the site looks for this content under the name ${name}. Change ${renamed[1]} back to ${name}.`,
      );
    });
}

/** The type each export is checked against: `jobs` is a JobsContent (lib/content/schema). */
const typeOf = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}Content`;

/**
 * Each export `satisfies` its own type, which the import on the file's first line brings in: TypeScript needs
 * both, and reports neither in words an editor can act on.
 */
function typeProblems(file: string, source: string, names: readonly string[]): Problem[] {
  const types = names.map(typeOf);
  const problems: Problem[] = [];
  const used: string[] = [];
  for (const match of source.matchAll(/\bsatisfies\s+([\w$]+)/g)) {
    if (types.includes(match[1])) {
      used.push(match[1]);
      continue;
    }
    const line = source.slice(0, match.index).split('\n').length;
    // One type, or each of a file's types: "SiteContent or BehaviourContent".
    const meant = types.join(' or ');
    problems.push(
      at(
        file,
        line,
        match.index - source.lastIndexOf('\n', match.index),
        `says satisfies ${match[1]}, but the content of this file is checked as ${meant}. Write satisfies ${meant} there.`,
      ),
    );
  }
  const imported = [...source.matchAll(/import\s+type\s*\{([^}]*)\}\s*from\s*'([^']*)'/g)]
    .filter((match) => match[2] === SCHEMA)
    .flatMap((match) => match[1].split(',').map((name) => name.trim()));
  if (used.some((type) => !imported.includes(type)))
    problems.unshift(
      at(
        file,
        1,
        1,
        `needs this first line, which tells the site what the file holds, but it is missing or changed: import type { ${[...new Set(used)].sort().join(', ')} } from '${SCHEMA}'; Write it back exactly like that, as the first line.`,
      ),
    );
  return problems;
}
