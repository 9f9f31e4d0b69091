/** @jest-environment node */
// A fact changed in its one field reaches every page: the build's own route modules are loaded on edited
// content (through loadContent, as `next build` loads them) and everything they render is searched for the old fact.
import type { ReactElement } from 'react';
import { contentModules } from './modules';

type Data = { [K in keyof typeof contentModules]: (typeof contentModules)[K]['data'] };
type RouteModule = {
  default: (props: never) => ReactElement | Promise<ReactElement>;
  metadata?: unknown;
  generateMetadata?: (props: unknown) => Promise<unknown>;
  generateStaticParams?: () => { slug: string }[];
};

const routeFiles = [
  '@/app/page',
  '@/app/about/page',
  '@/app/services/page',
  '@/app/servicedetail/page',
  '@/app/product/page',
  '@/app/productdetail/page',
  '@/app/career/page',
  '@/app/contact/page',
];

/** Every word the built site would hold: each page's markup (JSON-LD included), metadata, and the layout. */
async function siteAfter(edit: (data: Data) => void = () => {}): Promise<string> {
  const data = structuredClone(Object.fromEntries(Object.entries(contentModules).map(([k, m]) => [k, m.data]))) as Data;
  edit(data);
  const modules = Object.fromEntries(
    Object.entries(contentModules).map(([key, module]) => [key, { ...module, data: data[key as keyof Data] }]),
  );
  const parts: string[] = [];
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./modules', () => ({ contentModules: modules }));
    // The isolated registry has its own React, so it needs its own renderer.
    const { renderToStaticMarkup } = require('react-dom/server');
    const layout = require('@/app/layout');
    parts.push(JSON.stringify(layout.metadata), renderToStaticMarkup(layout.default({ children: null })));
    for (const file of routeFiles) {
      const route: RouteModule = require(file);
      parts.push(JSON.stringify(route.metadata), renderToStaticMarkup(await route.default({} as never)));
    }
    const jobRoute: RouteModule = require('@/app/career/[slug]/page');
    for (const params of jobRoute.generateStaticParams?.() ?? []) {
      const props = { params: Promise.resolve(params) } as never;
      parts.push(JSON.stringify(await jobRoute.generateMetadata?.(props)));
      parts.push(renderToStaticMarkup(await jobRoute.default(props)));
    }
  });
  jest.dontMock('./modules');
  return parts.join('\n');
}

jest.setTimeout(60_000);

let shipped: string;
beforeAll(async () => {
  shipped = await siteAfter();
});

describe('opening hours', () => {
  const newHours = (data: Data) => {
    data.site.openingHours = [
      { days: 'Mon-Fri', hours: '10.00AM - 7.00PM' },
      { days: 'Saturday', hours: '10.00AM - 2.00PM' },
      { days: 'Sunday', hours: 'closed' },
    ];
  };

  it('are stated in the shipped site, in words and for search engines', () => {
    expect(shipped).toContain('9.30AM - 6.00PM');
    expect(shipped).toContain('"09:30"');
  });

  it('once changed, appear nowhere in their old form: not on a page, in a description or in JSON-LD', async () => {
    const site = await siteAfter(newHours);
    for (const old of ['9.30', '09:30', 'Mon-Sat', '18:00']) expect(site).not.toContain(old);
    // The contact page's description (a <meta> and the social cards) tells the new hours.
    expect(site).toContain('Open Mon-Fri 10.00AM - 7.00PM, Saturday 10.00AM - 2.00PM, Sunday closed.');
    expect(site).toContain('"opens":"10:00","closes":"19:00"');
  });
});

describe('a removed product', () => {
  const withoutMatrimonial = (data: Data) => {
    data.products.products = data.products.products.filter((product) => product.slug !== 'matrimonial');
  };

  it('is named, and counted, in the shipped site', () => {
    expect(shipped).toMatch(/matrimonial/i);
    expect(shipped).toContain('Five proven products');
  });

  it('is named and counted nowhere once removed: not on a page, in a description or in JSON-LD', async () => {
    const site = await siteAfter(withoutMatrimonial);
    expect(site).not.toMatch(/matrimon/i);
    expect(site).not.toMatch(/\bfive\b/i);
    expect(site).toContain('Four proven products');
    expect(site).toContain('CRM, ERP, lab management and GST billing software');
  });
});

it('a renamed company and a new phone number leave no trace of the old ones', async () => {
  const site = await siteAfter((data) => {
    data.site.name = 'Vistara Soft';
    data.site.phone = '+914221234567';
    data.site.phoneDisplay = '+91 422 123 4567';
  });
  // The legal name is a fact of its own; the map's address query names no company.
  expect(site.replaceAll('Anvaya Technologies Private Limited', '')).not.toMatch(/Anvaya Technologies/);
  expect(site).not.toContain('450 7788');
  expect(site).not.toContain('4224507788');
});
