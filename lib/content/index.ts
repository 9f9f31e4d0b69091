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
export type Content = { [K in keyof Modules]: WithSizes<z.output<Modules[K]['schema']>> };

const publicDir = path.join(process.cwd(), 'public');

function isImage(value: unknown): value is Image {
  return typeof value === 'object' && value !== null && 'src' in value && 'alt' in value;
}

function withSizes(value: unknown): unknown {
  if (isImage(value)) return { ...value, ...imageSize(path.join(publicDir, value.src)), src: assetPath(value.src) };
  if (Array.isArray(value)) return value.map(withSizes);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withSizes(child)]));
  return value;
}

let loaded: Content | undefined;

/** Checks every content file and returns the content; the first call checks, later calls reuse its result. */
export function loadContent(): Content {
  loaded ??= checkedContent();
  return loaded;
}

function checkedContent(): Content {
  const problems = checkContent(Object.values(contentModules), { publicDir });
  if (problems.length) throw new ContentError(problems);
  return Object.fromEntries(
    Object.entries(contentModules).map(([key, { schema, data }]) => [key, withSizes(schema.parse(data))]),
  ) as Content;
}
