/**
 * Runs after every build (a step of scripts/build-export.ts, before page-csp.ts hashes the inline scripts): makes
 * each exported page fetch Next's scripts only after it has painted, and compile them off the main thread.
 *
 * Why: Next writes its runtime and the islands' code (about 140 KB gzip) as async scripts in <head>, so a phone on a
 * slow network starts downloading them before the first paint, and they take bandwidth from the HTML, the stylesheet
 * and the images the visitor is waiting for. The pages are complete in their HTML; the scripts only make the islands
 * interactive, so they can wait until the page is on screen.
 *
 * How: every external script (except `nomodule` ones, which modern browsers never fetch) and every script preload
 * moves, unchanged and in order, into one inert <template data-deferred-scripts> in <head>, before its first
 * stylesheet. A small inline script there re-creates them once the browser reports the first contentful paint. The HTML still names every file,
 * which is how scripts/measure-bytes.mjs and the byte budget find them.
 *
 * Compile: V8 compiles a function on the main thread the first time it is called, and starting Next's runtime calls
 * most of React and the router in one task (measured: 172 of its 294 ms at 4x CPU slowdown were compiling). A script
 * that begins with the magic comment `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while it
 * downloads (Chrome 136+; other browsers ignore the comment), so each script the pages load gets it. The files keep
 * their names: the change is the same on every build, so a name still stands for one content.
 *
 *   EXPORT_DIR   the export to rewrite (default out/)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ISLANDS_STARTED_ATTRIBUTE } from '../components/islands/protocol';
import {
  CHOOSE_LIGHT_ATTRIBUTE,
  DATA_LIGHT_ATTRIBUTE,
  FAILED_OPEN_ATTRIBUTE,
  LOAD_SCRIPTS_ATTRIBUTE,
  SYSTEM_FONTS_ATTRIBUTE,
  VERSION_CHOICE_KEY,
  VERSION_CHOICES,
} from '../lib/data-light';
import {
  attributeOf,
  elementsOf,
  type HtmlElement,
  isHtml,
  type PageElement,
  parsePage,
  spanOf,
  startTagOf,
  textOf,
} from './html-elements';
import { htmlFiles } from './html-files';

export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';
/**
 * Set on <html> by the loader in an engine without cascade layers (KaiOS 2.5, iOS 15.3 and older), which drops
 * every layered rule, Tailwind's whole stylesheet: globals.css then keeps its pictures within the screen and its
 * popovers, which it cannot open, out of the way. Unlayered rules would override Tailwind's everywhere else.
 */
export const NO_LAYERS_ATTRIBUTE = 'data-no-layers';
/** The template of the page's font preloads, which the loader starts at once unless the page is data-light. */
export const FONT_PRELOADS_ATTRIBUTE = 'data-font-preloads';

/**
 * How long the loader waits for the islands to start once it has asked for their script, before the page goes on
 * without them: a script that hangs (a stalled connection) fires neither load nor error until the browser gives up,
 * minutes later. Asked for at the first paint, so a page fails open well within 10 s of its load; the script is
 * about 11 KB (brotli), seconds even on a slow 3G line.
 */
export const ISLANDS_WAIT_MS = 8000;

