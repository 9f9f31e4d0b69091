#!/usr/bin/env node
// npm run bench [-- --runs N] [--no-build] [--port P] [--routes /,/about/] [--export DIR] [--compare DIR]
//                 [--font-runs N] [--font-route /] [--font-only]
//
// Builds the export (into --export, default out/), serves it with `npm start`'s server (scripts/serve.mjs: the
// build's brotli or gzip copies where the browser accepts them, as nginx sends them), and runs Lighthouse (default
// mobile emulation: simulated slow 4G, 4x CPU slowdown; performance only) N times on every route, and as many
// times on a copy of the same page with every script removed: the floor any static page with this HTML and CSS can
// reach. Then it opens every route N times in Chromium (Playwright) under slow 4G and 4x CPU slowdown and times
// when its islands first answer a tap, N times in data-light mode (the data saver on, so no script) under 2G for
// the bytes it downloads and its first and largest paint, and once at the byte budget's 375 px for the bytes of the
// whole page as received, scripts included. Prints the medians with the export's own byte counts (gzip and
// brotli), and writes them all to bench-results/.
//
// Font (issue 41): --font-runs N cold first visits (default: --runs) of --font-route (default /) under slow 4G and
// 4x CPU, each in a fresh browser context, reading through CDP (CSS.getPlatformFontsForNode) what the h1 is drawn
// with in the page's first frame and once the page has loaded and the preloader has lifted; and one cold first visit
// of every route (--runs of them) for its layout shifts (CLS) until the preloader has lifted. `--font-only` measures
// only that (no Lighthouse, islands, data-light or bytes).
//
// --compare DIR benches a second, saved export (the one before a change) in the same run, ahead of --export, and
// prints a before -> after table per route: a change is judged on one machine in one sitting, never against numbers
// taken on another day. --export and --compare name export folders, relative to the current directory.
//
// Lighthouse is installed on first use into node_modules/.cache/bench, never into package.json (its dependency
// tree can break installs and it is only needed here).

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { downloadedSoFar, emulateSaveData, touchCarousel } from './data-light-bytes.mjs';
import { hasCarousel, htmlFileOf, measureExport } from './measure-bytes.mjs';
import { CHROMIUM_ARGS, findChromium } from './system-packages.mjs';

// The export's folder walk, shared with the build's steps (TypeScript, so imported through tsx).
const { filesUnder, htmlFiles } = await tsImport('./html-files.ts', import.meta.url);

const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
/** The targets of issue 4, each route, preloader on; issue 27 asks a score of 100 of every route. */
const TARGETS = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0 };
/**
 * The byte budgets of budgets.json (e2e/budget.spec.ts enforces them), brotli bodies: a whole page as received in
 * normal mode (HTML, CSS, script, first-screen pictures at 375 px, cold cache), and the script of any route.
 * Issue 27's goal for a page stays 20 KB.
 */
const budgets = JSON.parse(readFileSync(fileURLToPath(new URL('../budgets.json', import.meta.url)), 'utf8'));
const PAGE_LIMIT_BYTES = budgets.page;
const PAGE_GOAL_BYTES = 20 * 1024;
const SCRIPT_LIMIT_BYTES = budgets.script;
/** Lighthouse's mobile network ("slow 4G"), applied for real through CDP: per request 150 ms, 1.6 / 0.75 Mbps. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power), narrow enough for the menu button. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const ISLANDS_TIMEOUT_MS = 30_000;
/** The byte budget's phone (MOBILE of e2e/a11y-helpers.ts): which pictures make its first screen. */
const BUDGET_SCREEN = { viewport: { width: 375, height: 740 } };
/** WebPageTest's 2G profile, for the data-light column: 800 ms per request, 280 kbps down, 256 kbps up. */
const TWO_G = { latency: 800, downloadThroughput: (280 * 1024) / 8, uploadThroughput: (256 * 1024) / 8 };
/** Issue 22: what a page may download in data-light mode (HTML, CSS, first-screen images), and no script. */
const DATA_LIGHT_TARGET_BYTES = 25 * 1024;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'bench');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string' },
    routes: { type: 'string' },
    export: { type: 'string' },
    compare: { type: 'string' },
    'font-runs': { type: 'string' },
    'font-route': { type: 'string', default: '/' },
    'font-only': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive whole number, not "${args.runs}"`);
const fontRuns = args['font-runs'] === undefined ? runs : Number(args['font-runs']);
if (!Number.isInteger(fontRuns) || fontRuns < 1)
  fail(`--font-runs must be a positive whole number, not "${args['font-runs']}"`);
const fontRoute = args['font-route'];
const fontOnly = args['font-only'];
const basePort = args.port === undefined ? 0 : Number(args.port);
if (!Number.isInteger(basePort) || basePort < 0) fail(`--port must be a port number, not "${args.port}"`);
const exportDir = args.export === undefined ? path.join(repoRoot, 'out') : path.resolve(args.export);
const compareDir = args.compare === undefined ? null : path.resolve(args.compare);
/** Ports each bench takes from --port on: the site, its script-free floor, Lighthouse's Chrome. */
const PORTS_PER_EXPORT = 3;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

function log(message) {
  process.stderr.write(`${message}\n`);
}

/**
 * Every page as served, from lib/routes, and the preloader's time from the loaded content (TypeScript, so read
 * through tsx, as the content check does).
 */
function siteFacts() {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  // Without "type": "module" tsx loads a .ts file as CommonJS, so its exports arrive under `default`.
  const script = `Promise.all([import('./lib/routes/index.ts'), import('./lib/content/index.ts')]).then(([routes, content]) =>
    console.log(JSON.stringify({ routes: routes.default.servedPaths, preloaderMs: content.default.loadContent().behaviour.preloaderMs })))`;
  return JSON.parse(execFileSync(tsx, ['--eval', script], { cwd: repoRoot, encoding: 'utf8' }));
}

/** Lighthouse and its Chrome launcher, installed on first use into the bench's own cache directory. */
async function loadLighthouse() {
  const installed = path.join(cacheDir, 'node_modules', 'lighthouse', 'package.json');
  const version = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null;
  if (version !== LIGHTHOUSE_VERSION) {
    log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(repoRoot, cacheDir)}/ (first run only)`);
    await mkdir(cacheDir, { recursive: true });
    const manifest = { private: true, dependencies: { lighthouse: LIGHTHOUSE_VERSION } };
    await writeFile(path.join(cacheDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false'], {
      cwd: cacheDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const entry = (pkg, main) => pathToFileURL(path.join(cacheDir, 'node_modules', pkg, main)).href;
  const { default: lighthouse } = await import(entry('lighthouse', 'core/index.js'));
  const chromeLauncher = await import(entry('chrome-launcher', 'dist/index.js'));
  return { lighthouse, chromeLauncher };
}

/** Starts scripts/serve.mjs on `dir` and resolves with its origin once it listens. */
function serve(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve.mjs')], {
      env: { ...process.env, PORT: String(port), SERVE_DIR: dir, BASE_PATH: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const origin = /http:\/\/localhost:(\d+)/.exec(text);
      if (origin) resolve({ origin: `http://127.0.0.1:${origin[1]}`, stop: () => child.kill('SIGTERM') });
    });
  });
}

