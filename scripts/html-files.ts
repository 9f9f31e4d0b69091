import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` at any depth, as paths that start with `dir`; folders and symbolic links are left out (a
 * link is no file of the export: the servers refuse it). The one folder walk of the build, tests and bench.
 */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => lstatSync(file).isFile())
    .sort();
}

/** Every HTML file of an export, at any depth: the pages the post-export steps rewrite or read. */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => file.endsWith('.html'));
}
