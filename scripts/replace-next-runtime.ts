/**
 * Runs after every build (a step of scripts/build-export.ts, right after `next build`): Next stays the renderer of
 * every page, and this step takes its browser runtime out of the export, leaving each page its HTML, its stylesheet
 * and one small islands entry.
 *
 * Why: every page is complete in its HTML. In the browser, Next's runtime (React, the App Router, its RSC client,
 * about 120 KB brotli) only hydrated the islands, whose own code is a few KB, and the inline RSC payload repeated
 * the page's content as data in every page. Without them a page costs a fraction of its bytes and script time.
 *
 * How, on every page (read by a real HTML parser, edited at the parser's offsets):
 * - out: Next's scripts (its chunks, the Turbopack bootstrap, the `self.__next_f` payload) and script preloads;
 * - in: the visit script (lib/visit.ts) and the islands entry (scripts/bundle-islands.ts) as a module script, which
 *   defer-scripts.ts then defers past the first paint like any other.
 * Any script or preload of a shape this step does not know stops the build, naming the page and the tag, so a Next
 * upgrade that writes its HTML differently fails the build, never the site. Then the payload files (`.txt`) and
 * Next's runtime files are deleted.
 *
 *   EXPORT_DIR   the export to rewrite (default out/)
 */
import { readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePath } from '../lib/routes/paths';
import { VISIT_SCRIPT } from '../lib/visit';
import {
  attributeOf,
  DATA_SCRIPT_TYPES,
  elementsOf,
  type HtmlElement,
  isHtml,
  parsePage,
  spanOf,
  startTagOf,
  textOf,
} from './html-elements';
import { filesUnder, htmlFiles } from './html-files';

/** Where Next's own scripts live inside the export; its stylesheets and media beside them stay. */
const NEXT_CHUNKS = '/_next/static/chunks/';

/** The beginnings of the inline scripts Next writes: its RSC payload, and the bootstrap that lists the chunks. */
const NEXT_INLINE_SCRIPTS = [
  '(self.__next_f=self.__next_f||[]).push(',
  'self.__next_f.push(',
  '(globalThis["TURBOPACK"]',
];

/** Next's files for its runtime: its JavaScript, and the build's manifests (in the folder named by the build id). */
const isNextRuntimeFile = (file: string) =>
  (file.startsWith('_next/static/chunks/') && file.endsWith('.js')) ||
  /^_next\/static\/[^/]+\/_(buildManifest|ssgManifest|clientMiddlewareManifest)\.js$/.test(file);

/** The RSC payloads Next writes beside each page, fetched only by its client router. */
const isPayloadFile = (file: string) => /(^|\/)(index\.txt|__next\.[^/]*\.txt)$/.test(file);

class UnknownShapeError extends Error {
  constructor(file: string, tag: string, problem: string) {
    super(
      `${file}: ${tag} ${problem}. scripts/replace-next-runtime.ts removes only the scripts it knows Next writes, ` +
        'and stops rather than leave one that may need a runtime no longer there: teach it this shape (with a test), ' +
        'or change what writes it.',
    );
  }
}

const pathInSite = (url: string) => {
  const { pathname } = new URL(url, 'http://site');
  return basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
};

/** Whether the element is one of Next's scripts or script preloads; throws on a script of any shape it does not know. */
function isNextScript(html: string, element: HtmlElement, file: string): boolean {
  const tag = () => startTagOf(html, element);
  if (element.tagName === 'link') {
    const rel = (attributeOf(element, 'rel') ?? '').toLowerCase();
    const loadsScript = rel === 'modulepreload' || (rel === 'preload' && attributeOf(element, 'as') === 'script');
    if (!loadsScript) return false;
    if (!pathInSite(attributeOf(element, 'href') ?? '').startsWith(NEXT_CHUNKS))
      throw new UnknownShapeError(file, tag(), 'preloads a script that is not one of Next’s chunks');
    return true;
  }
  if (element.tagName !== 'script') return false;
  if (!isHtml(element)) throw new UnknownShapeError(file, tag(), 'is a script inside <svg> or <math>');
  const src = attributeOf(element, 'src');
  if (src !== undefined) {
    if (!pathInSite(src).startsWith(NEXT_CHUNKS))
      throw new UnknownShapeError(file, tag(), 'loads a script that is not one of Next’s chunks');
    return true;
  }
  if (DATA_SCRIPT_TYPES.includes((attributeOf(element, 'type') ?? '').toLowerCase())) return false;
  const text = textOf(element).trimStart();
  if (NEXT_INLINE_SCRIPTS.some((start) => text.startsWith(start))) return true;
  throw new UnknownShapeError(file, tag(), `is an inline script this step does not know ("${text.slice(0, 40)}...")`);
}

/**
 * The page without Next's scripts, with the visit script and the islands entry (its URL as the page requests it)
 * at the end of its <head>. Throws, naming the page and the tag, on any script of a shape it does not know.
 */
export function replaceNextRuntime(html: string, entryUrl: string, file = 'the page'): string {
  const elements = elementsOf(parsePage(html)).filter(({ inTemplate }) => !inTemplate);
  const head = elements.find(({ element }) => element.tagName === 'head')?.element;
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  const removed = elements.map(({ element }) => element).filter((element) => isNextScript(html, element, file));
  if (headEnd === undefined) throw new Error(`${file} has no </head> for its islands entry`);
  const ours = `<script>${VISIT_SCRIPT}</script><script type="module" async="" src="${entryUrl}"></script>`;
  // Applied from the end backwards, so each offset still points where the parser saw it.
  const edits = [
    { start: headEnd, end: headEnd, text: ours },
    ...removed.map((element) => ({ ...spanOf(element), text: '' })),
  ];
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html);
}

async function main() {
  const exportDir = path.resolve(process.env.EXPORT_DIR || 'out');
  const pages = htmlFiles(exportDir);
  if (pages.length === 0) throw new Error(`no HTML in ${exportDir}: run next build first`);
  // Loaded only when the step runs: esbuild cannot load in jsdom, where this file's tests run.
  const { bundleIslands } = await import('./bundle-islands');
  const entryUrl = `${basePath}/${(await bundleIslands(exportDir)).split(path.sep).join('/')}`;
  for (const page of pages)
    writeFileSync(page, replaceNextRuntime(readFileSync(page, 'utf8'), entryUrl, path.relative(exportDir, page)));
  const deleted = filesUnder(exportDir)
    .map((file) => path.relative(exportDir, file).split(path.sep).join('/'))
    .filter((file) => isNextRuntimeFile(file) || isPayloadFile(file));
  for (const file of deleted) rmSync(path.join(exportDir, file));
  // The build-id folder held only manifests.
  for (const folder of new Set(deleted.map((file) => path.join(exportDir, path.dirname(file)))))
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  console.log(
    `Islands: ${pages.length} pages of ${path.relative(process.cwd(), exportDir)}/ load ${entryUrl} in place of ` +
      `Next's runtime; ${deleted.length} runtime and payload files removed`,
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
