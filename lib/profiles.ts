/**
 * The social sites a company profile may be on (content/site.yaml, profiles), each with the host names its
 * addresses use. The key names the site's label in content/chrome.yaml (footer › online › sites): the footer links
 * each profile by that label, and the schema takes an address on these hosts only.
 */
export const profileSites = {
  linkedin: ['www.linkedin.com', 'linkedin.com'],
  x: ['x.com', 'twitter.com'],
  facebook: ['www.facebook.com', 'facebook.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
  youtube: ['www.youtube.com', 'youtube.com'],
} as const;

export type ProfileSite = keyof typeof profileSites;

/** Every host a profile's address may be on. */
export const profileHosts: readonly string[] = Object.values(profileSites).flat();

/** The site a profile's address is on; the schema refuses any other, so every checked profile has one. */
export function profileSiteOf(url: string): ProfileSite {
  const host = new URL(url).hostname;
  const site = (Object.keys(profileSites) as ProfileSite[]).find((key) =>
    (profileSites[key] as readonly string[]).includes(host),
  );
  if (!site) throw new Error(`${url} is on none of the profile sites of lib/profiles.ts.`);
  return site;
}
