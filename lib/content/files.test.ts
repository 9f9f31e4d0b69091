/** @jest-environment node */
// The content folder's make-up, tried on a copy of the shipped content/ as an editor would change it.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentFiles, contentFolderProblems } from './files';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-folder-'));
  cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const inCopy = (file: string) => path.join(root, file);

function edit(file: string, from: string, to: string) {
  const text = readFileSync(inCopy(file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(inCopy(file), text.replace(from, to));
}

const problems = () =>
  contentFolderProblems(root).map(({ file, line, column, message }) => `${file}:${line}:${column}: ${message}`);

test('the shipped content folder is as the site expects it', () => {
  expect(problems()).toEqual([]);
});

test('a copy of a content file left beside it is named, with the file to edit instead', () => {
  cpSync(inCopy('content/jobs.ts'), inCopy('content/jobs copy.ts'));
  expect(problems()).toEqual([
    'content/jobs copy.ts:1:1: is a copy of content/jobs.ts, and the site never reads it: what is written here does not reach the site. Delete it, and make your changes in content/jobs.ts.',
  ]);
});

test('a renamed file is reported once, where it is missing, with the name to give back', () => {
  renameSync(inCopy('content/jobs.ts'), inCopy('content/job.ts'));
  expect(problems()).toEqual([
    'content/jobs.ts:1:1: is missing: the site reads its jobs from this file only. content/job.ts holds them: rename it back to jobs.ts.',
  ]);
});

test('a deleted file is missing; any other code file in the folder is not one the site reads, a note is left alone', () => {
  // A file and export no content file has, so that a new content file (content/faq.ts, say) never makes it one.
  const stray = 'content/scratch.ts';
  expect(Object.keys(contentFiles)).not.toContain(stray);
  expect(Object.values(contentFiles).flat()).not.toContain('scratch');
  unlinkSync(inCopy('content/chrome.ts'));
  writeFileSync(inCopy(stray), "export const scratch = { idea: 'Questions buyers ask, on a page of their own' };\n");
  writeFileSync(inCopy('content/notes.txt'), 'To do: new photos');
  expect(problems()).toEqual([
    'content/chrome.ts:1:1: is missing: the site reads its chrome from this file only. Put it back (see "Undo a change" in CONTENT.md).',
    `${stray}:1:1: is not a file the site reads: what is written here does not reach the site. Delete it, or if it is one of the site's files renamed, give it back its name (the files are ${Object.keys(
      contentFiles,
    )
      .map((file) => file.replace('content/', ''))
      .join(', ')}).`,
  ]);
});

test('a renamed export names the line and the name to change back', () => {
  edit('content/jobs.ts', 'export const jobs = {', 'export const job = {');
  const line = readFileSync(inCopy('content/jobs.ts'), 'utf8').split('\n').indexOf('export const job = {') + 1;
  expect(problems()).toEqual([
    `content/jobs.ts:${line}:14: says export const job, but the site looks for this content under the name jobs. Change job back to jobs.`,
  ]);
});

test('a deleted or changed first line is given back in full', () => {
  edit('content/site.ts', "import type { BehaviourContent, SiteContent } from '../lib/content/schema';\n", '');
  edit('content/jobs.ts', 'import type { JobsContent }', 'import type { JobContent }');
  expect(problems()).toEqual([
    "content/site.ts:1:1: needs this first line, which tells the site what the file holds, but it is missing or changed: import type { BehaviourContent, SiteContent } from '../lib/content/schema'; Write it back exactly like that, as the first line.",
    "content/jobs.ts:1:1: needs this first line, which tells the site what the file holds, but it is missing or changed: import type { JobsContent } from '../lib/content/schema'; Write it back exactly like that, as the first line.",
  ]);
});

test('a field written twice, which TypeScript would load with the last one, is reported', () => {
  edit('content/contact.ts', "callLabel: 'Call us',", "callLabel: 'Call us',\n  callLabel: 'Ring us',");
  const line = readFileSync(inCopy('content/contact.ts'), 'utf8').split('\n').indexOf("  callLabel: 'Ring us',") + 1;
  expect(problems()).toEqual([
    `content/contact.ts:${line}:3: The field callLabel is written twice in this group, here and on line ${line - 1}, and the site would show only the last one. Delete the one you do not want.`,
  ]);
});

test('a misspelt type after satisfies is named with the one to write', () => {
  edit('content/jobs.ts', '} satisfies JobsContent;', '} satisfies JobContent;');
  const line = readFileSync(inCopy('content/jobs.ts'), 'utf8').split('\n').indexOf('} satisfies JobContent;') + 1;
  expect(problems()).toEqual([
    `content/jobs.ts:${line}:3: says satisfies JobContent, but the content of this file is checked as JobsContent. Write satisfies JobsContent there.`,
  ]);
});
