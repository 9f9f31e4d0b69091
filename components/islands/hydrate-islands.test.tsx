import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { FAILED_OPEN_ATTRIBUTE } from '@/lib/data-light';
import { hydrateIslands, reportIslandFailure } from './hydrate-islands';
import { Island } from './Island';
import { HYDRATED_ATTRIBUTE } from './protocol';
import { islands } from './registry';

const toggle = (subject: string) => (
  <Island
    name="ReadMoreToggle"
    props={{
      panelId: `${subject}-features`,
      moreLabel: 'Read More',
      lessLabel: 'Read Less',
      subject: `about ${subject}`,
      children: (
        <ul>
          <li>{subject} feature</li>
        </ul>
      ),
    }}
  />
);

const products = ['CRM', 'ERP', 'LIMS'].map((title) => ({
  slug: title.toLowerCase(),
  title,
  summary: `${title} in one sentence.`,
  image: { src: `/images/${title}.svg`, alt: `${title} screen`, width: 480, height: 360 },
}));

/** A carousel of three products, each with its links as a slot. */
const carouselProps = {
  items: products.map((product) => ({ ...product, actions: <a href={`/productdetail/#${product.slug}`}>Details</a> })),
  label: 'Products',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  statusTemplate: '{current} of {total}: {title}',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideLabelTemplate: '{current} / {total}',
  positionTemplate: '{current} of {total}',
  pickerLabel: 'Choose a product',
  slideIn: { seconds: 3, easing: 'linear(0, 1)' },
  itemLevel: 3 as const,
};

/** The page as the export writes it: server HTML only, nothing interactive yet. */
function exportedPage(html: string) {
  document.body.innerHTML = html;
}

async function hydrate() {
  await act(async () => hydrateIslands(document, islands));
}

describe('hydrateIslands', () => {
  it('makes each island interactive from the props its HTML carries, keeping its server-rendered slot', async () => {
    exportedPage(renderToString(toggle('CRM')));
    const feature = screen.getByText('CRM feature', { ignore: false });
    await hydrate();
    const button = screen.getByRole('button', { name: 'Read More about CRM' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Read Less about CRM');
    expect(screen.getByText('CRM feature')).toBeVisible();
    // The slot's nodes are the server's own, not a copy made by the script.
    expect(screen.getByText('CRM feature')).toBe(feature);
  });

  it('marks an island once it has hydrated, and not before', async () => {
    exportedPage(renderToString(toggle('ERP')));
    const wrapper = document.querySelector('[data-island]')!;
    expect(wrapper).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    await hydrate();
    expect(wrapper).toHaveAttribute(HYDRATED_ATTRIBUTE);
  });

  it("puts a failing island's server HTML back, marked as failed open, and leaves the other islands working", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    // A carousel whose slot went missing on the way (a page cut short, a bad edit): it throws as it hydrates.
    const carousel = renderToString(<Island name="ProductCarousel" props={carouselProps} />).replace(
      'data-island-slot="items.0.actions"',
      'data-lost-slot="items.0.actions"',
    );
    exportedPage(carousel + renderToString(toggle('LIMS')));
    const serverHtml = document.querySelector('[data-island="ProductCarousel"]')!.innerHTML;
    const failures: [string, string][] = [];
    await act(async () => hydrateIslands(document, islands, (island, error) => failures.push([island, error.message])));

    const wrapper = document.querySelector('[data-island="ProductCarousel"]')!;
    expect(wrapper.innerHTML).toBe(serverHtml);
    expect(wrapper).toHaveAttribute(FAILED_OPEN_ATTRIBUTE);
    // Every product is in the page again (the layout's static style shows them: e2e/islands.spec.ts).
    for (const product of products) expect(wrapper).toHaveTextContent(product.summary);
    expect(screen.queryByText(/at .*hydrate-islands/)).not.toBeInTheDocument();
    expect(failures).toEqual([['ProductCarousel', 'The island\'s slot "items.0.actions" is missing from the page']]);

    await userEvent.click(screen.getByRole('button', { name: 'Read More about LIMS' }));
    expect(screen.getByText('LIMS feature')).toBeVisible();
    expect(document.querySelector('[data-island="ReadMoreToggle"]')).not.toHaveAttribute(FAILED_OPEN_ATTRIBUTE);
    logged.mockRestore();
  });

  it('fails open an island that throws after it has hydrated, once a visitor has used it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    // A component whose second render throws: a state no test of its own foresaw.
    function Flaky() {
      const [pressed, setPressed] = useState(false);
      if (pressed) throw new Error('Cannot show the next product');
      return (
        <button type="button" onClick={() => setPressed(true)}>
          Next product
        </button>
      );
    }
    exportedPage(
      '<div data-island="Flaky" data-island-props="{}" class="contents"><button type="button">Next product</button></div>',
    );
    const wrapper = document.querySelector('[data-island]')!;
    const failures: string[] = [];
    await act(async () => hydrateIslands(document, { Flaky }, (_island, error) => failures.push(error.message)));
    expect(wrapper).toHaveAttribute(HYDRATED_ATTRIBUTE);

    await userEvent.click(screen.getByRole('button', { name: 'Next product' }));
    expect(wrapper.innerHTML).toBe('<button type="button">Next product</button>');
    expect(wrapper).toHaveAttribute(FAILED_OPEN_ATTRIBUTE);
    expect(wrapper).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(failures).toEqual(['Cannot show the next product']);
    logged.mockRestore();
  });

  it('keeps the server HTML of an island the bundle does not know, and names it in the report', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    exportedPage('<div data-island="Chatbot" data-island-props="{}" class="contents"><p>Ask us anything</p></div>');
    const failures: string[] = [];
    await act(async () => hydrateIslands(document, islands, (_island, error) => failures.push(error.message)));
    expect(screen.getByText('Ask us anything')).toBeInTheDocument();
    expect(failures).toEqual(['No island is named "Chatbot"']);
    logged.mockRestore();
  });
});

describe('reportIslandFailure', () => {
  it('beacons the island, its error and the page to the metrics endpoint', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    reportIslandFailure('https://metrics.example/vitals')('ProductCarousel', new Error('broken'));
    expect(sendBeacon).toHaveBeenCalledWith(
      'https://metrics.example/vitals',
      JSON.stringify({ name: 'island-error', island: 'ProductCarousel', message: 'broken', page: location.pathname }),
    );
  });
});
