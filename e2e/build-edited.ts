/**
 * Part of `npm run test:e2e`, after `npm run build`: the content edit a marketing editor makes, built the way the
 * publish pipeline builds it, for e2e/edit-to-live.spec.ts.
 *
 *   1. keeps a copy of every host file as the last deploy left it (out-edited.before/), with out/_headers;
 *   2. changes the home page's headline in content/home.ts, as an editor would;
 *   3. builds into out-edited/ with the same `npm run build` (EXPORT_DIR only moves the export);
 *   4. puts content/home.ts back byte for byte, whatever happened.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { home } from '../content/home';
import { HOST_FILES, repoRoot } from './host-policy';

export const EDITED_DIR = path.join(repoRoot, 'out-edited');
export const BEFORE_DIR = path.join(repoRoot, 'out-edited.before');
export const EDITED_HEADLINE = `${home.hero.headline} Today`;
/** out/_headers as the previous build published it. */
export const PUBLISHED_HEADERS = 'out/_headers';

if (require.main === module) {
  const contentFile = path.join(repoRoot, 'content', 'home.ts');
  rmSync(BEFORE_DIR, { recursive: true, force: true });
  for (const file of [...HOST_FILES, PUBLISHED_HEADERS]) {
    mkdirSync(path.dirname(path.join(BEFORE_DIR, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(BEFORE_DIR, file));
  }

  const original = readFileSync(contentFile, 'utf8');
  const literal = `headline: '${home.hero.headline}'`;
  if (!original.includes(literal)) throw new Error(`content/home.ts has no ${literal} to edit`);
  const restore = () => writeFileSync(contentFile, original);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      restore();
      process.exit(code);
    });
  }
  try {
    writeFileSync(contentFile, original.replace(literal, `headline: '${EDITED_HEADLINE}'`));
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, EXPORT_DIR: 'out-edited' } });
  } finally {
    restore();
  }
}
