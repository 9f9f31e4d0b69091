/** @jest-environment node */
// The content folder's make-up, tried on a copy of the shipped content/ as an editor would change it.
import { cpSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentFolderProblems } from './files';
import { contentModuleList, entryOfData } from './module-list';
import { contentModules } from './modules';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-folder-'));
  cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const inCopy = (file: string) => path.join(root, file);

const problems = () =>
  contentFolderProblems(root).map(({ file, line, column, message }) => `${file}:${line}:${column}: ${message}`);

test('the shipped content folder is as the site expects it', () => {
  expect(problems()).toEqual([]);
});

test("each content file's data is recognised as its own by its fields, and nothing else is", () => {
  for (const module of Object.values(contentModules)) expect(entryOfData(module.data)?.file).toBe(module.file);
  expect(entryOfData({ idea: 'Questions buyers ask', answer: 'On a page of their own' })).toBeUndefined();
  expect(entryOfData(null)).toBeUndefined();
});

test('a copy of a content file left beside it is named, with the file to edit instead', () => {
  cpSync(inCopy('content/jobs.yaml'), inCopy('content/jobs copy.yaml'));
  expect(problems()).toEqual([
    'content/jobs copy.yaml:1:1: is a copy of content/jobs.yaml, and the site never reads it: what is written here does not reach the site. Delete it, and make your changes in content/jobs.yaml.',
  ]);
});

test('a renamed file is reported once, where it is missing, with the name to give back', () => {
  renameSync(inCopy('content/jobs.yaml'), inCopy('content/job.yml'));
  expect(problems()).toEqual([
    'content/jobs.yaml:1:1: is missing: the site reads its jobs from this file only. content/job.yml holds them: rename it back to jobs.yaml.',
  ]);
});

test('a deleted file is missing; a YAML file the site does not read is named; a note is left alone', () => {
  unlinkSync(inCopy('content/chrome.yaml'));
  writeFileSync(inCopy('content/page-ideas.yaml'), 'idea: Questions buyers ask, on a page of their own\n');
  writeFileSync(inCopy('content/ideas.md'), '# Ideas for the next page\n');
  const files = Object.values(contentModuleList).map((entry) => path.basename(entry.file));
  expect(problems()).toEqual([
    'content/chrome.yaml:1:1: is missing: the site reads its chrome from this file only. Put it back (see "Undo a change" in CONTENT.md).',
    `content/page-ideas.yaml:1:1: is not a file the site reads: what is written here does not reach the site. Delete it, or if it is one of the site's files renamed, give it back its name (the files are ${files.join(', ')}).`,
  ]);
});

test('a code file dropped in the folder is refused, however it is named, so nothing there can run', () => {
  writeFileSync(inCopy('content/jobs.ts'), "import '../public/images/x.js';\nexport const jobs = {};\n");
  writeFileSync(inCopy('content/extra.mjs'), 'globalThis.ran = true;\n');
  const refusal =
    ":1:1: is not a content file: this folder holds only the site's YAML files (and notes ending in .md or .txt), so that nothing in it can run as code. Delete it, or move it out of content/.";
  expect(problems()).toEqual([`content/extra.mjs${refusal}`, `content/jobs.ts${refusal}`]);
});

test('a name ending in .md or .yaml only part-way is judged by its real ending: a backup or a code file', () => {
  cpSync(inCopy('content/jobs.yaml'), inCopy('content/jobs.yaml.bak'));
  writeFileSync(inCopy('content/ideas.md.js'), 'globalThis.ran = true;\n');
  const refusal =
    ":1:1: is not a content file: this folder holds only the site's YAML files (and notes ending in .md or .txt), so that nothing in it can run as code. Delete it, or move it out of content/.";
  expect(problems()).toEqual([`content/ideas.md.js${refusal}`, `content/jobs.yaml.bak${refusal}`]);
});

test('a .yml file the site does not read is named as YAML; hidden files (.gitkeep, .DS_Store) are left alone', () => {
  writeFileSync(inCopy('content/.gitkeep'), '');
  writeFileSync(inCopy('content/.DS_Store'), 'x');
  writeFileSync(inCopy('content/faq.yml'), 'idea: Questions buyers ask\n');
  const files = Object.values(contentModuleList).map((entry) => path.basename(entry.file));
  expect(problems()).toEqual([
    `content/faq.yml:1:1: is not a file the site reads: what is written here does not reach the site. Delete it, or if it is one of the site's files renamed, give it back its name (the files are ${files.join(', ')}).`,
  ]);
});

test('strays are named in the order of their names, whatever order they were made in', () => {
  for (const name of ['zeta.js', 'alpha.js', 'mid.js', 'beta.js']) writeFileSync(inCopy(`content/${name}`), '');
  expect(problems().map((problem) => problem.split(':')[0])).toEqual([
    'content/alpha.js',
    'content/beta.js',
    'content/mid.js',
    'content/zeta.js',
  ]);
});

test('with no content folder at all, each file is missing and nothing else is named', () => {
  rmSync(inCopy('content'), { recursive: true });
  expect(problems()).toEqual(
    Object.values(contentModuleList).map(
      (entry) =>
        `${entry.file}:1:1: is missing: the site reads its ${entry.contentName} from this file only. Put it back (see "Undo a change" in CONTENT.md).`,
    ),
  );
});
