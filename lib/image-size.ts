import { readFileSync } from 'node:fs';
import path from 'node:path';

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

const sized = (width: number, height: number): Size | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

function jpegSize(bytes: Buffer): Size | undefined {
  let at = 2;
  // Segment after segment until one is not a segment (or the file ends: bytes[at] is then undefined).
  while (bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    // Start-of-frame markers C0-CF hold the size, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return sized(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpSize(bytes: Buffer): Size | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return undefined;
}

function avifSize(bytes: Buffer): Size | undefined {
  // The image spatial extents ("ispe") box: version and flags, then width and height.
  const at = bytes.indexOf('ispe', 0, 'latin1');
  return at < 0 ? undefined : sized(bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12));
}

/** The size an SVG's root tag (`<svg ...>`) gives, in its width and height or else its viewBox. */
function svgSize(root: string): Size | undefined {
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
  const viewBox = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(root);
  return sized(attr('width') || Number(viewBox?.[1]), attr('height') || Number(viewBox?.[2]));
}

/**
 * A size read from where its format keeps it. The readers only read numbers out of the buffer, which throws
 * only past its end: a file cut short before its size has none.
 */
function sizeOf(read: () => Size | undefined): Size | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Reads a picture's format from its first bytes (its signature) and its size from where that format keeps it. */
export function readPicture(file: string): Picture {
  return pictureOf(readFileSync(file));
}

/** A picture's format and size read from its bytes (the browser editor checks an upload before it is saved). */
export function pictureOf(bytes: Buffer): Picture {
  const starts = (signature: string, at = 0) => bytes.toString('latin1', at, at + signature.length) === signature;
  if (starts('\x89PNG\r\n\x1a\n'))
    return {
      format: 'PNG',
      size: starts('IHDR', 12) ? sizeOf(() => sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20))) : undefined,
    };
  if (starts('\xff\xd8\xff')) return { format: 'JPEG', size: sizeOf(() => jpegSize(bytes)) };
  if (starts('RIFF') && starts('WEBP', 8)) return { format: 'WebP', size: sizeOf(() => webpSize(bytes)) };
  if (starts('ftyp', 4) && (starts('avif', 8) || starts('avis', 8)))
    return { format: 'AVIF', size: sizeOf(() => avifSize(bytes)) };
  if (starts('GIF87a') || starts('GIF89a'))
    return { format: 'GIF', size: sizeOf(() => sized(bytes.readUInt16LE(6), bytes.readUInt16LE(8))) };
  const text = bytes.toString('utf8', 0, 100_000);
  // An SVG is text whose first tag, after an XML declaration, comments and a doctype, is <svg>.
  const svgRoot = /^(\ufeff)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*(<svg\b[^>]*>)/.exec(text);
  if (svgRoot && !text.includes('\0')) return { format: 'SVG', size: svgSize(svgRoot[4]) };
  return { format: undefined };
}

/**
 * Reads a picture's intrinsic size from the file itself, so editors never type dimensions and every
 * <img> still gets width and height (no layout shift while it loads).
 */
export function imageSize(file: string): Size {
  const picture = readPicture(file);
  if (picture.format && picture.format === pictureFormats[path.extname(file).toLowerCase()] && picture.size)
    return picture.size;
  throw new Error(`${path.relative(process.cwd(), file)}: cannot read the picture's width and height.`);
}
