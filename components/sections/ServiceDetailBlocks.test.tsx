import { render, screen } from '@testing-library/react';
import { credentialsOf } from '@/lib/buyer-facts';
import { contentWithSite, exampleBuyerFacts } from '@/lib/buyer-facts-for-tests';
import { enquiryLinksFrom } from '@/lib/contact-links';
import { type Content, loadContent } from '@/lib/content';
import { fillTemplate } from '@/lib/template';
import { ServiceDetailBlocks } from './ServiceDetailBlocks';

const shipped = loadContent();
const filled = contentWithSite(exampleBuyerFacts);
const { credentials } = shipped.services;
const { whatsappPartner, dlt } = exampleBuyerFacts;
const partnerSentence = fillTemplate(credentials.whatsappPartner.text, { tier: whatsappPartner });
const dltSentence = fillTemplate(credentials.dlt.text, { id: dlt.principalEntityId, operator: dlt.operator });

/** A service's page as its route renders it: its blocks (or the detail page's), then what content says of it. */
function renderService(content: Content, slug: string) {
  const { services } = content;
  const card = services.services.find((service) => service.slug === slug);
  if (!card) throw new Error(`no service ${slug} in content`);
  const detail = card.page ?? services.detail;
  render(
    <ServiceDetailBlocks
      detail={detail}
      level={1}
      quote={enquiryLinksFrom(content, 'quote')(card.heading)}
      credentials={credentialsOf(slug, content.site, services.credentials)}
    />,
  );
}

describe("a service's credentials", () => {
  it('the WhatsApp partner tier shows, as plain text, on the service content/services.yaml names for it only', () => {
    renderService(filled, credentials.whatsappPartner.service);
    const sentence = screen.getByText(partnerSentence);
    expect(sentence.tagName).toBe('P');
    expect(sentence.querySelector('img, svg, a')).toBeNull();
    expect(screen.queryByText(dltSentence)).toBeNull();
  });

  it('the DLT registration shows on the service content/services.yaml names for it only', () => {
    renderService(filled, credentials.dlt.service);
    expect(screen.getByText(dltSentence)).toBeInTheDocument();
    expect(screen.queryByText(partnerSentence)).toBeNull();
  });

  it('nothing shows while content/site.yaml has neither, or the tier is "none"', () => {
    for (const slug of [credentials.whatsappPartner.service, credentials.dlt.service])
      expect(credentialsOf(slug, shipped.site, credentials)).toEqual([]);
    expect(credentialsOf(credentials.whatsappPartner.service, { whatsappPartner: 'none' }, credentials)).toEqual([]);
    // The page says no part of the sentence: no label left without its value.
    renderService(shipped, credentials.dlt.service);
    expect(document.body).not.toHaveTextContent(credentials.dlt.text.split('{')[0].trim());
  });

  it('a service named for neither says nothing, however much is filled in', () => {
    const other = filled.services.services.find(
      (service) => ![credentials.whatsappPartner.service, credentials.dlt.service].includes(service.slug),
    );
    expect(credentialsOf(other?.slug ?? '', filled.site, credentials)).toEqual([]);
  });
});
