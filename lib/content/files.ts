/**
 * The content folder as a whole: each YAML file the site reads is there under its own name, and nothing beside
 * them could be taken for content or run as code. A renamed file, a copy left beside its original or a code file
 * dropped in the folder is named in plain words, before loading would stop on it with less to go on. A note
 * (`.md`, `.txt`) may sit beside the files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { languages } from './languages';
import { type ContentEntry, contentModuleList, entryOfData } from './module-list';
import type { Problem } from './problem';
import { translationModuleList } from './translation-files';

const NOTE = /\.(md|txt)$/i;
const fileNames = () => Object.values(contentModuleList).map(({ file }) => path.basename(file));

const at = (file: string, message: string): Problem => ({ file, line: 1, column: 1, message });

/** What a stray YAML file holds, when it reads as one of the site's files. */
function heldIn(full: string): ContentEntry | undefined {
  try {
    return entryOfData(parse(readFileSync(full, 'utf8')));
  } catch {
    return undefined;
  }
}

/** Every mistake in the content folder's make-up; an empty list means each file is where the site looks for it. */
export function contentFolderProblems(rootDir: string): Problem[] {
  const folder = path.join(rootDir, 'content');
  const names = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => !entry.name.startsWith('.') && !NOTE.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];
  const strays = names
    .filter((name) => !fileNames().includes(name) && !(name in languages))
    .map((name) => ({
      file: `content/${name}`,
      holds: /\.ya?ml$/i.test(name) ? heldIn(path.join(folder, name)) : undefined,
    }));
  const problems: Problem[] = [];
  const renamed = new Set<string>();
  for (const entry of Object.values(contentModuleList)) {
    if (names.includes(path.basename(entry.file))) continue;
    const renamedTo = strays.find((stray) => stray.holds === entry && !renamed.has(stray.file));
    if (renamedTo) renamed.add(renamedTo.file);
    problems.push(
      at(
        entry.file,
        renamedTo
          ? `is missing: the site reads its ${entry.contentName} from this file only. ${renamedTo.file} holds them: rename it back to ${path.basename(entry.file)}.`
          : `is missing: the site reads its ${entry.contentName} from this file only. Put it back (see "Undo a change" in CONTENT.md).`,
      ),
    );
  }
  for (const { file, holds } of strays.filter((stray) => !renamed.has(stray.file)))
    problems.push(
      at(
        file,
        holds
          ? `is a copy of ${holds.file}, and the site never reads it: what is written here does not reach the site. Delete it, and make your changes in ${holds.file}.`
          : /\.ya?ml$/i.test(file)
            ? `is not a file the site reads: what is written here does not reach the site. Delete it, or if it is one of the site's files renamed, give it back its name (the files are ${fileNames().join(', ')}).`
            : `is not a content file: this folder holds only the site's YAML files (and notes ending in .md or .txt), so that nothing in it can run as code. Delete it, or move it out of content/.`,
      ),
    );
  for (const language of Object.keys(languages) as (keyof typeof languages)[]) {
    const translationFiles = Object.values(translationModuleList(language)).map(({ file }) => path.basename(file));
    const inFolder = existsSync(path.join(folder, language)) ? readdirSync(path.join(folder, language)) : [];
    for (const name of inFolder.filter((name) => !translationFiles.includes(name) && !NOTE.test(name)))
      problems.push(
        at(
          `content/${language}/${name}`,
          `is not a file the site reads: what is written here does not reach the site. Delete it, or if it is one of the translation files renamed, give it back its name (the files are ${translationFiles.join(', ')}).`,
        ),
      );
  }
  return problems;
}
