import { dialledNumber, enquiryLinksFrom, mailtoUrl, telUrl, whatsappUrl } from './contact-links';

describe('whatsappUrl', () => {
  test('opens a chat with the number and the message, every reserved character encoded', () => {
    const url = whatsappUrl('919843012345', 'Hello & welcome: a demo of CRM? 100% yes #1 / ₹');
    expect(url).toBe(
      'https://wa.me/919843012345?text=Hello%20%26%20welcome%3A%20a%20demo%20of%20CRM%3F%20100%25%20yes%20%231%20%2F%20%E2%82%B9',
    );
    expect(new URL(url).searchParams.get('text')).toBe('Hello & welcome: a demo of CRM? 100% yes #1 / ₹');
    expect(new URL(url).pathname).toBe('/919843012345');
  });
});

describe('mailtoUrl', () => {
  test('gives the subject, spaces as %20 and "&", "=" or "?" inside it encoded', () => {
    const url = mailtoUrl('hello@example.in', 'Quote request: SMS & WhatsApp? a=b');
    expect(url).toBe('mailto:hello@example.in?subject=Quote%20request%3A%20SMS%20%26%20WhatsApp%3F%20a%3Db');
    expect(new URL(url).searchParams.get('subject')).toBe('Quote request: SMS & WhatsApp? a=b');
    expect([...new URL(url).searchParams.keys()]).toEqual(['subject']);
  });
});

describe('telUrl', () => {
  test.each([
    ['+91 422 450 7788', 'tel:+914224507788'],
    ['+91-422-450-7788', 'tel:+914224507788'],
    ['+914224507788', 'tel:+914224507788'],
  ])('%s, as visitors read it, dials %s', (phone, href) => {
    expect(telUrl(phone)).toBe(href);
    expect(dialledNumber(phone)).toBe(href.slice('tel:'.length));
  });
});

describe('enquiryLinksFrom', () => {
  const words = {
    site: { whatsapp: '919843012345', email: 'hello@example.in' },
    contact: {
      demo: {
        label: 'Request a demo',
        context: 'of {title} on WhatsApp',
        emailLabel: 'or email us',
        emailContext: 'about a demo of {title}',
        message: 'Please show me {title}.',
        subject: 'Demo request: {title}',
      },
      quote: {
        label: 'Get a quote',
        context: 'for {title} on WhatsApp',
        emailLabel: 'or write',
        emailContext: 'for a quote for {title}',
        message: 'A quote for {title}, please.',
        subject: 'Quote request: {title}',
      },
    },
  };

  test.each(['demo', 'quote'] as const)('%s: the links name the title, in the words given', (kind) => {
    const { whatsapp, email } = enquiryLinksFrom(words, kind)('CRM & More');
    const said = words.contact[kind];
    const fill = (template: string) => template.replace('{title}', 'CRM & More');
    expect(whatsapp).toEqual({
      href: whatsappUrl(words.site.whatsapp, fill(said.message)),
      label: said.label,
      context: fill(said.context),
    });
    expect(email).toEqual({
      href: mailtoUrl(words.site.email, fill(said.subject)),
      label: said.emailLabel,
      context: fill(said.emailContext),
    });
  });
});
