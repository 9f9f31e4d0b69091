import { render, screen, within } from '@testing-library/react';
import { contentWithSite, exampleBuyerFacts } from '@/lib/buyer-facts-for-tests';
import { type Content, loadContent } from '@/lib/content';
import { SiteFooter } from './SiteFooter';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));

const shipped = loadContent();
const filled = contentWithSite(exampleBuyerFacts);
const { registration, online } = shipped.chrome.footer;

function renderFooter(content: Content) {
  const { site, chrome, contact } = content;
  render(
    <SiteFooter
      id="footer"
      site={site}
      footer={chrome.footer}
      whatsapp={{
        messages: { number: site.whatsapp, page: contact.messages.page, other: contact.messages.other, names: {} },
        text: contact.whatsappText,
      }}
      dataLight={chrome.dataLight}
      year={2026}
      privacyHref="/privacy/"
    />,
  );
  return screen.getByRole('contentinfo');
}

/** The part of the footer under a heading, up to the next. */
const partUnder = (footer: HTMLElement, heading: string) =>
  within(footer).getByRole('heading', { level: 2, name: heading }).parentElement as HTMLElement;

describe('the company profiles', () => {
  it("link each profile of content/site.yaml by its site's name, as text", () => {
    const footer = renderFooter(shipped);
    const links = within(partUnder(footer, online.heading)).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(shipped.site.profiles);
    const linkedIn = shipped.site.profiles.find((url) => url.includes('linkedin.com'));
    expect(within(footer).getByRole('link', { name: online.sites.linkedin })).toHaveAttribute('href', linkedIn);
  });

  it('show no heading when there is no profile and no Google listing', () => {
    const footer = renderFooter({ ...shipped, site: { ...shipped.site, profiles: [] } });
    expect(within(footer).queryByRole('heading', { name: online.heading })).toBeNull();
  });
});

describe('the Google Business Profile', () => {
  it('is two links, to the listing and to its reviews, with no stars or rating', () => {
    const footer = renderFooter(filled);
    const { url, reviewsUrl } = exampleBuyerFacts.googleBusinessProfile;
    expect(within(footer).getByRole('link', { name: online.googleListing })).toHaveAttribute('href', url);
    expect(within(footer).getByRole('link', { name: online.googleReviews })).toHaveAttribute('href', reviewsUrl);
    expect(footer.textContent).not.toMatch(/[★☆⭐]|\brating\b|\d(\.\d)? ?\/ ?5/i);
  });

  it('is not linked while content/site.yaml has none', () => {
    const footer = renderFooter(shipped);
    expect(within(footer).queryByRole('link', { name: online.googleListing })).toBeNull();
    expect(within(footer).queryByRole('link', { name: online.googleReviews })).toBeNull();
  });
});

describe('the registration numbers', () => {
  it('list the CIN and the GSTIN by their labels, each with a link to the page where it is looked up', () => {
    const footer = renderFooter(filled);
    const part = partUnder(footer, registration.heading);
    const terms = within(part).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([registration.cin, registration.gstin]);
    for (const [index, { value, where }] of [
      { value: exampleBuyerFacts.cin, where: registration.cinLookUp },
      { value: exampleBuyerFacts.gstin, where: registration.gstinLookUp },
    ].entries()) {
      const definition = within(part).getAllByRole('definition')[index];
      expect(definition).toHaveTextContent(value);
      const link = within(definition).getByRole('link');
      expect(link).toHaveAttribute('href', where.url);
      expect(link).toHaveAccessibleName(`${registration.lookUp} ${where.context}`);
    }
  });

  it('show only the number that is filled in', () => {
    const footer = renderFooter({ ...filled, site: { ...filled.site, cin: undefined } });
    const part = partUnder(footer, registration.heading);
    expect(
      within(part)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([registration.gstin]);
    expect(part).not.toHaveTextContent(new RegExp(`\\b${registration.cin}\\b`));
  });

  it('show nothing, not even their heading or labels, while content/site.yaml has neither', () => {
    const footer = renderFooter(shipped);
    expect(within(footer).queryByRole('heading', { name: registration.heading })).toBeNull();
    expect(within(footer).queryByRole('term')).toBeNull();
    expect(within(footer).queryByRole('link', { name: new RegExp(registration.lookUp) })).toBeNull();
  });
});
