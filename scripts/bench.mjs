#!/usr/bin/env node
// npm run bench [-- --runs N] [--no-build] [--port P] [--routes /,/about/]
//
// Builds the export, serves it gzip-compressed as a production static host would, and runs Lighthouse
// (default mobile emulation: simulated slow 4G, 4x CPU slowdown; performance only) N times on every route,
// and as many times on a copy of the same page with every script removed: the floor any static page with
// this HTML and CSS can reach. Prints the medians with the export's own gzip byte counts, and writes them
// all to bench-results/. Lighthouse is installed on first use into node_modules/.cache/bench, never into
// package.json (its dependency tree can break installs and it is only needed here).

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { hasCarousel, htmlFileOf, measureExport } from './measure-bytes.mjs';
import { CHROMIUM_ARGS, findChromium } from './system-packages.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
/** The targets of issue 4, each route, preloader on. */
const TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0, transferBytes: 180 * 1024 };
const OWN_JS_LIMIT = { carousel: 10 * 1024, other: 2 * 1024 };

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

/** Every page as served, from lib/routes (TypeScript, so read through tsx, as the content check does). */
function siteRoutes() {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  // Without "type": "module" tsx loads the .ts file as CommonJS, so its exports arrive under `default`.
  const script =
    "import('./lib/routes/index.ts').then(({ default: routes }) => console.log(JSON.stringify(routes.servedPaths)))";
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

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * serve.mjs sends files uncompressed; every production host (nginx gzip, Netlify, Cloudflare) compresses
 * text. This proxy in front of it gzips text responses, so Lighthouse sees the bytes a visitor would.
 */
function gzipProxy(upstream, port) {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (upstreamRes) => {
        const headers = { ...upstreamRes.headers };
        const compress =
          COMPRESSIBLE.test(headers['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        if (!compress) {
          res.writeHead(upstreamRes.statusCode, headers);
          upstreamRes.pipe(res);
          return;
        }
        delete headers['content-length'];
        res.writeHead(upstreamRes.statusCode, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        upstreamRes.pipe(createGzip()).pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }),
    );
  });
}

/** A snapshot of out/, so a build during the bench cannot change what is measured. */
async function exportCopy(name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  await cp(outDir, dir, { recursive: true });
  return dir;
}

/** A copy of the export with every script and script preload removed from every HTML file. */
async function scriptFreeCopy() {
  const dir = await exportCopy('no-js');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const html = await readFile(file, 'utf8');
    const stripped = html
      .replace(/<template data-deferred-scripts[^>]*>[\s\S]*?<\/template>/gi, '')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
    await writeFile(file, stripped);
  }
  return dir;
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

function medians(samples) {
  const keys = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'transferBytes'];
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

function report(results, bytes) {
  const pair = (route, key, format) => `${format(route.site[key])} | ${format(route.noJs[key])}`;
  const lighthouseRows = results.map((route) => [
    route.route,
    pair(route, 'score', String),
    pair(route, 'fcpMs', seconds),
    pair(route, 'lcpMs', seconds),
    pair(route, 'tbtMs', Math.round),
    pair(route, 'cls', (cls) => cls.toFixed(3)),
    pair(route, 'speedIndexMs', seconds),
    pair(route, 'transferBytes', kb),
  ]);
  const byteRows = bytes.routes.map(({ route, bytes: b }) => [
    route,
    kb(b.sharedJs),
    kb(b.ownJs),
    kb(b.lazyJs),
    kb(b.css),
    kb(b.html),
    kb(b.images),
  ]);
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
  return [
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4x CPU), median of ${runs} run(s). Each cell: site | same page without scripts.`,
    table(['route', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'transfer KB'], lighthouseRows),
    '',
    'Bytes from out/, gzip KB. shared JS: on every route (Next + React + layout islands); own: this route adds; lazy: imported after load.',
    table(['route', 'shared JS', 'own JS', 'lazy JS', 'CSS', 'HTML', 'images'], byteRows),
    '',
    misses.length === 0 ? 'Every target of issue 4 met.' : `Targets missed:\n  ${misses.join('\n  ')}`,
  ].join('\n');
}

async function main() {
  if (!args['no-build']) {
    log('Building the export (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!existsSync(path.join(outDir, 'index.html'))) fail('out/ has no export: run without --no-build');
  const chromePath = findChromium();
  if (!chromePath) fail('no Chromium found: set CHROMIUM_PATH or run npm run test:e2e once, which installs it');

  const allRoutes = siteRoutes();
  const routes = args.routes ? args.routes.split(',') : allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length > 0) fail(`unknown route(s) ${unknown.join(', ')}; routes are ${allRoutes.join(' ')}`);
  // Shared JS is what every route of the site loads, whichever routes are benchmarked.
  const bytes = measureExport({ outDir, routes: allRoutes, basePath: '' });
  bytes.routes = bytes.routes.filter((route) => routes.includes(route.route));

  const lighthouse = await loadLighthouse();
  const siteDir = await exportCopy('site');
  const noJsDir = await scriptFreeCopy();
  const port = (offset) => (basePort === 0 ? 0 : basePort + offset);
  const servers = [];
  try {
    const siteServer = await serve(siteDir, port(0));
    servers.push(siteServer);
    const noJsServer = await serve(noJsDir, port(1));
    servers.push(noJsServer);
    const site = await gzipProxy(siteServer.origin, port(2));
    servers.push(site);
    const noJs = await gzipProxy(noJsServer.origin, port(3));
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

    const results = routes.map((route) => ({
      route,
      site: medians(samples.get(route).site),
      noJs: medians(samples.get(route).noJs),
      samples: samples.get(route),
    }));
    const text = report(results, bytes);
    console.log(text);

    const resultsDir = path.join(repoRoot, 'bench-results');
    await mkdir(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const json = JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: LIGHTHOUSE_VERSION,
        runs,
        targets: TARGETS,
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
