import { render, screen } from '@testing-library/react';
import { loadContent } from '@/lib/content';
import { Hero } from './Hero';

const { home, site } = loadContent();
const { hero } = home;

describe('the first screen', () => {
  it('names what we sell and our city in a line above the headline', () => {
    render(<Hero hero={hero} />);
    const eyebrow = screen.getByText(hero.eyebrow);
    const headline = screen.getByRole('heading', { level: 1 });
    expect(headline).toHaveTextContent(hero.headline);
    expect(eyebrow.nextElementSibling).toBe(headline);
    expect(hero.eyebrow).toContain(site.address.city);
  });

  it('keeps its two calls to action', () => {
    render(<Hero hero={hero} />);
    for (const action of [hero.primary, hero.secondary])
      expect(screen.getByRole('link', { name: `${action.label} ${action.context}` })).toBeInTheDocument();
  });
});
