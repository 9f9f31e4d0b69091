/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { lastCommitDate, lastModifiedOf, sourcesOf } from './last-modified';

const gitDate = (...files: string[]) =>
  execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], { encoding: 'utf8' }).trim();

test("a page's last change is the last commit to its own content and route files, or to the shared ones", () => {
  expect(sourcesOf('/contact')).toEqual(
    expect.arrayContaining(['app/contact/page.tsx', 'content/contact.ts', 'content/site.ts']),
  );
  expect(sourcesOf('/contact')).not.toContain('content/products.ts');
  expect(sourcesOf('/career/web-development')).toEqual(expect.arrayContaining(['content/jobs.ts']));
  expect(lastModifiedOf('/contact')).toBe(gitDate(...sourcesOf('/contact')));
  expect(lastModifiedOf('/contact')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
});

test('a file git has never seen gives no date, rather than the time of the build', () => {
  expect(lastCommitDate(['content/no-such-file.ts'])).toBeUndefined();
});
