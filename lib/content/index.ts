/**
 * The site's content, checked. Pages load content through loadContent(), never from content/ directly, so an
 * invalid content file stops the build with the editor-friendly report instead of shipping.
 */
import path from 'node:path';
import type { z } from 'zod';
import { imageSize } from '../image-size';
import { assetPath } from '../routes/paths';
import { ContentError, checkContent } from './check';
import { contentModules } from './modules';
import { isOpen } from './open-jobs';
import { filledIn, publishedProblems } from './published';
import type { Image } from './schema';

type SizedImage = Image & { width: number; height: number };

/** The content with every picture given its real size and its address under the deploy's base path. */
type WithSizes<T> = T extends Image
  ? SizedImage
  : T extends readonly (infer U)[]
    ? WithSizes<U>[]
    : T extends object
      ? { [K in keyof T]: WithSizes<T[K]> }
      : T;

type Modules = typeof contentModules;
type Checked = { [K in keyof Modules]: z.output<Modules[K]['schema']> };
export type Content = { [K in keyof Modules]: WithSizes<Checked[K]> };

const publicDir = path.join(process.cwd(), 'public');

// Checked content holds plain values only (no null, no dates), so `instanceof Object` tells groups and lists from text.
function isImage(value: unknown): value is Image {
  return value instanceof Object && 'src' in value && 'alt' in value;
}

function withSizes(value: unknown): unknown {
  if (isImage(value)) return { ...value, ...imageSize(path.join(publicDir, value.src)), src: assetPath(value.src) };
  if (Array.isArray(value)) return value.map(withSizes);
  if (value instanceof Object)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withSizes(child)]));
  return value;
}

let loaded: Content | undefined;

/** Checks every content file and returns the content; the first call checks, later calls reuse its result. */
export function loadContent(): Content {
  loaded ??= contentOf(contentModules, { today: new Date() });
  return loaded;
}

/**
 * The given content files checked, with every {placeholder} filled and every picture sized: the one way
 * content reaches a page. Jobs closed by `today` are left out (closedJobWarnings reports them), so nothing built
 * from the content offers them. Tests load edited content through it, on a date of their choosing.
 */
export function contentOf(modules: typeof contentModules, { today }: { today: Date }): Content {
  const problems = checkContent(Object.values(modules), { publicDir });
  if (problems.length) throw new ContentError(problems);
  const parsed = mapValues(modules, ({ schema, data }) => schema.parse(data)) as Checked;
  const openJobs = <T extends { jobs: { validThrough: string }[] }>(jobs: T): T => ({
    ...jobs,
    jobs: jobs.jobs.filter((job) => isOpen(job, today)),
  });
  const content = mapValues(filledIn(parsed, today), withSizes) as Content;
  // Checked with every job in place, so each mistake is reported where the file has it.
  const unpublishable = publishedProblems(modules, content, today);
  if (unpublishable.length) throw new ContentError(unpublishable);
  return { ...content, jobs: openJobs(content.jobs) };
}

function mapValues<T extends object>(record: T, change: (value: T[keyof T]) => unknown) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]));
}
