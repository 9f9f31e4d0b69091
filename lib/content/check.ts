/**
 * Checks the content files and reports every mistake at once, in words a content editor can act on:
 * the file, the item (by its title) and the field, what is wrong and what to write instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Picture, pictureFormats, readPicture } from '../image-size';
import { jobPath } from '../routes/paths';
import { sectionIds } from '../sections';
import { editorErrors } from './messages';
import { positionOf, readContentFile, type ValueNode } from './reader';
import { imagePath } from './schema';

export type ContentModule = {
  /** Where an editor finds the data, e.g. "content/jobs.ts". */
  file: string;
  schema: z.ZodType;
  data: unknown;
  /** The name the file exports the data under, e.g. "jobs", to find where each value is written. */
  exportName: string;
  /** What one entry is called when the file's data is itself a list, e.g. "menu item". */
  itemNoun?: string;
};

/** One mistake, where it is written (line and column count from 1) and what to do about it. */
export type Problem = { file: string; line: number; column: number; message: string };

/** `content/jobs.ts:14:16: job "Web Development", field "details" is empty. …`, the form editors and editors' tools read. */
export const formatProblem = ({ file, line, column, message }: Problem) => `${file}:${line}:${column}: ${message}`;

export type CheckOptions = {
  /** Folder that /images/... paths are resolved against. */
  publicDir: string;
  /** Folder the modules' files are named from; the working directory unless given. */
  rootDir?: string;
};

type Path = readonly PropertyKey[];

/** What one item of a list is called in messages, by the name of the list. */
const itemNouns: Record<string, string> = {
  services: 'service',
  products: 'product',
  jobs: 'job',
  blocks: 'block',
  features: 'bullet point',
  responsibilities: 'responsibility',
  requirements: 'requirement',
  points: 'point',
  paragraphs: 'paragraph',
  openingHours: 'opening-hours line',
  children: 'submenu item',
};

const labelKeys = ['title', 'heading', 'label', 'name', 'days'] as const;

function itemLabel(item: unknown): string | undefined {
  for (const key of labelKeys) {
    // A text or a number has none of these fields; null or a hole in the list has no fields at all.
    const value = (item as Record<string, unknown> | null | undefined)?.[key];
    const label = typeof value === 'string' ? value.trim() : '';
    if (label) return label;
  }
  return undefined;
}

/** Turns a data path such as ["jobs", 1, "image", "alt"] into `job "App Development", field "image › alt"`. */
export function describePath(data: unknown, at: Path, rootNoun = 'item'): string {
  const parts: string[] = [];
  let field: string[] = [];
  let node: unknown = data;
  for (const key of at) {
    // A path leads through values that are there, but for its last step, which may name one that is missing.
    // Stryker disable next-line OptionalChaining: so no step starts from a missing value; TypeScript cannot know that.
    node = (node as Record<PropertyKey, unknown> | null | undefined)?.[key];
    if (typeof key === 'number') {
      const listName = field.length ? (itemNouns[field[field.length - 1]] ?? 'item') : rootNoun;
      const label = itemLabel(node);
      parts.push(label ? `${listName} "${label}"` : `${listName} ${key + 1}`);
      field = [];
    } else field.push(String(key));
  }
  if (field.length) parts.push(`field "${field.join(' › ')}"`);
  return parts.join(', ') || 'the file';
}

/** Where each content module's values are written, read once per check. */
export type Sources = (module: ContentModule) => ValueNode | undefined;

export function sourcesIn(rootDir: string): Sources {
  const read = new Map<string, Map<string, ValueNode>>();
  const readExports = (name: string) => {
    const file = path.join(rootDir, name);
    const exports = existsSync(file)
      ? readContentFile(readFileSync(file, 'utf8')).exports
      : new Map<string, ValueNode>();
    read.set(name, exports);
    return exports;
  };
  return (module) => (read.get(module.file) ?? readExports(module.file)).get(module.exportName);
}

/** A mistake at `at`; `key` names a field that does not belong, to point at its name rather than its group. */
export function problem(module: ContentModule, sources: Sources, at: Path, message: string, key?: string): Problem {
  const { line, column } = positionOf(sources(module), at, key);
  return { file: module.file, line, column, message: `${describePath(module.data, at, module.itemNoun)} ${message}` };
}