/**
 * Re-creates the template's elements once the browser reports the page's first contentful paint (a PerformanceObserver
 * callback runs in a task of its own, after that paint); where paint timing is missing, once the document is parsed.
 * Elements created by a script run when inserted, unlike the template's inert ones, and a created script is async, as
 * Next's were.
 *
 * Data-light mode (lib/data-light.ts): when the connection asks to save data (`saveData`, or an `effectiveType` of
 * `slow-2g` or `2g`, as the map island reads it) or the visitor chose the light version with the footer's control
 * (any browser), and has not chosen the interactive version since, in this visit (sessionStorage), it fetches
 * nothing and marks <html>, so the layout's static style shows the page as it is without JavaScript. A click on the
 * control marked LOAD_SCRIPTS_ATTRIBUTE records the choice, drops the mark and loads the scripts then; one on the
 * button inside CHOOSE_LIGHT_ATTRIBUTE's element records the light version and marks the page (scripts already running stay,
 * under the static style). Storage refused (privacy settings) only means the choice is not remembered.
 *
 * Failing open: the islands' script is the page's one script (replace-next-runtime.ts), a module. In a browser that
 * cannot run modules it never runs, and the page fails open before its first paint. If it fails to load, or
 * loads without having started (it could not be parsed or threw at once: browser.ts marks the start), or has not
 * started ISLANDS_WAIT_MS after it was asked for (it hangs), or a visitor
 * presses a control that needs it (`data-js-only`) before it has started, the loader marks <html> and the same
 * static style shows every text and a plain link for every control. A page that loads normally never changes its
 * look, so nothing shifts; a press before the script is there is answered at once rather than ignored.
 *
 * Font preloads wait in a template of their own and start as soon as the loader knows the page is not data-light.
 * The loader stands before the head's first stylesheet, so that is before the stylesheet is even asked for (an inline
 * script after a stylesheet waits for it to download): the headings' typeface arrives with the stylesheet, before
 * the first paint of a visit's first page, and data-light mode never fetches it.
 *
 * Written without `?.` and `??`: browsers too old to parse them are the ones that most need the page to fail open.
 */
export const LOADER = [
  '(()=>{const root=document.documentElement,connection=navigator.connection,',
  `mark=name=>root.setAttribute(name,""),failOpen=()=>mark("${FAILED_OPEN_ATTRIBUTE}"),`,
  `started=()=>root.hasAttribute("${ISLANDS_STARTED_ATTRIBUTE}"),`,
  'copy=name=>{const template=document.querySelector("template["+name+"]");if(template)for(const e of template.content.children){',
  'const c=document.createElement(e.localName);for(const a of e.attributes)c.setAttribute(a.name,a.value);',
  'if(c.localName==="script"){c.onerror=failOpen;c.onload=()=>started()||failOpen()}document.head.append(c)}};',
  // Both before the first paint, so neither mark changes the page's look once shown.
  `if(!self.CSSLayerBlockRule)mark("${NO_LAYERS_ATTRIBUTE}");`,
  'if(!("noModule" in document.createElement("script")))failOpen();',
  `let loaded=false,choice=null;const load=()=>{if(!loaded){copy("${DEFERRED_SCRIPTS_ATTRIBUTE}");setTimeout(()=>started()||failOpen(),${ISLANDS_WAIT_MS})}loaded=true},`,
  `choose=value=>{try{sessionStorage.setItem("${VERSION_CHOICE_KEY}",value)}catch(e){}};`,
  `try{choice=sessionStorage.getItem("${VERSION_CHOICE_KEY}")}catch(e){}`,
  'addEventListener("click",event=>{const target=event.target;if(!target.closest)return;',
  `if(target.closest("[${LOAD_SCRIPTS_ATTRIBUTE}]")){choose("${VERSION_CHOICES.interactive}");root.removeAttribute("${DATA_LIGHT_ATTRIBUTE}");load()}`,
  `else if(target.closest("[${CHOOSE_LIGHT_ATTRIBUTE}] button")){choose("${VERSION_CHOICES.light}");mark("${DATA_LIGHT_ATTRIBUTE}")}`,
  'else if(!started()&&target.closest("[data-js-only]"))failOpen()},true);',
  `if(choice==="${VERSION_CHOICES.light}"||choice!=="${VERSION_CHOICES.interactive}"&&connection&&(connection.saveData||/^(slow-)?2g$/.test(connection.effectiveType))){mark("${DATA_LIGHT_ATTRIBUTE}");return}`,
  // A face declared in a stylesheet is loaded only when a layout first needs it, from the preload's bytes then, one
  // task too late for that layout: whatever arrives (the stylesheet, the font) has every face not yet loaded loaded.
  // Not on a page in the system's typefaces only, which needs none.
  `const fonts=document.fonts;if(!root.hasAttribute("${SYSTEM_FONTS_ATTRIBUTE}")){copy("${FONT_PRELOADS_ATTRIBUTE}");`,
  'if(fonts)document.addEventListener("load",()=>fonts.forEach(f=>{f.status==="unloaded"&&f.load().catch(()=>{})}),true)}',
  'const types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(types&&types.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true});',
  'else addEventListener("DOMContentLoaded",load)})()',
].join('');

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The attributes Next writes on its scripts and script preloads; any other may change how or when one runs. */
const KNOWN_SCRIPT_ATTRIBUTES = ['src', 'async', 'nomodule', 'type'];
const KNOWN_PRELOAD_ATTRIBUTES = ['rel', 'as', 'href', 'fetchpriority', 'crossorigin'];
/** The attributes next/font writes on a font preload. */
const KNOWN_FONT_PRELOAD_ATTRIBUTES = ['rel', 'as', 'href', 'type', 'crossorigin'];

