/** When each page last changed, for the sitemap: honest dates from git, never the time of the build. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from './content/languages';
import { contentModules } from './content/modules';

type Options = {
  /** The checkout the files are read and dated in; the working directory unless given. */
  root?: string;
};

/**
 * The content names a page's file reads: `const { about, jobs } = loadContent();` or `= contentIn(language);` give
 * about and jobs.
 */
function contentNamesRead(source: string): string[] {
  // A trailing comma's empty name is no content file, so it drops out with the names that are not one.
  return [...source.matchAll(/const \{([^}]*)\} = (?:loadContent|contentIn)\([^)]*\)/g)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim()),
  );
}

const fileOfContent = (name: string) => contentModules[name as keyof typeof contentModules]?.file;

/**
 * Content every page shows in its frame (header, footer, titles: the layout and pages.ts read it): a change to it is
 * a change to no page in particular, so it dates none; otherwise every page would share one date. The layout also
 * reads contact.ts for the header's contact words, but that file is first the contact section's content, so it
 * dates the pages that show that section.
 */
const FRAME_CONTENT = new Set(['site', 'behaviour', 'pages', 'navigation', 'chrome'].map(fileOfContent));

/** A route group, "(en)": a folder that organises routes without being part of their address. */
const isRouteGroup = (name: string) => /^\(.+\)$/.test(name);

/** The folders under `folder` (relative to `root`), by their paths. */
function foldersIn(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);
}

/** A folder and the route groups inside it, at any depth: the folders whose routes share its address. */
function atSameAddress(root: string, folder: string): string[] {
  const groups = foldersIn(root, folder).filter((sub) => isRouteGroup(path.basename(sub)));
  return [folder, ...groups.flatMap((group) => atSameAddress(root, group))];
}

/**
 * The route file that builds a page path: "/" is app/page.tsx, "/about" app/about/page.tsx, or the same inside route
 * groups, which are no part of the address (app/(en)/about/page.tsx builds "/about"); a segment with no folder of its
 * own is the route's [parameter] folder ("/career/web-development" is app/career/[slug]/page.tsx).
 */
export function routeFileOf(pagePath: string, { root = process.cwd() }: Options = {}): string | undefined {
  let folders = ['app'];
  for (const segment of pagePath.split('/').filter(Boolean)) {
    const inside = folders
      .flatMap((folder) => atSameAddress(root, folder))
      .flatMap((folder) => foldersIn(root, folder));
    // A group is never a segment of its own, even one written like it.
    const named = inside.filter((folder) => path.basename(folder) === segment && !isRouteGroup(segment));
    folders = named.length > 0 ? named : inside.filter((folder) => /^\[[^.\]]+\]$/.test(path.basename(folder)));
    if (folders.length === 0) return undefined;
  }
  return folders
    .flatMap((folder) => atSameAddress(root, folder))
    .map((folder) => `${folder}/page.tsx`)
    .find((file) => existsSync(path.join(root, file)));
}

/**
 * The files a page is built from, and only those: its route file, the content files it reads (but the shared ones)
 * and the section components it shows. Empty for a path no route builds.
 */
export function sourcesOf(pagePath: string, options: Options = {}): string[] {
  const root = options.root ?? process.cwd();
  const routeFile = routeFileOf(pagePath, { root });
  if (!routeFile) return [];
  const routeSource = readFileSync(path.join(root, routeFile), 'utf8');
  // A route that renders a page component (components/pages) is built from that file as much as from its own.
  const pageFiles = [...routeSource.matchAll(/from '@\/(components\/pages\/[\w-]+)'/g)].map(
    (match) => `${match[1]}.tsx`,
  );
  const source = [routeSource, ...pageFiles.map((file) => readFileSync(path.join(root, file), 'utf8'))].join('\n');
  const english = contentNamesRead(source)
    .map(fileOfContent)
    .filter((file): file is string => file !== undefined && !FRAME_CONTENT.has(file));
  // A page in another language is built from the translations of those files too.
  const language = pagePath.split('/')[1];
  const translations =
    language in languages
      ? english
          .map((file) => file.replace('content/', `content/${language}/`))
          .filter((file) => existsSync(path.join(root, file)))
      : [];
  const sections = [...source.matchAll(/from '@\/(components\/sections\/[\w-]+)'/g)].map((match) => `${match[1]}.tsx`);
  return [...new Set([routeFile, ...pageFiles, ...english, ...translations, ...sections])];
}

/** Runs git in `root` and returns what it printed. */
const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * Every name the files have had: their own, and those they were renamed from, however many moves ago (a route file
 * moved into a route group is the same page's file).
 */
function namesOf(files: readonly string[], root: string): string[] {
  // Each rename of the history, as "R100 <from> <to>" (or a lower similarity when the file changed as it moved).
  const renames = git(root, 'log', '-M', '--diff-filter=R', '--name-status', '--format=', '--')
    .split('\n')
    .filter((line) => line.startsWith('R'))
    .map((line) => line.split('\t'));
  const names = new Set(files);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [, from, to] of renames)
      if (names.has(to) && !names.has(from)) {
        names.add(from);
        grown = true;
      }
  }
  return [...names];
}

/**
 * When files last changed: the date of the last commit to any of them, under any of their names. A commit that only
 * moved a file (renamed it, 100% the same) changed no page, so it dates none. Undefined when git cannot tell (no
 * history in the build's copy, no files), so the sitemap never claims a date it does not know.
 */
export function lastCommitDate(files: readonly string[], { root = process.cwd() }: Options = {}): string | undefined {
  if (!files.length) return undefined;
  try {
    // With the old and new names both asked for, git sees a move as a rename ("R100") rather than a new file.
    const log = git(root, 'log', '-M', '--format=%x00%cI', '--name-status', '--', ...namesOf(files, root));
    for (const commit of log.split('\0').slice(1)) {
      const [date, ...changes] = commit.split('\n').filter(Boolean);
      // A merge lists no changes of its own, and is shown only when it made the files differ from both sides.
      if (changes.length > 0 && changes.every((change) => change.startsWith('R100\t'))) continue;
      return date;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** When the page at `pagePath` last changed, or undefined when git cannot tell. */
export const lastModifiedOf = (pagePath: string, options: Options = {}) =>
  lastCommitDate(sourcesOf(pagePath, options), options);