/** Visits every value in the data with its path. */
function walk(value: unknown, at: Path, visit: (value: unknown, at: Path) => void): void {
  visit(value, at);
  if (Array.isArray(value)) for (const [i, item] of value.entries()) walk(item, [...at, i], visit);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) walk(child, [...at, key], visit);
}

export function schemaProblems(module: ContentModule, sources: Sources): Problem[] {
  const result = module.schema.safeParse(module.data, { error: editorErrors });
  if (result.success) return [];
  // A value of the wrong kind makes any other complaint about it (such as its length) noise.
  const wrongKind = new Set(
    result.error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)),
  );
  return result.error.issues
    .filter((issue) => issue.code === 'invalid_type' || !wrongKind.has(JSON.stringify(issue.path)))
    .map((issue) =>
      problem(
        module,
        sources,
        issue.path,
        issue.message,
        issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined,
      ),
    );
}

/** A picture heavier than this costs a visitor on a slow phone connection seconds: the whole page weighs less. */
export const MAX_PICTURE_KB = 300;

/** The file a picture path names, or why it cannot be used; only for paths the schema accepts (all in lowercase). */
function pictureProblem(src: string, publicDir: string): string | undefined {
  const file = path.join(publicDir, src);
  const folder = path.dirname(file);
  const name = path.basename(file);
  // Stryker disable next-line ArrayDeclaration: a folder that is not there holds no file of any name.
  const there = existsSync(folder) ? readdirSync(folder) : [];
  if (!there.includes(name)) {
    // Windows and macOS ignore capitals in file names; the web server does not.
    const lookalike = there.find((other) => other.toLowerCase() === name);
    const folderName = `public${path.dirname(src)}/`;
    return lookalike
      ? `points to "${src}", but the file in ${folderName} is called "${lookalike}". Rename the file to "${name}": names must match exactly, in lowercase.`
      : `points to "${src}", but there is no such file in ${folderName}. Add the picture there or correct the path.`;
  }
  return pictureFileProblem(src, readPicture(file), statSync(file).size);
}

/** Why a picture's file cannot be used as `src`, read from its bytes: its format, its size, its weight. */
export function pictureFileProblem(src: string, picture: Picture, bytes: number): string | undefined {
  // No node:path here: the browser editor runs this check too.
  const name = src.slice(src.lastIndexOf('/') + 1);
  const promised = pictureFormats[name.slice(name.lastIndexOf('.'))];
  if (!picture.format)
    return `points to "${src}", but that file is not a picture this site can show. Save it again as PNG, JPEG, WebP, AVIF, GIF or SVG.`;
  if (picture.format !== promised) {
    // Every format a picture can be read as has an ending.
    const ending = Object.keys(pictureFormats).find((key) => pictureFormats[key] === picture.format) as string;
    const renamed = `${src.slice(0, src.lastIndexOf('.'))}${ending}`;
    return `points to "${src}", a file whose name says ${promised} but which is really ${picture.format === 'SVG' ? 'an' : 'a'} ${picture.format} picture. Rename the file to "${renamed.slice(renamed.lastIndexOf('/') + 1)}" and write "${renamed}" here, or save the picture again as a real ${promised}.`;
  }
  if (!picture.size)
    return `points to "${src}", but the width and height of that picture cannot be read. Save it again as a PNG, or as an SVG with a viewBox.`;
  const kb = Math.ceil(bytes / 1024);
  if (kb > MAX_PICTURE_KB)
    return `points to "${src}", a picture of ${kb} KB (${picture.size.width}x${picture.size.height} pixels), too heavy for a visitor on a phone connection. Save it again at most 1600 pixels wide, as JPEG or WebP at about 80% quality, so it is under ${MAX_PICTURE_KB} KB.`;
  return undefined;
}

function imageProblems(module: ContentModule, sources: Sources, publicDir: string): Problem[] {
  const found: Problem[] = [];
  walk(module.data, [], (value, at) => {
    if (at[at.length - 1] !== 'src' || typeof value !== 'string' || !imagePath.test(value)) return;
    const mistake = pictureProblem(value, publicDir);
    if (mistake) found.push(problem(module, sources, at, mistake));
  });
  return found;
}