/** Stops the build on a script or preload this step does not know how to defer, naming the page and the tag. */
class UnknownShapeError extends Error {
  constructor(file: string, tag: string, problem: string) {
    super(
      `${file}: ${tag} ${problem}. scripts/defer-scripts.ts cannot defer it safely and stops rather than change when ` +
        'it runs: teach defer-scripts.ts this shape (with a test), or change what writes it.',
    );
  }
}

/** What the page asks the browser to fetch and run: its external scripts, script preloads and font preloads, in order. */
function scriptLoadsOf(html: string, file: string) {
  const page = parsePage(html);
  const elements = elementsOf(page);
  const deferredAlready = ({ element }: PageElement) =>
    element.tagName === 'template' && attributeOf(element, DEFERRED_SCRIPTS_ATTRIBUTE) !== undefined;
  if (elements.some(deferredAlready)) throw new Error(`${file} has its scripts deferred already: rebuild`);
  const scripts: HtmlElement[] = [];
  const preloads: HtmlElement[] = [];
  const fonts: HtmlElement[] = [];
  for (const { element, inTemplate } of elements) {
    if (inTemplate) continue;
    const tag = () => startTagOf(html, element);
    const unknownAttribute = (known: string[]) => element.attrs.find(({ name }) => !known.includes(name))?.name;
    if (element.tagName === 'script' && !isHtml(element)) {
      throw new UnknownShapeError(file, tag(), 'is a script inside <svg> or <math>');
    }
    if (element.tagName === 'script' && attributeOf(element, 'src') !== undefined) {
      if (attributeOf(element, 'defer') !== undefined)
        throw new UnknownShapeError(file, tag(), 'is a defer script, and re-created it would no longer run in order');
      const unknown = unknownAttribute(KNOWN_SCRIPT_ATTRIBUTES);
      if (unknown) throw new UnknownShapeError(file, tag(), `has the attribute "${unknown}"`);
      const type = attributeOf(element, 'type');
      if (type !== undefined && type !== 'module')
        throw new UnknownShapeError(file, tag(), `has the type "${type}", which may not run as a created script does`);
      if (!attributeOf(element, 'src')) throw new UnknownShapeError(file, tag(), 'has an empty src');
      if (textOf(element).trim()) throw new UnknownShapeError(file, tag(), 'has both a src and code of its own');
      // A nomodule script is never fetched by the browsers that run the site's scripts.
      if (attributeOf(element, 'nomodule') !== undefined) continue;
      if (attributeOf(element, 'async') === undefined)
        throw new UnknownShapeError(file, tag(), 'is neither async nor nomodule, so the page waits for it');
      scripts.push(element);
    }
    if (element.tagName === 'link') {
      const rel = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const as = attributeOf(element, 'as')?.toLowerCase();
      if (rel.join(' ') === 'preload' && as === 'font') {
        const unknown = unknownAttribute(KNOWN_FONT_PRELOAD_ATTRIBUTES);
        if (unknown) throw new UnknownShapeError(file, tag(), `has the attribute "${unknown}"`);
        fonts.push(element);
        continue;
      }
      const loadsScript = rel.includes('modulepreload') || as === 'script';
      if (!loadsScript) continue;
      if (rel.join(' ') !== 'preload' || as !== 'script')
        throw new UnknownShapeError(file, tag(), 'loads a script in a way other than rel="preload" as="script"');
      const unknown = unknownAttribute(KNOWN_PRELOAD_ATTRIBUTES);
      if (unknown) throw new UnknownShapeError(file, tag(), `has the attribute "${unknown}"`);
      if (!attributeOf(element, 'href')) throw new UnknownShapeError(file, tag(), 'has no href');
      preloads.push(element);
    }
  }
  const head = elements.find(({ element }) => element.tagName === 'head')?.element;
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  // The first stylesheet of the head: an inline script after it waits until it has downloaded.
  const stylesheet = elements.find(
    ({ element, inTemplate }) =>
      !inTemplate &&
      element.parentNode === head &&
      element.tagName === 'link' &&
      (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'),
  )?.element;
  const loaderAt = stylesheet?.sourceCodeLocation?.startOffset ?? headEnd;
  return { scripts, preloads, fonts, headEnd, loaderAt };
}

/**
 * The page with its external scripts and script preloads deferred until after its first paint, and the scripts'
 * URLs. A preload of a script the page also loads is dropped: the script element fetches it. Throws, naming the
 * page and the tag, on any script or preload of a shape it does not know.
 */
export function deferScripts(html: string, file = 'the page'): { html: string; scripts: string[] } {
  const { scripts: scriptElements, preloads, fonts, headEnd, loaderAt } = scriptLoadsOf(html, file);
  if (scriptElements.length + preloads.length + fonts.length === 0) return { html, scripts: [] };
  if (headEnd === undefined || loaderAt === undefined)
    throw new Error(`${file} has scripts but no </head> to defer them into`);
  const source = (element: HtmlElement) => {
    const { start, end } = spanOf(element);
    return html.slice(start, end);
  };
  const scripts = scriptElements.map((element) => attributeOf(element, 'src') ?? '');
  const kept = preloads.filter((element) => !scripts.includes(attributeOf(element, 'href') ?? ''));
  const deferred = [...scriptElements, ...kept].map(source);
  const fontTemplate = fonts.length
    ? `<template ${FONT_PRELOADS_ATTRIBUTE}="">${fonts.map(source).join('')}</template>`
    : '';
  const loader = `${fontTemplate}<template ${DEFERRED_SCRIPTS_ATTRIBUTE}="">${deferred.join('')}</template><script>${LOADER}</script>`;
  // The loader goes in before the head's first stylesheet (before </head> where there is none), and every deferred
  // element comes out, applied from the end backwards so each offset still points where the parser saw it. An inline
  // script after a stylesheet waits for it to download (a script may read styles), so the loader behind the stylesheet
  // asked for the font only once the CSS was in: a round trip too late for the first paint on a slow network.
  const edits = [
    { start: loaderAt, end: loaderAt, text: loader },
    ...[...scriptElements, ...preloads, ...fonts].map(spanOf).map((span) => ({ ...span, text: '' })),
  ].sort((a, b) => b.start - a.start);
  const rest = edits.reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html);
  return { html: rest, scripts };
}

/** A script that V8 compiles whole, off the main thread, while it downloads. */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT) ? script : `${COMPILE_HINT}\n${script}`;
}

if (require.main === module) {
  const exportDir = path.resolve(process.env.EXPORT_DIR || 'out');
  const files = htmlFiles(exportDir);
  if (files.length === 0) throw new Error(`no HTML in ${exportDir}: run next build first`);
  const scripts = new Set<string>();
  for (const file of files) {
    const page = deferScripts(readFileSync(file, 'utf8'), path.relative(exportDir, file));
    writeFileSync(file, page.html);
    for (const src of page.scripts) scripts.add(src);
  }
  for (const src of scripts) {
    // Every script Next writes lives under /_next/ (after the base path, if any).
    const file = path.join(exportDir, new URL(src, 'http://site').pathname.replace(/^.*?(?=\/_next\/)/, ''));
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  const where = `${path.relative(process.cwd(), exportDir)}/`;
  console.log(
    `Scripts: deferred until after the first paint in ${files.length} HTML files of ${where}, ${scripts.size} files compiled off the main thread`,
  );
}
