/**
 * What the site shows of the facts a buyer checks (content/site.yaml: cin, gstin, profiles, googleBusinessProfile,
 * whatsappPartner, dlt), in the words of content/chrome.yaml and content/services.yaml. A fact left out gives
 * nothing: no label, no empty line, no empty link.
 */
import type { Content } from './content';
import { profileSiteOf } from './profiles';
import { fillTemplate } from './template';

type Site = Content['site'];
type Footer = Content['chrome']['footer'];

/** A registration number with its label and the page where a visitor pastes it to check it. */
export type Registration = { label: string; value: string; lookUp: { url: string; text: string; context: string } };

/** The CIN and the GSTIN the footer lists, those that are filled in, in that order. */
export function registrationsOf(site: Pick<Site, 'cin' | 'gstin'>, labels: Footer['registration']): Registration[] {
  const numbers = [
    { label: labels.cin, value: site.cin, where: labels.cinLookUp },
    { label: labels.gstin, value: site.gstin, where: labels.gstinLookUp },
  ];
  return numbers.flatMap(({ label, value, where }) =>
    value ? [{ label, value, lookUp: { url: where.url, text: labels.lookUp, context: where.context } }] : [],
  );
}

/** A link the footer's "find us online" list shows: a profile, the Google listing, its reviews. */
export type OnlineLink = { href: string; text: string };

/** The company's profiles by their sites' names, then its Google listing and its reviews, when filled in. */
export function onlineLinksOf(
  site: Pick<Site, 'profiles' | 'googleBusinessProfile'>,
  labels: Footer['online'],
): OnlineLink[] {
  const profiles = site.profiles.map((href) => ({ href, text: labels.sites[profileSiteOf(href)] }));
  const google = site.googleBusinessProfile;
  return google
    ? [
        ...profiles,
        { href: google.url, text: labels.googleListing },
        { href: google.reviewsUrl, text: labels.googleReviews },
      ]
    : profiles;
}

/**
 * The sentences a service's page says of the company's standing for it: the WhatsApp partner tier (not "none") on the
 * service content/services.yaml names for it, the DLT registration on its own. Empty when site.yaml has neither.
 */
export function credentialsOf(
  slug: string,
  site: Pick<Site, 'whatsappPartner' | 'dlt'>,
  credentials: Content['services']['credentials'],
): string[] {
  const { whatsappPartner: tier, dlt } = site;
  return [
    tier && tier !== 'none' && credentials.whatsappPartner.service === slug
      ? fillTemplate(credentials.whatsappPartner.text, { tier })
      : undefined,
    dlt && credentials.dlt.service === slug
      ? fillTemplate(credentials.dlt.text, { id: dlt.principalEntityId, operator: dlt.operator })
      : undefined,
  ].filter((sentence): sentence is string => sentence !== undefined);
}
