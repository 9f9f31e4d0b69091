/**
 * The build-time settings that name a URL. Each one is off when unset or empty; any other value is parsed strictly
 * (one https address of the shape the setting needs, with a host of letters, digits, hyphens and dots) or the
 * build stops with a message that names the setting and says what to write instead. What the build writes is the
 * parsed, normalised address (URL.href: a Unicode host in punycode), never the raw value: these values end up in
 * every page's policy, an inline script, the sitemap and robots.txt.
 *
 *   NEXT_PUBLIC_METRICS_ENDPOINT   where the pages send their Web Vitals
 *   CSP_REPORT_URI                 where the pages report Content-Security-Policy violations
 *   SITE_URL                       the site's own address where it is published somewhere other than the
 *                                  `url` of content/site.yaml (a GitHub Pages project page, a staging host)
 */
export const URL_SETTINGS = ['NEXT_PUBLIC_METRICS_ENDPOINT', 'CSP_REPORT_URI', 'SITE_URL'] as const;

export type UrlSetting = (typeof URL_SETTINGS)[number];

export class SettingError extends Error {}

type Shape = { purpose: string; example: string; whenEmpty: string; hostOnly: boolean };

const SHAPES: Record<UrlSetting, Shape> = {
  NEXT_PUBLIC_METRICS_ENDPOINT: {
    purpose: "the address visitors' browsers send the pages' speed measurements to",
    example: 'https://stats.example.com/collect',
    whenEmpty: 'turn metrics off',
    hostOnly: false,
  },
  CSP_REPORT_URI: {
    purpose: "the address visitors' browsers report blocked scripts and styles to",
    example: 'https://reports.example.com/csp',
    whenEmpty: 'turn reporting off',
    hostOnly: false,
  },
  SITE_URL: {
    purpose: "the site's own address, the host alone (a sub-path such as /site goes in BASE_PATH)",
    example: 'https://www.example.com',
    whenEmpty: 'use the url of content/site.yaml',
    hostOnly: true,
  },
};

/** Characters no address of these needs, each able to end the script, policy or XML the value is written into. */
const FORBIDDEN = /[\s\p{Cc}\p{Cf}"'`<>;\\]/u;

/** A host name as URL parsing leaves it (lower case, punycode): labels of letters, digits and hyphens. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function nameOf(char: string): string {
  if (/\s/u.test(char)) return 'a space or line break';
  const code = `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  if (/\p{Cc}|\p{Cf}/u.test(char)) return `an invisible control character (${code})`;
  return `the character ${char}`;
}

/** Why the value cannot be this setting, or the parsed address. */
function parse(value: string, { hostOnly }: Shape): URL | string {
  const forbidden = FORBIDDEN.exec(value)?.[0];
  if (forbidden !== undefined) return `it contains ${nameOf(forbidden)}, which no web address needs`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a full web address';
  }
  if (url.protocol !== 'https:') return 'it must start with https://';
  if (url.username || url.password)
    return 'it has a user name or password in it (the part before @), which every visitor could read';
  if (!HOST_NAME.test(url.hostname))
    return `its host "${url.hostname}" is not a name of letters, digits, hyphens and dots`;
  if (hostOnly && url.pathname !== '/') return `it has a path (${url.pathname}) after the host`;
  // Read from the value, not the parsed URL: it drops a bare "?" or "#" (https://m.example/?), and finds none where
  // the value has none.
  if (value.includes('?') || value.includes('#'))
    return 'it has a query (?...) or a fragment (#...), which this address must not have';
  return url;
}

/** The setting's normalised URL, or undefined when it is off. SITE_URL has no trailing slash. */
export function httpsUrlSetting(
  name: UrlSetting,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const shape = SHAPES[name];
  const url = parse(value, shape);
  if (typeof url === 'string') {
    throw new SettingError(
      `${name} is ${JSON.stringify(value)}, but ${url}. ${name} is ${shape.purpose}: write it like ` +
        `${shape.example}, or leave ${name} empty to ${shape.whenEmpty}.`,
    );
  }
  return shape.hostOnly ? url.href.replace(/\/$/, '') : url.href;
}

/** Every URL setting checked at once; the build stops on the first wrong one. */
export function checkUrlSettings(
  env: Record<string, string | undefined> = process.env,
): Record<UrlSetting, string | undefined> {
  return Object.fromEntries(URL_SETTINGS.map((name) => [name, httpsUrlSetting(name, env)])) as Record<
    UrlSetting,
    string | undefined
  >;
}
