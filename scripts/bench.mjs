#!/usr/bin/env node
// npm run bench [-- --runs N] [--no-build] [--port P] [--routes /,/about/]
//
// Builds the export, serves it with `npm start`'s server (scripts/serve.mjs: the build's brotli or gzip copies
// where the browser accepts them, as nginx sends them), and runs Lighthouse (default mobile emulation:
// simulated slow 4G, 4x CPU slowdown; performance only) N times on every route, and as many times on a copy of
// the same page with every script removed: the floor any static page with this HTML and CSS can reach. Then it
// opens every route N times in Chromium (Playwright) under slow 4G and 4x CPU slowdown and times when its islands
// first answer a tap, and N times in data-light mode (the data saver on, so no script) under 2G for the bytes it
// downloads and its first and largest paint. Prints the medians with the export's own byte counts (gzip and
// brotli), and writes them all to bench-results/. Lighthouse is installed on first use into
// node_modules/.cache/bench, never into package.json (its dependency tree can break installs and it is only
// needed here).

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { downloadedSoFar, emulateSaveData } from './data-light-bytes.mjs';
import { hasCarousel, htmlFileOf, measureExport } from './measure-bytes.mjs';
import { CHROMIUM_ARGS, findChromium } from './system-packages.mjs';

// The export's folder walk, shared with the build's steps (TypeScript, so imported through tsx).
const { filesUnder, htmlFiles } = await tsImport('./html-files.ts', import.meta.url);

const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
/** The targets of issue 4, each route, preloader on. */
const TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0, transferBytes: 180 * 1024 };
const OWN_JS_LIMIT = { carousel: 10 * 1024, other: 2 * 1024 };
/** Lighthouse's mobile network ("slow 4G"), applied for real through CDP: per request 150 ms, 1.6 / 0.75 Mbps. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power), narrow enough for the menu button. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const ISLANDS_TIMEOUT_MS = 30_000;
/** WebPageTest's 2G profile, for the data-light column: 800 ms per request, 280 kbps down, 256 kbps up. */
const TWO_G = { latency: 800, downloadThroughput: (280 * 1024) / 8, uploadThroughput: (256 * 1024) / 8 };
/** Issue 22: what a page may download in data-light mode (HTML, CSS, first-screen images), and no script. */
const DATA_LIGHT_TARGET_BYTES = 25 * 1024;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'out');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'bench');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string' },
    routes: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive whole number, not "${args.runs}"`);
const basePort = args.port === undefined ? 0 : Number(args.port);

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

/** A snapshot of out/, so a build during the bench cannot change what is measured. */
async function exportCopy(name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  await cp(outDir, dir, { recursive: true });
  return dir;
}

/**
 * A copy of the export with every script and script preload removed from every HTML file, and its compressed
 * copies written again by the build's own step, so the floor is served as the site is.
 */
async function scriptFreeCopy() {
  const dir = await exportCopy('no-js');
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
 * Runs in the page from its first script on: every 25 ms it taps each island's control, as an impatient visitor
 * would, until the island answers, and notes when (ms since navigation start): the menu button opens the menu;
 * the carousel's next arrow hides the first slide. A tap before hydration does nothing, as it would for a visitor.
 */
function tapUntilIslandsAnswer() {
  const answered = {};
  window.__islandsAnswered = answered;
  const islands = {
    menu: {
      control: () => document.querySelector('button[aria-controls="site-menu"]'),
      answers: (button) => button.getAttribute('aria-expanded') === 'true',
    },
    carousel: {
      control: () => document.querySelector('[data-carousel-track] ~ [data-js-only] button:last-child'),
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

/**
 * One cold load of `url` in a fresh context, under slow 4G and 4x CPU: when the first paint came, when the last
 * script arrived, and when each of `islands` first answered a tap (ms since navigation start).
 */
async function measureIslands(browser, url, islands) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(tapUntilIslandsAnswer);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction((names) => names.every((name) => name in (window.__islandsAnswered ?? {})), islands, {
      timeout: ISLANDS_TIMEOUT_MS,
      polling: 100,
    });
    return await page.evaluate((names) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script');
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
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...TWO_G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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

function medians(samples, keys = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'transferBytes']) {
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

function report(results, bytes, textTotals, preloaderMs) {
  const pair = (route, key, format) => `${format(route.site[key])} | ${format(route.noJs[key])}`;
  const ms = (value) => (value === undefined ? '-' : String(Math.round(value)));
  const lighthouseRows = results.map((route) => [
    route.route,
    pair(route, 'score', String),
    pair(route, 'fcpMs', seconds),
    pair(route, 'lcpMs', seconds),
    pair(route, 'tbtMs', Math.round),
    pair(route, 'cls', (cls) => cls.toFixed(3)),
    pair(route, 'speedIndexMs', seconds),
    pair(route, 'transferBytes', kb),
    ms(route.islands.readyMs),
    `${kb(route.dataLight.bytes)} | ${seconds(route.dataLight.fcpMs)} | ${seconds(route.dataLight.lcpMs)}`,
  ]);
  const islandRows = results.map(({ route, islands }) => [
    route,
    ms(islands.fcpMs),
    ms(islands.scriptsMs),
    ms(islands.menu),
    ms(islands.carousel),
    ms(islands.readyMs),
  ]);
  const kinds = ['sharedJs', 'ownJs', 'lazyJs', 'css', 'html', 'images'];
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
    if (site.transferBytes > TARGETS.transferBytes)
      misses.push(`${route}: transfer ${kb(site.transferBytes)} KB > 180 KB`);
  }
  for (const { route, bytes: b } of bytes.routes) {
    const limit = hasCarousel(readFileSync(path.join(outDir, htmlFileOf(route)), 'utf8'))
      ? OWN_JS_LIMIT.carousel
      : OWN_JS_LIMIT.other;
    if (b.ownJs >= limit) misses.push(`${route}: own JS ${kb(b.ownJs)} KB >= ${kb(limit)} KB`);
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
  return [
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4x CPU), median of ${runs} run(s). Each cell: site | same page without scripts.`,
    `islands: ms until every island answers a tap (table below); target <= ${preloaderMs}, when the preloader lifts.`,
    `data-light: the page with the data saver on (no script), 2G by CDP (800 ms per request, 280 / 256 kbps), ${CPU_SLOWDOWN}x CPU, 412 px: KB downloaded by load (bodies as served, brotli) | FCP s | LCP s; target <= ${kb(DATA_LIGHT_TARGET_BYTES)} KB.`,
    table(
      [
        'route',
        'score',
        'FCP s',
        'LCP s',
        'TBT ms',
        'CLS',
        'SI s',
        'transfer KB',
        'islands ms',
        'data-light KB | FCP | LCP',
      ],
      lighthouseRows,
    ),
    '',
    `Islands ready: Chromium, slow 4G by CDP (150 ms per request, 1.6 Mbps down, 750 kbps up), ${CPU_SLOWDOWN}x CPU, 412 px, cold cache; median of ${runs}.`,
    'ms since navigation: first paint; last script downloaded; menu button opens the menu; next arrow moves the carousel; all answered.',
    table(['route', 'FCP', 'scripts in', 'menu', 'carousel', 'ready'], islandRows),
    '',
    'Bytes from out/, KB, each cell gzip | brotli: gzip at the default level (what budgets.json holds), brotli as the',
    "build's .br copies. shared JS: on every route (Next + React + layout islands); own: this route adds; lazy: imported after load.",
    table(['route', 'shared JS', 'own JS', 'lazy JS', 'CSS', 'HTML', 'images', 'total'], byteRows),
    `Every text file of out/ (${textTotals.files}): ${kb(textTotals.raw)} KB raw, ${kb(textTotals.gz)} KB as .gz (level 9), ${kb(textTotals.br)} KB as .br (quality 11, ${percent(textTotals.br, textTotals.gz)} of gzip).`,
    '',
    misses.length === 0 ? 'Every target of issues 4, 14 and 22 met.' : `Targets missed:\n  ${misses.join('\n  ')}`,
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

