import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VISIT_CONTINUES_ATTRIBUTE, VISIT_SCRIPT } from '../lib/visit';
import { replaceNextRuntime } from './replace-next-runtime';

const ENTRY = '/_next/static/islands/islands-TEST.js';

describe('replaceNextRuntime on a page as Next 16 exports it', () => {
  // contact/index.html straight from `next build`, before any post-export step (scripts/fixtures/README.md).
  const exported = readFileSync(path.join(__dirname, 'fixtures', 'next-export-contact.html'), 'utf8');
  const html = replaceNextRuntime(exported, ENTRY, 'contact/index.html');
  // A browser's own parser is the judge of what the page runs, before and after.
  const before = new DOMParser().parseFromString(exported, 'text/html');
  const after = new DOMParser().parseFromString(html, 'text/html');
  const scripts = (page: Document) => [...page.querySelectorAll('script')];

  it("takes out every script of Next's runtime: its chunks, its bootstrap and its payload", () => {
    expect(scripts(before).filter((script) => script.src.includes('/_next/static/chunks/')).length).toBeGreaterThan(3);
    expect(before.body.innerHTML).toContain('self.__next_f');
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]*\.js/);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
  });

  it('loads the islands entry as a module and marks a visit before anything is painted, both in the head', () => {
    const [visit, entry] = [...after.head.querySelectorAll('script:not([type="application/ld+json"])')];
    expect(visit.textContent).toBe(VISIT_SCRIPT);
    expect(entry.getAttribute('type')).toBe('module');
    expect(entry.getAttribute('src')).toBe(ENTRY);
  });

  it('keeps the structured data and every island with its props', () => {
    const data = (page: Document) => scripts(page).filter((script) => script.type === 'application/ld+json');
    expect(data(after).map((script) => script.textContent)).toEqual(data(before).map((script) => script.textContent));
    expect(after.querySelectorAll('[data-island]').length).toBeGreaterThan(2);
    expect(after.body.innerHTML.replace(/<script[\s\S]*?<\/script>/g, '')).toBe(
      before.body.innerHTML.replace(/<script[\s\S]*?<\/script>/g, ''),
    );
  });

  it('keeps the stylesheet and the links that are not scripts', () => {
    const links = (page: Document) => [...page.querySelectorAll('link')].map((link) => link.outerHTML);
    expect(links(after)).toEqual(links(before).filter((link) => !/as="script"|modulepreload/.test(link)));
    expect(after.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });
});

describe('replaceNextRuntime on shapes Next does not write', () => {
  const pageWith = (tags: string) =>
    `<!DOCTYPE html><html><head><meta charset="utf-8">${tags}</head><body></body></html>`;

  it.each([
    ['<script src="/vendor/analytics.js" async></script>', 'loads a script that is not one of Next’s chunks'],
    ['<script>window.dataLayer = [];</script>', 'is an inline script this step does not know'],
    ['<script type="module">import "/x.js"</script>', 'is an inline script this step does not know'],
    ['<link rel="modulepreload" href="/other/x.js">', 'preloads a script that is not one of Next’s chunks'],
    ['<svg><script>x()</script></svg>', 'is a script inside <svg> or <math>'],
  ])('refuses %s, naming the page and the tag', (tag, problem) => {
    expect(() => replaceNextRuntime(pageWith(tag), ENTRY, 'about/index.html')).toThrow(
      new RegExp(`^about/index\\.html: .*${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('removes a preload of one of Next’s chunks and keeps data blocks', () => {
    const html = replaceNextRuntime(
      pageWith(
        '<link rel="preload" as="script" href="/_next/static/chunks/a.js"><script type="application/json">{}</script>',
      ),
      ENTRY,
    );
    expect(html).not.toContain('chunks/a.js');
    expect(html).toContain('<script type="application/json">{}</script>');
  });
});

describe('VISIT_SCRIPT', () => {
  const run = () => new Function(VISIT_SCRIPT)();
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute(VISIT_CONTINUES_ATTRIBUTE);
  });

  it('lets the first page of a visit show the preloader, and marks every later one', () => {
    run();
    expect(document.documentElement).not.toHaveAttribute(VISIT_CONTINUES_ATTRIBUTE);
    run();
    expect(document.documentElement).toHaveAttribute(VISIT_CONTINUES_ATTRIBUTE);
  });

  it('treats every page as a first where storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute(VISIT_CONTINUES_ATTRIBUTE);
    jest.restoreAllMocks();
  });
});
