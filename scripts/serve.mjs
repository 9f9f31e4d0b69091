#!/usr/bin/env node
// Static file server for the Next.js export, behaving like the production hosts (nginx with
// deploy/nginx.conf, Netlify): the headers of the served folder's _headers file, no symbolic link
// out of the folder, precompressed files when there are some. Zero dependencies.
//
//   PORT       port to listen on (default 3000)
//   HOST       address to bind (default: 127.0.0.1 and ::1, i.e. "localhost")
//   SERVE_DIR  directory to serve (default: out/ next to package.json)
//   BASE_PATH  URL prefix the export lives under, e.g. /site (default: none)

import { createReadStream, readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** What a host sends when no _headers rule sets Cache-Control: keep, but ask again each time. */
const DEFAULT_CACHE_CONTROL = 'no-cache';

/** Precompressed siblings, in order of preference, as nginx's gzip_static (and brotli_static) serve them. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
];

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

/**
 * The rules of a _headers file (Netlify and Cloudflare Pages syntax): a line with a path starts a rule, the
 * indented "Name: value" lines under it are its headers, # starts a comment. In a path, * matches any characters
 * and :name one path segment.
 */
function parseHeaders(text, file = '_headers') {
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const where = `${file}:${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw new Error(`${where}: a rule starts with a path such as /*, not "${line}"`);
      const pattern = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) =>
          part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      rules.push({ path: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*?)\s*$/.exec(line);
    if (!header) throw new Error(`${where}: expected "Name: value", not "${line.trim()}"`);
    if (rules.length === 0) throw new Error(`${where}: a header before any path`);
    rules.at(-1).headers.push([header[1], header[2]]);
  }
  return rules;
}

/** The headers the rules give a path; a header set by several matching rules gets their values joined by ", ". */
function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.path.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

function readRules() {
  const file = path.join(root, '_headers');
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    console.warn(`serve: no _headers in ${root}: sending no security headers`);
    return [];
  }
  try {
    return parseHeaders(text, file);
  } catch (error) {
    fail(error.message);
  }
}

async function statOrNull(file) {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

/** Re-encodes a decoded, normalised path for a Location header. */
function encodePath(p) {
  return p.split('/').map(encodeURIComponent).join('/');
}

/** The file's real path if it lies inside the served folder; null if it is missing or a link leads out. */
async function realPathInside(file) {
  try {
    const real = await realpath(file);
    return real === realRoot || real.startsWith(realRoot + path.sep) ? real : null;
  } catch {
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

/** The file to send for `file`: a precompressed sibling the client accepts, when the export has one. */
async function chooseVariant(req, file, size) {
  const accepted = acceptedEncodings(req);
  let hasVariants = false;
  for (const { name, extension } of ENCODINGS) {
    const variant = `${file}${extension}`;
    const info = (await realPathInside(variant)) && (await statOrNull(variant));
    if (!info?.isFile()) continue;
    hasVariants = true;
    if (accepted.has(name)) return { file: variant, size: info.size, encoding: name, hasVariants };
  }
  return { file, size, encoding: undefined, hasVariants };
}

/** The _headers rules apply to paths inside the export, below the base path, as on a host publishing it there. */
function hostHeaders(urlPath) {
  return headersFor(rules, urlPath);
}

async function sendFile(req, res, status, file, size, urlPath) {
  const variant = await chooseVariant(req, file, size);
  res.writeHead(status, {
    'content-type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': variant.size,
    'cache-control': DEFAULT_CACHE_CONTROL,
    ...(variant.encoding && { 'content-encoding': variant.encoding }),
    ...(variant.hasVariants && { vary: 'Accept-Encoding' }),
    ...hostHeaders(urlPath),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline() closes the file if the client goes away mid-response.
  pipeline(createReadStream(variant.file), res, () => {});
}

function sendText(req, res, status, text, headers = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': DEFAULT_CACHE_CONTROL,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

async function sendNotFound(req, res, urlPath) {
  const page = path.join(root, '404.html');
  const headers = { 'cache-control': DEFAULT_CACHE_CONTROL, ...hostHeaders(urlPath) };
  try {
    const body = await readFile(page);
    res.writeHead(404, { 'content-type': MIME_TYPES['.html'], 'content-length': body.length, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    sendText(req, res, 404, 'Not Found\n', headers);
  }
}

function redirect(req, res, location, urlPath) {
  sendText(req, res, 301, `Moved Permanently: ${location}\n`, { location, ...hostHeaders(urlPath) });
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method Not Allowed\n', { allow: 'GET, HEAD' });
    return;
  }

  // req.url is the raw request target; it is not run through `new URL()`
  // because "//host/x" would be parsed as a different host.
  const target = req.url ?? '/';
  const queryIndex = target.indexOf('?');
  const rawPath = queryIndex === -1 ? target : target.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : target.slice(queryIndex);
  if (!rawPath.startsWith('/')) {
    sendText(req, res, 400, 'Bad Request\n');
    return;
  }

  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    sendText(req, res, 400, 'Bad Request\n');
    return;
  }
  if (decoded.includes('\0')) {
    sendText(req, res, 400, 'Bad Request\n');
    return;
  }

  // Normalising an absolute path resolves every "..", so it can never climb
  // above "/"; the containment check below is a second line of defence.
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

  const file = path.join(root, urlPath);
  // The host's rules file is no page of the site (nginx.conf refuses it too).
  if ((file !== root && !file.startsWith(root + path.sep)) || urlPath === '/_headers') {
    await sendNotFound(req, res, urlPath);
    return;
  }

  // A path that a symbolic link leads out of the served folder is unknown, as nginx's disable_symlinks makes it.
  const info = (await realPathInside(file)) && (await statOrNull(file));

  if (info?.isDirectory()) {
    if (!urlPath.endsWith('/')) {
      redirect(req, res, `${encodePath(basePath + urlPath)}/${query}`, urlPath);
      return;
    }
    const index = path.join(file, 'index.html');
    const indexInfo = (await realPathInside(index)) && (await statOrNull(index));
    if (indexInfo?.isFile()) {
      await sendFile(req, res, 200, index, indexInfo.size, urlPath);
      return;
    }
  } else if (info?.isFile() && !urlPath.endsWith('/')) {
    await sendFile(req, res, 200, file, info.size, urlPath);
    return;
  }

  await sendNotFound(req, res, urlPath);
}

const relativeRoot = path.relative(process.cwd(), root);
const shownRoot = `${relativeRoot && !relativeRoot.startsWith('..') ? relativeRoot : root}/`;
if (!(await statOrNull(root))?.isDirectory()) {
  fail(`${shownRoot} not found: run npm run build first`);
}
const realRoot = realpathSync(root);
const rules = readRules();

const onRequest = (req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else sendText(req, res, 500, 'Internal Server Error\n');
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