export function duplicateProblems(module: ContentModule, sources: Sources): Problem[] {
  const found: Problem[] = [];
  walk(module.data, [], (value, at) => {
    if (!Array.isArray(value)) return;
    const seen = new Map<string, unknown>();
    value.forEach((item, i) => {
      const slug = (item as { slug?: unknown } | null)?.slug;
      if (typeof slug !== 'string') return;
      const first = seen.get(slug);
      if (first !== undefined) {
        const noun = itemNouns[String(at[at.length - 1])] ?? 'item';
        found.push(
          problem(
            module,
            sources,
            [...at, i, 'slug'],
            `is "${slug}", which ${noun} "${itemLabel(first)}" already uses. Each ${noun} needs its own.`,
          ),
        );
      } else seen.set(slug, item);
    });
  });
  return found;
}

function linkProblems(module: ContentModule, sources: Sources, routes: readonly string[]): Problem[] {
  const found: Problem[] = [];
  const anchors = new Set<string>(Object.values(sectionIds));
  walk(module.data, [], (value, at) => {
    if (at[at.length - 1] !== 'href' || typeof value !== 'string' || !value.startsWith('/')) return;
    const [page, anchor] = value.split('#');
    const route = page.length > 1 ? page.replace(/\/$/, '') : page;
    if (!routes.includes(route))
      found.push(
        problem(
          module,
          sources,
          at,
          `links to "${value}", which is not a page of this site. Use one of: ${[...new Set(routes)].join(', ')}.`,
        ),
      );
    else if (anchor !== undefined && !anchors.has(anchor))
      found.push(
        problem(
          module,
          sources,
          at,
          `jumps to "#${anchor}", which is no section of the site. Use one of: ${[...anchors].map((a) => `#${a}`).join(', ')}.`,
        ),
      );
  });
  return found;
}

/**
 * The page addresses the content being checked defines (its pages and its jobs' pages, without a trailing slash),
 * so links are checked against the same data the site will be built from. Read leniently: an entry whose address
 * is not text adds nothing, and its own mistake is reported by the schema.
 */
function pageAddresses(modules: readonly ContentModule[]): string[] | undefined {
  const dataOf = (file: string) => modules.find((module) => module.file === file)?.data;
  const pages = dataOf('content/pages.ts') as Record<string, { path?: unknown } | undefined> | undefined;
  if (typeof pages !== 'object' || pages === null) return undefined;
  const isText = (value: unknown): value is string => typeof value === 'string';
  const pagePaths = Object.values(pages)
    .map((page) => page?.path)
    .filter(isText);
  const careerPath = pages.career?.path;
  const jobs = (dataOf('content/jobs.ts') as { jobs?: { slug?: unknown }[] } | undefined)?.jobs;
  const slugs = Array.isArray(jobs) ? jobs.map((job) => job?.slug).filter(isText) : [];
  // Without a career page there is nowhere for job pages to live; the schema reports the missing page.
  return [...pagePaths, ...(isText(careerPath) ? slugs.map((slug) => jobPath(careerPath, slug)) : [])];
}

/** Every mistake in the given content modules; an empty list means the content is fine. */
export function checkContent(modules: readonly ContentModule[], options: CheckOptions): Problem[] {
  const sources = sourcesIn(options.rootDir ?? process.cwd());
  const routes = pageAddresses(modules);
  return modules.flatMap((module) => [
    ...schemaProblems(module, sources),
    ...imageProblems(module, sources, options.publicDir),
    ...duplicateProblems(module, sources),
    // Without the pages file there is nothing to check links against (a test may check one file alone).
    ...(routes ? linkProblems(module, sources, routes) : []),
  ]);
}

/** Every picture path the content names, such as "/images/logo.svg". */
function picturesNamed(modules: readonly ContentModule[]): Set<unknown> {
  const named = new Set<unknown>();
  for (const module of modules) {
    // Stryker disable next-line ArrayDeclaration: only the last step of the path matters here, not where it starts.
    walk(module.data, [], (value, at) => {
      // A value that is not text names no picture file, and the schema reports it.
      if (at[at.length - 1] === 'src') named.add(value);
    });
  }
  return named;
}

/** Pictures in public/images that no content names: left behind after a replacement, and still published. */
export function unusedPictures(modules: readonly ContentModule[], publicDir: string): string[] {
  const named = picturesNamed(modules);
  const folder = path.join(publicDir, 'images');
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .map((entry) => `/images/${entry.split(path.sep).join('/')}`)
    .filter((src) => pictureFormats[path.extname(src).toLowerCase()] && !named.has(src))
    .sort();
}

export class ContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(
      `The site's content has ${problems.length} mistake${problems.length === 1 ? '' : 's'}. ` +
        `Fix ${problems.length === 1 ? 'it' : 'them'} and build again:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}