/** A snapshot of the export in `source`, so a build during the bench cannot change what is measured. */
async function exportCopy(source, name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  await cp(source, dir, { recursive: true });
  return dir;
}

/**
 * A copy of the export with every script and script preload removed from every HTML file, and its compressed
 * copies written again by the build's own step, so the floor is served as the site is.
 */
async function scriptFreeCopy(source, name) {
  const dir = await exportCopy(source, `${name}-no-js`);
  for (const file of htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    const stripped = html
      .replace(/<template data-deferred-scripts[^>]*>[\s\S]*?<\/template>/gi, '')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
    await writeFile(file, stripped);
  }
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'precompress.ts')], {
    cwd: repoRoot,
    env: { ...process.env, EXPORT_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

/**
 * Runs in the page from its first script on: every 25 ms, once an island has hydrated, it taps its control, as an
 * impatient visitor would, until the island answers, and notes when (ms since navigation start): the menu button
 * opens the menu; the carousel's next arrow hides the first slide. No tap before hydration: a press on a control
 * whose script has not started makes the page fail open (scripts/defer-scripts.ts), every product shown at once,
 * and the islands would then never answer; before that loader a tap there did nothing.
 */
function tapUntilIslandsAnswer() {
  const answered = {};
  window.__islandsAnswered = answered;
  const islands = {
    menu: {
      control: () => document.querySelector('[data-hydrated] button[aria-controls="site-menu"]'),
      answers: (button) => button.getAttribute('aria-expanded') === 'true',
    },
    carousel: {
      control: () => document.querySelector('[data-hydrated] [data-carousel-track] ~ [data-js-only] button:last-child'),
      answers: () => document.querySelector('[data-carousel-slide]')?.style.visibility === 'hidden',
    },
  };
  const timer = setInterval(() => {
    for (const [name, island] of Object.entries(islands)) {
      const control = name in answered ? null : island.control();
      if (!control) continue;
      if (island.answers(control)) answered[name] = Math.round(performance.now());
      else control.click();
    }
    if (Object.keys(answered).length === Object.keys(islands).length) clearInterval(timer);
  }, 25);
}

/** A page of `context` on `network` (SLOW_4G or TWO_G) with the phone's slower CPU, and its DevTools session. */
async function throttledPage(context, network) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/**
 * One cold load of `url` in a fresh context, under slow 4G and 4x CPU: when the first paint came, when the last
 * script arrived, and when each of `islands` first answered a tap (ms since navigation start).
 */
async function measureIslands(browser, url, islands) {
  const context = await browser.newContext(MOBILE);
  try {
    const { page } = await throttledPage(context, SLOW_4G);
    await page.addInitScript(tapUntilIslandsAnswer);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction((names) => names.every((name) => name in (window.__islandsAnswered ?? {})), islands, {
      timeout: ISLANDS_TIMEOUT_MS,
      polling: 100,
    });
    return await page.evaluate((names) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      // A chunk a module imports may be reported as initiated by "other": its .js name tells it apart.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname));
      const answered = Object.fromEntries(names.map((name) => [name, window.__islandsAnswered[name]]));
      return {
        fcpMs: Math.round(fcp),
        scriptsMs: Math.round(Math.max(...scripts.map((entry) => entry.responseEnd))),
        ...answered,
        readyMs: Math.max(...Object.values(answered)),
      };
    }, islands);
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `url` in data-light mode (the data saver on, so no script) under 2G and 4x CPU: the bytes
 * downloaded by the load event (response bodies, as compressed), how many scripts, and the first and largest paint.
 */
async function measureDataLight(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const { page, cdp } = await throttledPage(context, TWO_G);
    await emulateSaveData(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const { bytes, scripts } = await downloadedSoFar(page);
    const paints = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          // Buffered: every candidate so far arrives at once; the last is the largest paint.
          new PerformanceObserver((list) => {
            resolve({ fcpMs: Math.round(fcp), lcpMs: Math.round(list.getEntries().at(-1).startTime) });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { bytes, scripts: scripts.length, ...paints };
  } finally {
    await context.close();
  }
}

/** The brand typeface as the platform names the face it drew with (CSS.getPlatformFontsForNode's familyName). */
const BRAND_FAMILY = /^Poppins\b/i;
/** How long after the preloader's time a font visit still watches for layout shifts. */
const FONT_SETTLE_MS = 500;

/**
 * Runs in the page from its first script on. In every animation frame until the first contentful paint (each runs
 * before its frame's style and layout, and no task runs between them within a frame) it notes how many font faces are
 * loaded; in the callback that reports the first contentful paint it pauses the page (a `debugger` statement, which
 * the bench's CDP session catches) for the bench to read the h1's font, nothing changing while paused. If a face
 * finished loading after the frame that drew the paint (the last frame that began before the paint's time), the
 * h1 may have been drawn in the fallback and swapped since: such a visit does not count as drawn in it. Also records
 * every layout shift without recent input, as CLS counts them.
 */
function watchFirstPaintAndShifts() {
  const visit = { shifts: [], frames: [] };
  window.__fontVisit = visit;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) visit.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const loadedFaces = () => [...document.fonts].filter((face) => face.status === 'loaded').length;
  const frame = () => {
    if (visit.readMs !== undefined) return;
    visit.frames.push({ ms: performance.now(), loaded: loadedFaces() });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list, observer) => {
    const [paint] = list.getEntriesByName('first-contentful-paint');
    if (!paint) return;
    observer.disconnect();
    visit.paintMs = paint.startTime;
    visit.readMs = performance.now();
    visit.loadedAtRead = loadedFaces();
    // biome-ignore lint/suspicious/noDebugger: the bench reads the h1's font here, as the first paint drew it.
    debugger;
  }).observe({ type: 'paint', buffered: true });
}

/**
 * What the page's h1 is drawn with now, from the browser's own layout (CSS.getPlatformFontsForNode: each platform
 * font and how many of the h1's glyphs it drew). `brand`: every glyph in the brand typeface.
 */
async function h1Fonts(cdp) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  if (!nodeId) return { fonts: [], brand: false };
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const glyphs = fonts.reduce((total, font) => total + font.glyphCount, 0);
  const brandGlyphs = fonts
    .filter((font) => font.isCustomFont && BRAND_FAMILY.test(font.familyName))
    .reduce((total, font) => total + font.glyphCount, 0);
  return {
    fonts: fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}: ${font.glyphCount}`),
    brand: glyphs > 0 && brandGlyphs === glyphs,
  };
}

/**
 * One cold first visit of `url` (a fresh context: empty cache, no visit yet, so the preloader shows) under slow 4G
 * and 4x CPU at 412 px: what the h1 is drawn with at the first paint and once the page has loaded
 * and the preloader has lifted (`preloaderMs` + FONT_SETTLE_MS after navigation, when the visitor first sees it),
 * and the layout shifts until then (CLS, every shift without recent input).
 */
async function measureFont(browser, url, preloaderMs) {
  const context = await browser.newContext(MOBILE);
  try {
    const { page, cdp } = await throttledPage(context, SLOW_4G);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('Debugger.enable');
    const firstPaint = new Promise((resolve, reject) => {
      cdp.once('Debugger.paused', () =>
        h1Fonts(cdp)
          .then(resolve, reject)
          .finally(() => cdp.send('Debugger.resume').catch(() => {})),
      );
    });
    await page.addInitScript(watchFirstPaintAndShifts);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const atFirstPaint = await firstPaint;
    await cdp.send('Debugger.disable');
    await page.waitForFunction((ms) => performance.now() > ms, preloaderMs + FONT_SETTLE_MS, {
      timeout: 60_000,
      polling: 100,
    });
    const whenSeen = await h1Fonts(cdp);
    const { shifts, frames, paintMs, loadedAtRead } = await page.evaluate(() => window.__fontVisit);
    // The frame that drew the first paint: a face that loaded after it may have been swapped in since.
    const paintFrame = frames.filter((frame) => frame.ms <= paintMs).at(-1);
    atFirstPaint.brand &&= paintFrame !== undefined && paintFrame.loaded === loadedAtRead;
    const font = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((candidate) => /\.woff2$/.test(candidate.name));
      return entry ? { startMs: Math.round(entry.startTime), endMs: Math.round(entry.responseEnd) } : null;
    });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return {
      atFirstPaint,
      whenSeen,
      brand: atFirstPaint.brand && whenSeen.brand,
      cls: shifts.reduce((total, value) => total + value, 0),
      paintFrameMs: paintFrame && Math.round(paintFrame.ms),
      facesLoaded: { atPaintFrame: paintFrame?.loaded, atRead: loadedAtRead },
      fcpMs: Math.round(fcp),
      font,
    };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `url` in normal mode at the byte budget's 375 px, unthrottled (bytes do not depend on speed):
 * the bytes of every response body as received (compressed), once the deferred scripts have loaded and run, the
 * network has been quiet for half a second and the product carousel, where there is one, has been touched (next
 * pressed once), counted as the byte budget counts them.
 */
async function measureWholePage(browser, url) {
  const context = await browser.newContext(BUDGET_SCREEN);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The scripts are added after the first paint (scripts/defer-scripts.ts), possibly after the load event.
    await page.waitForLoadState('networkidle');
    // Touched as e2e/budget.spec.ts touches it: next pressed once, its picture in.
    if (await touchCarousel(page)) await page.waitForTimeout(500);
    const { bytes, scripts } = await downloadedSoFar(page);
    return { bytes, scripts: scripts.length };
  } finally {
    await context.close();
  }
}

async function runLighthouse({ lighthouse }, chromePort, url) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    transferBytes: value('total-byte-weight'),
    // Script evaluation, parse and compile on the main thread (simulated 4x CPU), all scripts of the page.
    bootupMs: value('bootup-time'),
    // Unthrottled timings from the trace, which Lighthouse's simulation starts from; for diagnosis.
    observed: Object.fromEntries(
      Object.entries(lhr.audits.metrics?.details?.items?.[0] ?? {}).filter(([key]) => /^observed(?!.*Ts$)/.test(key)),
    ),
    requests:
      lhr.audits['network-requests']?.details?.items?.map((item) => item.url.replace(/^https?:\/\/[^/]+/, '')) ?? [],
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet,
    warnings: lhr.runWarnings,
  };
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medians(
  samples,
  keys = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'bootupMs', 'transferBytes'],
) {
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const ms = (value) => (value === undefined || !Number.isFinite(value) ? '-' : String(Math.round(value)));
const JS_KINDS = ['sharedJs', 'ownJs', 'lazyJs'];

/** The bench of one export: its tables and every target it misses. */
function report({ label, dir, results, bytes, textTotals, font }, preloaderMs) {
  const fontPart = fontReport(font, preloaderMs);
  const pair = (route, key, format) => `${format(route.site[key])} | ${format(route.noJs[key])}`;
  const lighthouseRows = results.map((route) => [
    route.route,
    pair(route, 'score', String),
    pair(route, 'fcpMs', seconds),
    pair(route, 'lcpMs', seconds),
    pair(route, 'tbtMs', Math.round),
    pair(route, 'cls', (cls) => cls.toFixed(3)),
    pair(route, 'speedIndexMs', seconds),
    pair(route, 'bootupMs', Math.round),
    pair(route, 'transferBytes', kb),
  ]);
  const islandRows = results.map(({ route, islands }) => [
    route,
    ms(islands.fcpMs),
    ms(islands.scriptsMs),
    ms(islands.menu),
    ms(islands.carousel),
    ms(islands.readyMs),
  ]);
  const receivedRows = results.map(({ route, wholePage, dataLight }) => [
    route,
    kb(wholePage.bytes),
    String(wholePage.scripts),
    kb(dataLight.bytes),
    seconds(dataLight.fcpMs),
    seconds(dataLight.lcpMs),
  ]);
  const kinds = [...JS_KINDS, 'css', 'html', 'images'];
  const sum = (b) => kinds.reduce((total, kind) => total + b[kind], 0);
  const byteRows = bytes.routes.map(({ route, bytes: gz, brotliBytes: br }) => [
    route,
    ...kinds.map((kind) => `${kb(gz[kind])} | ${kb(br[kind])}`),
    `${kb(sum(gz))} | ${kb(sum(br))}`,
  ]);
  const percent = (part, whole) => `${Math.round((100 * part) / whole)}%`;
  const misses = [];
  for (const { route, site } of results) {
    if (site.score < TARGETS.score) misses.push(`${route}: score ${site.score} < ${TARGETS.score}`);
    if (site.lcpMs > TARGETS.lcpMs) misses.push(`${route}: LCP ${seconds(site.lcpMs)} s > ${seconds(TARGETS.lcpMs)} s`);
    if (site.tbtMs > TARGETS.tbtMs) misses.push(`${route}: TBT ${Math.round(site.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
    if (site.cls > TARGETS.cls) misses.push(`${route}: CLS ${site.cls.toFixed(3)} > 0`);
  }
  for (const { route, wholePage } of results) {
    if (wholePage.bytes > PAGE_LIMIT_BYTES)
      misses.push(`${route}: whole page ${kb(wholePage.bytes)} KB > ${kb(PAGE_LIMIT_BYTES)} KB`);
  }
  for (const { route, scriptBytes } of results) {
    if (scriptBytes > SCRIPT_LIMIT_BYTES)
      misses.push(`${route}: script ${kb(scriptBytes)} KB > ${kb(SCRIPT_LIMIT_BYTES)} KB`);
  }
  for (const { route, dataLight } of results) {
    if (dataLight.bytes > DATA_LIGHT_TARGET_BYTES)
      misses.push(`${route}: data-light ${kb(dataLight.bytes)} KB > ${kb(DATA_LIGHT_TARGET_BYTES)} KB`);
    if (dataLight.scripts > 0) misses.push(`${route}: data-light page fetched ${dataLight.scripts} script(s)`);
  }
  for (const { route, islands } of results) {
    if (!(islands.readyMs <= preloaderMs))
      misses.push(
        `${route}: islands answer at ${ms(islands.readyMs)} ms, after the preloader lifts (${preloaderMs} ms)`,
      );
  }
  misses.push(...fontPart.misses);
  return {
    misses,
    text: [
      `== ${label}: ${dir}`,
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4x CPU), median of ${runs} run(s). Each cell: site | same page without scripts.`,
      `boot-up: Lighthouse's script boot-up time (bootup-time audit: evaluate, parse, compile), ms. Targets: score ${TARGETS.score}, LCP <= ${seconds(TARGETS.lcpMs)} s, TBT <= ${TARGETS.tbtMs} ms, CLS 0.`,
      table(['route', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'boot-up ms', 'transfer KB'], lighthouseRows),
      '',
      `Islands ready: Chromium, slow 4G by CDP (150 ms per request, 1.6 Mbps down, 750 kbps up), ${CPU_SLOWDOWN}x CPU, 412 px, cold cache; median of ${runs}.`,
      'ms since navigation: first paint; last script downloaded; menu button opens the menu; next arrow moves the carousel;',
      `all answered (target <= ${preloaderMs}, when the preloader lifts).`,
      table(['route', 'FCP', 'scripts in', 'menu', 'carousel', 'ready'], islandRows),
      '',
      'As received in Chromium, KB of response bodies as sent (brotli), cold cache. page: normal mode at 375 px, unthrottled,',
      `once the scripts have run and the network is quiet (HTML, CSS, script, first-screen images; target <= ${kb(PAGE_LIMIT_BYTES)},`,
      `goal ${kb(PAGE_GOAL_BYTES)}), with how many scripts. data-light: the data saver on (no script), 2G by CDP (800 ms per`,
      `request, 280 / 256 kbps), ${CPU_SLOWDOWN}x CPU, 412 px, by the load event (target <= ${kb(DATA_LIGHT_TARGET_BYTES)}); its first and largest paint, s.`,
      table(['route', 'page KB', 'scripts', 'data-light KB', 'FCP s', 'LCP s'], receivedRows),
      '',
      `Bytes from the export's files, KB, each cell gzip | brotli: gzip at the default level (what budgets.json holds), brotli`,
      "as the build's .br copies. shared JS: on every route (the islands entry, Preact and every island, and what it imports",
      `up front); own: this route adds; lazy: what its scripts import later (the metrics reporter, when an endpoint is set).`,
      `Script target: shared + own + lazy <= ${kb(SCRIPT_LIMIT_BYTES)} KB brotli on every route. Images: every <img> of the page, lazy ones included.`,
      table(['route', 'shared JS', 'own JS', 'lazy JS', 'CSS', 'HTML', 'images', 'total'], byteRows),
      `Every text file of the export (${textTotals.files}): ${kb(textTotals.raw)} KB raw, ${kb(textTotals.gz)} KB as .gz (level 9), ${kb(textTotals.br)} KB as .br (quality 11, ${percent(textTotals.br, textTotals.gz)} of gzip).`,
      '',
      fontPart.text,
      '',
      misses.length === 0
        ? 'Every target of issues 4, 14, 22 and 27 and of budgets.json met.'
        : `Targets of issues 4, 14, 22 and 27 or of budgets.json missed:\n  ${misses.join('\n  ')}`,
    ].join('\n'),
  };
}

/**
 * Before -> after per route, the numbers issue 27 asks to compare, and every route where the after is heavier
 * or slower than the before.
 */
function comparison(before, after) {
  const beforeOf = (route) => before.results.find((candidate) => candidate.route === route);
  const change = (from, to, format) => {
    const delta = from === 0 ? '' : ` (${to >= from ? '+' : ''}${Math.round((100 * (to - from)) / from)}%)`;
    return `${format(from)} -> ${format(to)}${delta}`;
  };
  /** What is compared: how to read it from one route's results, how to print it. */
  const measures = [
    { name: 'page KB', of: (r) => r.wholePage.bytes, format: kb },
    { name: 'script KB', of: (r) => r.scriptBytes, format: kb },
    { name: 'score', of: (r) => r.site.score, format: String, higherIsBetter: true },
    { name: 'TBT ms', of: (r) => r.site.tbtMs, format: ms },
    { name: 'boot-up ms', of: (r) => r.site.bootupMs, format: ms },
    { name: 'islands ms', of: (r) => r.islands.readyMs, format: ms },
    { name: 'data-light KB', of: (r) => r.dataLight.bytes, format: kb },
  ];
  const worse = [];
  const rows = after.results.map((route) => {
    const was = beforeOf(route.route);
    return [
      route.route,
      ...measures.map(({ name, of, format, higherIsBetter }) => {
        const [from, to] = [of(was), of(route)];
        if (higherIsBetter ? to < from : to > from)
          worse.push(`${route.route}: ${name} ${format(from)} -> ${format(to)}`);
        return change(from, to, format);
      }),
    ];
  });
  return [
    `== Before -> after, benched one after the other on this machine, median of ${runs} run(s) each.`,
    `before: ${before.dir}`,
    `after:  ${after.dir}`,
    'page KB: the whole page as received in Chromium (brotli bodies of HTML, CSS, script and first-screen images, 375 px,',
    'cold cache, normal mode, after the scripts ran). script KB: brotli JS from the export, what the route loads or can',
    "import later. score, TBT, boot-up: Lighthouse mobile (simulated slow 4G, 4x CPU); boot-up is its bootup-time audit's",
    'total. islands ms: until every island answers a tap, Chromium under slow 4G by CDP and 4x CPU. data-light KB: the',
    'data saver on, 2G.',
    table(['route', ...measures.map(({ name }) => name)], rows),
    '',
    worse.length === 0
      ? 'No route is heavier or slower than before.'
      : `Heavier or slower than before:\n  ${worse.join('\n  ')}`,
  ].join('\n');
}

/** The raw, .gz and .br bytes of every text file the build compressed. */
async function compressedTotals(dir) {
  const totals = { files: 0, raw: 0, gz: 0, br: 0 };
  for (const file of filesUnder(dir)) {
    if (!existsSync(`${file}.br`)) continue;
    totals.files += 1;
    totals.raw += statSync(file).size;
    totals.gz += statSync(`${file}.gz`).size;
    totals.br += statSync(`${file}.br`).size;
  }
  return totals;
}

/**
 * The font measurement of one export, served at `origin`: fontRuns cold first visits of fontRoute, then `runs` of
 * every route in `routes` for its CLS (the largest of its visits) and its h1.
 */
async function benchFont(browser, origin, routes, preloaderMs, label) {
  const visits = [];
  for (let run = 1; run <= fontRuns; run += 1) {
    log(`${label}: font ${run}/${fontRuns} ${fontRoute}`);
    visits.push(await measureFont(browser, origin + fontRoute, preloaderMs));
  }
  const perRoute = [];
  for (const route of routes) {
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`${label}: CLS ${run}/${runs} ${route}`);
      samples.push(await measureFont(browser, origin + route, preloaderMs));
    }
    perRoute.push({
      route,
      cls: Math.max(...samples.map((sample) => sample.cls)),
      brand: samples.filter((sample) => sample.brand).length,
      visits: samples.length,
      samples,
    });
  }
  return {
    route: fontRoute,
    runs: fontRuns,
    hits: visits.filter((visit) => visit.brand).length,
    firstPaintHits: visits.filter((visit) => visit.atFirstPaint.brand).length,
    seenHits: visits.filter((visit) => visit.whenSeen.brand).length,
    visits,
    perRoute,
  };
}

