/**
 * Where a snippet is written in a content file, as `file:line:column`, for tests that expect a message there.
 * Found by plain text search, not by the reader under test, and read afresh, so tests follow content edits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

function place(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

function offsetOf(text: string, file: string, snippet: string, nth: number): number {
  let offset = -1;
  for (let i = 0; i < nth; i++) {
    offset = text.indexOf(snippet, offset + 1);
    if (offset < 0) throw new Error(`${file} does not contain ${snippet} ${nth} times`);
  }
  return offset;
}

/** The position of the `nth` occurrence of `snippet` in `file`. */
export function at(file: string, snippet: string, nth = 1, rootDir = process.cwd()): string {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  return `${file}:${place(text, offsetOf(text, file, snippet, nth))}`;
}

/** The position of the `{` that opens the item in which the `nth` `snippet` is written. */
export function itemAt(file: string, snippet: string, nth = 1, rootDir = process.cwd()): string {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  let depth = 0;
  for (let i = offsetOf(text, file, snippet, nth); i >= 0; i--) {
    if (text[i] === '}') depth++;
    if (text[i] === '{' && depth-- === 0) return `${file}:${place(text, i)}`;
  }
  throw new Error(`${snippet} is in no { } item of ${file}`);
}

/** The position of the value of the `nth` field called `field` in `file`, e.g. the text after `title:`. */
export function valueAt(file: string, field: string, nth = 1, rootDir = process.cwd()): string {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  const key = new RegExp(`\\b${field}:\\s*`, 'g');
  let match: RegExpExecArray | null = null;
  for (let i = 0; i < nth; i++) {
    match = key.exec(text);
    if (!match) throw new Error(`${file} does not have ${nth} fields called ${field}`);
  }
  const found = match as RegExpExecArray;
  return `${file}:${place(text, found.index + found[0].length)}`;
}
