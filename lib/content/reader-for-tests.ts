// Helpers of the reader's tests: a content file changed in one place, its slips as the check prints them, and
// where a piece of it is written.
import { readContentFile } from './reader';

/**
 * `source` with one piece of it changed, and its line ends as given (\r\n, as Windows saves them), failing loudly if
 * that piece is not there.
 */
export function changed(source: string, from: string, to: string, lineEnd = '\n'): string {
  if (!source.includes(from)) throw new Error(`the file does not contain ${from}`);
  // A function, so that $& or $' in the new text is written as it is.
  return source.replace(from, () => to).replaceAll('\n', lineEnd);
}

/** The slips of a content file as `line:column: message`. */
export function slipsOf(source: string): string[] {
  return readContentFile(source).slips.map(({ line, column, message }) => `${line}:${column}: ${message}`);
}

/** The line and column where `snippet` starts in `text` (the first time it appears there). */
export function where(text: string, snippet: string): { line: number; column: number } {
  const offset = text.indexOf(snippet);
  if (offset < 0) throw new Error(`the file does not contain ${snippet}`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) as string).length + 1 };
}
