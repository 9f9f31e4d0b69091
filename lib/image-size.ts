import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize as measure } from 'image-size';

export type Size = { width: number; height: number };

export type PictureFormat = 'PNG' | 'JPEG' | 'WebP' | 'AVIF' | 'GIF' | 'SVG';

/** The format each file name ending promises. */
export const pictureFormats: Record<string, PictureFormat> = {
  '.png': 'PNG',
  '.jpg': 'JPEG',
  '.jpeg': 'JPEG',
  '.webp': 'WebP',
  '.avif': 'AVIF',
  '.gif': 'GIF',
  '.svg': 'SVG',
};

/** What the bytes of a picture file are, whatever its name says, and its size when it can be read. */
export type Picture = { format: PictureFormat; size?: Size } | { format: undefined };

const sized = (width = 0, height = 0): Size | undefined => (width > 0 && height > 0 ? { width, height } : undefined);

/** image-size's name of each format the site takes. */
const measuredTypes: Record<string, PictureFormat> = {
  png: 'PNG',
  jpg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  svg: 'SVG',
};

/** The size image-size reads from where `format` keeps it; none if it reads another format or nothing. */
function sizeOf(bytes: Buffer, format: PictureFormat): Size | undefined {
  try {
    // A copy of its own: image-size reads through the bytes' ArrayBuffer, which for a small Buffer is Node's
    // shared pool (Node 26 reads files into it), so a picture cut short would be read on into other data.
    const measured = measure(new Uint8Array(bytes));
    return measuredTypes[measured.type ?? ''] === format ? sized(measured.width, measured.height) : undefined;
  } catch {
    // A file cut short before its size.
    return undefined;
  }
}

/**
 * A picture's format, from its first bytes (its signature) whatever its name says, and its size from where that
 * format keeps it: the content check reads the repository's files, and the browser editor an upload, this way.
 */
export function pictureOf(bytes: Buffer): Picture {
  const starts = (signature: string, at = 0) => bytes.toString('latin1', at, at + signature.length) === signature;
  const format: PictureFormat | undefined = starts('\x89PNG\r\n\x1a\n')
    ? 'PNG'
    : starts('\xff\xd8\xff')
      ? 'JPEG'
      : starts('RIFF') && starts('WEBP', 8)
        ? 'WebP'
        : starts('ftyp', 4) && (starts('avif', 8) || starts('avis', 8))
          ? 'AVIF'
          : starts('GIF87a') || starts('GIF89a')
            ? 'GIF'
            : undefined;
  if (format) return { format, size: sizeOf(bytes, format) };
  const text = bytes.toString('utf8', 0, 100_000);
  // An SVG is text whose first tag, after an XML declaration, comments and a doctype, is <svg>.
  const svgRoot = /^(\ufeff)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*(<svg\b[^>]*>)/.exec(text);
  if (svgRoot && !text.includes('\0')) return { format: 'SVG', size: sizeOf(bytes, 'SVG') };
  return { format: undefined };
}

/**
 * Reads a picture's intrinsic size from the file itself, so editors never type dimensions and every
 * <img> still gets width and height (no layout shift while it loads).
 */
export function imageSize(file: string): Size {
  return pictureSize(path.relative(process.cwd(), file), readFileSync(file));
}

/** The size of the picture `name` from its bytes (the browser editor has no files to read). */
export function pictureSize(name: string, bytes: Buffer): Size {
  const picture = pictureOf(bytes);
  // No node:path here: the browser editor runs this too.
  if (
    picture.format &&
    picture.format === pictureFormats[name.slice(name.lastIndexOf('.')).toLowerCase()] &&
    picture.size
  )
    return picture.size;
  throw new Error(`${name}: cannot read the picture's width and height.`);
}
