/**
 * @jest-environment node
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  const page = `<!DOCTYPE html><html><body>${'<p>Anvaya builds business software.</p>'.repeat(50)}</body></html>`;
  const script = `self.chunk=${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};`;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'about'));
    mkdirSync(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dir, 'about', 'index.html'), page);
    writeFileSync(path.join(dir, '_next', 'static', 'chunks', 'app.js'), script);
    writeFileSync(path.join(dir, 'site.webmanifest'), '{"name":"Anvaya"}');
    writeFileSync(path.join(dir, 'logo.png'), png);
    writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    // Built a while ago, so a copy stamped with the time it was written would differ.
    const built = new Date('2026-01-02T03:04:05Z');
    utimesSync(path.join(dir, 'about', 'index.html'), built, built);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy beside every text file, at any depth, that decompress to the original', async () => {
    await precompress(dir);
    for (const file of ['about/index.html', '_next/static/chunks/app.js', 'site.webmanifest']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    // nginx sends the copy's time as Last-Modified (to the second): it must be the page's, not the build step's.
    const seconds = (name: string) => Math.floor(statSync(path.join(dir, name)).mtimeMs / 1000);
    for (const copy of ['about/index.html.br', 'about/index.html.gz'])
      expect(seconds(copy)).toBe(Date.parse('2026-01-02T03:04:05Z') / 1000);
  });

  it('leaves binary images and files of no listed type alone', async () => {
    await precompress(dir);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, '_headers.gz'))).toBe(false);
  });

  it('compresses at the highest levels: smaller than the default gzip, brotli smaller still', async () => {
    const totals = await precompress(dir);
    const html = path.join(dir, 'about', 'index.html');
    expect(readFileSync(`${html}.gz`).length).toBeLessThanOrEqual(gzipSync(page).length);
    expect(readFileSync(`${html}.br`).length).toBeLessThan(readFileSync(`${html}.gz`).length);
    expect(totals.files).toBe(3);
    expect(totals.br).toBeLessThan(totals.gz);
    expect(totals.gz).toBeLessThan(totals.raw);
  });

  it('compresses a large file once: the next build takes its copies from the cache, a changed one is compressed anew', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-'));
    const bundle = path.join(dir, 'admin.js');
    const large = `window.editor=${JSON.stringify(Array.from({ length: 60_000 }, (_, i) => `field ${i}`))};`;
    writeFileSync(bundle, large);
    await precompress(dir, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(2);
    // A cached copy is what the next build writes: planted here, it shows the file was not compressed again.
    for (const name of readdirSync(cacheDir))
      writeFileSync(path.join(cacheDir, name), name.endsWith('.br') ? 'planted brotli' : 'planted gzip');
    await precompress(dir, cacheDir);
    expect(readFileSync(`${bundle}.br`, 'utf8')).toBe('planted brotli');
    writeFileSync(bundle, `${large}\n`);
    await precompress(dir, cacheDir);
    expect(brotliDecompressSync(readFileSync(`${bundle}.br`)).toString()).toBe(`${large}\n`);
    expect(gunzipSync(readFileSync(`${bundle}.gz`)).toString()).toBe(`${large}\n`);
    // Small files are not kept: every page changes with its content, and would fill the cache.
    expect(readdirSync(cacheDir)).toHaveLength(4);
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('run twice, does not compress its own copies again', async () => {
    await precompress(dir);
    const before = readdirSync(dir, { recursive: true }).length;
    await precompress(dir);
    expect(readdirSync(dir, { recursive: true })).toHaveLength(before);
  });
});
