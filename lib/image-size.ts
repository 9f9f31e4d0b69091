import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Size = { width: number; height: number };

/**
 * Reads a picture's intrinsic size from the file itself, so editors never type dimensions and every
 * <img> still gets width and height (no layout shift while it loads).
 */
export function imageSize(file: string): Size {
  const bytes = readFileSync(file);
  if (file.endsWith('.png')) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (file.endsWith('.svg')) {
    const root = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
    const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
    const viewBox = /viewBox="[\d.]+[ ,]+[\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(root);
    const width = attr('width') || Number(viewBox?.[1]);
    const height = attr('height') || Number(viewBox?.[2]);
    if (width > 0 && height > 0) return { width, height };
  }
  throw new Error(`${path.relative(process.cwd(), file)}: cannot read the picture's width and height.`);
}
