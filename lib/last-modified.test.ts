/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadContent } from './content';
import { contentModules } from './content/modules';
import { lastCommitDate, lastModifiedOf, sourcesOf } from './last-modified';
import { jobPath, routes, servicePagePath } from './routes';

const jobPaths = loadContent().jobs.jobs.map((job) => jobPath(job.slug));
const servicePagePaths = loadContent().servicePages.map((page) => servicePagePath(page.slug));

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

/** The route file of a page path: "/" is app/page.tsx, "/about" app/about/page.tsx, a job app/career/[slug]/page.tsx. */
const routeFileOf = (path: string) =>
  jobPaths.includes(path)
    ? 'app/career/[slug]/page.tsx'
    : servicePagePaths.includes(path)
      ? 'app/services/[slug]/page.tsx'
      : `app${path === '/' ? '' : path}/page.tsx`;

test.each(routes.map((route) => route.path))(
  '%s is dated from its route file, every content file that route reads, and the shared layout',
  (path) => {
    const sources = sourcesOf(path);
    const routeFile = routeFileOf(path);
    // The content a route file shows: the names it takes from loadContent(), e.g. `const { about, jobs } = loadContent();`.
    const names = /const \{([^}]*)\} = loadContent\(\)/.exec(readFileSync(routeFile, 'utf8'))?.[1].split(',') ?? [];
    const contentFiles = names.map((name) => contentModules[name.trim() as keyof typeof contentModules].file);
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(sources).toEqual(expect.arrayContaining([routeFile, ...contentFiles, 'app/layout.tsx']));
    for (const file of sources) expect(existsSync(file)).toBe(true);
  },
);

test('a path that is no page is dated from the shared files only', () => {
  expect(sourcesOf('/no-such-page')).toEqual(sourcesOf('/career/no-such-job'));
  expect(sourcesOf('/no-such-page')).not.toContain('app/page.tsx');
  expect(sourcesOf('/no-such-page')).toContain('content/site.ts');
});
