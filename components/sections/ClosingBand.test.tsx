import { render, screen } from '@testing-library/react';
import { telUrl, whatsappUrl } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { fillTemplate } from '@/lib/template';
import { ClosingBand } from './ClosingBand';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const { home, contact, site, pages } = loadContent();
const messages = pageMessages();

describe('the closing band of the home page', () => {
  beforeEach(() =>
    render(<ClosingBand closing={home.closing} contact={contact} site={site} messages={messages} level={2} />),
  );

  it('invites in content’s words, under a heading of the page’s outline, and is no landmark', () => {
    expect(screen.getByRole('heading', { level: 2, name: home.closing.heading })).toBeInTheDocument();
    expect(screen.getByText(home.closing.text)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers WhatsApp first, its message naming the home page, then call and email', () => {
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      whatsappUrl(site.whatsapp, fillTemplate(contact.messages.page, { page: pages.home.name })),
      telUrl(site.phone),
      `mailto:${site.email}`,
    ]);
    expect(links[0]).toHaveAccessibleName(contact.whatsappText);
    expect(links[1]).toHaveAccessibleName(`${contact.callLabel} ${site.phone}`);
    expect(links[2]).toHaveAccessibleName(`${contact.emailLabel} ${site.email}`);
    // WhatsApp's mark leads its button, hidden from screen readers.
    expect(links[0].firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
