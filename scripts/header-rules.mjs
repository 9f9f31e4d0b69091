// The rules of a _headers file (Netlify and Cloudflare Pages), read by Netlify's own parser, so `npm start` and
// the tests read the file exactly as the host does. Used by scripts/serve.mjs and e2e/host-policy.ts.
import { parseAllHeaders } from 'netlify-headers-parser';

/** The rules of `file` in order: [{ for: '/*', forRegExp, values: { 'x-frame-options': 'DENY' } }]. */
export async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file] });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('\n')}`);
  return headers.map((rule) => ({
    ...rule,
    values: Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), value])),
  }));
}

/**
 * The headers the rules give a path. A header set by several matching rules gets their values joined by ", ", as
 * Netlify sends it: two Content-Security-Policy values so joined are two policies, and the browser enforces both.
 */
export function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}
