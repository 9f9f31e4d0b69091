import { render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content';
import { pointIcons } from '@/lib/content/schema';
import { AboutSection } from './AboutSection';

const { about } = loadContent();

describe('why choose us', () => {
  it('lists each point with its drawing, hidden from screen readers, and its one idea in words', () => {
    render(<AboutSection about={about} level={2} />);
    const list = screen.getByRole('heading', { level: 3, name: about.whyChooseUs.heading }).nextElementSibling!;
    const points = within(list as HTMLElement).getAllByRole('listitem');
    expect(points).toHaveLength(about.whyChooseUs.points.length);
    for (const [i, point] of about.whyChooseUs.points.entries()) {
      expect(within(points[i]).getByText(point.title)).toBeInTheDocument();
      expect(within(points[i]).getByText(point.text)).toBeInTheDocument();
      // An inline drawing, one path, the one content chose; the point's name is its words alone.
      const icon = points[i].querySelector('svg')!;
      expect(icon).toHaveAttribute('data-icon', point.icon);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon.querySelectorAll('path')).toHaveLength(1);
      expect(points[i]).toHaveTextContent(`${point.title}${point.text}`);
    }
  });

  it('draws every icon content may choose, each differently', () => {
    const drawings = pointIcons.map((icon) => {
      const points = [{ icon, title: icon, text: icon }, ...about.whyChooseUs.points.slice(1)];
      const { container, unmount } = render(
        <AboutSection about={{ ...about, whyChooseUs: { ...about.whyChooseUs, points } }} level={2} />,
      );
      const d = container.querySelector(`svg[data-icon="${icon}"] path`)?.getAttribute('d');
      unmount();
      return d;
    });
    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(pointIcons.length);
  });
});
