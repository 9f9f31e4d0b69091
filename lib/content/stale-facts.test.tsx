/** @jest-environment node */
// A fact changed in its one field reaches every page: the build's own route modules are loaded on edited
// content (through loadContent, as `next build` loads them) and everything they render is searched for the old fact.
import type { ReactElement } from 'react';
import { openingHoursSpecification } from '../structured-data';
import { factsOf, listInWords } from './facts';
import { loadContent } from './index';
import { contentModules } from './modules';

// The facts as shipped, read from content, so an editor's change (CONTENT.md's examples) never fails these tests.
const shippedContent = loadContent();
const shippedFacts = factsOf(shippedContent);

type Data = { [K in keyof typeof contentModules]: (typeof contentModules)[K]['data'] };
type RouteModule = {
  default: (props: never) => ReactElement | Promise<ReactElement>;
  metadata?: unknown;
  generateMetadata?: (props: unknown) => Promise<unknown>;
  generateStaticParams?: () => { slug: string }[];
};

const routeFiles = [
  '@/app/(en)/page',
  '@/app/(en)/about/page',
  '@/app/(en)/services/page',
  '@/app/(en)/servicedetail/page',
  '@/app/(en)/product/page',
  '@/app/(en)/productdetail/page',
  '@/app/(en)/career/page',
  '@/app/(en)/contact/page',
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
    const layout = require('@/app/(en)/layout');
    parts.push(JSON.stringify(layout.metadata), renderToStaticMarkup(layout.default({ children: null })));
    for (const file of routeFiles) {
      const route: RouteModule = require(file);
      parts.push(JSON.stringify(route.metadata), renderToStaticMarkup(await route.default({} as never)));
    }
    for (const itemRoute of ['@/app/(en)/career/[slug]/page', '@/app/(en)/products/[slug]/page']) {
      const route: RouteModule = require(itemRoute);
      for (const params of route.generateStaticParams?.() ?? []) {
        const props = { params: Promise.resolve(params) } as never;
        parts.push(JSON.stringify(await route.generateMetadata?.(props)));
        parts.push(renderToStaticMarkup(await route.default(props)));
      }
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
    // Hours no office keeps, so no shipped hours can already read like them.
    data.site.openingHours = [
      { days: 'Tue-Thu', hours: '7.15AM - 8.45PM' },
      { days: 'Friday', hours: '7.15AM - 12.45PM' },
      { days: 'Monday', hours: 'closed' },
    ];
  };

  const oldLines = shippedContent.site.openingHours.filter((line) => line.hours !== 'closed');
  const oldTimes = openingHoursSpecification().flatMap(({ opens, closes }) => [opens, closes]);

  it('are stated in the shipped site, in words and for search engines', () => {
    for (const { hours } of oldLines) expect(shipped).toContain(hours);
    expect(shipped).toContain(`"opens":"${oldTimes[0]}"`);
  });

  it('once changed, appear nowhere in their old form: not on a page, in a description or in JSON-LD', async () => {
    const site = await siteAfter(newHours);
    const old = [...oldLines.flatMap(({ days, hours }) => [days, hours]), ...oldTimes.filter((t) => t !== '00:00')];
    for (const text of old) expect(site).not.toContain(text);
    // The contact page's description (a <meta> and the social cards) tells the new hours.
    expect(site).toContain('Tue-Thu 7.15AM - 8.45PM, Friday 7.15AM - 12.45PM, Monday closed');
    expect(site).toContain('"opens":"07:15","closes":"20:45"');
  });
});

describe('a removed product', () => {
  const removed = shippedContent.products.products.at(-1)!;
  const remaining = shippedContent.products.products.slice(0, -1);
  const withoutIt = (data: Data) => {
    // Its own page goes with it, held in its item.
    data.products.products = data.products.products.filter((product) => product.slug !== removed.slug);
  };
  const named = new RegExp(removed.shortName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

  it('is named, and counted, in the shipped site', () => {
    expect(shipped).toMatch(named);
    expect(shipped).toMatch(new RegExp(`\\b${shippedFacts.productCount}\\b`, 'i'));
  });

  it('is named and counted nowhere once removed: not on a page, in a description or in JSON-LD', async () => {
    const site = await siteAfter(withoutIt);
    expect(site).not.toMatch(named);
    expect(site).not.toMatch(new RegExp(`\\b${shippedFacts.productCount}\\b`, 'i'));
    expect(site).toContain(listInWords(remaining.map((product) => product.shortName)));
  });
});

it('a renamed company and a new phone number leave no trace of the old ones', async () => {
  const site = await siteAfter((data) => {
    data.site.name = 'Vistara Soft';
    data.site.phone = '+91 422 123 4567';
  });
  // The legal name is a fact of its own; the map's address query names no company.
  const { name, legalName, phone } = shippedContent.site;
  expect(site.replaceAll(legalName, '')).not.toContain(name);
  expect(site).not.toContain(phone);
  // Nor the digits it dialled, in the tap-to-call links and for search engines.
  expect(site).not.toContain(phone.replace(/\D/g, '').slice(2));
});
