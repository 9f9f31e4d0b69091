/**
 * Runs after every build (the `postbuild` scripts, after defer-scripts.ts): gives each exported page its own
 * Content-Security-Policy in a `<meta http-equiv>` at the top of its <head>, allowing exactly that page's inline
 * scripts by their sha256 hashes.
 *
 * Why in the page: Next's inline scripts (the React payload, `self.__next_f.push(...)`) change with every content
 * edit. A policy kept in the host configuration would have to change with them, and a new export served with the
 * previous configuration would have its scripts blocked. With the policy inside each page, the host files
 * (deploy/nginx.conf, public/_headers) are constants of the code and keep only what no page's bytes decide:
 * frame-ancestors, which a <meta> policy cannot carry, and the other security headers. A browser enforces both
 * policies, so the host's must not restrict scripts (no script-src, no default-src): the page's does.
 *
 *   EXPORT_DIR                     the export to rewrite (default out/)
 *   NEXT_PUBLIC_METRICS_ENDPOINT   where the pages send their metrics (its origin joins connect-src)
 *   CSP_REPORT_URI                 where violations are reported: see reporterScript()
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../lib/content';
import { checkUrlSettings } from './build-settings';
import { htmlFiles } from './html-files';

export const POLICY_META = 'http-equiv="Content-Security-Policy"';

/** Script types a browser runs; any other type (application/ld+json) is a data block that CSP does not govern. */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase() ?? '';
  return ['', 'module', 'text/javascript', 'application/javascript', 'importmap'].includes(type);
}

/** The CSP source that allows one inline script. */
export function scriptHash(text: string): string {
  // The browser hashes the script's text after the HTML parser has turned CRLF into LF.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The hash of every inline script the browser would run in this page, in a stable order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // A <template>'s content is inert: its scripts never run as they stand (defer-scripts.ts re-creates them as
  // external scripts, which 'self' allows).
  const live = html.replace(/<template\b[\s\S]*?<\/template\s*>/gi, '');
  for (const [, attributes, body] of live.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/**
 * A listener that sends each Content-Security-Policy violation of the page to `reportUri` as a JSON beacon. A
 * <meta> policy cannot carry report-uri or report-to, so the page reports for itself: the event fires for every
 * policy the browser enforces on the document, the page's own and the host's header alike.
 */
export function reporterScript(reportUri: string): string {
  return `addEventListener("securitypolicyviolation",e=>navigator.sendBeacon(${JSON.stringify(reportUri)},JSON.stringify({"csp-report":{"document-uri":location.href,"effective-directive":e.effectiveDirective,"blocked-uri":e.blockedURI,"source-file":e.sourceFile,"line-number":e.lineNumber,"column-number":e.columnNumber,"disposition":e.disposition,"script-sample":e.sample}})))`;
}

export type PolicySettings = { metricsEndpoint?: string; reportUri?: string };

/** The page's policy: everything from the site itself, scripts only by hash, frames only from the map's host. */
export function pagePolicy(scriptHashes: string[], { metricsEndpoint, reportUri }: PolicySettings): string {
  const origins = (...urls: (string | undefined)[]) => [
    ...new Set(urls.filter((url) => url !== undefined).map((url) => new URL(url).origin)),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React writes style attributes into the prerendered HTML (the carousel's hidden slides, the preloader's
    // timing) and the layout has a <noscript><style>; styles cannot run code, so only scripts are locked down.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins(metricsEndpoint, reportUri)],
    // The contact map is the only frame; what the map page itself may do is its host's business.
    'frame-src': origins(loadContent().site.map.embedUrl),
    // The site has no forms (Apply Now is a link to the external form) and no <base>.
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The page with its policy (and, when reporting is on, the reporter) inserted before anything else that loads or
 * runs: right after <meta charset>, which must stay within the first 1024 bytes.
 */
export function withPagePolicy(html: string, settings: PolicySettings, file = 'the page'): string {
  if (html.includes(POLICY_META)) throw new Error(`${file} has a Content-Security-Policy already: rebuild`);
  const head = /<head\b[^>]*>(\s*<meta\s+charset=[^>]*>)?/i.exec(html);
  if (!head) throw new Error(`${file} has no <head> for its Content-Security-Policy`);
  const reporter = settings.reportUri ? `<script>${reporterScript(settings.reportUri)}</script>` : '';
  const hashes = inlineScriptHashes(html + reporter);
  // A policy applies only to what the parser meets after it.
  const at = head.index + head[0].length;
  const meta = `<meta ${POLICY_META} content="${pagePolicy(hashes, settings).replaceAll('"', '&quot;')}"/>`;
  return html.slice(0, at) + meta + reporter + html.slice(at);
}

if (require.main === module) {
  const exportDir = path.resolve(process.env.EXPORT_DIR || 'out');
  const { NEXT_PUBLIC_METRICS_ENDPOINT: metricsEndpoint, CSP_REPORT_URI: reportUri } = checkUrlSettings();
  const files = htmlFiles(exportDir);
  if (files.length === 0) throw new Error(`no HTML in ${exportDir}: run next build first`);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, withPagePolicy(html, { metricsEndpoint, reportUri }, path.relative(exportDir, file)));
  }
  console.log(
    `CSP: each of ${files.length} HTML files of ${path.relative(process.cwd(), exportDir)}/ carries its own policy` +
      (reportUri ? `, reporting violations to ${reportUri}` : ''),
  );
}
