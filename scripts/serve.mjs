#!/usr/bin/env node
// Static file server for the Next.js export, as strict as the production hosts (nginx with deploy/nginx.conf,
// Netlify): the headers of the served folder's _headers file on every response, no symbolic link anywhere in the
// folder, precompressed files as nginx's gzip_static sends them, ETag and 304, Range and 206, the 404 page.
// The _headers file is read by Netlify's parser (header-rules.mjs); conditional requests are judged by `fresh` and
// byte ranges parsed by `range-parser`, the libraries Express uses. What is left here is what no static server
// does: refuse every link and open exactly the file whose path was checked.
//
//   PORT       port to listen on (default 3000)
//   HOST       address to bind (default: 127.0.0.1 and ::1, i.e. "localhost")
//   SERVE_DIR  directory to serve (default: out/ next to package.json)
//   BASE_PATH  URL prefix the export lives under, e.g. /site (default: none)

import { constants, existsSync, realpathSync } from 'node:fs';
import { open, readlink, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { tsImport } from 'tsx/esm/api';
import { headersFor, readHeaderRules } from './header-rules.mjs';
import { MIME_TYPES } from './mime-types.mjs';

/**
 * What a host sends when no _headers rule sets Cache-Control: keep, but ask again each time. Every error sends it
 * whatever the rules say, so a 404 under /_next/static/ is never kept for a year.
 */
const DEFAULT_CACHE_CONTROL = 'no-cache';

/** Precompressed siblings, in order of preference, as nginx's gzip_static (and brotli_static) serve them. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
];

/**
 * Files of the export that are no page: the host's rules, and the 404 page and Next's copies of it (a language's
 * too: /ta/404.html), which would answer 200 (a soft 404); they answer the 404 page with status 404.
 */
const NOT_PAGES = /^(\/[^/]+)?\/(_headers|404\.html|(404|_not-found)\/?(index\.html)?)$/;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.SERVE_DIR ? path.resolve(process.env.SERVE_DIR) : path.join(repoRoot, 'out');
const port = parsePort(process.env.PORT ?? '3000');
// BASE_PATH read as the build reads it (lib/routes/paths.ts, TypeScript, so imported through tsx).
const { basePath } = await tsImport('../lib/routes/paths.ts', import.meta.url).catch((error) => fail(error.message));

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

function parsePort(value) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) fail(`invalid PORT "${value}"`);
  return n;
}

async function readRules() {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) {
    console.warn(`serve: no _headers in ${root}: sending no security headers`);
    return [];
  }
  return readHeaderRules(file).catch((error) => fail(error.message));
}

/** Re-encodes a decoded, normalised path for a Location header. */
function encodePath(p) {
  return p.split('/').map(encodeURIComponent).join('/');
}

/** The path the kernel gives the open file: its real path, every link resolved. */
async function openedPath(handle, file) {
  try {
    return await readlink(`/proc/self/fd/${handle.fd}`);
  } catch {
    // Without /proc (macOS): the real path of `file`, if it is still the file that was opened.
    const [opened, named] = await Promise.all([handle.stat(), stat(file)]);
    return opened.ino === named.ino && opened.dev === named.dev ? realpath(file) : null;
  }
}

/**
 * Opens the file or folder at `urlPath` inside the export, or null when it is missing or a symbolic link is
 * anywhere in its path, as nginx's `disable_symlinks on` refuses it. The link check is made on the opened file
 * itself, so no link swapped in between a check and the open can lead elsewhere.
 */
async function openInside(urlPath) {
  const file = path.join(realRoot, urlPath);
  if (file !== realRoot && !file.startsWith(realRoot + path.sep)) return null;
  let handle;
  try {
    // O_NOFOLLOW: a link as the last part fails here; a link to a folder above it shows in the real path.
    // O_NONBLOCK: a FIFO (or a device) opens at once instead of waiting for a writer, holding one of libuv's few
    // threads for good; only a regular file or a folder is served, as the callers check.
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if ((await openedPath(handle, file)) !== file.replace(/\/$/, '')) throw new Error('a link in the path');
    return { handle, info: await handle.stat() };
  } catch {
    await handle?.close();
    return null;
  }
}

