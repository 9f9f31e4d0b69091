/** When each page last changed, for the sitemap: honest dates from git, never the time of the build. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentModules } from './content/modules';

type Options = {
  /** The checkout the files are read and dated in; the working directory unless given. */
  root?: string;
};

/** The content names a route file reads, e.g. `const { about, jobs } = loadContent();` gives about and jobs. */
function contentNamesRead(source: string): string[] {
  const names = /const \{([^}]*)\} = loadContent\(\)/.exec(source)?.[1] ?? '';
  // A trailing comma's empty name is no content file, so it drops out with the names that are not one.
  return names.split(',').map((name) => name.trim());
}

const fileOfContent = (name: string) => contentModules[name as keyof typeof contentModules]?.file;

/**
 * Content every page shows in its frame (header, footer, titles: the layout and pages.ts read it): a change to it is
 * a change to no page in particular, so it dates none; otherwise every page would share one date. The layout also
 * reads contact.ts for the header's contact words, but that file is first the contact section's content, so it
 * dates the pages that show that section.
 */
const FRAME_CONTENT = new Set(['site', 'behaviour', 'pages', 'navigation', 'chrome'].map(fileOfContent));

/**
 * The route file that builds a page path: "/" is app/page.tsx, "/about" app/about/page.tsx, and a segment with no
 * folder of its own is the route's [parameter] folder ("/career/web-development" is app/career/[slug]/page.tsx).
 */
export function routeFileOf(pagePath: string, { root = process.cwd() }: Options = {}): string | undefined {
  let folder = 'app';
  for (const segment of pagePath.split('/').filter(Boolean)) {
    const inFolder = existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];
    const next = inFolder.includes(segment) ? segment : inFolder.find((name) => /^\[[^.\]]+\]$/.test(name));
    if (!next) return undefined;
    folder = `${folder}/${next}`;
  }
  const file = `${folder}/page.tsx`;
  return existsSync(path.join(root, file)) ? file : undefined;
}

/**
 * The files a page is built from, and only those: its route file, the content files it reads (but the shared ones)
 * and the section components it shows. Empty for a path no route builds.
 */
export function sourcesOf(pagePath: string, options: Options = {}): string[] {
  const root = options.root ?? process.cwd();
  const routeFile = routeFileOf(pagePath, { root });
  if (!routeFile) return [];
  const source = readFileSync(path.join(root, routeFile), 'utf8');
  const content = contentNamesRead(source)
    .map(fileOfContent)
    .filter((file): file is string => file !== undefined && !FRAME_CONTENT.has(file));
  const sections = [...source.matchAll(/from '@\/(components\/sections\/[\w-]+)'/g)].map((match) => `${match[1]}.tsx`);
  return [...new Set([routeFile, ...content, ...sections])];
}

/**
 * When files last changed: the date of the last commit to any of them. Undefined when git cannot tell (no
 * history in the build's copy, no files), so the sitemap never claims a date it does not know.
 */
export function lastCommitDate(files: readonly string[], { root = process.cwd() }: Options = {}): string | undefined {
  if (!files.length) return undefined;
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], { cwd: root, encoding: 'utf8' });
    return date.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** When the page at `pagePath` last changed, or undefined when git cannot tell. */
export const lastModifiedOf = (pagePath: string, options: Options = {}) =>
  lastCommitDate(sourcesOf(pagePath, options), options);
