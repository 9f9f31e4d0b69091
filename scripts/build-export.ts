/**
 * `npm run build` (after the content check): exports the site whole or not at all.
 *
 * Why: the post-export steps rewrite every page in place (scripts deferred, each page's own policy, .br/.gz copies).
 * Run straight on out/, a build that failed or was stopped half-way left pages without their policy or copies,
 * and a stale `file.gz` beside a newer `file` that nginx's gzip_static would still send.
 *
 * How: `next build` and every post-export step write into a fresh `<export>.building/` beside the export; only when
 * all of them succeeded, and every compressed copy is the copy of its file as it now is, does it take the place of
 * out/ (or EXPORT_DIR) by renaming. A failed or interrupted build leaves the previous export as it was.
 *
 *   EXPORT_DIR   where the finished export goes (default out/); Next requires it inside the project
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { staleCopies } from './precompress';

/** A command run in the project with EXPORT_DIR pointing at the export being made. */
export type Step = readonly [command: string, ...args: string[]];

const bin = (name: string) => path.join('node_modules', '.bin', name);

/** Next's export, then the post-export steps in their order (each one's header says why it runs where it does). */
export const BUILD_STEPS: Step[] = [
  [bin('next'), 'build'],
  [bin('tsx'), 'scripts/language-pages.ts'],
  [bin('tsx'), 'scripts/draw-pictures.tsx'],
  [bin('tsx'), 'scripts/replace-next-runtime.ts'],
  [bin('tsx'), 'scripts/defer-scripts.ts'],
  [bin('tsx'), 'scripts/page-csp.ts'],
  // After the pages' own steps, which are for visitors' pages only; before the copies, so the editor gets them too.
  [bin('tsx'), 'scripts/build-admin.ts'],
  [bin('tsx'), 'scripts/precompress.ts'],
];

export class BuildError extends Error {}

/**
 * Runs `steps` into `<exportDir>.building/`, checks the result, then puts it in place of `exportDir`. Throws with
 * a plain message, leaving `exportDir` untouched, when a step fails or the export is not whole.
 */
export function buildExport(exportDir: string, steps: readonly Step[] = BUILD_STEPS, root = process.cwd()): void {
  const finalDir = path.resolve(root, exportDir);
  const building = `${finalDir}.building`;
  const previous = `${finalDir}.previous`;
  // A build stopped between the two renames below left the last export as .previous and none in its place.
  if (!existsSync(finalDir) && existsSync(previous)) renameSync(previous, finalDir);
  rmSync(previous, { recursive: true, force: true });
  // What an interrupted build left behind is never reused.
  rmSync(building, { recursive: true, force: true });
  const env = { ...process.env, EXPORT_DIR: path.relative(root, building) };
  for (const [command, ...args] of steps) {
    const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
    if (run.status !== 0) {
      rmSync(building, { recursive: true, force: true });
      const how = run.error?.message ?? (run.signal ? `was stopped by ${run.signal}` : `exited with ${run.status}`);
      throw new BuildError(
        `The build step "${[command, ...args].join(' ')}" ${how}. ${path.relative(root, finalDir)}/ is left as the last ` +
          'complete build made it: fix what the step reported above, then build again.',
      );
    }
  }
  const stale = existsSync(building) ? staleCopies(building) : ['(no export at all)'];
  if (stale.length > 0) {
    rmSync(building, { recursive: true, force: true });
    throw new BuildError(
      `The export is not whole: ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', ...' : ''} ` +
        `${stale.length === 1 ? 'is' : 'are'} missing or older than the file beside it. ` +
        `${path.relative(root, finalDir)}/ is left as the last complete build made it.`,
    );
  }
  if (existsSync(finalDir)) renameSync(finalDir, previous);
  renameSync(building, finalDir);
  rmSync(previous, { recursive: true, force: true });
}

if (require.main === module) {
  const exportDir = process.env.EXPORT_DIR || 'out';
  try {
    buildExport(exportDir);
    console.log(`Export complete: ${exportDir}/ replaced whole.`);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