/** The font measurement's lines: the h1's typeface over the cold visits, and every route's CLS. */
function fontReport(font, preloaderMs, heading) {
  const misses = [];
  if (font.hits < font.runs)
    misses.push(`${font.route}: h1 drawn in the fallback in ${font.runs - font.hits} of ${font.runs} cold visits`);
  for (const { route, cls } of font.perRoute) if (cls > TARGETS.cls) misses.push(`${route}: CLS ${cls.toFixed(4)} > 0`);
  const medianOf = (pick) => median(font.visits.map(pick).filter(Number.isFinite));
  return {
    misses,
    text: [
      ...(heading ? [heading] : []),
      `Font: Chromium, slow 4G by CDP (150 ms per request, 1.6 Mbps down, 750 kbps up), ${CPU_SLOWDOWN}x CPU, 412 px; each visit a fresh`,
      "context (empty cache, a visit's first page, preloader on). The h1's font from CSS.getPlatformFontsForNode (the faces",
      'layout drew its glyphs with), read twice: at the first paint (the page paused in the callback that reports it; a face',
      'that finished loading after the animation frame that drew the paint makes it a miss), and',
      `${FONT_SETTLE_MS} ms after the preloader's ${preloaderMs} ms, when the visitor first sees the page. A hit: every glyph in Poppins both`,
      'times (drawn in Poppins from the first paint on, never swapped).',
      `font: h1 in Poppins in ${font.hits} of ${font.runs} cold visits (slow 4G)`,
      `  route ${font.route}; at the first paint ${font.firstPaintHits} of ${font.runs}, when the preloader lifts ${font.seenHits} of ${font.runs};` +
        ` median ms: font requested ${ms(medianOf((v) => v.font?.startMs))}, in ${ms(medianOf((v) => v.font?.endMs))}, paint frame ${ms(medianOf((v) => v.paintFrameMs))}, FCP ${ms(medianOf((v) => v.fcpMs))}`,
      '',
      `CLS per route: the layout shifts of a cold first visit (as above) until ${FONT_SETTLE_MS} ms after the preloader lifts, the largest of ${runs};`,
      'h1 in Poppins: in how many of those visits (first paint and when seen).',
      table(
        ['route', 'CLS', 'h1 in Poppins'],
        font.perRoute.map(({ route, cls, brand, visits }) => [route, cls.toFixed(4), `${brand} of ${visits}`]),
      ),
    ].join('\n'),
  };
}

