import { render, screen, within } from '@testing-library/react';
import { enquiryLinksFrom } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { href, serviceDetailPath } from '@/lib/routes';
import { fillTemplate } from '@/lib/template';
import { ServicesSection } from './ServicesSection';

const content = loadContent();
const { services, contact } = content;
const quote = enquiryLinksFrom(content, 'quote');

describe('each service card', () => {
  it('has two calls to action: the quote on WhatsApp and the spec’s Know More, no email link beside them', () => {
    render(<ServicesSection services={services} quote={quote} level={2} />);
    for (const service of services.services) {
      const card = screen.getByRole('heading', { level: 3, name: service.heading }).closest('article')!;
      const links = within(card).getAllByRole('link');
      const { whatsapp } = quote(service.heading);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        whatsapp.href,
        href(serviceDetailPath(service.slug)),
      ]);
      expect(links[0]).toHaveAccessibleName(`${contact.quote.label} ${whatsapp.context}`);
      expect(links[1]).toHaveAccessibleName(
        `${services.knowMore.label} ${fillTemplate(services.knowMore.context, { title: service.heading })}`,
      );
      expect(within(card).queryByRole('link', { name: new RegExp(contact.quote.emailLabel) })).toBeNull();
    }
  });
});
