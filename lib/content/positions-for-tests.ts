/**
 * Where a snippet is written in a content file, as `file:line:column`, for tests that expect a message there.
 * Found by plain text search, not by the YAML reader under test, and read afresh, so tests follow content edits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

function place(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

/** A line of a comment, which shows example fields (such as the one under "confirmed") but holds no value. */
const inComment = (text: string, offset: number) => /^\s*#/.test(text.slice(text.lastIndexOf('\n', offset) + 1));

function offsetOf(text: string, file: string, snippet: string, nth: number): number {
  let offset = -1;
  for (let i = 0; i < nth; i++) {
    do offset = text.indexOf(snippet, offset + 1);
    while (offset >= 0 && inComment(text, offset));
    if (offset < 0) throw new Error(`${file} does not contain ${snippet} ${nth} times`);
  }
  return offset;
}

/** The position of the `nth` occurrence of `snippet` in `file`. */
export function at(file: string, snippet: string, nth = 1, rootDir = process.cwd()): string {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  return `${file}:${place(text, offsetOf(text, file, snippet, nth))}`;
}

/**
 * The position of the group in which the `nth` `snippet` is written: its first field, after the "- " of a list's
 * item; read from the indentation, as YAML reads it.
 */
export function itemAt(file: string, snippet: string, nth = 1, rootDir = process.cwd()): string {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  const lines = text.split('\n');
  const row = text.slice(0, offsetOf(text, file, snippet, nth)).split('\n').length - 1;
  const indentOf = (line: string) => (/^ */.exec(line) as RegExpExecArray)[0].length;
  const item = /^( *)- /.exec(lines[row]);
  const depth = item ? item[1].length + 2 : indentOf(lines[row]);
  let first = row;
  for (let i = item ? -1 : row - 1; i >= 0; i--) {
    const line = lines[i];
    if (!line.trim() || line.trim().startsWith('#') || indentOf(line) > depth) continue;
    const opens = /^( *)- /.exec(line);
    if (opens && opens[1].length + 2 === depth) first = i;
    if (indentOf(line) < depth || opens) break;
    first = i;
  }
  return `${file}:${first + 1}:${depth + 1}`;
}

/** The position of the value of the `nth` field called `field` in `file`, e.g. the text after `title:`. */
export function valueAt(file: string, field: string, nth = 1, rootDir = process.cwd()): string {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  const key = new RegExp(`\\b${field}:\\s*`, 'g');
  let match: RegExpExecArray | null = null;
  for (let i = 0; i < nth; i++) {
    do match = key.exec(text);
    while (match && inComment(text, match.index));
    if (!match) throw new Error(`${file} does not have ${nth} fields called ${field}`);
  }
  const found = match as RegExpExecArray;
  return `${file}:${place(text, found.index + found[0].length)}`;
}
