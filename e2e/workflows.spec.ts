import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { z } from 'zod';
import { expect, test } from './fixtures';
import { repoRoot } from './host-policy';

// GitHub cannot be reached from here, so the publish pipeline is proven in two halves: each workflow file
// against GitHub's published workflow schema (SchemaStore's github-workflow.json, built into
// @action-validator/core), and every command its steps run, run here.

type Permissions = Record<string, 'read' | 'write' | 'none'>;
type Step = {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
};
type Job = { permissions?: Permissions; steps?: Step[] };
type Workflow = { on: Record<string, unknown>; permissions?: Permissions; jobs: Record<string, Job> };

const workflowsDir = path.join(repoRoot, '.github', 'workflows');
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const workflow = (file: string) => parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as Workflow;
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps ?? []);
const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

const run = (command: string, env: Record<string, string> = {}) =>
  execSync(command, { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' });

/**
 * How each command of the workflows runs here. A command that is not in this table fails the test, so a new or
 * renamed step must say how it is proven.
 */
const LOCAL_RUNS: Record<string, (env: Record<string, string>, port: number) => void> = {
  // The first command of .ci/run, which runs this suite: it has just succeeded.
  'npm ci': () => expect(readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8')).toMatch(/\bnpm ci\b/),
  'npm run check:content': () => run('npm run check:content'),
  // Today's content is samples: here the check stops the publish, as it must. scripts/check-launch.test.ts proves
  // it passes once the facts are confirmed, and npm run build:edited runs it so before its Publish build.
  'npm run check:launch': () => {
    expect(() => run('npm run check:launch')).toThrow(/still samples, so the site cannot go live/);
    expect(readFileSync(path.join(repoRoot, 'e2e', 'build-edited.ts'), 'utf8')).toContain("'check:launch'");
  },
  // .ci/run's npm test runs the unit tests before this suite: they have just passed.
  'npm run test:unit': () => expect(packageJson.scripts.test).toMatch(/&& npm run test:unit &&/),
  // npm run test:e2e has just run this very build (scripts/build-for-e2e.ts: into out/, and with BASE_PATH=/site into
  // out-base-path/); running it again would only take another minute.
  'npm run build': (env) => {
    expect(packageJson.scripts['test:e2e']).toMatch(/^tsx scripts\/build-for-e2e\.ts && /);
    const builds = readFileSync(path.join(repoRoot, 'scripts', 'build-for-e2e.ts'), 'utf8');
    for (const script of ['build', 'build:base-path', 'build:edited']) expect(builds).toContain(`npmRun('${script}'`);
    expect(packageJson.scripts['build:base-path']).toBe('BASE_PATH=/site EXPORT_DIR=out-base-path npm run build');
    // The Publish build (PUBLISH=true) is the edited build's: e2e/build-edited.ts, after the launch check.
    if (env.PUBLISH === 'true')
      expect(readFileSync(path.join(repoRoot, 'e2e', 'build-edited.ts'), 'utf8')).toContain("PUBLISH: 'true'");
    const exportDir = env.BASE_PATH === undefined ? 'out' : 'out-base-path';
    expect(existsSync(path.join(repoRoot, exportDir, 'index.html')), exportDir).toBe(true);
  },
  // The download itself cannot run here (no network but npm's); the dry run proves the command and browser name.
  // --with-deps only adds the Debian packages the browser needs, which this machine has.
  'npx playwright install --with-deps chromium': () =>
    expect(run('npx playwright install --dry-run chromium')).toMatch(/chromium/i),
  // On a port and output folder of its own, so it neither meets nor clears this run's.
  'npx playwright test e2e/smoke.spec.ts': (_env, port) => {
    const output = mkdtempSync(path.join(tmpdir(), 'anvaya-smoke-'));
    try {
      const report = run(`npx playwright test e2e/smoke.spec.ts --output ${output}`, { E2E_PORT: String(port) });
      expect(report).toMatch(/\d+ passed/);
      expect(report).not.toMatch(/failed|skipped/);
    } finally {
      rmSync(output, { recursive: true, force: true });
    }
  },
};

test('there are the pull-request check and the publish workflows', () => {
  expect(workflowFiles.sort()).toEqual(['deploy.yml', 'pull-request.yml']);
});

for (const file of workflowFiles) {
  test(`${file} is valid against GitHub's workflow schema`, () => {
    const { errors } = validateWorkflow(readFileSync(path.join(workflowsDir, file), 'utf8'));
    expect(errors).toEqual([]);
  });
}

test('the schema check finds a mistake, e.g. a misspelt runs-on', () => {
  const source = readFileSync(path.join(workflowsDir, 'pull-request.yml'), 'utf8');
  expect(source).toContain('runs-on:');
  const { errors } = validateWorkflow(source.replace('runs-on:', 'run-on:'));
  expect(JSON.stringify(errors)).toContain("Additional property 'run-on' is not allowed");
});

test('a pull request is checked: content, build, smoke test, and the built site kept', () => {
  const pr = workflow('pull-request.yml');
  expect(Object.keys(pr.on)).toEqual(['pull_request']);
  // No branch or path filter: the browser editor's pull requests (from cms/<collection>/<file> branches, changing
  // content/ and public/images/) are checked like any other, again on each save (a push to the branch).
  expect(pr.on.pull_request).toBeNull();
  expect(steps('pull-request.yml').map((step) => step.run ?? step.uses?.replace(/@.*/, ''))).toEqual([
    'actions/checkout',
    'actions/setup-node',
    'npm ci',
    'npm run check:content',
    'npm run test:unit',
    'npm run build',
    'npx playwright install --with-deps chromium',
    'npx playwright test e2e/smoke.spec.ts',
    'actions/upload-artifact',
  ]);
  expect(steps('pull-request.yml').at(-1)?.with?.path).toBe('out/');
});

test('main is built with the Pages base path and deployed with the official Pages actions', () => {
  const deploy = workflow('deploy.yml');
  expect(deploy.on.push).toEqual({ branches: ['main'] });
  const all = steps('deploy.yml');
  // Samples never go live by accident: the launch check runs, and must pass, before the site is built.
  const runs = all.map((step) => step.run);
  expect(runs.indexOf('npm run check:launch')).toBeGreaterThan(-1);
  expect(runs.indexOf('npm run check:launch')).toBeLessThan(runs.indexOf('npm run build'));
  const uses = all.map((step) => step.uses?.replace(/@.*/, '')).filter(Boolean);
  expect(uses).toEqual(
    expect.arrayContaining(['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']),
  );
  const build = all.find((step) => step.run === 'npm run build');
  // configure-pages gives /<repository> for a project page, and nothing for <owner>.github.io or a custom domain.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, which GitHub fills in, not JavaScript.
  const pagesOutput = (name: string) => '${{ steps.pages.outputs.NAME }}'.replace('NAME', name);
  // The origin too (https://<owner>.github.io), so canonical links and the sitemap name where the pages really are.
  // And the repository the browser editor (/admin/) opens its pull requests on.
  expect(build?.env).toEqual({
    PUBLISH: 'true',
    BASE_PATH: pagesOutput('base_path'),
    SITE_URL: pagesOutput('origin'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, which GitHub fills in.
    CMS_REPO: '${{ github.repository }}',
    // The OAuth helper off Netlify, from a repository variable (empty when unset: Netlify's, Decap's default).
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, which GitHub fills in.
    CMS_AUTH_URL: '${{ vars.CMS_AUTH_URL }}',
  });
  expect(all.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('out/');
});

test('every command the workflows run, runs here', () => {
  test.setTimeout(240_000);
  const testInfo = test.info();
  const port = Number(new URL(testInfo.project.use.baseURL!).port) + 15 + testInfo.parallelIndex;
  const commands = workflowFiles.flatMap((file) =>
    steps(file)
      .filter((step) => step.run !== undefined)
      .map((step) => ({ file, command: step.run!.trim(), env: step.env ?? {} })),
  );
  expect(commands.length).toBeGreaterThan(0);
  for (const { file, command, env } of commands) {
    const runHere = LOCAL_RUNS[command];
    expect(runHere, `${file}: "${command}" has no local run in e2e/workflows.spec.ts`).toBeDefined();
    // GitHub fills in ${{ }} expressions; here the base path is the one the base-path build uses.
    runHere(
      Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value.replace(/\$\{\{.*\}\}/, '/site')])),
      port,
    );
  }
  expect(packageJson.scripts['check:content']).toBeDefined();
});

test('netlify.toml builds with the same command into out/ on the same Node', () => {
  const toml = readFileSync(path.join(repoRoot, 'netlify.toml'), 'utf8');
  const setting = (name: string) => new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1];
  expect(setting('command')).toBe('npm run build');
  expect(LOCAL_RUNS[setting('command') ?? '']).toBeDefined();
  expect(setting('publish')).toBe('out');
  const nodeVersions = workflowFiles.flatMap((file) =>
    steps(file)
      .filter((step) => step.uses?.startsWith('actions/setup-node'))
      .map((step) => String(step.with?.['node-version'])),
  );
  // The Active LTS line, everywhere: .ci/run runs the suite on it too, and engines asks for it.
  const ciRun = readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8');
  const ciVersion = /^NODE_VERSION=(\d+)\.\d+\.\d+$/m.exec(ciRun)?.[1];
  expect(new Set([...nodeVersions, setting('NODE_VERSION'), ciVersion])).toEqual(new Set(['26']));
  expect(packageJson.engines.node).toBe('>=26');
});

test('publishing has least privilege: the build cannot publish, no checkout keeps its token', () => {
  for (const file of workflowFiles) expect(workflow(file).permissions, file).toEqual({ contents: 'read' });
  const { build, deploy } = workflow('deploy.yml').jobs;
  // The build runs npm's install scripts: it may read the Pages settings (configure-pages), never publish.
  expect(build.permissions).toEqual({ contents: 'read', pages: 'read' });
  expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  expect(deploy.steps?.every((step) => step.run === undefined && step.uses?.startsWith('actions/deploy-pages@'))).toBe(
    true,
  );
  const checkouts = workflowFiles.flatMap((file) =>
    steps(file).filter((step) => step.uses?.startsWith('actions/checkout@')),
  );
  expect(checkouts).toHaveLength(workflowFiles.length);
  for (const checkout of checkouts) expect(checkout.with?.['persist-credentials']).toBe(false);
  // The sitemap dates each page from git history (lib/last-modified.ts): a shallow copy would date all alike.
  expect(build.steps?.find((step) => step.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0);
});

test('every action is pinned by its full commit SHA, with the version it is beside it', () => {
  for (const file of workflowFiles) {
    const uses = readFileSync(path.join(workflowsDir, file), 'utf8')
      .split('\n')
      .filter((line) => /^\s*(- )?uses:/.test(line));
    expect(uses.length, file).toBeGreaterThan(0);
    for (const line of uses) expect(line, file).toMatch(/uses: actions\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  }
});

// Dependabot's options as GitHub documents them (docs.github.com, "Dependabot options reference"), strict: a
// misspelt or unknown option, which Dependabot would refuse, fails here.
const dependabotSchema = z.strictObject({
  version: z.literal(2),
  updates: z
    .array(
      z.strictObject({
        'package-ecosystem': z.enum(['github-actions', 'npm', 'docker', 'pip', 'bundler', 'cargo', 'gomod', 'maven']),
        directory: z.string().startsWith('/'),
        schedule: z.strictObject({
          interval: z.enum(['daily', 'weekly', 'monthly', 'quarterly', 'semiannually', 'yearly', 'cron']),
          day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']).optional(),
          time: z
            .string()
            .regex(/^\d\d:\d\d$/)
            .optional(),
          timezone: z.string().optional(),
        }),
        groups: z
          .record(
            z.string(),
            z.strictObject({
              patterns: z.array(z.string()).optional(),
              'exclude-patterns': z.array(z.string()).optional(),
              'dependency-type': z.enum(['development', 'production']).optional(),
              'update-types': z.array(z.enum(['major', 'minor', 'patch'])).optional(),
            }),
          )
          .optional(),
        cooldown: z
          .strictObject({
            'default-days': z.number().int().positive(),
            'semver-major-days': z.number().int().positive().optional(),
            'semver-minor-days': z.number().int().positive().optional(),
            'semver-patch-days': z.number().int().positive().optional(),
          })
          .optional(),
        'open-pull-requests-limit': z.number().int().nonnegative().optional(),
        labels: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});

test('Dependabot proposes weekly updates of the pinned actions and the npm packages', () => {
  const config = parse(readFileSync(path.join(repoRoot, '.github', 'dependabot.yml'), 'utf8'));
  const checked = dependabotSchema.safeParse(config);
  expect(checked.error?.issues ?? []).toEqual([]);
  const updates = checked.data?.updates ?? [];
  expect(updates.map((update) => update['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
  for (const update of updates) expect(update.schedule.interval).toBe('weekly');
  // The check finds a mistake, e.g. a misspelt option.
  const misspelt = { ...config, updates: [{ ...config.updates[0], shedule: config.updates[0].schedule }] };
  expect(dependabotSchema.safeParse(misspelt).success).toBe(false);
});
