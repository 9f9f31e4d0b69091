/**
 * Runs after every `npm run build` (the `postbuild` script): writes the deploy configuration for the export just
 * built, with a Content-Security-Policy that allows exactly the inline scripts in it.
 *
 *   deploy/nginx.conf   from deploy/nginx.conf.template (include it in your nginx server block)
 *   deploy/_headers     from deploy/_headers.template, also copied to out/_headers where Netlify and
 *                       Cloudflare Pages read it
 *
 * Next's export has inline scripts (the page's React payload, `self.__next_f.push(...)`) whose text changes with
 * every content edit, so their hashes are recomputed on every build rather than kept in a committed file.
 *
 *   EXPORT_DIR                     the export to read (default out/)
 *   BASE_PATH                      the sub-path the export was built for (as for `next build`)
 *   NEXT_PUBLIC_METRICS_ENDPOINT   where the page may send its metrics (its origin joins connect-src)
 */
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site';
import { basePath } from '../lib/routes/paths';
import { htmlFiles } from './html-files';

const root = process.cwd();
const exportDir = path.resolve(root, process.env.EXPORT_DIR || 'out');
const deployDir = path.join(root, 'deploy');

/** Cloudflare Pages drops a _headers line longer than this. */
const CLOUDFLARE_LINE_LIMIT = 2000;

/** Script types a browser runs; any other type (application/ld+json) is a data block that CSP does not govern. */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase() ?? '';
  return ['', 'module', 'text/javascript', 'application/javascript', 'importmap'].includes(type);
}

/** The CSP source of every inline script in the export, in a stable order. */
function inlineScriptHashes(files: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
      // The browser hashes the script's text after the HTML parser has turned CRLF into LF.
      const text = body.replace(/\r\n?/g, '\n');
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

function originOf(url: string, what: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${what} "${url}" is not an absolute URL`);
  }
}

function metricsOrigin(): string[] {
  const endpoint = process.env.NEXT_PUBLIC_METRICS_ENDPOINT;
  // A path on this site ("/metrics") is covered by 'self'.
  if (!endpoint || endpoint.startsWith('/')) return [];
  return [originOf(endpoint, 'NEXT_PUBLIC_METRICS_ENDPOINT')];
}

function contentSecurityPolicy(scriptHashes: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React writes style attributes into the prerendered HTML (the carousel's hidden slides, the preloader's
    // timing) and the layout has a <noscript><style>; styles cannot run code, so only scripts are locked down.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...metricsOrigin()],
    // The contact map is the only frame; what the map page itself may do is its host's business.
    'frame-src': [originOf(site.map.embedUrl, 'content/site.ts map.embedUrl')],
    // The site has no forms (Apply Now is a link to the external form) and no <base>.
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response carries, HTML or asset, 200 or 404. */
function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    // Browsers only honour HSTS over HTTPS, so it is harmless on a plain-HTTP preview.
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    // For browsers older than frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Replaces each {{NAME}} in a template; a multi-line value keeps the indentation of its placeholder's line. */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string, offset: number) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${placeholder}`);
    const indent = /^[ \t]*/.exec(template.slice(template.lastIndexOf('\n', offset) + 1))?.[0] ?? '';
    return values[name].split('\n').join(`\n${indent}`);
  });
}

const generatedNote = (template: string) =>
  `# GENERATED by scripts/csp.ts from deploy/${template} on every build. Edit the template, not this file.\n`;

const files = htmlFiles(exportDir);
if (files.length === 0) throw new Error(`no HTML in ${path.relative(root, exportDir)}/: run next build first`);
const hashes = inlineScriptHashes(files);
const csp = contentSecurityPolicy(hashes);
const headers = securityHeaders(csp);

// nginx wants each value quoted; none of ours contains a double quote.
const nginxHeaders = headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n');
const nginxConf = render(readFileSync(path.join(deployDir, 'nginx.conf.template'), 'utf8'), {
  BASE_PATH: basePath,
  SECURITY_HEADERS: nginxHeaders,
});
writeFileSync(path.join(deployDir, 'nginx.conf'), generatedNote('nginx.conf.template') + nginxConf);

const headersFile = render(readFileSync(path.join(deployDir, '_headers.template'), 'utf8'), {
  BASE_PATH: basePath,
  SECURITY_HEADERS: headers.map(([name, value]) => `${name}: ${value}`).join('\n'),
});
writeFileSync(path.join(deployDir, '_headers'), generatedNote('_headers.template') + headersFile);
copyFileSync(path.join(deployDir, '_headers'), path.join(exportDir, '_headers'));

console.log(
  `CSP: ${hashes.length} inline script hashes from ${files.length} HTML files -> deploy/nginx.conf, deploy/_headers, ${path.relative(root, exportDir)}/_headers`,
);
const cspLine = `  Content-Security-Policy: ${csp}`;
if (cspLine.length > CLOUDFLARE_LINE_LIMIT) {
  console.warn(
    `Warning: the Content-Security-Policy line is ${cspLine.length} characters; Cloudflare Pages ignores _headers lines over ${CLOUDFLARE_LINE_LIMIT}. nginx and Netlify are not affected.`,
  );
}
