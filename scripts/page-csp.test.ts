import { POLICY_META, pagePolicy, reporterScript, scriptHash, withPagePolicy } from './page-csp';

// The shape of the head and body of an exported page after defer-scripts.ts.
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/><title>About</title>',
  '<template data-deferred-scripts=""><script src="/_next/static/chunks/page.js" async=""></script></template>',
  '<script>load()</script></head>',
  '<body><h1>About</h1><script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"About"])</script>',
  '</body></html>',
].join('');

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
const scriptSources = (html: string) =>
  policyOf(html)
    ?.split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describe('withPagePolicy', () => {
  const html = withPagePolicy(page, {});

  it('puts the policy right after <meta charset>, before any style, link or script', () => {
    expect(html.startsWith(`<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><meta ${POLICY_META}`)).toBe(
      true,
    );
    expect(html.replace(/<meta http-equiv[^>]*>/, '')).toBe(page);
  });

  it("allows exactly the page's inline scripts, not the JSON-LD data block nor the template's inert script", () => {
    expect(scriptSources(html)).toEqual([
      "'self'",
      ...[
        scriptHash('load()'),
        scriptHash('(self.__next_f=self.__next_f||[]).push([0])'),
        scriptHash('self.__next_f.push([1,"About"])'),
      ].sort(),
    ]);
    expect(policyOf(html)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('hashes the text as the browser sees it, CRLF read as LF', () => {
    expect(scriptHash('a()\r\nb()')).toBe(scriptHash('a()\nb()'));
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('refuses a page that has its policy already', () => {
    expect(() => withPagePolicy(html, {}, 'about/index.html')).toThrow(
      'about/index.html has a Content-Security-Policy already: rebuild',
    );
  });

  it('with reporting on, adds the reporter right after the policy, allowed by its hash, and lets it send', () => {
    const reportUri = 'https://reports.example.com/csp';
    const reported = withPagePolicy(page, { reportUri });
    const reporter = `<script>${reporterScript(reportUri)}</script>`;
    expect(reported).toMatch(
      new RegExp(`<meta ${POLICY_META}[^>]*/>${reporter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(scriptSources(reported)).toContain(scriptHash(reporterScript(reportUri)));
    expect(policyOf(reported)).toContain("connect-src 'self' https://reports.example.com;");
  });
});

describe('pagePolicy', () => {
  it('lets the page send metrics and reports to their origins only', () => {
    const policy = pagePolicy([], {
      metricsEndpoint: 'https://stats.example.com/collect',
      reportUri: 'https://stats.example.com/csp',
    });
    expect(policy).toContain("connect-src 'self' https://stats.example.com;");
    expect(policy).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });
});
