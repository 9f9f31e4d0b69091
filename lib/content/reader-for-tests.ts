// The reader's tests change a content file in one place and compare its slips, as the check prints them.
import { readContentFile } from './reader';

/**
 * `source` with one piece of it changed, and its line ends as given (\r\n, as Windows saves them), failing loudly if
 * that piece is not there.
 */
export function changed(source: string, from: string, to: string, lineEnd = '\n'): string {
  if (!source.includes(from)) throw new Error(`the file does not contain ${from}`);
  return source.replace(from, to).replaceAll('\n', lineEnd);
}

/** The slips of a content file as `line:column: message`. */
export function slipsOf(source: string): string[] {
  return readContentFile(source).slips.map(({ line, column, message }) => `${line}:${column}: ${message}`);
}
