/**
 * Runs after every build, as the last post-export step (after page-csp.ts, so the pages are final): writes a brotli
 * (`.br`) and a gzip (`.gz`) copy next to every text file of the export, compressed at the highest levels.
 *
 * Why: a host compressing on the fly picks a fast, weaker level for every response (nginx's gzip_comp_level is 1 by
 * default); compressing once at build time can afford the slowest, smallest one. nginx sends the `.gz` with
 * `gzip_static on`, and the `.br` with `brotli_static on` where the ngx_brotli module is installed
 * (deploy/nginx.conf); Netlify and Cloudflare compress on their own and ignore the copies.
 *
 *   EXPORT_DIR   the export to compress (default out/)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from './html-files';

/** The file types a browser receives as text, which compress well. Images other than SVG are compressed already. */
export const TEXT_EXTENSIONS = ['.html', '.js', '.css', '.svg', '.txt', '.xml', '.json', '.webmanifest'];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 11, told the input is text and its size (which picks its window). */
export const brotliMax = (data: Buffer) =>
  brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** Gzip at level 9, the most nginx's own `gzip_comp_level` can do. */
export const gzipMax = (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION });

/**
 * Where the copies of large files are kept between builds, by their bytes: the editor's bundle (admin.js, 6.5 MB) is
 * the same from build to build, and compressing it takes 11 s, once per build (three in a run of the tests).
 */
export const CACHE_DIR = path.join('node_modules', '.cache', 'precompress');
const CACHED_FROM_BYTES = 512 * 1024;
/** Changed with the levels above, so a copy made at other levels is never reused. */
const LEVELS = 'brotli 11 text, gzip 9';

/** The brotli and gzip copies of `data`; a large file's from `cacheDir` when it was compressed before. */
async function copiesOf(data: Buffer, cacheDir: string): Promise<Buffer[]> {
  if (data.length < CACHED_FROM_BYTES) return Promise.all([brotliMax(data), gzipMax(data)]);
  const key = createHash('sha256').update(LEVELS).update(data).digest('hex');
  const cached = ['.br', '.gz'].map((suffix) => path.join(cacheDir, key + suffix));
  if (cached.every((file) => existsSync(file))) return cached.map((file) => readFileSync(file));
  const copies = await Promise.all([brotliMax(data), gzipMax(data)]);
  mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed: two builds at once (the suite's) may both be storing it.
  copies.forEach((copy, index) => {
    const partial = `${cached[index]}.${process.pid}`;
    writeFileSync(partial, copy);
    renameSync(partial, cached[index]);
  });
  return copies;
}

/** Every text file under `dir`, at any depth. */
export function textFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => TEXT_EXTENSIONS.includes(path.extname(file).toLowerCase()));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir`, each with its original's modification time (nginx
 * sends the copy's time as Last-Modified). Returns the bytes before and after.
 */
export async function precompress(
  dir: string,
  cacheDir = CACHE_DIR,
): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    textFiles(dir).map(async (file) => {
      const data = readFileSync(file);
      const [br, gz] = await copiesOf(data, cacheDir);
      const { atime, mtime } = statSync(file);
      for (const [suffix, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        writeFileSync(file + suffix, compressed);
        utimesSync(file + suffix, atime, mtime);
      }
      totals.files += 1;
      totals.raw += data.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }),
  );
  return totals;
}

/** The suffixes of the compressed copies, in the order hosts prefer them. */
export const COPY_SUFFIXES = ['.br', '.gz'] as const;

/**
 * Every compressed copy under `dir` (relative to it) that is missing, or was not made from its file as the file now
 * is: a copy carries its file's modification time, so one that differs is a copy of other content, which nginx's
 * gzip_static would send in its place.
 */
export function staleCopies(dir: string): string[] {
  return textFiles(dir).flatMap((file) => {
    const made = statSync(file).mtime.getTime();
    return COPY_SUFFIXES.map((suffix) => file + suffix)
      .filter((copy) => !existsSync(copy) || statSync(copy).mtime.getTime() !== made)
      .map((copy) => path.relative(dir, copy));
  });
}

if (require.main === module) {
  const exportDir = path.resolve(process.env.EXPORT_DIR || 'out');
  precompress(exportDir).then(({ files, raw, br, gz }) => {
    if (files === 0) throw new Error(`no text files in ${exportDir}: run next build first`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `Precompressed ${files} text files in ${path.relative(process.cwd(), exportDir)}/: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`,
    );
  });
}
