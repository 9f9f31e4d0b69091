import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { type CarouselItem, ProductCarousel } from './ProductCarousel';

const image = { src: '/images/x.svg', alt: 'x', width: 480, height: 360 };
const items: CarouselItem[] = ['CRM', 'ERP', 'LIMS'].map((title) => ({
  slug: title.toLowerCase(),
  title,
  summary: `${title} in one sentence.`,
  image: { ...image, alt: `${title} picture` },
}));

const slideIn = { seconds: 3, easing: 'linear(0, 1.03 50%, 1)' };

const carousel = (firstImagePriority?: boolean) => (
  <ProductCarousel
    items={items}
    label="Our software products"
    previousLabel="Previous product"
    nextLabel="Next product"
    statusTemplate="Product {current} of {total}: {title}"
    roleDescription="carousel"
    slideRoleDescription="slide"
    slideLabelTemplate="{current} / {total}"
    positionTemplate="{current} of {total}"
    pickerLabel="Choose a product"
    slideIn={slideIn}
    itemLevel={3}
    firstImagePriority={firstImagePriority}
  />
);

async function renderCarousel(firstImagePriority?: boolean) {
  render(carousel(firstImagePriority));
}

const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next product' }));
const previous = () => userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
const slides = () => [...document.querySelectorAll('[data-carousel-slide]')];
const picker = () => screen.getByRole('list', { name: 'Choose a product' });
const position = () => document.querySelector('[data-carousel-position]')?.textContent;

