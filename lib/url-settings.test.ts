/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkUrlSettings, httpsUrlSetting, URL_SETTINGS, type UrlSetting } from './url-settings';

/** Values each setting takes, and the normalised address the build writes for it. */
const ACCEPTED = [
  ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://stats.example.com/collect', 'https://stats.example.com/collect'],
  ['NEXT_PUBLIC_METRICS_ENDPOINT', ' https://Stats.Example.com:8443/a/b \n', 'https://stats.example.com:8443/a/b'],
  ['CSP_REPORT_URI', 'https://r.example', 'https://r.example/'],
  ['CSP_REPORT_URI', 'https://r.example/csp/ä', 'https://r.example/csp/%C3%A4'],
  ['CSP_REPORT_URI', 'https://bücher.example/csp', 'https://xn--bcher-kva.example/csp'],
  ['SITE_URL', 'https://owner.github.io/', 'https://owner.github.io'],
  ['SITE_URL', 'https://WWW.Example.com:443', 'https://www.example.com'],
  ['SITE_URL', 'https://bücher.example', 'https://xn--bcher-kva.example'],
  ['SITE_URL', 'https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
] as const;

const settingOf = (name: UrlSetting, value: string) => httpsUrlSetting(name, { [name]: value });

describe('httpsUrlSetting', () => {
  it.each(URL_SETTINGS)('%s is off when unset or empty', (name) => {
    expect(httpsUrlSetting(name, {})).toBeUndefined();
    expect(settingOf(name, ' ')).toBeUndefined();
  });

  it.each(ACCEPTED)('takes %s=%j as %j, the normalised address', (name, value, written) => {
    expect(settingOf(name, value)).toBe(written);
  });

  it.each(ACCEPTED)('writes %s=%j as an address a script, policy, XML or attribute carries as it is', (name, value) => {
    expect(settingOf(name, value)).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s<>"'`;\\&]*)?$/);
  });

  // Each wrong value, with the exact reason the message gives; the message always names the setting first.
  it.each([
    ['CSP_REPORT_URI', 'https://r.example/</script><script>alert(1)</script>', 'it contains the character <'],
    ['CSP_REPORT_URI', 'https://r.example/<!--<script>', 'it contains the character <'],
    ['CSP_REPORT_URI', 'https://r.example/a>b', 'it contains the character >'],
    ['CSP_REPORT_URI', 'http://reports.example.com/csp', 'it must start with https://'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example;script-src-elem', 'it contains the character ;'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/ script-src *', 'it contains a space or line break'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/a\u2028b', 'it contains a space or line break'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/\u0007', 'it contains an invisible control character (U+0007)'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/\u202e', 'it contains an invisible control character (U+202E)'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/"', 'it contains the character "'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', "https://m.example/'", "it contains the character '"],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/`', 'it contains the character `'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example\\a', 'it contains the character \\'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://user:pass@m.example/collect', 'it has a user name or password in it'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://user@m.example/collect', 'it has a user name or password in it'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/collect?key=1', 'it has a query (?...) or a fragment (#...)'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/collect#x', 'it has a query (?...) or a fragment (#...)'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'https://m.example/?', 'it has a query (?...) or a fragment (#...)'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', '/metrics', 'it is not a full web address'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'stats.example.com', 'it is not a full web address'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'javascript:alert(1)', 'it must start with https://'],
    ['NEXT_PUBLIC_METRICS_ENDPOINT', 'data:text/html,x', 'it must start with https://'],
    ['SITE_URL', 'https://a&b.example', 'its host "a&b.example" is not a name of letters, digits, hyphens and dots'],
    ['SITE_URL', 'https://a.example/&<>"\'', 'it contains the character <'],
    ['SITE_URL', 'https://a.example/?a&b', 'it has a query (?...) or a fragment (#...)'],
    ['SITE_URL', 'https://a_b.example', 'its host "a_b.example" is not a name of letters, digits, hyphens and dots'],
    ['SITE_URL', 'https://[::1]', 'its host "[::1]" is not a name of letters, digits, hyphens and dots'],
    ['SITE_URL', 'https://user:pass@www.example.com', 'it has a user name or password in it'],
    ['SITE_URL', 'https://owner.github.io/site', 'it has a path (/site) after the host'],
  ] as const)('refuses %s=%j: %s', (name, value, reason) => {
    expect(() => settingOf(name, value)).toThrow(`${name} is ${JSON.stringify(value)}, but ${reason}`);
  });

  it('says what the setting is for, what to write and how to turn it off, in each setting’s own words', () => {
    expect(() => settingOf('NEXT_PUBLIC_METRICS_ENDPOINT', 'http://m.example')).toThrow(
      'NEXT_PUBLIC_METRICS_ENDPOINT is "http://m.example", but it must start with https://. NEXT_PUBLIC_METRICS_ENDPOINT is the address visitors\' browsers send the pages\' speed measurements to: write it like https://stats.example.com/collect, or leave NEXT_PUBLIC_METRICS_ENDPOINT empty to turn metrics off.',
    );
    expect(() => settingOf('CSP_REPORT_URI', 'http://r.example')).toThrow(
      "CSP_REPORT_URI is the address visitors' browsers report blocked scripts and styles to: write it like https://reports.example.com/csp, or leave CSP_REPORT_URI empty to turn reporting off.",
    );
    expect(() => settingOf('SITE_URL', 'http://www.example.com')).toThrow(
      "SITE_URL is the site's own address, the host alone (a sub-path such as /site goes in BASE_PATH): write it like https://www.example.com, or leave SITE_URL empty to use the url of content/site.yaml.",
    );
    expect(() => settingOf('SITE_URL', 'http://www.example.com')).not.toThrow(/metrics|stats/);
  });

  it('checkUrlSettings checks every setting at once', () => {
    expect(checkUrlSettings({ SITE_URL: 'https://www.example.com/' })).toEqual({
      NEXT_PUBLIC_METRICS_ENDPOINT: undefined,
      CSP_REPORT_URI: undefined,
      SITE_URL: 'https://www.example.com',
    });
    expect(() => checkUrlSettings({ SITE_URL: 'https://x.example', CSP_REPORT_URI: 'x' })).toThrow(
      /^CSP_REPORT_URI is/,
    );
  });
});

describe('the addresses the build writes from SITE_URL', () => {
  /** The sitemap, robots.txt and metadata as a build with `siteUrl` as SITE_URL renders them. */
  function renderedWith(siteUrl: string) {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = siteUrl;
    try {
      let rendered: { sitemap: string[]; robots: string; metadataBase: string } | undefined;
      jest.isolateModules(() => {
        const sitemap: typeof import('../app/sitemap') = require('../app/sitemap');
        const robots: typeof import('../app/robots') = require('../app/robots');
        const { siteMetadata }: typeof import('./metadata') = require('./metadata');
        rendered = {
          sitemap: sitemap.default().map((entry) => entry.url),
          robots: String(robots.default().sitemap),
          metadataBase: String(siteMetadata.metadataBase),
        };
      });
      return rendered!;
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  }

  it('a Unicode host is punycode everywhere: sitemap, robots.txt and the canonical base', () => {
    const { sitemap, robots, metadataBase } = renderedWith('https://bücher.example/');
    expect(sitemap.length).toBeGreaterThan(5);
    for (const url of [...sitemap, robots, metadataBase]) expect(url).toMatch(/^https:\/\/xn--bcher-kva\.example\//);
  });

  it('no written address carries a character XML or HTML would have to escape', () => {
    const { sitemap, robots } = renderedWith('https://WWW.Example.com');
    for (const url of [...sitemap, robots]) expect(url).toMatch(/^https:\/\/www\.example\.com\/[^\s<>"'&]*$/);
  });
});

describe('next build', () => {
  /** The exit status and error output of `next build` with these settings (it stops before compiling anything). */
  function buildWith(settings: Record<string, string>) {
    const exportDir = mkdtempSync(path.join(process.cwd(), '.settings-test-'));
    try {
      return spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], {
        encoding: 'utf8',
        env: { ...process.env, EXPORT_DIR: path.basename(exportDir), ...settings },
      });
    } finally {
      rmSync(exportDir, { recursive: true, force: true });
    }
  }

  it.each([
    [
      { CSP_REPORT_URI: 'https://r.example/</script><script>alert(1)</script>' },
      'CSP_REPORT_URI is "https://r.example/</script>',
    ],
    [
      { SITE_URL: 'https://a.example/&<>"\'' },
      'SITE_URL is "https://a.example/&<>\\"\'", but it contains the character <',
    ],
    [{ BASE_PATH: '/site"><script>' }, 'BASE_PATH "/site"><script>" is not a plain sub-path like /site'],
  ])(
    'stops before exporting anything when a setting is wrong, with its plain message: %j',
    (settings, message) => {
      const build = buildWith(settings);
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(message);
      // A plain message, not a stack trace.
      expect(build.stderr).not.toMatch(/^\s+at /m);
    },
    60_000,
  );
});

describe('the host names a setting takes', () => {
  it('takes a host with one-letter labels, as any label may be', () => {
    expect(settingOf('SITE_URL', 'https://x.y.example')).toBe('https://x.y.example');
    expect(settingOf('CSP_REPORT_URI', 'https://r.a.example/csp')).toBe('https://r.a.example/csp');
  });

  it('refuses a host longer than the 253 characters DNS allows, though each of its labels fits', () => {
    const label = 'a'.repeat(63);
    const host = [label, label, label, 'b'.repeat(62)].join('.');
    expect(host).toHaveLength(254);
    expect(() => settingOf('SITE_URL', `https://${host}`)).toThrow(
      `its host "${host}" is not a name of letters, digits, hyphens and dots`,
    );
    expect(settingOf('SITE_URL', `https://${host.slice(1)}`)).toBe(`https://${host.slice(1)}`);
  });
});
