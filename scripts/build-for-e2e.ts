/**
 * The builds of `npm run test:e2e`: the three exports the end-to-end tests serve, each made by the same
 * `npm run build` as by hand: out/ (`npm run build`), out-base-path/ (`npm run build:base-path`) and out-edited/
 * (`npm run build:edited`), the first two at the same time.
 *
 * Why: one after the other they were about a minute and a half of the suite. Next keeps its build files in .next/
 * whatever the export folder, so two builds cannot run in one folder: the base-path build runs in a copy of the
 * working tree (its files as they are now, the packages hard-linked, and git's history read from this repository,
 * so the sitemap's dates are the same), and its finished export takes the place of out-base-path/ by renaming, whole
 * or not at all. The edited build changes content/ while it runs (e2e/build-edited.ts), so it comes after the others.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const BASE_PATH_EXPORT = 'out-base-path';

/** Runs an npm script in `cwd`, each line of its output marked with the export it makes; resolves with its exit code. */
function npmRun(script: string, cwd: string, label: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const run = spawn('npm', ['run', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [run.stdout, process.stdout],
      [run.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) to.write(`[${label}] ${line}\n`);
      });
      from.on('end', () => partial && to.write(`[${label}] ${partial}\n`));
    }
    run.on('close', (code) => resolve(code ?? 1));
  });
}

/** A copy of the working tree as it is now (committed or not, ignored files left out), its packages hard-linked. */
function copyOfWorkingTree(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'anvaya-build-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  return copy;
}

async function main() {
  const copy = copyOfWorkingTree();
  try {
    const gitDir = execFileSync('git', ['rev-parse', '--absolute-git-dir'], { cwd: root, encoding: 'utf8' }).trim();
    const [site, basePath] = await Promise.all([
      npmRun('build', root, 'out'),
      npmRun('build:base-path', copy, BASE_PATH_EXPORT, { ...process.env, GIT_DIR: gitDir, GIT_WORK_TREE: copy }),
    ]);
    if (site !== 0 || basePath !== 0) throw new Error(`npm run ${site !== 0 ? 'build' : 'build:base-path'} failed`);
    // Beside its place first, so the rename below is on one file system and out-base-path/ is never half there.
    const arriving = path.join(root, `${BASE_PATH_EXPORT}.building`);
    rmSync(arriving, { recursive: true, force: true });
    cpSync(path.join(copy, BASE_PATH_EXPORT), arriving, { recursive: true, verbatimSymlinks: true });
    rmSync(path.join(root, BASE_PATH_EXPORT), { recursive: true, force: true });
    renameSync(arriving, path.join(root, BASE_PATH_EXPORT));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if ((await npmRun('build:edited', root, 'out-edited')) !== 0) throw new Error('npm run build:edited failed');
}

main().catch((error: Error) => {
  console.error(`\n${error.message}: the end-to-end tests need all three exports.\n`);
  process.exit(1);
});
