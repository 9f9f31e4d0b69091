/** @jest-environment node */
// Loading content files as data: every slip and refusal of a file, by line; a missing file or export named; the
// values when all is well; and one ContentError with every problem of every file. Made-up files in a temp folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, type Problem } from './check';
import { loadModules, readContentData } from './load';

const file = 'content/made-up.ts';
const apostrophe = /'it's'/;
const codeInText = /backtick text has a \$ before \{ \}/;

describe('readContentData', () => {
  test('reports slips and code in text together, sorted by line, with the file, line and column', () => {
    const source = [
      'export const a = {',
      "  x: 'it's',",
      `  y: \`hi \${name}\`,`,
      "  z: 'one' 'two',",
      `  w: \`and \${more}\`,`,
      '};',
    ].join('\n');
    const { problems, values } = readContentData(file, source);
    expect(problems).toEqual([
      { file, line: 2, column: 6, message: expect.stringMatching(apostrophe) },
      { file, line: 3, column: 6, message: expect.stringMatching(codeInText) },
      { file, line: 4, column: 12, message: expect.stringMatching(/comma is missing/) },
      { file, line: 5, column: 6, message: expect.stringMatching(codeInText) },
    ]);
    expect(values).toEqual(new Map());
  });

  test('a refusal comes before a slip on a later line', () => {
    const source = ['export const a = {', `  y: \`hi \${name}\`,`, "  x: 'it's',", '};'].join('\n');
    expect(readContentData(file, source).problems).toEqual([
      { file, line: 2, column: 6, message: expect.stringMatching(codeInText) },
      { file, line: 3, column: 6, message: expect.stringMatching(apostrophe) },
    ]);
  });

  test("beside slips, code in text is refused only off a slip's line, and code that a slip names is left to it", () => {
    const onSlipLine = ['export const a = {', `  x: 'it's', y: \`a \${b}\`,`, '};'].join('\n');
    expect(readContentData(file, onSlipLine).problems).toEqual([
      { file, line: 2, column: 6, message: expect.stringMatching(apostrophe) },
    ]);
    const unquoted = ['export const a = {', '  x: foo,', "  y: 'it's',", '};'].join('\n');
    expect(readContentData(file, unquoted).problems).toEqual([
      { file, line: 2, column: 6, message: expect.stringMatching(/foo is written without quotes/) },
      { file, line: 3, column: 6, message: expect.stringMatching(apostrophe) },
    ]);
  });

  test('without slips, code in text is refused, and the file gives no values', () => {
    const source = ['export const a = {', `  y: \`a \${b}\`,`, '};'].join('\n');
    expect(readContentData(file, source)).toEqual({
      problems: [{ file, line: 2, column: 6, message: expect.stringMatching(codeInText) }],
      values: new Map(),
    });
  });

  test('a file with no problem gives the values it exports', () => {
    const source = "export const a = { x: 1, y: ['two'] };\nexport const b = true;\n";
    expect(readContentData(file, source)).toEqual({
      problems: [],
      values: new Map<string, unknown>([
        ['a', { x: 1, y: ['two'] }],
        ['b', true],
      ]),
    });
  });
});

describe('loadModules', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'load-'));
    mkdirSync(path.join(root, 'content'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
  const site = { contentName: 'site', file: 'content/site.ts', schema: z.object({ name: z.string() }) };
  const behaviour = { contentName: 'behaviour', file: 'content/site.ts', schema: z.object({ on: z.boolean() }) };
  const jobs = { contentName: 'jobs', file: 'content/jobs.ts', schema: z.array(z.string()) };

  /** The problems of the one ContentError loading throws. */
  function problemsLoading(list: Parameters<typeof loadModules>[0]): Problem[] {
    try {
      loadModules(list, root);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return [...(error as ContentError).problems];
    }
    throw new Error('loadModules threw no ContentError');
  }

  test('gives each module its values, a file with two exports read for both', () => {
    write('content/site.ts', "export const site = { name: 'Acme' };\nexport const behaviour = { on: true };\n");
    write('content/jobs.ts', "export const jobs = ['one', 'two'];\n");
    expect(loadModules({ site, behaviour, jobs }, root)).toEqual({
      site: { ...site, data: { name: 'Acme' } },
      behaviour: { ...behaviour, data: { on: true } },
      jobs: { ...jobs, data: ['one', 'two'] },
    });
  });

  test('a missing content file is named by its path', () => {
    expect(problemsLoading({ jobs })).toEqual([
      { file: 'content/jobs.ts', line: 1, column: 1, message: expect.stringMatching(/content\/jobs\.ts is missing/) },
    ]);
  });

  test('a file without an export is told to hold that export', () => {
    write('content/site.ts', "export const site = { name: 'Acme' };\n");
    expect(problemsLoading({ site, behaviour })).toEqual([
      { file: 'content/site.ts', line: 1, column: 1, message: expect.stringMatching(/export const behaviour = /) },
    ]);
  });

  test('a file with a slip is not also told it lacks its exports, and its slip is reported once', () => {
    write('content/site.ts', "export const site = { name: 'it's' };\n");
    expect(problemsLoading({ site, behaviour })).toEqual([
      { file: 'content/site.ts', line: 1, column: 29, message: expect.stringMatching(apostrophe) },
    ]);
  });

  test('one ContentError carries every problem of every file', () => {
    write('content/site.ts', "export const site = {\n  name: 'it's',\n};\n");
    write('content/jobs.ts', "export const work = ['one'];\n");
    const other = { contentName: 'other', file: 'content/other.ts', schema: z.string() };
    expect(problemsLoading({ site, behaviour, jobs, other })).toEqual([
      { file: 'content/site.ts', line: 2, column: 9, message: expect.stringMatching(apostrophe) },
      { file: 'content/jobs.ts', line: 1, column: 1, message: expect.stringMatching(/export const jobs = /) },
      { file: 'content/other.ts', line: 1, column: 1, message: expect.stringMatching(/content\/other\.ts is missing/) },
    ]);
  });
});
