/**
 * Part of `npm run test:e2e`, after `npm run build`: the content edit a marketing editor makes, built the way the
 * publish pipeline builds it (`npm run check:launch`, then `npm run build` with PUBLISH=true), for
 * e2e/edit-to-live.spec.ts.
 *
 *   1. keeps a copy of every host file as the last deploy left it (out-edited.before/), with out/_headers;
 *   2. changes the home page's headline in content/home.yaml, as an editor would, and lets every job of
 *      content/jobs.yaml close (their validThrough passed), as time does: the case that once stopped the build;
 *      and adds a testimonial and a client's logo to content/proof.yaml (lib/proof-for-tests.ts: plainly examples),
 *      as an editor would once a client consents; and confirms every fact the site needs (lib/content/samples), as
 *      the company does before launch, fills in and confirms the buyer facts (lib/buyer-facts-for-tests.ts), and
 *      confirms the testimonial, the logo and the first case study, its client named with permission (all plainly
 *      examples), leaving the other case studies samples and the company's profiles unconfirmed;
 *   3. runs the launch check and builds into out-edited/ with the same `npm run build`, as the Publish workflow
 *      does (EXPORT_DIR only moves the export), keeping what they printed in out-edited.before/build.log;
 *   4. puts the content files back byte for byte, whatever happened.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exampleBuyerFacts } from '../lib/buyer-facts-for-tests';
import { contentModuleList } from '../lib/content/module-list';
import { contentModules } from '../lib/content/modules';
import { fieldFacts } from '../lib/content/samples';
import { parseContent } from '../lib/content/source';
import { writeContent } from '../lib/content/write';
import { exampleClient, exampleTestimonial } from '../lib/proof-for-tests';
import { HOST_FILES, repoRoot } from './host-policy';

const { home, jobs, proof } = {
  home: contentModules.home.data,
  jobs: contentModules.jobs.data,
  proof: contentModules.proof.data,
};

/** Who confirmed the facts before the edited build, and when: a day long past, so it never is a day to come. */
const confirmation = { by: 'Example Director', on: '2026-11-01' };

export const EDITED_DIR = path.join(repoRoot, 'out-edited');
export const BEFORE_DIR = path.join(repoRoot, 'out-edited.before');
export const EDITED_HEADLINE = `${home.hero.headline} Today`;
/** out/_headers as the previous build published it. */
export const PUBLISHED_HEADERS = 'out/_headers';
/** Dates long past: a job posted and closed years ago. */
const CLOSED_DATES = { datePosted: '2020-01-01', validThrough: '2020-01-02' };
/** The jobs the edited build finds closed: all of them. */
export const CLOSED_JOBS = jobs.jobs.map((job) => ({ ...job, ...CLOSED_DATES }));
/** What `npm run build` printed for the edited export. */
export const BUILD_LOG = path.join(BEFORE_DIR, 'build.log');

/** Every fact of the file that the site needs, confirmed; in content/site.yaml the buyer facts filled in too. */
const requiredConfirmed = (file: keyof typeof fieldFacts) => ({
  confirmed: Object.fromEntries(
    Object.entries(fieldFacts[file])
      .filter(([name, fact]) => fact.required || (file === 'site' && name !== 'profiles'))
      .map(([name]) => [name, confirmation]),
  ),
});

/**
 * The first case study, as it reads once its client agreed to be named and to take a reference call, and the
 * company confirmed it: plainly an example client, never shipped.
 */
export const NAMED_STUDY = {
  ...proof.caseStudies.studies[0],
  client: 'Example Exporters Private Limited',
  clientPermission: { by: 'Example Person, Managing Director', on: '2026-10-15' },
  referenceCall: true,
  confirmed: confirmation,
};

/** The case studies the edited build leaves out: still samples, as in the repository. */
export const SAMPLE_STUDIES = proof.caseStudies.studies.slice(1);

/** The edits, each written into its file as the browser editor writes a save (lib/content/write). */
const edits = {
  home: { ...home, hero: { ...home.hero, headline: EDITED_HEADLINE } },
  jobs: { ...jobs, jobs: CLOSED_JOBS, ...requiredConfirmed('jobs') },
  proof: {
    ...proof,
    caseStudies: { ...proof.caseStudies, studies: [NAMED_STUDY, ...SAMPLE_STUDIES] },
    testimonials: { ...proof.testimonials, testimonials: [{ ...exampleTestimonial, confirmed: confirmation }] },
    logos: { ...proof.logos, clients: [{ ...exampleClient, confirmed: confirmation }] },
  },
  site: { ...contentModules.site.data, ...exampleBuyerFacts, ...requiredConfirmed('site') },
  ...Object.fromEntries(
    (['about', 'services', 'products', 'privacy'] as const).map((file) => [
      file,
      { ...contentModules[file].data, ...requiredConfirmed(file) },
    ]),
  ),
};

if (require.main === module) {
  rmSync(BEFORE_DIR, { recursive: true, force: true });
  for (const file of [...HOST_FILES, PUBLISHED_HEADERS]) {
    mkdirSync(path.dirname(path.join(BEFORE_DIR, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(BEFORE_DIR, file));
  }

  const files = Object.keys(edits).map((name) =>
    path.join(repoRoot, contentModuleList[name as keyof typeof edits].file),
  );
  const originals = files.map((file) => readFileSync(file, 'utf8'));
  const restore = () => {
    for (const [i, file] of files.entries()) writeFileSync(file, originals[i]);
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
    for (const [i, [name, value]] of Object.entries(edits).entries()) {
      const { schema } = contentModuleList[name as keyof typeof edits];
      writeFileSync(files[i], writeContent(parseContent(originals[i]).document, value, schema));
    }
    // As the Publish workflow runs them (.github/workflows/deploy.yml): the launch check, then the build.
    const launch = spawnSync('npm', ['run', 'check:launch'], { encoding: 'utf8' });
    const build =
      launch.status === 0
        ? spawnSync('npm', ['run', 'build'], {
            encoding: 'utf8',
            env: { ...process.env, EXPORT_DIR: 'out-edited', PUBLISH: 'true' },
          })
        : launch;
    const printed = `${launch.stdout}${launch.stderr}${build === launch ? '' : `${build.stdout}${build.stderr}`}`;
    process.stdout.write(printed);
    writeFileSync(BUILD_LOG, printed);
    if (build.status !== 0) throw new Error(`the launch check or build of the edited content failed`);
  } finally {
    restore();
  }
}
