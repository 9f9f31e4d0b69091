/** @jest-environment node */
import { href, jobPath, normaliseBasePath, routeList } from './paths';

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

test('the route list: every page, then each job under the career page; detail pages under their overview', () => {
  const page = (path: string, name: string) => ({ path, name });
  const routes = routeList({
    pages: {
      home: page('/', 'Home'),
      about: page('/about', 'About'),
      services: page('/services', 'Services'),
      serviceDetail: page('/servicedetail', 'Service details'),
      product: page('/product', 'Products'),
      productDetail: page('/productdetail', 'Product details'),
      career: page('/jobs', 'Career'),
      contact: page('/contact', 'Contact'),
    },
    jobs: [{ slug: 'tester', title: 'Tester' }],
  });
  expect(routes).toEqual([
    { path: '/', name: 'Home', parent: undefined },
    { path: '/about', name: 'About', parent: '/' },
    { path: '/services', name: 'Services', parent: '/' },
    { path: '/servicedetail', name: 'Service details', parent: '/services' },
    { path: '/product', name: 'Products', parent: '/' },
    { path: '/productdetail', name: 'Product details', parent: '/product' },
    { path: '/jobs', name: 'Career', parent: '/' },
    { path: '/contact', name: 'Contact', parent: '/' },
    { path: '/jobs/tester', name: 'Tester', parent: '/jobs' },
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

  it('is absent when SITE_URL is unset or empty, so content/site.ts decides', () => {
    expect(siteUrlWith(undefined)).toBeUndefined();
    expect(siteUrlWith('')).toBeUndefined();
  });
});