/** The encodings the client accepts ("br", "gzip"), from its Accept-Encoding header. */
function acceptedEncodings(req) {
  const accepted = new Set();
  for (const item of (req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The opened file to send for `opened`: a precompressed sibling the client accepts, when the export has one. */
async function chooseVariant(req, urlPath, opened) {
  const accepted = acceptedEncodings(req);
  let hasVariants = false;
  let chosen = { ...opened, encoding: undefined };
  for (const { name, extension } of ENCODINGS) {
    const variant = await openInside(`${urlPath}${extension}`);
    if (!variant?.info.isFile()) {
      await variant?.handle.close();
      continue;
    }
    hasVariants = true;
    if (accepted.has(name) && chosen.encoding === undefined) chosen = { ...variant, encoding: name };
    else await variant.handle.close();
  }
  if (chosen.handle !== opened.handle) await opened.handle.close();
  return { ...chosen, hasVariants };
}

/** Host names that name this machine: a browser asking for one of them is previewing, over plain http. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * The policy without its upgrade-insecure-requests, for a preview on this machine: WebKit applies it to
 * http://localhost too (Chromium and Firefox exempt loopback), so Safari would ask for every stylesheet and picture
 * over https, which this server does not speak, and show the page bare. The https hosts keep it (_headers).
 */
const withoutUpgrade = (policies) =>
  policies
    .split(',')
    .map((policy) =>
      policy
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive !== 'upgrade-insecure-requests')
        .join('; '),
    )
    .join(', ');

/** The headers every response to `urlPath` carries: its _headers rules, with no long-lived caching on errors. */
function hostHeaders(req, urlPath, status = 200) {
  const headers = { 'cache-control': DEFAULT_CACHE_CONTROL, ...headersFor(rules, urlPath) };
  if (status >= 400) headers['cache-control'] = DEFAULT_CACHE_CONTROL;
  const policy = headers['content-security-policy'];
  if (policy && LOOPBACK_HOST.test(req.headers.host ?? '')) headers['content-security-policy'] = withoutUpgrade(policy);
  return headers;
}

/** The byte range to send: undefined for the whole file, null when the range lies outside it (416). */
function requestedRange(req, size, etag, lastModified) {
  const { range, 'if-range': ifRange } = req.headers;
  // If-Range: the part is wanted only of the version the client already has part of.
  if (!range || (ifRange && ifRange !== etag && ifRange !== lastModified)) return undefined;
  const ranges = parseRange(size, range, { combine: true });
  if (ranges === -1) return null;
  // A malformed header, another unit or several ranges: the whole file, which a server may always send.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** Sends the opened file `urlFile` answers, with ETag and Last-Modified as nginx makes them, 304 and 206. */
async function sendFile(req, res, urlFile, urlPath, opened) {
  const { handle, info, encoding, hasVariants } = await chooseVariant(req, urlFile, opened);
  // Closed on every way out: a handle left to the garbage collector stops the server on Node 26.
  try {
    const etag = `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
    const lastModified = info.mtime.toUTCString();
    const headers = {
      ...hostHeaders(req, urlPath),
      etag,
      'last-modified': lastModified,
      ...(hasVariants && { vary: 'Accept-Encoding' }),
    };
    if (fresh(req.headers, { etag, 'last-modified': lastModified })) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const range = requestedRange(req, info.size, etag, lastModified);
    if (range === null) {
      res.writeHead(416, {
        ...hostHeaders(req, urlPath, 416),
        'content-range': `bytes */${info.size}`,
        'content-length': 0,
      });
      res.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    // Read whole before answering: the exports' files are small, and the handle never outlives the request.
    const body = req.method === 'HEAD' ? undefined : Buffer.alloc(end - start + 1);
    if (body?.length) await handle.read(body, 0, body.length, start);
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'content-type': MIME_TYPES[path.extname(urlFile).toLowerCase()] ?? 'application/octet-stream',
      'content-length': end - start + 1,
      'accept-ranges': 'bytes',
      ...(encoding && { 'content-encoding': encoding }),
      ...(range && { 'content-range': `bytes ${start}-${end}/${info.size}` }),
    });
    res.end(body);
  } finally {
    await handle.close();
  }
}

function sendText(req, res, status, text, headers) {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** The 404 page of the address's first folder when it has one (a language's: /ta/404.html), else the site's. */
async function notFoundPageFor(urlPath) {
  const folder = /^(\/[^/]+)\//.exec(urlPath)?.[1];
  const own = folder && (await openInside(`${folder}/404.html`));
  if (own?.info.isFile()) return own;
  await own?.handle.close();
  return openInside('/404.html');
}

async function sendNotFound(req, res, urlPath) {
  const headers = hostHeaders(req, urlPath, 404);
  const page = await notFoundPageFor(urlPath);
  if (!page?.info.isFile()) {
    await page?.handle.close();
    sendText(req, res, 404, 'Not Found\n', headers);
    return;
  }
  const body = await page.handle.readFile().finally(() => page.handle.close());
  res.writeHead(404, { ...headers, 'content-type': MIME_TYPES['.html'], 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(req, res, location, urlPath) {
  sendText(req, res, 301, `Moved Permanently: ${location}\n`, { ...hostHeaders(req, urlPath, 301), location });
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method Not Allowed\n', { ...hostHeaders(req, '/', 405), allow: 'GET, HEAD' });
    return;
  }

  // req.url is the raw request target; it is not run through `new URL()`
  // because "//host/x" would be parsed as a different host.
  const target = req.url ?? '/';
  const queryIndex = target.indexOf('?');
  const rawPath = queryIndex === -1 ? target : target.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : target.slice(queryIndex);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = undefined;
  }
  if (!rawPath.startsWith('/') || decoded === undefined || decoded.includes('\0')) {
    sendText(req, res, 400, 'Bad Request\n', hostHeaders(req, '/', 400));
    return;
  }

  // Normalising an absolute path resolves every "..", so it can never climb
  // above "/"; openInside checks containment again.
  let urlPath = path.posix.normalize(decoded);
  if (basePath) {
    if (urlPath === basePath) {
      redirect(req, res, `${encodePath(basePath)}/${query}`, '/');
      return;
    }
    if (!urlPath.startsWith(`${basePath}/`)) {
      await sendNotFound(req, res, urlPath);
      return;
    }
    urlPath = urlPath.slice(basePath.length);
  }

  const opened = NOT_PAGES.test(urlPath) ? null : await openInside(urlPath);
  if (opened?.info.isDirectory()) {
    await opened.handle.close();
    if (!urlPath.endsWith('/')) {
      redirect(req, res, `${encodePath(basePath + urlPath)}/${query}`, urlPath);
      return;
    }
    const index = await openInside(`${urlPath}index.html`);
    if (index?.info.isFile()) {
      await sendFile(req, res, `${urlPath}index.html`, urlPath, index);
      return;
    }
    await index?.handle.close();
  } else if (opened?.info.isFile() && !urlPath.endsWith('/')) {
    await sendFile(req, res, urlPath, urlPath, opened);
    return;
  } else {
    await opened?.handle.close();
  }

  await sendNotFound(req, res, urlPath);
}

const relativeRoot = path.relative(process.cwd(), root);
const shownRoot = `${relativeRoot && !relativeRoot.startsWith('..') ? relativeRoot : root}/`;
if (!existsSync(root)) fail(`${shownRoot} not found: run npm run build first`);
// Links above the served folder (a "current" link to the latest release) are the deployer's, as nginx allows them.
const realRoot = realpathSync(root);
const rules = await readRules();

const onRequest = (req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else sendText(req, res, 500, 'Internal Server Error\n', hostHeaders(req, '/', 500));
  });
};

function listen(host, listenPort) {
  return new Promise((resolve, reject) => {
    const server = createServer(onRequest);
    server.once('error', reject);
    server.listen(listenPort, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function listenError(error, host) {
  if (error.code === 'EADDRINUSE') return `port ${port} is already in use on ${host}`;
  if (error.code === 'EACCES') return `no permission to listen on ${host}:${port}`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

// "localhost" may resolve to 127.0.0.1 or ::1 depending on the client, so by
// default both loopback addresses are bound (::1 is skipped if IPv6 is off).
const servers = [];
function shutdown() {
  for (const server of servers) server.close();
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

try {
  if (process.env.HOST) {
    servers.push(await listen(process.env.HOST, port));
  } else {
    const first = await listen('127.0.0.1', port);
    servers.push(first);
    try {
      servers.push(await listen('::1', first.address().port));
    } catch (error) {
      if (error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT') throw error;
    }
  }
} catch (error) {
  fail(listenError(error, process.env.HOST || 'localhost'));
}

const actualPort = servers[0].address().port;
console.log(`Serving ${shownRoot} at http://localhost:${actualPort}${basePath}/`);
