// Mutation testing (`npm run test:mutation`, which runs scripts/mutation.mjs): too slow for CI, run by hand to see
// which behaviour the unit tests do not pin. No TypeScript checker: it needs TypeScript's JS API, which TypeScript 7
// does not ship, so mutants that do not type-check are run (and usually killed) rather than skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The islands: every 'use client' component, found by its directive so a new island is mutated too.
const islands = readdirSync('components', { recursive: true })
  .map((file) => join('components', file))
  .filter((file) => /(?<!\.test)\.tsx$/.test(file))
  .filter((file) => /^'use client';/.test(readFileSync(file, 'utf8')));

// Test helpers (`*-for-tests.ts`) are not the product: a mutant there says nothing about what the tests pin.
const libFiles = readdirSync('lib', { recursive: true })
  .map((file) => join('lib', file))
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|-for-tests\.ts$/.test(file));

/** Every file mutation testing covers: lib/ and the islands. */
export const mutatedFiles = [...libFiles, ...islands];

const content = (...names) => names.map((name) => `lib/content/${name}`);

/**
 * Each group's files are mutated against that group's own unit tests only. A mutant then counts as killed only
 * when the module's own tests catch it, not when some page test trips over it by chance; and it runs a few
 * test files, not every test that loads the content, so everything takes about half an hour on 2 cores.
 */
export const groups = {
  // Reading YAML (its slips, in the editor's words) and writing the editor's saves back into it.
  yaml: {
    mutate: content('source.ts', 'write.ts', 'schema-defs.ts', 'load.ts', 'files.ts', 'json-schemas.ts'),
    tests: content('source.test.ts', 'write.test.ts', 'load.test.ts', 'files.test.ts', 'json-schemas.test.ts'),
  },
  schema: {
    mutate: content('schema.ts', 'messages.ts'),
    // check-proof.test.ts checks the proof schema's own rules (consent and measured dates, a typed figure's date,
    // an empty list of results) with the exact messages, through checkContent: the schema's tests, not a page's.
    tests: content('schema.test.ts', 'messages.test.ts', 'check-proof.test.ts'),
  },
  content: {
    mutate: content(
      'check.ts',
      'check-proof.ts',
      'facts.ts',
      'published.ts',
      'index.ts',
      'modules.ts',
      'module-list.ts',
      'open-jobs.ts',
      'problem.ts',
      'report.ts',
    ),
    tests: content(
      'check.test.ts',
      'check-proof.test.ts',
      'files.test.ts',
      'facts.test.ts',
      'published.test.ts',
      'index.test.ts',
      'stale-facts.test.tsx',
      'report.test.ts',
      'guide.test.ts',
      'open-jobs.test.ts',
    ),
  },
  // What keeps a fact from going live as a sample, and the registration numbers a buyer checks.
  facts: {
    mutate: content('samples.ts', 'buyer-facts.ts'),
    tests: content('samples.test.ts', 'buyer-facts.test.ts'),
  },
  // What a translation file may hold, the words it puts in place, and what keeps it unpublished.
  translation: {
    mutate: content('translation.ts', 'translation-files.ts', 'languages.ts'),
    tests: [...content('translation.test.ts'), 'scripts/check-launch.test.ts'],
  },
  islands: { mutate: islands, tests: islands.map((file) => file.replace(/\.tsx$/, '.test.tsx')) },
  lib: {
    mutate: libFiles.filter((file) => !file.startsWith('lib/content/')),
    tests: [
      ...readdirSync('lib', { recursive: true })
        .map((file) => join('lib', file))
        .filter((file) => /\.test\.ts$/.test(file) && !file.startsWith('lib/content/')),
      // lib/web-vitals.ts runs inside the reporter island; the breadcrumb trail of lib/routes is shown by this one;
      // lib/data-light.ts names what the inline loader marks and reads.
      'components/layout/WebVitalsReporter.test.tsx',
      'components/seo/Breadcrumbs.test.tsx',
      'scripts/data-light-loader.test.ts',
    ],
  },
};

const groupName = process.env.MUTATION_GROUP;
const group = groups[groupName];
if (!group)
  throw new Error(`Run mutation testing with npm run test:mutation (groups: ${Object.keys(groups).join(', ')}).`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.mjs',
    // Of the group's tests, only those that import the mutated file (an island's own test, say) run for its mutants.
    enableFindRelatedTests: true,
    // A mutant run loads jsdom and the content on a shared, busy machine: jest's 5 s default fails sound tests.
    config: { testTimeout: 30000, testMatch: group.tests.map((file) => `<rootDir>/${file}`) },
  },
  // Per-test coverage needs Stryker's own test environment, which a file's `@jest-environment node` docblock
  // replaces; so every mutant runs its group's tests instead.
  coverageAnalysis: 'off',
  mutate: group.mutate,
  ignorePatterns: [
    'out',
    'out-base-path',
    'out-edited',
    'out-edited.before',
    '.next',
    'test-results',
    'playwright-report',
    'bench-results',
    'reports',
    '.stryker-tmp*',
    // Stryker leaves .git out of its sandbox; lib/last-modified.test.ts reads the history, so copy it (6 MB).
    '!.git',
  ],
  concurrency: 2,
  // In the lib group (Node and jsdom tests together) a reused test runner was seen carrying one mutant into the
  // next runs, which then failed or passed for the wrong mutant: a fresh runner per mutant costs time, not truth.
  maxTestRunnerReuse: groupName === 'lib' ? 1 : 0,
  // Beyond a mutant's normal test time: long enough for a busy machine, short for the loops a mutant makes endless.
  timeoutMS: 8000,
  reporters: ['progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${groupName}.html` },
  jsonReporter: { fileName: `reports/mutation/${groupName}.json` },
  tempDirName: `.stryker-tmp/${groupName}`,
  // A rerun reuses the result of every mutant whose code did not change. Without per-test coverage Stryker cannot
  // tell which results new tests affect: after adding tests, `npm run test:mutation -- --retest-survivors` reruns
  // the survivors (scripts/mutation.mjs).
  incremental: true,
  incrementalFile: `reports/mutation/${groupName}.incremental.json`,
  // Stryker rewrites the named tsconfig's extends/references with TypeScript's JS API, which TypeScript 7
  // lacks; ours has neither, so point it at no file and the tsconfig is copied to the sandbox unchanged.
  tsconfigFile: '',
};
