// What each exported route makes a browser download, measured from out/ alone: the files its index.html
// references and the chunks its scripts import, gzip-compressed as a static host would send them, and on request
// as the brotli copies the build wrote (scripts/precompress.ts). Used by `npm run bench` and by the byte-budget
// test (e2e/budget.spec.ts), so the two can never disagree. Plain Node, no dependencies.

import { existsSync, readFileSync, statSync } from 'node:fs';
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
 * The chunks the scripts in `files` import, read from their code as esbuild writes it (scripts/bundle-islands.ts:
 * ES modules, code split): `import("./web-vitals-HASH.js")` loads a chunk on demand, `from"./chunk-HASH.js"` (or a
 * bare `import"./chunk-HASH.js"`) loads it before the importing script runs. Specifiers are relative to the file
 * that holds them. Paths are inside the export, like `files`; a specifier with no file behind it is skipped.
 */
function importsOf(outDir, file) {
  // A missing script imports nothing here; measuring it names it as missing.
  if (!existsSync(path.join(outDir, file))) return { onDemand: [], upFront: [] };
  const source = readFileSync(path.join(outDir, file), 'utf8');
  const resolved = (matches) =>
    [...matches]
      .map(([, specifier]) => path.join(path.dirname(file), specifier))
      .filter((chunk) => existsSync(path.join(outDir, chunk)));
  return {
    onDemand: resolved(source.matchAll(/\bimport\s*\(\s*["'](\.\.?\/[^"']+\.js)["']\s*\)/g)),
    upFront: resolved(source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)),
  };
}

/**
 * `files` and every chunk they import up front, transitively: all of it arrives before the scripts run, so it
 * counts as what the page loads, not as lazy.
 */
function withUpFrontImports(outDir, files) {
  const found = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    for (const chunk of importsOf(outDir, queue.shift()).upFront) {
      if (found.has(chunk)) continue;
      found.add(chunk);
      queue.push(chunk);
    }
  }
  return [...found];
}

/**
 * Chunks that `files` can import later (dynamic import(), e.g. the metrics reporter when an endpoint is set), with
 * the chunks those import up front, transitively; the chunks in `alreadyLoaded` are not counted again.
 */
function lazyChunks(outDir, files, alreadyLoaded) {
  const found = new Set();
  const queue = [...files];
  const add = (chunk) => {
    if (alreadyLoaded.has(chunk) || found.has(chunk)) return;
    found.add(chunk);
    queue.push(chunk);
  };
  while (queue.length > 0) {
    const file = queue.shift();
    const { onDemand, upFront } = importsOf(outDir, file);
    for (const chunk of onDemand) add(chunk);
    // What a lazy chunk imports up front arrives with it, later; what the page's own scripts import was loaded.
    if (found.has(file)) for (const chunk of upFront) add(chunk);
  }
  return [...found];
}

/**
 * Gzip bytes of every route of the export, and with `brotli` the bytes of the `.br` copies beside its files.
 *
 * JavaScript is split three ways: `shared` is what every measured route loads (the islands entry: Preact and
 * every island, with the chunks it imports up front), `own` is what this route loads in addition, `lazy` is what
 * its scripts can import later (the metrics reporter, only in a build with a metrics endpoint).
 *
 * @param {{ outDir: string, routes: string[], basePath: string, brotli?: boolean }} options routes as served,
 *   e.g. "/about/"; basePath is the one the export was built with, as lib/routes gives it ("" or e.g. "/site");
 *   brotli adds each route's `brotliBytes`, from the build's `.br` copies (an error if the export has none)
 */
export function measureExport({ outDir, routes, basePath: prefix, brotli = false }) {
  const sizes = new Map();
  const brotliSizes = new Map();
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
  /** The brotli copy's size; a file the build left without one (a PNG, already compressed) is sent as it is. */
  const brotliSizeOf = (file) => {
    if (!brotliSizes.has(file)) {
      const copy = path.join(outDir, `${file}.br`);
      brotliSizes.set(file, statSync(existsSync(copy) ? copy : path.join(outDir, file)).size);
    }
    return brotliSizes.get(file);
  };
  const brotliHtmlSize = (htmlFile) => {
    if (!existsSync(path.join(outDir, `${htmlFile}.br`)))
      throw new Error(
        `${htmlFile}.br is missing from ${outDir}: the build's last step (scripts/precompress.ts) writes it`,
      );
    return brotliSizeOf(htmlFile);
  };
  const total = (files, size = sizeOf) => files.reduce((sum, file) => sum + size(file), 0);
  const byKind = ({ ownJs, lazyJs, css, images }, size, html) => ({
    sharedJs: total(sharedJs, size),
    ownJs: total(ownJs, size),
    lazyJs: total(lazyJs, size),
    css: total(css, size),
    html,
    images: total(images, size),
  });
  const localFiles = (urls) => urls.map(fileOf).filter((file) => file !== null);

  const pages = routes.map((route) => {
    const htmlFile = htmlFileOf(route);
    const html = readFileSync(path.join(outDir, htmlFile));
    const { js, css, images } = referencedFiles(html.toString('utf8'));
    const scripts = withUpFrontImports(outDir, localFiles(js));
    return { route, htmlFile, html, js: scripts, css: localFiles(css), images: localFiles(images) };
  });

  const sharedJs =
    pages.length === 0 ? [] : pages[0].js.filter((file) => pages.every((page) => page.js.includes(file)));
  const sharedLazyJs = lazyChunks(outDir, sharedJs, new Set(sharedJs));

  const measured = pages.map((page) => {
    const ownJs = page.js.filter((file) => !sharedJs.includes(file));
    const lazyJs = lazyChunks(outDir, ownJs, new Set([...page.js, ...sharedLazyJs]));
    const files = { ownJs, lazyJs, css: page.css, images: page.images };
    return {
      route: page.route,
      bytes: byKind(files, sizeOf, gzipSize(page.html)),
      ...(brotli ? { brotliBytes: byKind(files, brotliSizeOf, brotliHtmlSize(page.htmlFile)) } : {}),
      files,
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
