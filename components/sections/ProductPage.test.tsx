import { render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content';
import { enquiryLinks, enquiryLinksFor, productPageHref } from '@/lib/enquiry';
import { fillTemplate } from '@/lib/template';
import { ProductBlocks } from './ProductBlocks';
import { ProductPage } from './ProductPage';

const { products, productPages } = loadContent();
const { labels } = productPages;

function renderPage(index: number) {
  const product = products.products[index];
  const { page } = product;
  render(
    <ProductPage
      product={product}
      labels={labels}
      demo={enquiryLinks('demo', product.title)}
      quote={enquiryLinks('quote', product.title)}
    />,
  );
  return { page, product };
}

const region = (name: string) => screen.getByRole('region', { name });

describe.each(products.products.map((product, index) => [product.slug, index]))('the page of %s', (_slug, index) => {
  it('has one h1, its heading, then a named part for each thing a buyer asks, in order', () => {
    const { page } = renderPage(index as number);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
    const parts = [
      labels.audience,
      labels.features,
      labels.screens,
      labels.integrations,
      labels.data,
      labels.pricing,
      labels.demo,
    ];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(parts);
    for (const part of parts) expect(region(part)).toBeInTheDocument();
  });

  it('says who it is for and what it does, with every feature of the product', () => {
    const { page, product } = renderPage(index as number);
    const audience = within(region(labels.audience)).getAllByRole('listitem');
    expect(audience.map((item) => item.textContent)).toEqual(page.audience);
    const features = region(labels.features);
    expect(within(features).getByText(product.description)).toBeInTheDocument();
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(product.features);
  });

  it('shows each main screen as a drawing whose alt text says it is an illustration, with its name and text', () => {
    const { page } = renderPage(index as number);
    const screens = region(labels.screens);
    expect(within(screens).getByText(labels.screensNote)).toBeInTheDocument();
    for (const shown of page.screens) {
      const image = within(screens).getByRole('img', { name: shown.image.alt });
      expect(image.getAttribute('alt')).toMatch(/illustration/i);
      expect(image).toHaveAttribute('src', shown.image.src);
      expect(within(screens).getByRole('heading', { level: 3, name: shown.heading })).toBeInTheDocument();
      expect(within(screens).getByText(shown.text)).toBeInTheDocument();
    }
  });

  it('says what it works with, where the data is kept and how pricing works', () => {
    const { page } = renderPage(index as number);
    const integrations = region(labels.integrations);
    for (const { name, text } of page.integrations) {
      expect(within(integrations).getByText(name).tagName).toBe('DT');
      expect(within(integrations).getByText(text).tagName).toBe('DD');
    }
    for (const paragraph of page.data) expect(within(region(labels.data)).getByText(paragraph)).toBeInTheDocument();
    for (const paragraph of page.pricing)
      expect(within(region(labels.pricing)).getByText(paragraph)).toBeInTheDocument();
  });

  it('offers "Request a demo" at the top and the foot, and "Get a quote" after the pricing, each naming the product', () => {
    const { product } = renderPage(index as number);
    const demo = enquiryLinks('demo', product.title);
    const quote = enquiryLinks('quote', product.title);
    const demoName = `${demo.whatsapp.label} ${demo.whatsapp.context}`;
    const demos = screen.getAllByRole('link', { name: demoName });
    expect(demos).toHaveLength(2);
    for (const link of demos) expect(link).toHaveAttribute('href', demo.whatsapp.href);
    expect(within(region(labels.demo)).getByRole('link', { name: demoName })).toBeInTheDocument();
    expect(within(region(labels.demo)).getByText(labels.demoText)).toBeInTheDocument();
    const pricing = region(labels.pricing);
    expect(
      within(pricing).getByRole('link', { name: `${quote.whatsapp.label} ${quote.whatsapp.context}` }),
    ).toHaveAttribute('href', quote.whatsapp.href);
    expect(within(pricing).getByRole('link', { name: `${quote.email.label} ${quote.email.context}` })).toHaveAttribute(
      'href',
      quote.email.href,
    );
  });
});

test("each block of the product details page links to its product's own page, naming the product", () => {
  render(
    <ProductBlocks
      products={products}
      demo={enquiryLinksFor('demo')}
      pageLink={{ ...productPages.link, hrefOf: productPageHref }}
      level={1}
    />,
  );
  for (const product of products.products) {
    const block = screen.getByRole('article', { name: product.title });
    const link = within(block).getByRole('link', {
      name: `${productPages.link.label} ${fillTemplate(productPages.link.context, { title: product.title })}`,
    });
    expect(link).toHaveAttribute('href', `/products/${product.slug}/`);
  }
});
