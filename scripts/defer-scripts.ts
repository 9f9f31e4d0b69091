/**
 * Runs after every build (the `postbuild` scripts, before page-csp.ts hashes the inline scripts): makes each exported
 * page fetch Next's scripts only after it has painted, and compile them off the main thread.
 *
 * Why: Next writes its runtime and the islands' code (about 140 KB gzip) as async scripts in <head>, so a phone on a
 * slow network starts downloading them before the first paint, and they take bandwidth from the HTML, the stylesheet
 * and the images the visitor is waiting for. The pages are complete in their HTML; the scripts only make the islands
 * interactive, so they can wait until the page is on screen.
 *
 * How: every external script (except `nomodule` ones, which modern browsers never fetch) and every script preload
 * moves, unchanged and in order, into one inert <template data-deferred-scripts> at the end of <head>. A small inline
 * script re-creates them once the browser reports the first contentful paint. The HTML still names every file,
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
import { DATA_LIGHT_ATTRIBUTE, INTERACTIVE_CHOICE_KEY, LOAD_SCRIPTS_ATTRIBUTE } from '../lib/data-light';
import { htmlFiles } from './html-files';

export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

/**
 * Re-creates the template's elements once the browser reports the page's first contentful paint (a PerformanceObserver
 * callback runs in a task of its own, after that paint); where paint timing is missing, once the document is parsed.
 * Elements created by a script run when inserted, unlike the template's inert ones, and a created script is async, as
 * Next's were.
 *
 * Data-light mode (lib/data-light.ts): when the connection asks to save data (`saveData`, or an `effectiveType` of
 * `slow-2g` or `2g`, as the map island reads it) and the visitor has not chosen the interactive version in this visit
 * (sessionStorage), it fetches nothing and marks <html>, so the layout's static style shows the page as it is without
 * JavaScript. A click on the control marked LOAD_SCRIPTS_ATTRIBUTE records the choice, drops the mark and loads the
 * scripts then. Browsers without `navigator.connection` load them as before. Storage refused (privacy settings) only
 * means the choice is not remembered.
 */
export const LOADER = `(()=>{const load=()=>{for(const e of document.querySelector("template[${DEFERRED_SCRIPTS_ATTRIBUTE}]").content.children){const c=document.createElement(e.localName);for(const a of e.attributes)c.setAttribute(a.name,a.value);document.head.append(c)}};const root=document.documentElement,connection=navigator.connection;let chosen=false;try{chosen=!!sessionStorage.getItem("${INTERACTIVE_CHOICE_KEY}")}catch{}if(connection&&(connection.saveData||/^(slow-)?2g$/.test(connection.effectiveType))&&!chosen){root.setAttribute("${DATA_LIGHT_ATTRIBUTE}","");addEventListener("click",event=>{if(!root.hasAttribute("${DATA_LIGHT_ATTRIBUTE}")||!event.target.closest?.("[${LOAD_SCRIPTS_ATTRIBUTE}]"))return;try{sessionStorage.setItem("${INTERACTIVE_CHOICE_KEY}","1")}catch{}root.removeAttribute("${DATA_LIGHT_ATTRIBUTE}");load()});return}if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true});else addEventListener("DOMContentLoaded",load)})()`;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const EXTERNAL_SCRIPT = /<script\b(?=[^>]*\ssrc=)(?![^>]*\snomodule\b)[^>]*>\s*<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="(?:preload|modulepreload)")(?=[^>]*\sas="script")[^>]*>/gi;

const srcOf = (tag: string) => /\s(?:src|href)="([^"]*)"/.exec(tag)?.[1];

/**
 * The page with its external scripts and script preloads deferred until after its first paint, and the scripts'
 * URLs. A preload of a script the page also loads is dropped: the script element fetches it.
 */
export function deferScripts(html: string, file = 'the page'): { html: string; scripts: string[] } {
  const scriptTags: string[] = [];
  const preloadTags: string[] = [];
  const rest = html
    .replace(EXTERNAL_SCRIPT, (tag) => {
      scriptTags.push(tag);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (tag) => {
      preloadTags.push(tag);
      return '';
    });
  if (scriptTags.length + preloadTags.length === 0) return { html, scripts: [] };
  if (html.includes(DEFERRED_SCRIPTS_ATTRIBUTE)) throw new Error(`${file} has its scripts deferred already: rebuild`);
  const scripts = scriptTags.map(srcOf).filter((src) => src !== undefined);
  const deferred = [...scriptTags, ...preloadTags.filter((tag) => !scripts.includes(srcOf(tag) ?? ''))];
  const headEnd = rest.search(/<\/head\s*>/i);
  if (headEnd === -1) throw new Error(`${file} has scripts but no </head> to defer them into`);
  const loader = `<template ${DEFERRED_SCRIPTS_ATTRIBUTE}="">${deferred.join('')}</template><script>${LOADER}</script>`;
  return { html: rest.slice(0, headEnd) + loader + rest.slice(headEnd), scripts };
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
