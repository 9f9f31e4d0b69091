/** @jest-environment node */
import { href, jobPath, normaliseBasePath, type RouteSource, routeList } from './paths';
import { pageKeys, pageRoutes, parentOf } from './registry';

describe('normaliseBasePath: the one reading of BASE_PATH, for next.config.ts, the pages and every script', () => {
  test.each([
    ['', ''],
    ['/', ''],
    ['  ', ''],
    ['/site', '/site'],
    ['/site/', '/site'],
    ['site', '/site'],
    [' /a/b// ', '/a/b'],
  ])('%j -> %j', (value, expected) => {
    expect(normaliseBasePath(value)).toBe(expected);
  });

  test.each([
    '/a//b',
    '/./site',
    '/site/../etc',
    '/site"><script>',
    "/it's",
    '/a b',
    '/a;b',
    '/a&b',
    '/a?b',
    '/a#b',
    '/ä',
  ])(
    '%j is refused, since it would be linked one way and served another, or end the markup it is written into',
    (value) => {
      expect(() => normaliseBasePath(value)).toThrow(`BASE_PATH "${value}" is not a plain sub-path like /site`);
    },
  );
});

test('href writes a page path as the export serves it, keeping the section it jumps to', () => {
  expect(href('/')).toBe('/');
  expect(href('/about')).toBe('/about/');
  expect(href('/career#career')).toBe('/career/#career');
  expect(href('/#about')).toBe('/#about');
});

test('the route list: every page of the registry under its parent, then each item under its parent page', () => {
  // Content paths unlike the registry's, to show the list is made of what content says.
  const pages = Object.fromEntries(
    pageKeys.map((key) => [key, { path: `/x${pageRoutes[key].route}`, name: `Name of ${key}` }]),
  ) as RouteSource['pages'];
  const items = {
    jobs: [{ slug: 'tester', name: 'Tester' }],
    servicePages: [{ slug: 'seo', name: 'SEO' }],
    productPages: [{ slug: 'crm', name: 'CRM' }],
  };
  const routes = routeList({ pages, items });

  expect(routes.map((route) => route.path)).toEqual([
    ...pageKeys.map((key) => pages[key].path),
    `${pages.career.path}/tester`,
    `${pages.services.path}/seo`,
    // Product pages have a folder of their own (/products), under the product page in breadcrumbs.
    '/products/crm',
  ]);
  expect(routes[0]).toEqual({ path: pages.home.path, name: 'Name of home', parent: undefined });
  for (const [index, key] of pageKeys.entries()) {
    const parent = parentOf(key);
    expect(routes[index]).toEqual({
      path: pages[key].path,
      name: `Name of ${key}`,
      parent: parent && pages[parent].path,
    });
  }
  // The specification's breadcrumbs: each detail page under its overview page.
  expect(routes.find((route) => route.path === pages.serviceDetail.path)?.parent).toBe(pages.services.path);
  expect(routes.find((route) => route.path === pages.productDetail.path)?.parent).toBe(pages.product.path);
  expect(routes.slice(-3)).toEqual([
    { path: `${pages.career.path}/tester`, name: 'Tester', parent: pages.career.path },
    { path: `${pages.services.path}/seo`, name: 'SEO', parent: pages.services.path },
    { path: '/products/crm', name: 'CRM', parent: pages.product.path },
  ]);
  expect(jobPath('/jobs', 'tester')).toBe('/jobs/tester');
});

describe('the site address a deploy names', () => {
  const siteUrlWith = (value: string | undefined) => {
    let read: string | undefined;
    jest.isolateModules(() => {
      const saved = process.env.SITE_URL;
      if (value === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = value;
      read = require('./paths').siteUrlSetting;
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    });
    return read;
  };

  it('is the trimmed SITE_URL without a trailing slash, so a project page can name https://owner.github.io', () => {
    expect(siteUrlWith(' https://owner.github.io/ ')).toBe('https://owner.github.io');
  });

  it('is absent when SITE_URL is unset or empty, so content/site.yaml decides', () => {
    expect(siteUrlWith(undefined)).toBeUndefined();
    expect(siteUrlWith('')).toBeUndefined();
  });
});
