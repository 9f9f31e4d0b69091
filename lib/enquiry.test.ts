/** @jest-environment node */
import { loadContent } from './content';
import { enquiryLinks, enquiryLinksFor, pageMessages, productPageHref } from './enquiry';
import { href, routes } from './routes';
import { fillTemplate } from './template';

const { contact, site, pages, products } = loadContent();

describe('pageMessages', () => {
  test('name every page by the address the export serves it at, with the number and messages from content', () => {
    const messages = pageMessages();
    expect(messages).toMatchObject({
      number: site.whatsapp,
      page: contact.messages.page,
      other: contact.messages.other,
    });
    expect(Object.keys(messages.names)).toEqual(routes.map((route) => href(route.path)));
    expect(messages.names[href(pages.about.path)]).toBe(pages.about.name);
  });
});

describe('enquiryLinks', () => {
  test.each(['demo', 'quote'] as const)('%s: WhatsApp and email links whose words and messages name it', (kind) => {
    const title = 'Bulk SMS & More';
    const words = contact[kind];
    const fill = (template: string) => fillTemplate(template, { title });
    const { whatsapp, email } = enquiryLinks(kind, title);
    expect(whatsapp.label).toBe(words.label);
    expect(whatsapp.context).toBe(fill(words.context));
    expect(new URL(whatsapp.href).searchParams.get('text')).toBe(fill(words.message));
    expect(whatsapp.href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    expect(email.label).toBe(words.emailLabel);
    expect(email.context).toBe(fill(words.emailContext));
    expect(email.href).toBe(`mailto:${site.email}?subject=${encodeURIComponent(fill(words.subject))}`);
  });
});

test("a product's link leads to its own page, in the product pages' folder, as the export serves it", () => {
  for (const { slug } of products.products) expect(productPageHref(slug)).toBe(`/products/${slug}/`);
});

test.each(['demo', 'quote'] as const)(
  '%s: the links a page hands its section give each title the same links as for that one title',
  (kind) => {
    const linksFor = enquiryLinksFor(kind);
    for (const title of ['First offer', 'Second offer']) expect(linksFor(title)).toEqual(enquiryLinks(kind, title));
  },
);
