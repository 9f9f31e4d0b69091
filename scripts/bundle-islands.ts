/**
 * Builds the islands entry (components/islands/browser.ts) for the browser, the only script a page loads, into
 * `<export>/_next/static/islands/` with a content hash in every file name (the host caches that folder as
 * immutable). Called by scripts/replace-next-runtime.ts, which points the pages at it.
 *
 * Why Preact: the islands are React components, rendered by React at build time; in the browser they only need
 * hydrating and re-rendering, which preact/compat does in about a sixth of react-dom's bytes. Next's own modules
 * the islands import are replaced by what a whole-document page needs (next-navigation.ts).
 */
import path from 'node:path';
import { build } from 'esbuild';
import { COMPILE_HINT } from './defer-scripts';

/** Where the bundle goes, inside the export; /_next/static/ is the path the host files cache for a year. */
export const ISLANDS_FOLDER = path.join('_next', 'static', 'islands');

const root = path.resolve(__dirname, '..');

/** Bundles the islands into `exportDir`; returns the entry's path inside the export ("_next/static/islands/…"). */
export async function bundleIslands(exportDir: string): Promise<string> {
  const outdir = path.join(exportDir, ISLANDS_FOLDER);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { islands: 'components/islands/browser.ts' },
    bundle: true,
    format: 'esm',
    // The metrics reporter is imported on demand, a chunk of its own.
    splitting: true,
    minify: true,
    target: 'es2020',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/compat/jsx-runtime',
      'next/navigation': path.join(root, 'components/islands/next-navigation.ts'),
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_METRICS_ENDPOINT': JSON.stringify(process.env.NEXT_PUBLIC_METRICS_ENDPOINT ?? ''),
    },
    // Compiled whole, off the main thread, while it downloads (see scripts/defer-scripts.ts); part of the hash.
    banner: { js: COMPILE_HINT },
    // 'use client' marks the islands for Next; in a browser bundle it means nothing.
    logOverride: { 'unsupported-directive': 'silent' },
    metafile: true,
    write: true,
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint);
  if (!entry) throw new Error('esbuild wrote no islands entry');
  return path.relative(exportDir, path.resolve(root, entry[0]));
}
