/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lastCommitDate, lastModifiedOf, routeFileOf, sourcesOf } from './last-modified';
import { routes } from './routes';

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

test.each(routes.map((route) => route.path))('%s is built by a route file, which dates it', (pagePath) => {
  const sources = sourcesOf(pagePath);
  expect(sources[0]).toBe(routeFileOf(pagePath));
  expect(sources[0]).toMatch(/^app\/(.+\/)?page\.tsx$/);
  for (const file of sources) expect(existsSync(file)).toBe(true);
});

test('a page is dated from its own route file, content and sections, never from what every page shares', () => {
  expect(routeFileOf('/')).toBe('app/(en)/page.tsx');
  expect(routeFileOf('/career/any-job')).toBe('app/(en)/career/[slug]/page.tsx');
  expect(sourcesOf('/contact')).toEqual(
    expect.arrayContaining([
      'app/(en)/contact/page.tsx',
      'content/contact.yaml',
      'components/sections/ContactSection.tsx',
    ]),
  );
  for (const { path: pagePath } of routes)
    for (const shared of [
      'app/(en)/layout.tsx',
      'components/layout/SiteDocument.tsx',
      'content/site.yaml',
      'content/pages.yaml',
      'content/chrome.yaml',
    ])
      expect(sourcesOf(pagePath)).not.toContain(shared);
  expect(sourcesOf('/contact')).not.toContain('content/products.yaml');
});

test('a path no route builds, or files git has never seen, give no date rather than the time of the build', () => {
  expect(sourcesOf('/no/such/page')).toEqual([]);
  expect(lastModifiedOf('/no/such/page')).toBeUndefined();
  expect(lastCommitDate(['content/no-such-file.yaml'])).toBeUndefined();
});

describe('in a copy of the site with its own history', () => {
  let root: string;
  const commit = (date: string, message: string) => {
    git(root, 'add', '-A');
    execFileSync('git', ['commit', '-q', '-m', message], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };
  const edit = (file: string) => appendFileSync(path.join(root, file), '\n// edited\n');

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'anvaya-lastmod-'));
    for (const folder of ['app', 'content', 'components']) cpSync(folder, path.join(root, folder), { recursive: true });
    git(root, 'init', '-q');
    git(root, 'config', 'user.email', 'editor@example.com');
    git(root, 'config', 'user.name', 'Editor');
    commit('2026-01-05T10:00:00+05:30', 'the site');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('editing one page dates that page alone; editing what every page shares dates none', () => {
    const dated = (pagePath: string) => lastModifiedOf(pagePath, { root });
    expect(dated('/contact')).toBe('2026-01-05T10:00:00+05:30');
    expect(dated('/about')).toBe('2026-01-05T10:00:00+05:30');

    edit('content/contact.yaml');
    commit('2026-02-10T09:30:00+05:30', 'new phone number');
    expect(dated('/contact')).toBe('2026-02-10T09:30:00+05:30');
    expect(dated('/about')).toBe('2026-01-05T10:00:00+05:30');

    edit('app/(en)/layout.tsx');
    edit('components/layout/SiteDocument.tsx');
    edit('content/site.yaml');
    commit('2026-03-15T12:00:00+05:30', 'a new footer');
    expect(dated('/contact')).toBe('2026-02-10T09:30:00+05:30');
    expect(dated('/about')).toBe('2026-01-05T10:00:00+05:30');
  });

  test('moving a route file into a route group dates no page; a change to it afterwards dates its page', () => {
    const dated = (pagePath: string) => lastModifiedOf(pagePath, { root });
    const before = routeFileOf('/about', { root })!;
    const folder = path.dirname(before);
    const moved = path.join(path.dirname(folder), '(moved)', path.basename(folder));
    mkdirSync(path.join(root, path.dirname(moved)));
    git(root, 'mv', folder, moved);
    commit('2026-04-01T08:00:00+05:30', 'the about page into a route group');
    expect(routeFileOf('/about', { root })).toBe(`${moved}/page.tsx`);
    expect(dated('/about')).toBe('2026-01-05T10:00:00+05:30');

    edit(`${moved}/page.tsx`);
    commit('2026-04-02T08:00:00+05:30', 'new words on the about page');
    expect(dated('/about')).toBe('2026-04-02T08:00:00+05:30');
  });
});

describe('in a site of route folders made up for the test', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'anvaya-routes-'));
    // A page that reads no content at all.
    write('app/page.tsx', 'export default function Home() {\n  return null;\n}\n');
    // A page of its own parameter folder, which reads page content, frame content and a name that is no content
    // file, and shows a section.
    write(
      'app/notes/[slug]/page.tsx',
      "import ContactSection from '@/components/sections/ContactSection';\n" +
        'const { contact, chrome, notesIndex } = loadContent();\n',
    );
    // Folders whose names hold brackets without being one [parameter]: fixed segments, never a page's parameter.
    write('app/drafts/[draft]-old/page.tsx', '');
    write('app/archive/old-[slug]/page.tsx', '');
    // Route groups, one inside another, and a second root's own folder, as a Tamil root layout would have it.
    write('app/(shop)/cart/page.tsx', '');
    write('app/(shop)/(deep)/till/[id]/page.tsx', '');
    write('app/(ta)/ta/page.tsx', '');
    write('app/(extra)/notes/pinned/page.tsx', '');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("a page is looked up in the site's own folders, through its [parameter] folder", () => {
    expect(routeFileOf('/notes/a-note', { root })).toBe('app/notes/[slug]/page.tsx');
    expect(sourcesOf('/notes/a-note', { root })).toEqual([
      'app/notes/[slug]/page.tsx',
      'content/contact.yaml',
      'components/sections/ContactSection.tsx',
    ]);
  });

  test('a page that reads no content is dated from its route file alone', () => {
    expect(sourcesOf('/', { root })).toEqual(['app/page.tsx']);
  });

  test('a folder with brackets in its name but not around it is no [parameter]', () => {
    expect(routeFileOf('/archive/a-year', { root })).toBeUndefined();
    expect(routeFileOf('/drafts/a-draft', { root })).toBeUndefined();
    expect(routeFileOf('/drafts/[draft]-old', { root })).toBe('app/drafts/[draft]-old/page.tsx');
  });

  test('a route group "(…)" is no part of the address: its pages are looked up through it, at any depth', () => {
    expect(routeFileOf('/cart', { root })).toBe('app/(shop)/cart/page.tsx');
    expect(routeFileOf('/till/a-till', { root })).toBe('app/(shop)/(deep)/till/[id]/page.tsx');
    expect(routeFileOf('/ta', { root })).toBe('app/(ta)/ta/page.tsx');
    expect(routeFileOf('/shop/cart', { root })).toBeUndefined();
    expect(routeFileOf('/(shop)/cart', { root })).toBeUndefined();
    // A folder of the segment's own name, in any group, comes before a [parameter] folder.
    expect(routeFileOf('/notes/pinned', { root })).toBe('app/(extra)/notes/pinned/page.tsx');
    expect(routeFileOf('/notes/a-note', { root })).toBe('app/notes/[slug]/page.tsx');
  });
});
