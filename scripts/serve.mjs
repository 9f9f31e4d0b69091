#!/usr/bin/env node
// Static file server for the Next.js export, behaving like a plain static host
// (nginx / Netlify defaults). Zero dependencies.
//
//   PORT       port to listen on (default 3000)
//   HOST       address to bind (default: 127.0.0.1 and ::1, i.e. "localhost")
//   SERVE_DIR  directory to serve (default: out/ next to package.json)
//   BASE_PATH  URL prefix the export lives under, e.g. /site (default: none)

import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

function sendFile(req, res, status, file, size, cacheControl) {
  res.writeHead(status, {
    'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline() closes the file if the client goes away mid-response.
  pipeline(createReadStream(file), res, () => {});
}

function sendText(req, res, status, text, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

async function sendNotFound(req, res) {
  const page = path.join(root, '404.html');
  try {
    const body = await readFile(page);
    res.writeHead(404, {
      'Content-Type': MIME_TYPES['.html'],
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    sendText(req, res, 404, 'Not Found\n');
  }
}

function redirect(req, res, location) {
  sendText(req, res, 301, `Moved Permanently: ${location}\n`, { Location: location });
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
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
      redirect(req, res, `${encodePath(basePath)}/${query}`);
      return;
    }
    if (!urlPath.startsWith(`${basePath}/`)) {
      await sendNotFound(req, res);
      return;
    }
    urlPath = urlPath.slice(basePath.length);
  }

  const file = path.join(root, urlPath);
  if (file !== root && !file.startsWith(root + path.sep)) {
    await sendNotFound(req, res);
    return;
  }

  const cacheControl = urlPath.startsWith('/_next/static/') ? IMMUTABLE : 'no-cache';
  const info = await statOrNull(file);

  if (info?.isDirectory()) {
    if (!urlPath.endsWith('/')) {
      redirect(req, res, `${encodePath(basePath + urlPath)}/${query}`);
      return;
    }
    const index = path.join(file, 'index.html');
    const indexInfo = await statOrNull(index);
    if (indexInfo?.isFile()) {
      sendFile(req, res, 200, index, indexInfo.size, cacheControl);
      return;
    }
  } else if (info?.isFile() && !urlPath.endsWith('/')) {
    sendFile(req, res, 200, file, info.size, cacheControl);
    return;
  }

  await sendNotFound(req, res);
}

const relativeRoot = path.relative(process.cwd(), root);
const shownRoot = `${relativeRoot && !relativeRoot.startsWith('..') ? relativeRoot : root}/`;
if (!(await statOrNull(root))?.isDirectory()) {
  fail(`${shownRoot} not found: run npm run build first`);
}

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
