/**
 * The build-time settings that name a URL outside the site. Each one is off when unset or empty; any other value
 * must be an absolute https URL, or the build stops with a message that says what to write instead.
 *
 *   NEXT_PUBLIC_METRICS_ENDPOINT   where the pages send their Web Vitals
 *   CSP_REPORT_URI                 where the pages report Content-Security-Policy violations
 *   SITE_URL                       the site's own address where it is published somewhere other than the
 *                                  `url` of content/site.ts (a GitHub Pages project page, a staging host)
 */
export const URL_SETTINGS = ['NEXT_PUBLIC_METRICS_ENDPOINT', 'CSP_REPORT_URI', 'SITE_URL'] as const;

export type UrlSetting = (typeof URL_SETTINGS)[number];

export class SettingError extends Error {}

/** The setting's URL, or undefined when it is off. */
export function httpsUrlSetting(
  name: UrlSetting,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not an absolute URL: reported below like any other wrong value.
  }
  if (protocol !== 'https:') {
    throw new SettingError(
      `${name} is "${value}", but it must be a full https address such as https://stats.example.com/collect ` +
        `(a visitor's browser sends to it from any page). Fix it, or leave it empty to turn it off.`,
    );
  }
  return value;
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
