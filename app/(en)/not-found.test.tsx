import { render, screen, within } from '@testing-library/react';
import { whatsappUrl } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { href } from '@/lib/routes';
import NotFound from './not-found';

const { chrome, pages, site, contact } = loadContent();
const { errors } = chrome;
const { onward } = errors;

describe('the page-not-found screen', () => {
  it('says so under its one h1, with the way home', () => {
    render(<NotFound />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(errors.notFoundTitle);
    // The status is the small label above the heading, as sections wear theirs: upright, not in italics.
    const status = screen.getByText(errors.notFoundStatus);
    expect(status.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(status).not.toHaveClass('italic');
    expect(status).toHaveClass('uppercase');
    expect(screen.getByRole('link', { name: errors.home })).toHaveAttribute('href', '/');
  });

  it('offers the ways onward: the services, the products, contact and WhatsApp, each saying what is there', () => {
    render(<NotFound />);
    const ways = screen.getByRole('navigation', { name: onward.heading });
    const link = (way: { label: string; text: string }) =>
      within(ways).getByRole('link', { name: `${way.label} ${way.text}` });
    expect(link(onward.services)).toHaveAttribute('href', href(pages.services.path));
    expect(link(onward.products)).toHaveAttribute('href', href(pages.product.path));
    expect(link(onward.contact)).toHaveAttribute('href', href(pages.contact.path));
    // The message of a page without a name, as the header's WhatsApp link sends it from here.
    expect(link(onward.whatsapp)).toHaveAttribute('href', whatsappUrl(site.whatsapp, contact.messages.other));
    expect(within(ways).getAllByRole('listitem')).toHaveLength(4);
  });
});
