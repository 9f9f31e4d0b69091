import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every HTML file of an export, at any depth: the pages the post-export steps rewrite or read. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}
