/**
 * What a content mistake is and where it is written: the file, line and column, and the item and field in the
 * words of the form ("job \"Web Development\", field \"details\""). Every rule of the check reports through
 * problem(); the editor names the same place by its form's labels (Place).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type ContentSource, parseContent, positionOf } from './source';

export type ContentModule = {
  /** Where an editor finds the data, e.g. "content/jobs.yaml". */
  file: string;
  schema: z.ZodType;
  data: unknown;
  /** The name the file exports the data under, e.g. "jobs", to find where each value is written. */
  contentName: string;
  /** What one entry is called when the file's data is itself a list, e.g. "menu item". */
  itemNoun?: string;
};

/** One mistake, where it is written (line and column count from 1) and what to do about it. */
export type Problem = {
  file: string;
  line: number;
  column: number;
  message: string;
  /** Where in the file's data it is, for the browser editor, which names the place by its form's labels. */
  place?: Place;
};

/** A mistake's value by its export and its path in that export's data, and what the message says of the value. */
export type Place = { contentName: string; at: Path; says: string };

/** `content/jobs.yaml:14:16: job "Web Development", field "details" is empty. …`, the form editors and editors' tools read. */
export const formatProblem = ({ file, line, column, message }: Problem) => `${file}:${line}:${column}: ${message}`;

/**
 * What the check reads besides the content files: the pictures under public/ and the route files under app/. The
 * build reads them on disk (filesOnDisk); the browser editor through its backend, as the repository has them.
 */
export type SiteFiles = {
  /** The names in a folder of public/, such as "/images/jobs"; none when there is no such folder. */
  namesIn: (folder: string) => string[];
  /** A picture's bytes, by the path content names it by ("/images/logo.svg"); asked only of a name namesIn lists. */
  bytesOf: (src: string) => Buffer;
  /** Every file under public/images/ by its path ("/images/products/crm.svg"): all are published, named or not. */
  imageFiles: string[];
  /** Every route file under app/, e.g. "app/(en)/page.tsx", "app/(en)/career/[slug]/page.tsx". */
  routeFiles: string[];
  /** The lines of lib/routes/registry.ts, to point at the line that lists a page; none where it cannot be read. */
  registryLines: string[];
};

export type Path = readonly PropertyKey[];

/** Every value in the data with its path: each group or list first, then what it holds, in order. */
export function valuesIn(value: unknown, at: Path = []): { value: unknown; at: Path }[] {
  const children: [PropertyKey, unknown][] = Array.isArray(value)
    ? [...value.entries()]
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  return [{ value, at }, ...children.flatMap(([key, child]) => valuesIn(child, [...at, key]))];
}

/** What one item of a list is called in messages, by the name of the list. */
export const itemNouns: Record<string, string> = {
  services: 'service',
  products: 'product',
  jobs: 'job',
  blocks: 'block',
  features: 'bullet point',
  responsibilities: 'responsibility',
  requirements: 'requirement',
  points: 'point',
  paragraphs: 'paragraph',
  sections: 'part',
  openingHours: 'opening-hours line',
  children: 'submenu item',
  pages: 'product page',
  screens: 'screen',
  integrations: 'integration',
  audience: 'kind of customer',
  studies: 'case study',
  results: 'result',
  figures: 'figure',
  testimonials: 'testimonial',
  clients: 'client logo',
  uses: 'product or service',
  about: 'product or service',
};

const labelKeys = ['title', 'heading', 'label', 'name', 'days'] as const;

export function itemLabel(item: unknown): string | undefined {
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
export type Sources = (module: ContentModule) => ContentSource | undefined;

export function sourcesIn(rootDir: string): Sources {
  const read = new Map<string, ContentSource | undefined>();
  return (module) => {
    if (!read.has(module.file)) {
      const file = path.join(rootDir, module.file);
      read.set(module.file, existsSync(file) ? parseContent(readFileSync(file, 'utf8')) : undefined);
    }
    return read.get(module.file);
  };
}

/** A mistake at `at`; `key` names a field that does not belong, to point at its name rather than its group. */
export function problem(module: ContentModule, sources: Sources, at: Path, message: string, key?: string): Problem {
  const { line, column } = positionOf(sources(module), at, key);
  return {
    file: module.file,
    line,
    column,
    message: `${describePath(module.data, at, module.itemNoun)} ${message}`,
    place: { contentName: module.contentName, at, says: message },
  };
}

/** What the rules read: the content, where its values are written, the site's other files and the build's day. */
export type RuleInput = {
  modules: readonly ContentModule[];
  sources: Sources;
  files: SiteFiles;
  today: Date;
  /** The site's page addresses, when the pages file is among the modules (a test may check other files alone). */
  routes?: string[];
};

export class ContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(
      `The site's content has ${problems.length} mistake${problems.length === 1 ? '' : 's'}. ` +
        `Fix ${problems.length === 1 ? 'it' : 'them'} and build again:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}
