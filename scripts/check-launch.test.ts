/** @jest-environment node */
/**
 * `npm run check:launch` as the Publish workflow runs it, on a copy of the project (so no real file is edited): on
 * today's content, which the company has confirmed none of, it fails and lists every sample at its file and line;
 * once someone has confirmed the facts the site needs, written in the files as an editor writes them, it passes and
 * lists what the published site leaves out.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentModules } from '../lib/content/modules';
import { fieldFacts } from '../lib/content/samples';
import { translationModuleList } from '../lib/content/translation-files';

const root = process.cwd();
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'check-launch-'));
  for (const entry of ['content', 'lib', 'app', 'public', 'scripts', 'package.json', 'tsconfig.json'])
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const checkLaunch = () => {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/check-launch.ts'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', GITHUB_ACTIONS: '' },
  });
  const lines = (mark: string) => run.stderr.split('\n').filter((line) => line.startsWith(`  ${mark} `));
  // A translation's own lines are no facts: they say why its pages are left out (lib/content/translation).
  const inTranslations = (line: string) => line.includes(' content/ta/');
  return {
    code: run.status,
    stdout: run.stdout,
    required: lines('✗'),
    optional: lines('⚠').filter((line) => !inTranslations(line)),
    translation: lines('⚠').filter(inTranslations),
  };
};

const required = Object.entries(fieldFacts).flatMap(([file, facts]) =>
  Object.entries(facts)
    .filter(([, fact]) => fact.required)
    .map(([name]) => ({ file: contentModules[file as keyof typeof fieldFacts].file, name })),
);

test('fails on today content, listing every fact the site needs at its file and line', () => {
  const { code, required: listed } = checkLaunch();
  expect(code).toBe(1);
  expect(listed).toEqual(
    required.map(({ file, name }) =>
      expect.stringMatching(new RegExp(`^  ✗ ${file}:\\d+:\\d+: .* under "confirmed", "${name}" in this file`)),
    ),
  );
});

test('passes once the facts the site needs are confirmed, and lists the optional samples left out', () => {
  for (const file of new Set(required.map(({ file }) => file)))
    appendFileSync(
      path.join(copy, file),
      `confirmed:\n${required
        .filter((fact) => fact.file === file)
        .map(({ name }) => `  ${name}:\n    by: Priya R., Director\n    on: 2026-11-01\n`)
        .join('')}`,
    );
  const { code, stdout, required: listed, optional } = checkLaunch();
  expect(listed).toEqual([]);
  expect(code).toBe(0);
  expect(stdout).toContain(`Ready to launch: every fact the site needs is confirmed; ${optional.length} optional`);
  for (const study of contentModules.proof.data.caseStudies.studies)
    expect(optional).toContainEqual(expect.stringContaining(`case study "${study.title}" is a sample`));
});

test('lists every translation file not reviewed yet, whose pages the published site leaves out, and fails nothing for it', () => {
  const { code, stdout, translation } = checkLaunch();
  expect(code).toBe(0);
  expect(stdout).toContain('Ready to launch');
  for (const { file } of Object.values(translationModuleList('ta')))
    expect(translation).toContainEqual(
      expect.stringMatching(new RegExp(`^  ⚠ ${file}:\\d+:\\d+: .*has not been reviewed`)),
    );
});
