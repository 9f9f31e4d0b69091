import { render, screen, within } from '@testing-library/react';
import { telUrl } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { pageMessages } from '@/lib/enquiry';
import { ContactMenu } from './ContactMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const { contact, site } = loadContent();
const labels = { whatsappLabel: contact.whatsappLabel, callLabel: contact.callLabel, emailLabel: contact.emailLabel };

describe('the header’s contact popover', () => {
  it('opens WhatsApp, call and email, each led by its mark, each named by its words alone', () => {
    render(<ContactMenu label={contact.menuLabel} site={site} labels={labels} messages={pageMessages()} />);
    expect(screen.getByRole('button', { name: contact.menuLabel })).toHaveAttribute('popovertarget', 'contact-menu');
    const list = document.getElementById('contact-menu')!;
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^https:\/\/wa\.me\//),
      telUrl(site.phone),
      `mailto:${site.email}`,
    ]);
    expect(links[0]).toHaveAccessibleName(contact.whatsappLabel);
    expect(links[1]).toHaveAccessibleName(`${contact.callLabel} ${site.phone}`);
    expect(links[2]).toHaveAccessibleName(`${contact.emailLabel} ${site.email}`);
    // Three different drawings, inline and hidden from screen readers.
    const marks = links.map((link) => link.querySelector('svg')!);
    for (const mark of marks) expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(new Set(marks.map((mark) => mark.querySelector('path')!.getAttribute('d'))).size).toBe(3);
  });
});
