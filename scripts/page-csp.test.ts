import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deferScripts } from './defer-scripts';
import { inlineScriptHashes, POLICY_META, pagePolicy, reporterScript, scriptHash, withPagePolicy } from './page-csp';
import { replaceNextRuntime } from './replace-next-runtime';

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

describe('withPagePolicy on a page as Next 16 exports it, after replace-next-runtime.ts and defer-scripts.ts', () => {
  const exported = readFileSync(path.join(__dirname, 'fixtures', 'next-export-contact.html'), 'utf8');
  const reportUri = 'https://reports.example.com/csp';
  const islands = replaceNextRuntime(exported, '/_next/static/islands/islands-TEST.js');
  const html = withPagePolicy(deferScripts(islands).html, { reportUri }, 'contact/index.html');

  it('allows by hash exactly the inline scripts a browser would run there, the reporter included', () => {
    // A browser's own parser says which scripts run: not the template's, not the data blocks, not external ones.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const running = [...parsed.querySelectorAll('script:not([src])')].filter(
      (script) => script.getAttribute('type') !== 'application/ld+json',
    );
    expect(running.length).toBeGreaterThan(2);
    expect(running[0].textContent).toBe(reporterScript(reportUri));
    expect(scriptSources(html)).toEqual([
      "'self'",
      ...[...new Set(running.map((script) => scriptHash(script.textContent ?? '')))].sort(),
    ]);
  });

  it('puts the policy first in the head, after <meta charset>', () => {
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
  });
});

describe('inlineScriptHashes on the shapes it does not know', () => {
  it.each([
    ['<script type="text/babel">x()</script>', 'has a script type scripts/page-csp.ts does not know'],
    ['<script type="speculationrules">{}</script>', 'has a script type scripts/page-csp.ts does not know'],
    ['<svg><script>x()</script></svg>', 'is a script inside <svg> or <math>'],
  ])('refuses %s, naming the page and the tag', (markup, problem) => {
    const page = `<html><head><meta charset="utf-8"></head><body>${markup}</body></html>`;
    expect(() => inlineScriptHashes(page, 'about/index.html')).toThrow(
      `about/index.html: ${markup.replace(/^<svg>/, '').replace(/>.*$/, '>')} ${problem}`,
    );
  });

  it('hashes a script whatever its quotes and case, and reads a type case-insensitively', () => {
    const page = `<html><head></head><body><SCRIPT TYPE='Text/JavaScript'>a()</SCRIPT><script type=module>b()</script><script type="Application/LD+JSON">{}</script></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
  });

  it('skips a script inside a <template> at any depth, and reads a script that contains "</template>" whole', () => {
    const page = `<html><head></head><body><template><div><script>inert()</script></div></template><script>x="</template>"</script></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([scriptHash('x="</template>"')]);
  });
});

describe('reporterScript', () => {
  it.each([
    'https://r.example/</script><script>alert(1)</script>',
    'https://r.example/<!--<script>',
    'https://r.example/\u2028\u2029&',
  ])('writes %j so that it cannot end or change the script it sits in', (reportUri) => {
    const script = reporterScript(reportUri);
    expect(/sendBeacon\((.*?),JSON\.stringify/.exec(script)![1]).not.toMatch(/[<>&\u2028\u2029]/);
    const page = withPagePolicy(`<html><head><meta charset="utf-8"></head><body></body></html>`, { reportUri });
    const parsed = new DOMParser().parseFromString(page, 'text/html');
    expect([...parsed.querySelectorAll('script')].map((element) => element.textContent)).toEqual([script]);
    // The address the browser sends to is the one given.
    let sentTo: string | undefined;
    new Function('addEventListener', 'navigator', script)(
      (_: string, listener: (event: object) => void) => listener({}),
      {
        sendBeacon: (url: string) => {
          sentTo = url;
        },
      },
    );
    expect(sentTo).toBe(reportUri);
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
