import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { loadContent } from '@/lib/content';
import { type PageKey, pageKeys, parentOf } from '@/lib/routes/registry';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { Breadcrumbs } from './Breadcrumbs';

// Next's Link drops the trailing slash outside a build (trailingSlash is a build setting); the exported site
// keeps it, so the links are read as Breadcrumbs writes them.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch: _prefetch, ...props }: ComponentProps<'a'> & { prefetch?: unknown }) => <a {...props} />,
}));

const { site, pages, jobs, services, chrome } = loadContent();
const servicesWithPages = services.services.filter((service) => service.page);

type Step = { name: string; path: string };

/**
 * Every page below the home page with its trail, written out from content and the registry's parents rather
 * than from lib/routes: pages up their parents to home, jobs under the career page, service pages under the
 * services page, named by their service.
 */
const trailOf = (key: PageKey): Step[] => {
  const parent = parentOf(key);
  return parent ? [...trailOf(parent), pages[key]] : [pages[key]];
};
const itemTrail = (parent: PageKey, slug: string, name: string): [string, Step[]] => {
  const path = `${pages[parent].path}/${slug}`;
  return [path, [...trailOf(parent), { name, path }]];
};
const trails: [string, Step[]][] = [
  ...pageKeys.filter((key) => key !== 'home').map((key): [string, Step[]] => [pages[key].path, trailOf(key)]),
  ...jobs.jobs.map((job) => itemTrail('career', job.slug, job.postingTitle)),
  ...servicesWithPages.map((service) => itemTrail('services', service.slug, service.heading)),
];

const served = (path: string) => (path === '/' ? '/' : `${path}/`);

describe('Breadcrumbs', () => {
  it('covers every page of the site', () => {
    const pagePaths = Object.values(pages).map((page) => page.path);
    expect(trails.map(([path]) => path).sort()).toEqual(
      [
        ...pagePaths.filter((path) => path !== '/'),
        ...jobs.jobs.map((job) => `/career/${job.slug}`),
        ...servicesWithPages.map((service) => `/services/${service.slug}`),
      ].sort(),
    );
  });

  it("puts each detail page under its overview, as the specification's routes do", () => {
    expect(trailOf('serviceDetail')).toEqual([pages.home, pages.services, pages.serviceDetail]);
    expect(trailOf('productDetail')).toEqual([pages.home, pages.product, pages.productDetail]);
  });

  it('shows nothing on the home page, which is the top of every trail', () => {
    const { container } = render(<Breadcrumbs path={pages.home.path} label={chrome.breadcrumbLabel} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(trails)('on %s links each step above the page and marks the page itself as current', (path, steps) => {
    render(<Breadcrumbs path={path} label={chrome.breadcrumbLabel} />);
    const nav = screen.getByRole('navigation', { name: chrome.breadcrumbLabel });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/^\//, ''))).toEqual(steps.map((step) => step.name));

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      steps.slice(0, -1).map((step) => [step.name, served(step.path)]),
    );
    const current = within(items.at(-1)!).getByText(steps.at(-1)!.name);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it.each(trails)('on %s gives search engines the same trail as a BreadcrumbList', (path, steps) => {
    const { container } = render(<Breadcrumbs path={path} label={chrome.breadcrumbLabel} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: steps.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: `${site.url}${served(step.path)}`,
      })),
    });
  });

  it('has no trail to give for the home page or an unknown page', () => {
    expect(() => breadcrumbJsonLd(pages.home.path)).toThrow(/No breadcrumb trail for "\/"/);
    expect(() => breadcrumbJsonLd('/nowhere')).toThrow(/No breadcrumb trail for "\/nowhere"/);
  });
});
