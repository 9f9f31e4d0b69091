// What each exported route makes a browser download, measured from out/ alone: the files its index.html
// references, gzip-compressed as a static host would send them. Used by `npm run bench` and by the byte-budget
// test (e2e/budget.spec.ts), so the two can never disagree. Plain Node, no dependencies.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Size in bytes of `data` after gzip at zlib's default level (what nginx/Netlify-style hosts send). */
export const gzipSize = (data) => gzipSync(data).length;

/** Whether a page's HTML holds the product carousel, the one island allowed animation code. */
export const hasCarousel = (html) => /<[a-z][^>]*\sdata-carousel-track\b/i.test(html);

/** "/about/" -> "about/index.html"; "/" -> "index.html". */
export const htmlFileOf = (route) => path.join(route.replace(/^\/+/, ''), 'index.html');

const attribute = (tag, name) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

/**
 * The files a page's HTML makes the browser fetch, by kind: scripts (async, module-preloaded or preloaded as
 * script, including those scripts/defer-scripts.ts moved into the page's <template data-deferred-scripts>;
 * `noModule` scripts are skipped, as modern browsers never fetch them), stylesheets, and images (<img> and image
 * preloads, lazy ones included).
 * @param {string} html
 * @returns {{ js: string[], css: string[], images: string[] }} URLs as written in the HTML
 */
export function referencedFiles(html) {
  const js = new Set();
  const css = new Set();
  const images = new Set();
  for (const tag of tags(html, 'script')) {
    const src = attribute(tag, 'src');
    if (src && !/\snomodule\b/i.test(tag)) js.add(src);
  }
  for (const tag of tags(html, 'link')) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    const as = attribute(tag, 'as')?.toLowerCase();
    if (!href) continue;
    if (rel === 'stylesheet') css.add(href);
    else if (rel === 'modulepreload' || (rel === 'preload' && as === 'script')) js.add(href);
    else if (rel === 'preload' && as === 'image') images.add(href);
  }
  for (const tag of tags(html, 'img')) {
    const src = attribute(tag, 'src');
    if (src && !src.startsWith('data:')) images.add(src);
  }
  return { js: [...js], css: [...css], images: [...images] };
}

/**
 * Chunks that a script loads on demand (dynamic import()): Turbopack writes their paths into the chunk that
 * imports them. Followed transitively; the chunks in `alreadyLoaded` are not counted again.
 */
function lazyChunks(outDir, files, alreadyLoaded) {
  const found = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const source = readFileSync(path.join(outDir, queue.shift()), 'utf8');
    for (const [, chunk] of source.matchAll(/["'/](static\/chunks\/[\w.~-]+\.js)["']/g)) {
      const file = path.join('_next', chunk);
      if (alreadyLoaded.has(file) || found.has(file) || !existsSync(path.join(outDir, file))) continue;
      found.add(file);
      queue.push(file);
    }
  }
  return [...found];
}

/**
 * Gzip bytes of every route of the export.
 *
 * JavaScript is split three ways: `shared` is what every measured route loads (Next's and React's runtime plus
 * the root layout's islands), `own` is what this route loads in addition, `lazy` is what its scripts can import
 * later (e.g. the carousel's animation features after hydration).
 *
 * @param {{ outDir: string, routes: string[], basePath: string }} options routes as served, e.g. "/about/";
 *   basePath is the one the export was built with, as lib/routes gives it ("" or e.g. "/site")
 */
export function measureExport({ outDir, routes, basePath: prefix }) {
  const sizes = new Map();
  /** A URL from the HTML as a path inside out/, or null for another host. */
  const fileOf = (url) => {
    if (/^[a-z]+:|^\/\//i.test(url)) return null;
    const pathname = url.split(/[?#]/)[0].replace(/&amp;/g, '&');
    const local = prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
    return decodeURIComponent(local).replace(/^\/+/, '');
  };
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const full = path.join(outDir, file);
      if (!existsSync(full)) throw new Error(`${file} is referenced by the export but missing from ${outDir}`);
      sizes.set(file, gzipSize(readFileSync(full)));
    }
    return sizes.get(file);
  };
  const total = (files) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  const localFiles = (urls) => urls.map(fileOf).filter((file) => file !== null);

  const pages = routes.map((route) => {
    const htmlFile = htmlFileOf(route);
    const html = readFileSync(path.join(outDir, htmlFile));
    const { js, css, images } = referencedFiles(html.toString('utf8'));
    return { route, htmlFile, html, js: localFiles(js), css: localFiles(css), images: localFiles(images) };
  });

  const sharedJs =
    pages.length === 0 ? [] : pages[0].js.filter((file) => pages.every((page) => page.js.includes(file)));
  const sharedLazyJs = lazyChunks(outDir, sharedJs, new Set(sharedJs));

  const measured = pages.map((page) => {
    const ownJs = page.js.filter((file) => !sharedJs.includes(file));
    const lazyJs = lazyChunks(outDir, ownJs, new Set([...page.js, ...sharedLazyJs]));
    return {
      route: page.route,
      bytes: {
        sharedJs: total(sharedJs),
        ownJs: total(ownJs),
        lazyJs: total(lazyJs),
        css: total(page.css),
        html: gzipSize(page.html),
        images: total(page.images),
      },
      files: { ownJs, lazyJs, css: page.css, images: page.images },
    };
  });

  return {
    shared: {
      bytes: { js: total(sharedJs), lazyJs: total(sharedLazyJs) },
      files: { js: sharedJs, lazyJs: sharedLazyJs },
    },
    routes: measured,
  };
}