describe('ProductCarousel', () => {
  it('is a labelled region showing one product, with every product in the markup', async () => {
    await renderCarousel();
    expect(screen.getByRole('region', { name: 'Our software products' })).toBeInTheDocument();
    expect(shownTitle()).toBe('CRM');
    for (const item of items) expect(screen.getByText(item.summary)).toBeInTheDocument();
    expect(screen.getByText('ERP in one sentence.')).not.toBeVisible();
  });

  it('names the carousel and each product in the words it is given', async () => {
    await renderCarousel();
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    for (const slide of slides()) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('shows where it is between the arrows, "1 of 3", and follows every move', async () => {
    await renderCarousel();
    expect(position()).toBe('1 of 3');
    await next();
    expect(position()).toBe('2 of 3');
    await previous();
    await previous();
    expect(position()).toBe('3 of 3');
  });

  it('names every product in a button of its own, the shown one marked current', async () => {
    await renderCarousel();
    const buttons = within(picker()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['CRM', 'ERP', 'LIMS']);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null]);
    for (const [i, button] of buttons.entries())
      expect(button).toHaveAttribute('aria-controls', slides()[i].getAttribute('id'));
    await next();
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('shows the product whose button is chosen, by click or keyboard, and announces it', async () => {
    await renderCarousel();
    await userEvent.click(within(picker()).getByRole('button', { name: 'LIMS' }));
    expect(shownTitle()).toBe('LIMS');
    expect(position()).toBe('3 of 3');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Product 3 of 3: LIMS');
    expect(within(picker()).getByRole('button', { name: 'LIMS' })).toHaveAttribute('aria-current', 'true');

    within(picker()).getByRole('button', { name: 'ERP' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shownTitle()).toBe('ERP');
    // Coming back to an earlier product, the text slides in from the left; the arrows carry on from there.
    expect(screen.getByRole('heading', { level: 3 }).parentElement!.style.getPropertyValue('--slide-from')).toBe(
      '-30%',
    );
    await next();
    expect(shownTitle()).toBe('LIMS');
  });

  it('does nothing when the shown product is chosen again', async () => {
    await renderCarousel();
    await userEvent.click(within(picker()).getByRole('button', { name: 'CRM' }));
    expect(shownTitle()).toBe('CRM');
    expect(screen.getByRole('heading', { level: 3 }).parentElement).not.toHaveClass('slide-in');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(/^$/);
  });

  it('moves right and wraps from the last product to the first', async () => {
    await renderCarousel();
    await next();
    expect(shownTitle()).toBe('ERP');
    await next();
    expect(shownTitle()).toBe('LIMS');
    await next();
    expect(shownTitle()).toBe('CRM');
  });

  it('moves left and wraps from the first product to the last', async () => {
    await renderCarousel();
    await previous();
    expect(shownTitle()).toBe('LIMS');
    await previous();
    expect(shownTitle()).toBe('ERP');
  });

  it('announces the product it moves to, politely, and says nothing before the visitor acts', async () => {
    await renderCarousel();
    const status = document.querySelector('[aria-live="polite"]');
    expect(status).toHaveTextContent(/^$/);
    await next();
    expect(status).toHaveTextContent('Product 2 of 3: ERP');
  });

  it('works from the keyboard with Enter and Space', async () => {
    await renderCarousel();
    screen.getByRole('button', { name: 'Next product' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shownTitle()).toBe('ERP');
    await userEvent.keyboard(' ');
    expect(shownTitle()).toBe('LIMS');
  });

  it('slides the new text in from the side it came from, on the spring it is given, and not before a move', async () => {
    await renderCarousel();
    const shownText = () => screen.getByRole('heading', { level: 3 }).parentElement!;
    expect(shownText()).not.toHaveClass('slide-in');

    await next();
    expect(shownText()).toHaveClass('slide-in');
    expect(shownText().style.getPropertyValue('--slide-from')).toBe('30%');
    expect(shownText().style.animationDuration).toBe('3s');
    expect(shownText().style.animationTimingFunction).toBe(slideIn.easing);
    const slidIn = shownText();
    await previous();
    expect(shownText().style.getPropertyValue('--slide-from')).toBe('-30%');
    // A new element for each move, so the animation plays again even when the same product comes back.
    await previous();
    expect(shownText()).not.toBe(slidIn);
  });
});

describe('ProductCarousel before it hydrates (no JavaScript, data-light mode)', () => {
  it('names every product in a link to its slide, which the page shows stacked', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(carousel());
    const links = [...within(html).getByRole('list', { name: 'Choose a product' }).querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['CRM', 'ERP', 'LIMS']);
    const slideIds = [...html.querySelectorAll('[data-carousel-slide]')].map((slide) => `#${slide.id}`);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(slideIds);
    expect(new Set(slideIds).size).toBe(3);
    // The arrows and the position need the script: the page's static style hides them.
    expect(html.querySelector('[data-carousel-position]')?.closest('[data-js-only]')).not.toBeNull();
  });
});

describe('ProductCarousel pictures', () => {
  const pictures = (firstImagePriority?: boolean) => {
    renderCarousel(firstImagePriority);
    return items.map((item) => screen.getByAltText(item.image.alt));
  };

  it('fetches the first picture at once when the carousel leads the page, and the others lazily', () => {
    const [first, ...others] = pictures(true);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const picture of others) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it('fetches every picture lazily when the carousel sits further down the page', () => {
    for (const picture of pictures()) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it("draws only the shown slide's picture, so a hidden slide's is not fetched until its slide shows", async () => {
    const user = userEvent.setup();
    const [first, second, third] = pictures();
    const drawn = () => [first, second, third].map((picture) => picture.style.display !== 'none');
    expect(drawn()).toEqual([true, false, false]);
    await user.click(screen.getByRole('button', { name: 'Next product' }));
    expect(drawn()).toEqual([false, true, false]);
  });

  it("keeps each picture's size in its frame, drawn or not, so the slides' common height never changes", () => {
    const html = renderToString(carousel());
    expect(html.match(/<div class="[^"]*" style="aspect-ratio:480 \/ 360"><img /g)).toHaveLength(3);
    // In the server's HTML too, only the first slide's picture is drawn; the static style draws them all.
    expect(html.match(/<img [^>]*style="display:none"/g)).toHaveLength(2);
  });

  it('numbers each slide for screen readers, "1 / 3" to "3 / 3"', () => {
    pictures();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
  });

  it('turns the previous arrow to point left and leaves the next arrow pointing right', () => {
    pictures();
    const arrow = (name: string) => screen.getByRole('button', { name }).querySelector('svg');
    expect(arrow('Previous product')).toHaveClass('rotate-180');
    expect(arrow('Next product')).not.toHaveClass('rotate-180');
  });
});
