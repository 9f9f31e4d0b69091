import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { type PageMessages, PageWhatsAppLink } from './PageWhatsAppLink';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));

const messages: PageMessages = {
  number: '919843012345',
  page: 'Hello, I am on your {page} page & have a question',
  other: 'Hello from your website',
  names: { '/': 'Home', '/about/': 'About us' },
};

const textOf = () =>
  new URL(screen.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')!).searchParams.get('text');

describe('PageWhatsAppLink', () => {
  test('opens a chat with the number, the message naming the page the visitor is on', () => {
    jest.mocked(usePathname).mockReturnValue('/about/');
    render(<PageWhatsAppLink messages={messages}>WhatsApp us</PageWhatsAppLink>);
    const link = screen.getByRole('link', { name: 'WhatsApp us' });
    expect(new URL(link.getAttribute('href')!).origin + new URL(link.getAttribute('href')!).pathname).toBe(
      'https://wa.me/919843012345',
    );
    expect(textOf()).toBe('Hello, I am on your About us page & have a question');
  });

  test('names the new page after client-side navigation', () => {
    jest.mocked(usePathname).mockReturnValue('/');
    const { rerender } = render(<PageWhatsAppLink messages={messages}>WhatsApp us</PageWhatsAppLink>);
    expect(textOf()).toBe('Hello, I am on your Home page & have a question');
    jest.mocked(usePathname).mockReturnValue('/about/');
    rerender(<PageWhatsAppLink messages={messages}>WhatsApp us</PageWhatsAppLink>);
    expect(textOf()).toBe('Hello, I am on your About us page & have a question');
  });

  test("shows WhatsApp's mark before its words, hidden from screen readers, coloured as it is told", () => {
    render(
      <PageWhatsAppLink messages={messages} glyphClassName="text-whatsapp-700">
        WhatsApp us
      </PageWhatsAppLink>,
    );
    const glyph = screen.getByRole('link', { name: 'WhatsApp us' }).firstElementChild;
    expect(glyph).toHaveAttribute('data-whatsapp-glyph');
    expect(glyph).toHaveAttribute('aria-hidden', 'true');
    expect(glyph).toHaveClass('text-whatsapp-700');
  });

  test('on a page without a name (page not found) it sends the other message', () => {
    jest.mocked(usePathname).mockReturnValue('/no-such-page/');
    render(<PageWhatsAppLink messages={messages}>WhatsApp us</PageWhatsAppLink>);
    expect(textOf()).toBe('Hello from your website');
  });
});