/** Before -> after of the font measurement: the hits, and every route's CLS. */
function fontComparison(before, after) {
  const was = (route) => before.perRoute.find((candidate) => candidate.route === route);
  return [
    `== Font, before -> after (${after.runs} cold visits of ${after.route} each, slow 4G)`,
    `font: h1 in Poppins in ${before.hits} of ${before.runs} -> ${after.hits} of ${after.runs} cold visits (slow 4G)`,
    table(
      ['route', 'CLS', 'h1 in Poppins'],
      after.perRoute.map(({ route, cls, brand, visits }) => {
        const b = was(route);
        return [
          route,
          `${b ? b.cls.toFixed(4) : '-'} -> ${cls.toFixed(4)}`,
          `${b ? `${b.brand} of ${b.visits}` : '-'} -> ${brand} of ${visits}`,
        ];
      }),
    ),
  ].join('\n');
}

/** --font-only: the font measurement alone of one export. */
async function benchFontOnly({ label, dir, siteDir }, { chromePath, routes, portBase, preloaderMs }) {
  log(`== ${label}: ${dir}`);
  const site = await serve(siteDir, portBase === 0 ? 0 : portBase);
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
    try {
      return { label, dir, font: await benchFont(browser, site.origin, routes, preloaderMs, label) };
    } finally {
      await browser.close();
    }
  } finally {
    site.stop();
  }
}

