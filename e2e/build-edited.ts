/**
 * Part of `npm run test:e2e`, after `npm run build`: the content edit a marketing editor makes, built the way the
 * publish pipeline builds it, for e2e/edit-to-live.spec.ts.
 *
 *   1. keeps a copy of every host file as the last deploy left it (out-edited.before/), with out/_headers;
 *   2. changes the home page's headline in content/home.ts, as an editor would, and lets every job of
 *      content/jobs.ts close (their validThrough passed), as time does: the case that once stopped the build;
 *      and adds a testimonial and a client's logo to content/proof.ts (lib/proof-for-tests.ts: plainly examples),
 *      as an editor would once a client consents;
 *   3. builds into out-edited/ with the same `npm run build` (EXPORT_DIR only moves the export), keeping what
 *      the build printed in out-edited.before/build.log;
 *   4. puts the content files back byte for byte, whatever happened.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentModules } from '../lib/content/modules';
import { exampleClient, exampleTestimonial } from '../lib/proof-for-tests';
import { HOST_FILES, repoRoot } from './host-policy';

// The files as written (read as data, never run): the edit finds its words in the file's text.
const { home, jobs } = contentModules;

export const EDITED_DIR = path.join(repoRoot, 'out-edited');
export const BEFORE_DIR = path.join(repoRoot, 'out-edited.before');
export const EDITED_HEADLINE = `${home.data.hero.headline} Today`;
/** out/_headers as the previous build published it. */
export const PUBLISHED_HEADERS = 'out/_headers';
/** Dates long past: a job posted and closed years ago. */
const CLOSED_DATES = { datePosted: '2020-01-01', validThrough: '2020-01-02' };
/** The jobs the edited build finds closed: all of them. */
export const CLOSED_JOBS = jobs.data.jobs.map((job) => ({ ...job, ...CLOSED_DATES }));
/** What `npm run build` printed for the edited export. */
export const BUILD_LOG = path.join(BEFORE_DIR, 'build.log');

/** The file's text with every job's dates those of the closed jobs (every job writes both, once each). */
function withEveryJobClosed(source: string): string {
  const { datePosted, validThrough } = CLOSED_DATES;
  const dates = source.match(/(datePosted|validThrough): '[\d-]+'/g) ?? [];
  if (dates.length !== 2 * CLOSED_JOBS.length)
    throw new Error(
      `content/jobs.ts has ${dates.length} dates to change, not two for each of its ${CLOSED_JOBS.length} jobs`,
    );
  return source
    .replace(/datePosted: '[\d-]+'/g, `datePosted: '${datePosted}'`)
    .replace(/validThrough: '[\d-]+'/g, `validThrough: '${validThrough}'`);
}

/** The file's text with one testimonial and one client logo in its empty lists (JSON is TypeScript too). */
function withExampleProof(source: string): string {
  const lists = { testimonials: exampleTestimonial, clients: exampleClient };
  return Object.entries(lists).reduce((text, [list, item]) => {
    const empty = `${list}: [],`;
    if (!text.includes(empty)) throw new Error(`content/proof.ts has no empty ${list} list to fill`);
    return text.replace(empty, `${list}: [${JSON.stringify(item)}],`);
  }, source);
}

if (require.main === module) {
  const contentFile = path.join(repoRoot, 'content', 'home.ts');
  rmSync(BEFORE_DIR, { recursive: true, force: true });
  for (const file of [...HOST_FILES, PUBLISHED_HEADERS]) {
    mkdirSync(path.dirname(path.join(BEFORE_DIR, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(BEFORE_DIR, file));
  }

  const jobsFile = path.join(repoRoot, 'content', 'jobs.ts');
  const original = readFileSync(contentFile, 'utf8');
  const originalJobs = readFileSync(jobsFile, 'utf8');
  const proofFile = path.join(repoRoot, 'content', 'proof.ts');
  const originalProof = readFileSync(proofFile, 'utf8');
  const literal = `headline: '${home.data.hero.headline}'`;
  if (!original.includes(literal)) throw new Error(`content/home.ts has no ${literal} to edit`);
  const restore = () => {
    writeFileSync(contentFile, original);
    writeFileSync(jobsFile, originalJobs);
    writeFileSync(proofFile, originalProof);
  };
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
    writeFileSync(jobsFile, withEveryJobClosed(originalJobs));
    writeFileSync(proofFile, withExampleProof(originalProof));
    const build = spawnSync('npm', ['run', 'build'], {
      encoding: 'utf8',
      env: { ...process.env, EXPORT_DIR: 'out-edited' },
    });
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
    writeFileSync(BUILD_LOG, `${build.stdout}${build.stderr}`);
    if (build.status !== 0) throw new Error(`npm run build of the edited content failed (exit ${build.status})`);
  } finally {
    restore();
  }
}
