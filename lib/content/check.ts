/**
 * Checks the content files and reports every mistake at once, in words a content editor can act on:
 * the file, the item (by its title) and the field, what is wrong and what to write instead.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { imageSize } from '../image-size';
import { jobPath } from '../routes/paths';
import { sectionIds } from '../sections';
import { editorErrors } from './messages';
import { imagePath } from './schema';

export type ContentModule = {
  /** Where an editor finds the data, e.g. "content/jobs.ts". */
  file: string;
  schema: z.ZodType;
  data: unknown;
  /** What one entry is called when the file's data is itself a list, e.g. "menu item". */
  itemNoun?: string;
};

export type CheckOptions = {
  /** Folder that /images/... paths are resolved against. */
  publicDir: string;
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
  if (typeof item !== 'object' || item === null) return undefined;
  for (const key of labelKeys) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** Turns a data path such as ["jobs", 1, "image", "alt"] into `job "App Development", field "image › alt"`. */
export function describePath(data: unknown, at: Path, rootNoun = 'item'): string {
  const parts: string[] = [];
  let field: string[] = [];
  let node: unknown = data;
  for (const key of at) {
    if (typeof key === 'number') {
      const listName = field.length ? (itemNouns[field[field.length - 1]] ?? 'item') : rootNoun;
      node = Array.isArray(node) ? node[key] : undefined;
      const label = itemLabel(node);
      parts.push(label ? `${listName} "${label}"` : `${listName} ${key + 1}`);
      field = [];
    } else {
      field.push(String(key));
      node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }
  }
  if (field.length) parts.push(`field "${field.join(' › ')}"`);
  return parts.join(', ') || 'the file';
}

function problem(module: ContentModule, at: Path, message: string): string {
  return `${module.file}: ${describePath(module.data, at, module.itemNoun)} ${message}`;
}

/** Visits every value in the data with its path. */
function walk(value: unknown, at: Path, visit: (value: unknown, at: Path) => void): void {
  visit(value, at);
  if (Array.isArray(value)) for (const [i, item] of value.entries()) walk(item, [...at, i], visit);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) walk(child, [...at, key], visit);
}

function schemaProblems(module: ContentModule): string[] {
  const result = module.schema.safeParse(module.data, { error: editorErrors });
  if (result.success) return [];
  // A value of the wrong kind makes any other complaint about it (such as its length) noise.
  const wrongKind = new Set(
    result.error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)),
  );
  return result.error.issues
    .filter((issue) => issue.code === 'invalid_type' || !wrongKind.has(JSON.stringify(issue.path)))
    .map((issue) => problem(module, issue.path, issue.message));
}

/** The file a picture path names, or why it cannot be used; only for paths the schema accepts. */
function pictureProblem(src: string, publicDir: string): string | undefined {
  const file = path.join(publicDir, src);
  const folder = path.dirname(file);
  const name = path.basename(file);
  const there = existsSync(folder) ? readdirSync(folder) : [];
  if (!there.includes(name)) {
    // Windows and macOS ignore capitals in file names; the web server does not.
    const lookalike = there.find((other) => other.toLowerCase() === name.toLowerCase());
    const folderName = `public${path.dirname(src)}/`;
    return lookalike
      ? `points to "${src}", but the file in ${folderName} is called "${lookalike}". Rename the file to "${name}": names must match exactly, in lowercase.`
      : `points to "${src}", but there is no such file in ${folderName}. Add the picture there or correct the path.`;
  }
  try {
    imageSize(file);
  } catch {
    return `points to "${src}", but the width and height of that picture cannot be read. Save it again as a PNG, or as an SVG with a viewBox.`;
  }
  return undefined;
}

function imageProblems(module: ContentModule, publicDir: string): string[] {
  const found: string[] = [];
  walk(module.data, [], (value, at) => {
    if (at[at.length - 1] !== 'src' || typeof value !== 'string' || !imagePath.test(value)) return;
    const mistake = pictureProblem(value, publicDir);
    if (mistake) found.push(problem(module, at, mistake));
  });
  return found;
}

function duplicateProblems(module: ContentModule): string[] {
  const found: string[] = [];
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
            [...at, i, 'slug'],
            `is "${slug}", which ${noun} "${itemLabel(first)}" already uses. Each ${noun} needs its own.`,
          ),
        );
      } else seen.set(slug, item);
    });
  });
  return found;
}

function linkProblems(module: ContentModule, routes: readonly string[]): string[] {
  const found: string[] = [];
  const anchors = new Set<string>(Object.values(sectionIds));
  walk(module.data, [], (value, at) => {
    if (at[at.length - 1] !== 'href' || typeof value !== 'string' || !value.startsWith('/')) return;
    const [page, anchor] = value.split('#');
    const route = page.length > 1 ? page.replace(/\/$/, '') : page;
    if (!routes.includes(route))
      found.push(
        problem(
          module,
          at,
          `links to "${value}", which is not a page of this site. Use one of: ${[...new Set(routes)].join(', ')}.`,
        ),
      );
    else if (anchor !== undefined && !anchors.has(anchor))
      found.push(
        problem(
          module,
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
export function checkContent(modules: readonly ContentModule[], options: CheckOptions): string[] {
  const routes = pageAddresses(modules);
  return modules.flatMap((module) => [
    ...schemaProblems(module),
    ...imageProblems(module, options.publicDir),
    ...duplicateProblems(module),
    // Without the pages file there is nothing to check links against (a test may check one file alone).
    ...(routes ? linkProblems(module, routes) : []),
  ]);
}

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The site's content has ${problems.length} mistake${problems.length === 1 ? '' : 's'}. ` +
        `Fix ${problems.length === 1 ? 'it' : 'them'} and build again:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}
