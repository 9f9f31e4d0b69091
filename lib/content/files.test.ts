/** @jest-environment node */
// The content folder's make-up, tried on a copy of the shipped content/ as an editor would change it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
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

describe('a content folder of small made-up files', () => {
  // The types each file satisfies, as the check names them: `jobs` is a JobsContent.
  const typeOf = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}Content`;
  const firstLine = (names: readonly string[]) =>
    `import type { ${names.map(typeOf).sort().join(', ')} } from '../lib/content/schema';`;
  const fileOf = (names: readonly string[], head = firstLine(names)) =>
    `${head}\n\n${names.map((name) => `export const ${name} = {\n  heading: 'Made up',\n} satisfies ${typeOf(name)};\n`).join('\n')}`;
  // The file whose content is exported under more than one name (content/site.ts has site and behaviour).
  const [twoNamed, twoNames] = Object.entries(contentFiles).find(([, names]) => names.length > 1) ?? [];
  const [oneNamed, [oneName]] = Object.entries(contentFiles).find(([, names]) => names.length === 1) ?? ['', []];

  let made: string;
  const put = (file: string, text: string) => writeFileSync(path.join(made, file), text);
  const found = () => contentFolderProblems(made);
  beforeEach(() => {
    made = mkdtempSync(path.join(tmpdir(), 'content-made-'));
    mkdirSync(path.join(made, 'content'));
    for (const [file, names] of Object.entries(contentFiles)) put(file, fileOf(names));
  });
  afterEach(() => rmSync(made, { recursive: true, force: true }));

  test('every file in its place, each exporting its content under its type, is as the site expects it', () => {
    expect(twoNames).toBeDefined();
    expect(found()).toEqual([]);
  });

  test('without a content folder, every file is missing and asked back', () => {
    rmSync(path.join(made, 'content'), { recursive: true });
    const missing = found();
    expect(missing.map((problem) => problem.file)).toEqual(Object.keys(contentFiles));
    for (const { message } of missing) expect(message).toMatch(/^is missing: .*Put it back/);
  });

  test('a hidden file, a note, a data file or a sub-folder is not taken for a content file', () => {
    put('content/.DS_Store', 'Bud1');
    // The copy a Mac leaves on a shared drive, hidden, but named like a code file.
    put(`content/._${path.basename(oneNamed)}`, '\u0000\u0005\u0016\u0007Mac OS X');
    put('content/README.md', '# Content\nEdit the files here.');
    put('content/opening-hours.json', '{ "days": "Mon to Sat" }');
    put(`content/${path.basename(oneNamed)}.bak`, fileOf([oneName]));
    mkdirSync(path.join(made, 'content', 'drafts'));
    put('content/drafts/jobs.ts', fileOf(['jobs']));
    expect(found()).toEqual([]);
  });

  test.each(['scratch.mjs', 'scratch.cjs', 'scratch.mts', 'scratch.tsx'])('a stray %s is named', (name) => {
    put(`content/${name}`, "export const scratch = { idea: 'A page of questions' };\n");
    expect(found()).toEqual([
      expect.objectContaining({
        file: `content/${name}`,
        message: expect.stringMatching(/^is not a file the site reads/),
      }),
    ]);
  });

  test('a file holding one of two exports beside the real one is a copy of it', () => {
    put('content/old.ts', fileOf([twoNames?.[0] ?? '']));
    const [problem] = found();
    expect(problem.file).toBe('content/old.ts');
    expect(problem.message).toContain(`is a copy of ${twoNamed}`);
    expect(problem.message).toContain(`make your changes in ${twoNamed}`);
  });

  test('a missing file with two exports names both, whether it was renamed or deleted', () => {
    const [first, second] = twoNames ?? [];
    const file = twoNamed ?? '';
    renameSync(path.join(made, file), path.join(made, 'content/company.ts'));
    expect(found()).toEqual([
      expect.objectContaining({
        file,
        message: expect.stringContaining(
          `its ${first} and ${second} from this file only. content/company.ts holds them`,
        ),
      }),
    ]);
    unlinkSync(path.join(made, 'content/company.ts'));
    const [problem] = found();
    expect(problem.message).toContain(`its ${first} and ${second} from this file only. Put it back`);
  });

  test('a file renamed whose second export was deleted is still the one to rename back', () => {
    const file = twoNamed ?? '';
    unlinkSync(path.join(made, file));
    put('content/company.ts', fileOf([twoNames?.[0] ?? '']));
    expect(found()).toEqual([
      expect.objectContaining({ file, message: expect.stringContaining(`rename it back to ${path.basename(file)}`) }),
    ]);
  });

  test('a file with no export is told the line to start it with', () => {
    put(oneNamed, fileOf([oneName]).replace(`export const ${oneName}`, `const ${oneName}`));
    const [problem, ...more] = found();
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: oneNamed, line: 1 });
    expect(problem.message).toContain(`does not export "${oneName}"`);
    expect(problem.message).toContain(`Start it with: export const ${oneName} = {`);
  });

  test('an export renamed below the old line commented out is still named', () => {
    put(
      oneNamed,
      fileOf([oneName]).replace(`export const ${oneName}`, `// export const ${oneName} = {\nexport const draft`),
    );
    const [problem, ...more] = found();
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: oneNamed, line: 4, column: 14 });
    expect(problem.message).toContain(`Change draft back to ${oneName}`);
  });

  test('a wrong type after satisfies, however spaced, names the type or types to write', () => {
    put(oneNamed, fileOf([oneName]).replace(`satisfies ${typeOf(oneName)}`, 'satisfies  PageContent'));
    const [single] = found();
    expect(single.message).toContain('says satisfies PageContent');
    expect(single.message).toMatch(new RegExp(`Write satisfies ${typeOf(oneName)} there\\.$`));

    const names = twoNames ?? [];
    put(oneNamed, fileOf([oneName]));
    put(twoNamed ?? '', fileOf(names).replace(`satisfies ${typeOf(names[0])}`, 'satisfies Settings'));
    const [either] = found();
    expect(either.file).toBe(twoNamed);
    expect(either.message).toContain(`Write satisfies ${typeOf(names[0])} or ${typeOf(names[1])} there.`);
  });

  test('the first line is read however it is spaced, and only from the schema', () => {
    const spaced = `import  type{ ${typeOf(oneName)} }from'../lib/content/schema';`;
    put(oneNamed, fileOf([oneName], spaced));
    expect(found()).toEqual([]);
    put(oneNamed, fileOf([oneName], `import type { ${typeOf(oneName)} } from './schema';`));
    expect(found()).toEqual([
      expect.objectContaining({
        file: oneNamed,
        line: 1,
        message: expect.stringContaining(`Write it back exactly like that, as the first line.`),
      }),
    ]);
  });

  test('a slip that stops the file from loading is left to the loader, which reports it', () => {
    put(oneNamed, fileOf([oneName]).replace("'Made up'", "'We're hiring'"));
    expect(found()).toEqual([]);
  });
});