async function main() {
  if (!args['no-build']) {
    log('Building the export (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!existsSync(path.join(outDir, 'index.html'))) fail('out/ has no export: run without --no-build');
  const chromePath = findChromium();
  if (!chromePath) fail('no Chromium found: set CHROMIUM_PATH or run npm run test:e2e once, which installs it');

  const { routes: allRoutes, preloaderMs } = siteFacts();
  const routes = args.routes ? args.routes.split(',') : allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length > 0) fail(`unknown route(s) ${unknown.join(', ')}; routes are ${allRoutes.join(' ')}`);
  // Shared JS is what every route of the site loads, whichever routes are benchmarked.
  const bytes = measureExport({ outDir, routes: allRoutes, basePath: '', brotli: true });
  bytes.routes = bytes.routes.filter((route) => routes.includes(route.route));

  const lighthouse = await loadLighthouse();
  const siteDir = await exportCopy('site');
  const noJsDir = await scriptFreeCopy();
  const port = (offset) => (basePort === 0 ? 0 : basePort + offset);
  const servers = [];
  try {
    const site = await serve(siteDir, port(0));
    servers.push(site);
    const noJs = await serve(noJsDir, port(1));
    servers.push(noJs);

    const chrome = await lighthouse.chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const samples = new Map(routes.map((route) => [route, { site: [], noJs: [] }]));
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          log(`run ${run}/${runs} ${route}`);
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
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          log(`islands ${run}/${runs} ${route}`);
          const html = readFileSync(path.join(siteDir, htmlFileOf(route)), 'utf8');
          const islands = hasCarousel(html) ? ['menu', 'carousel'] : ['menu'];
          islandSamples.get(route).push(await measureIslands(browser, site.origin + route, islands));
        }
      }
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          log(`data-light ${run}/${runs} ${route}`);
          dataLightSamples.get(route).push(await measureDataLight(browser, site.origin + route));
        }
      }
    } finally {
      await browser.close();
    }

    const results = routes.map((route) => ({
      route,
      site: medians(samples.get(route).site),
      noJs: medians(samples.get(route).noJs),
      islands: medians(islandSamples.get(route), Object.keys(islandSamples.get(route)[0])),
      dataLight: medians(dataLightSamples.get(route), ['bytes', 'scripts', 'fcpMs', 'lcpMs']),
      samples: { ...samples.get(route), islands: islandSamples.get(route), dataLight: dataLightSamples.get(route) },
    }));
    const text = report(results, bytes, await compressedTotals(siteDir), preloaderMs);
    console.log(text);

    const resultsDir = path.join(repoRoot, 'bench-results');
    await mkdir(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const json = JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: LIGHTHOUSE_VERSION,
        runs,
        targets: { ...TARGETS, islandsReadyMs: preloaderMs },
        bytes,
        results,
        report: text,
      },
      null,
      2,
    );
    await writeFile(path.join(resultsDir, `bench-${stamp}.json`), json);
    await writeFile(path.join(resultsDir, 'latest.json'), json);
    log(`Results written to bench-results/bench-${stamp}.json and bench-results/latest.json`);
  } finally {
    for (const server of servers) server.stop();
    await rm(siteDir, { recursive: true, force: true });
    await rm(noJsDir, { recursive: true, force: true });
  }
}

await main();
