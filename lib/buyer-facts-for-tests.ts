/**
 * Buyer facts for tests only, never shipped: plainly examples (a PAN of A's and zeros, an ID of zeros, addresses
 * named "example"), so nothing here can be taken for a real company's numbers. content/site.yaml ships without them.
 */
import { CIN_EXAMPLE, exampleGstin } from './content/buyer-facts';
import { contentOf } from './content/index';
import { contentModules } from './content/modules';

/** Every buyer fact of content/site.yaml, filled in; the GSTIN is of Tamil Nadu, the shipped office's state. */
export const exampleBuyerFacts = {
  cin: CIN_EXAMPLE,
  gstin: exampleGstin('33'),
  googleBusinessProfile: {
    url: 'https://maps.app.goo.gl/example',
    reviewsUrl: 'https://search.google.com/local/reviews?placeid=example',
  },
  whatsappPartner: 'Solution Partner',
  dlt: { principalEntityId: '1201160000000000000', operator: 'Jio' },
} as const;

/** The site's content as pages get it (checked, placeholders filled), with content/site.yaml's data changed. */
export function contentWithSite(change: Record<string, unknown>) {
  const site = { ...contentModules.site, data: { ...contentModules.site.data, ...change } };
  return contentOf({ ...contentModules, site } as typeof contentModules, { today: new Date() });
}
