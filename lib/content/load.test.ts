/** @jest-environment node */
// Loading content files as data: a file's slips by line, its data when all is well, a missing file named, and one
// ContentError with every problem of every file. Made-up files in a temp folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadModules, readContentData } from './load';
import { ContentError, type Problem } from './problem';

const file = 'content/made-up.yaml';

describe('readContentData', () => {
  test('gives the data of a file with no slip: texts, numbers, true or false, groups and lists', () => {
    const text = '# A note for editors\nname: Acme\nyear: 2016\nopen: true\nhours:\n  - days: Mon-Sat\ntags: []\n';
    expect(readContentData(file, text)).toEqual({
      problems: [],
      data: { name: 'Acme', year: 2016, open: true, hours: [{ days: 'Mon-Sat' }], tags: [] },
    });
  });

  test('reports every slip with the file, line and column, and gives no data', () => {
    const text = 'name: Acme\n\tcity: Coimbatore\ntitle: Web: Apps\n';
    expect(readContentData(file, text)).toEqual({
      problems: [
        { file, line: 2, column: 1, message: expect.stringMatching(/^This line starts with a tab/) },
        { file, line: 3, column: 8, message: expect.stringMatching(/^This line has a colon followed by a space/) },
      ],
      data: undefined,
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
  const site = { contentName: 'site', file: 'content/site.yaml', schema: z.object({ name: z.string() }) };
  const jobs = { contentName: 'jobs', file: 'content/jobs.yaml', schema: z.array(z.string()) };

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

  test('gives each module its data', () => {
    write('content/site.yaml', 'name: Acme\n');
    write('content/jobs.yaml', '- one\n- two\n');
    expect(loadModules({ site, jobs }, root)).toEqual({
      site: { ...site, data: { name: 'Acme' } },
      jobs: { ...jobs, data: ['one', 'two'] },
    });
  });

  test('one ContentError carries every problem of every file, a missing one named by its path', () => {
    write('content/site.yaml', 'name: Acme\nname: Acme Ltd\n');
    const other = { contentName: 'other', file: 'content/other.yaml', schema: z.string() };
    expect(problemsLoading({ site, jobs, other })).toEqual([
      { file: 'content/site.yaml', line: 2, column: 1, message: expect.stringMatching(/"name" a second time/) },
      {
        file: 'content/jobs.yaml',
        line: 1,
        column: 1,
        message: expect.stringMatching(/content\/jobs\.yaml is missing/),
      },
      { file: 'content/other.yaml', line: 1, column: 1, message: expect.stringMatching(/other\.yaml is missing/) },
    ]);
  });
});
