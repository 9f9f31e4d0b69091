// Mutation testing (`npm run test:mutation`): too slow for CI, run by hand to see which behaviour the unit
// tests do not pin. No TypeScript checker: it needs TypeScript's JS API, which TypeScript 7 does not ship,
// so mutants that do not type-check are run (and usually killed) rather than skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The islands: every 'use client' component, found by its directive so a new island is mutated too.
const islands = readdirSync('components', { recursive: true })
  .map((file) => join('components', file))
  .filter((file) => /(?<!\.test)\.tsx$/.test(file))
  .filter((file) => /^'use client';/.test(readFileSync(file, 'utf8')));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.mjs',
    enableFindRelatedTests: true,
    // A mutant run loads jsdom and the content on a shared, busy machine: jest's 5 s default fails sound tests.
    // jest.config.mjs's own ignores, plus scripts/check-content.test.ts: it runs the check in a child process,
    // where no mutant is active, so it could kill none and would add 7 s to every mutant.
    config: {
      testTimeout: 30000,
      testPathIgnorePatterns: [
        '<rootDir>/e2e/',
        '<rootDir>/out/',
        '<rootDir>/.next/',
        '/scripts/check-content\\.test\\.ts$',
      ],
    },
  },
  // Per-test coverage needs Stryker's own test environment, which a file's `@jest-environment node` docblock
  // replaces; so every mutant runs the test files related to its source file instead.
  coverageAnalysis: 'off',
  // Test helpers (`*-for-tests.ts`) are not the product: a mutant there says nothing about what the tests pin.
  mutate: ['lib/**/*.ts', '!lib/**/*.test.ts', '!lib/**/*-for-tests.ts', ...islands],
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
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // A rerun tests only the mutants whose code or tests changed since the last run's report.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Stryker rewrites the named tsconfig's extends/references with TypeScript's JS API, which TypeScript 7
  // lacks; ours has neither, so point it at no file and the tsconfig is copied to the sandbox unchanged.
  tsconfigFile: '',
};