/**
 * Every measurement of one export, on `routes`: Lighthouse on the site and on its script-free floor, the islands'
 * first answer, data-light mode and the whole page as received. `siteDir` is the export's snapshot (`dir` is only
 * named in the report); `portBase` is the first of its PORTS_PER_EXPORT ports (0: any free ones).
 */
async function benchExport(
  { label, dir, siteDir },
  { lighthouse, chromePath, routes, allRoutes, portBase, preloaderMs },
) {
  log(`== ${label}: ${dir}`);
  const noJsDir = await scriptFreeCopy(siteDir, label);
  const port = (offset) => (portBase === 0 ? 0 : portBase + offset);
  const servers = [];
  try {
    // Shared JS is what every route of the site loads, whichever routes are benchmarked; an export from before a
    // page was added (--compare) is measured on the routes it has.
    const builtRoutes = allRoutes.filter((route) => existsSync(path.join(siteDir, htmlFileOf(route))));
    const bytes = measureExport({ outDir: siteDir, routes: builtRoutes, basePath: '', brotli: true });
    bytes.routes = routes.map((route) => bytes.routes.find((measured) => measured.route === route));
    const textTotals = await compressedTotals(siteDir);

    const site = await serve(siteDir, port(0));
    servers.push(site);
    const noJs = await serve(noJsDir, port(1));
    servers.push(noJs);

    const chrome = await lighthouse.chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      ...(portBase === 0 ? {} : { port: port(2) }),
    });
    const samples = new Map(routes.map((route) => [route, { site: [], noJs: [] }]));
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          log(`${label}: run ${run}/${runs} ${route}`);
          // Site and floor alternate, so any slowdown of the machine hits both alike.
          samples.get(route).site.push(await runLighthouse(lighthouse, chrome.port, site.origin + route));
          samples.get(route).noJs.push(await runLighthouse(lighthouse, chrome.port, noJs.origin + route));
        }
      }
    } finally {
      await chrome.kill();
    }

    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
    const islandSamples = new Map(routes.map((route) => [route, []]));
    const dataLightSamples = new Map(routes.map((route) => [route, []]));
    const wholePages = new Map();
    let font;
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          log(`${label}: islands ${run}/${runs} ${route}`);
          const html = readFileSync(path.join(siteDir, htmlFileOf(route)), 'utf8');
          const islands = hasCarousel(html) ? ['menu', 'carousel'] : ['menu'];
          islandSamples.get(route).push(await measureIslands(browser, site.origin + route, islands));
        }
      }
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          log(`${label}: data-light ${run}/${runs} ${route}`);
          dataLightSamples.get(route).push(await measureDataLight(browser, site.origin + route));
        }
      }
      // Bytes are the same on every load: once is enough.
      for (const route of routes) {
        log(`${label}: whole page ${route}`);
        wholePages.set(route, await measureWholePage(browser, site.origin + route));
      }
      font = await benchFont(browser, site.origin, routes, preloaderMs, label);
    } finally {
      await browser.close();
    }

    const results = routes.map((route) => ({
      route,
      site: medians(samples.get(route).site),
      noJs: medians(samples.get(route).noJs),
      islands: medians(islandSamples.get(route), Object.keys(islandSamples.get(route)[0])),
      dataLight: medians(dataLightSamples.get(route), ['bytes', 'scripts', 'fcpMs', 'lcpMs']),
      wholePage: wholePages.get(route),
      // Brotli bytes of the script the route loads or can import later, from the export's own files.
      scriptBytes: JS_KINDS.reduce(
        (total, kind) => total + bytes.routes.find((measured) => measured.route === route).brotliBytes[kind],
        0,
      ),
      samples: { ...samples.get(route), islands: islandSamples.get(route), dataLight: dataLightSamples.get(route) },
    }));
    return { label, dir, bytes, textTotals, results, font };
  } finally {
    for (const server of servers) server.stop();
    await rm(noJsDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!args['no-build']) {
    // Next writes its export inside the project; a saved export elsewhere is benched as it is.
    const relative = path.relative(repoRoot, exportDir);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative))
      fail(`${exportDir} is outside the project, where the build cannot write: pass --no-build to bench it as it is`);
    log(`Building the export into ${relative}/ (npm run build)...`);
    execFileSync('npm', ['run', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, EXPORT_DIR: relative },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  for (const dir of [exportDir, compareDir].filter(Boolean)) {
    if (!existsSync(path.join(dir, 'index.html')))
      fail(`${dir} has no export${dir === exportDir ? ': run without --no-build' : ''}`);
  }
  const chromePath = findChromium();
  if (!chromePath) fail('no Chromium found: set CHROMIUM_PATH or run npm run test:e2e once, which installs it');

  const { routes: allRoutes, preloaderMs } = siteFacts();
  const routes = args.routes ? args.routes.split(',') : allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length > 0) fail(`unknown route(s) ${unknown.join(', ')}; routes are ${allRoutes.join(' ')}`);
  if (!allRoutes.includes(fontRoute)) fail(`unknown --font-route ${fontRoute}; routes are ${allRoutes.join(' ')}`);

  const lighthouse = fontOnly ? null : await loadLighthouse();
  // The saved export first, the one under test last, each whole before the next, on ports of its own.
  const toBench = compareDir
    ? [
        { label: 'before', dir: compareDir },
        { label: 'after', dir: exportDir },
      ]
    : [{ label: 'export', dir: exportDir }];
  // Every export copied before any is measured, so a build meanwhile cannot change what the later one measures.
  const snapshots = [];
  const benches = [];
  try {
    for (const { label, dir } of toBench) snapshots.push({ label, dir, siteDir: await exportCopy(dir, label) });
    for (const [i, snapshot] of snapshots.entries()) {
      const portBase = basePort === 0 ? 0 : basePort + i * PORTS_PER_EXPORT;
      const options = { lighthouse, chromePath, routes, allRoutes, portBase, preloaderMs };
      benches.push(await (fontOnly ? benchFontOnly(snapshot, options) : benchExport(snapshot, options)));
    }
  } finally {
    for (const { siteDir } of snapshots) await rm(siteDir, { recursive: true, force: true });
  }

  const reports = benches.map((bench) =>
    fontOnly ? fontReport(bench.font, preloaderMs, `== ${bench.label}: ${bench.dir}`) : report(bench, preloaderMs),
  );
  const compared =
    benches.length === 2
      ? [
          ...(fontOnly ? [] : [comparison(benches[0], benches[1])]),
          fontComparison(benches[0].font, benches[1].font),
        ].join('\n\n')
      : null;
  const text = [...reports.map(({ text: part }) => part), ...(compared ? [compared] : [])].join('\n\n');
  console.log(text);

  const resultsDir = path.join(repoRoot, 'bench-results');
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // A font-only run is saved beside the full benches, never over their latest.json.
  const name = fontOnly ? 'font' : 'bench';
  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: fontOnly ? null : LIGHTHOUSE_VERSION,
      runs,
      font: { route: fontRoute, runs: fontRuns },
      targets: {
        ...TARGETS,
        pageBytes: PAGE_LIMIT_BYTES,
        pageGoalBytes: PAGE_GOAL_BYTES,
        scriptBytes: SCRIPT_LIMIT_BYTES,
        dataLightBytes: DATA_LIGHT_TARGET_BYTES,
        islandsReadyMs: preloaderMs,
      },
      exports: benches.map((bench, i) => ({ ...bench, misses: reports[i].misses })),
      report: text,
    },
    null,
    2,
  );
  const latest = fontOnly ? 'latest-font.json' : 'latest.json';
  await writeFile(path.join(resultsDir, `${name}-${stamp}.json`), json);
  await writeFile(path.join(resultsDir, latest), json);
  log(`Results written to bench-results/${name}-${stamp}.json and bench-results/${latest}`);
}

await main();
