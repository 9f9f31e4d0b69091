/**
 * Runs after every build (a step of scripts/build-export.ts, after defer-scripts.ts): gives each exported page its own
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
import { jsonForScript } from '../lib/script-json';
import { checkUrlSettings } from '../lib/url-settings';
import {
  attributeOf,
  DATA_SCRIPT_TYPES,
  elementsOf,
  type HtmlElement,
  isHtml,
  parsePage,
  spanOf,
  startTagOf,
  textOf,
} from './html-elements';
import { htmlFiles } from './html-files';

export const POLICY_META = 'http-equiv="Content-Security-Policy"';

/**
 * Script types a browser runs, whose inline text needs a hash in the policy (data blocks, DATA_SCRIPT_TYPES, need
 * none). A page with any other type stops the build: this step cannot tell whether the browser runs it.
 */
const EXECUTABLE_TYPES = ['', 'text/javascript', 'application/javascript', 'module', 'importmap'];

/** The CSP source that allows one inline script. */
export function scriptHash(text: string): string {
  // The browser hashes the script's text after the HTML parser has turned CRLF into LF.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The hash of every inline script the browser would run in this page, in a stable order. */
export function inlineScriptHashes(html: string, file = 'the page'): string[] {
  const hashes = new Set<string>();
  for (const { element, inTemplate } of elementsOf(parsePage(html))) {
    // A <template>'s content is inert: its scripts never run as they stand (defer-scripts.ts re-creates them as
    // external scripts, which 'self' allows). An external script is allowed by 'self' too.
    if (element.tagName !== 'script' || inTemplate || attributeOf(element, 'src') !== undefined) continue;
    if (!isHtml(element))
      throw new Error(
        `${file}: ${startTagOf(html, element)} is a script inside <svg> or <math>, which scripts/page-csp.ts does not ` +
          'hash: move it out, or teach page-csp.ts to allow it.',
      );
    const type = (attributeOf(element, 'type') ?? '').trim().toLowerCase();
    if (DATA_SCRIPT_TYPES.includes(type)) continue;
    if (!EXECUTABLE_TYPES.includes(type))
      throw new Error(
        `${file}: ${startTagOf(html, element)} has a script type scripts/page-csp.ts does not know, so it cannot ` +
          'tell whether the browser runs it: add the type to page-csp.ts (with a test), or remove the script.',
      );
    hashes.add(scriptHash(textOf(element)));
  }
  return [...hashes].sort();
}

/**
 * A listener that sends each Content-Security-Policy violation of the page to `reportUri` as a JSON beacon. A
 * <meta> policy cannot carry report-uri or report-to, so the page reports for itself: the event fires for every
 * policy the browser enforces on the document, the page's own and the host's header alike.
 */
export function reporterScript(reportUri: string): string {
  return `addEventListener("securitypolicyviolation",e=>navigator.sendBeacon(${jsonForScript(reportUri)},JSON.stringify({"csp-report":{"document-uri":location.href,"effective-directive":e.effectiveDirective,"blocked-uri":e.blockedURI,"source-file":e.sourceFile,"line-number":e.lineNumber,"column-number":e.columnNumber,"disposition":e.disposition,"script-sample":e.sample}})))`;
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
  const elements = elementsOf(parsePage(html)).map(({ element }) => element);
  const hasPolicy = (element: HtmlElement) =>
    element.tagName === 'meta' && attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
  if (elements.some(hasPolicy)) throw new Error(`${file} has a Content-Security-Policy already: rebuild`);
  const head = elements.find((element) => element.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag?.endOffset;
  if (head === undefined || headStart === undefined)
    throw new Error(`${file} has no <head> for its Content-Security-Policy`);
  const first = head.childNodes.find((node) => 'tagName' in node);
  const charset =
    first && 'tagName' in first && first.tagName === 'meta' && attributeOf(first, 'charset') !== undefined;
  // A policy applies only to what the parser meets after it.
  const at = charset ? spanOf(first).end : headStart;
  const reporter = settings.reportUri ? reporterScript(settings.reportUri) : undefined;
  const hashes = inlineScriptHashes(html, file);
  if (reporter) hashes.push(scriptHash(reporter));
  const policy = pagePolicy([...new Set(hashes)].sort(), settings);
  const meta = `<meta ${POLICY_META} content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`;
  return html.slice(0, at) + meta + (reporter ? `<script>${reporter}</script>` : '') + html.slice(at);
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
