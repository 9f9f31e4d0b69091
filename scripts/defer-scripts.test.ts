import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPILE_HINT,
  DEFERRED_SCRIPTS_ATTRIBUTE,
  deferScripts,
  FONT_PRELOADS_ATTRIBUTE,
  LOADER,
  withCompileHint,
} from './defer-scripts';
import { replaceNextRuntime } from './replace-next-runtime';

// The shape of the head and body Next 16 writes for an exported page.
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack.js" async=""></script>',
  '<title>About</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><h1>About</h1><script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script></body></html>',
].join('');

describe('deferScripts', () => {
  const { html, scripts } = deferScripts(page);
  const head = html.slice(0, html.indexOf('</head>'));
  const template = /<template data-deferred-scripts="">(.*?)<\/template>/.exec(html)?.[1] ?? '';

  it('moves every external script, from head and body, into one template in the head', () => {
    expect(template).toBe(
      '<script src="/_next/static/chunks/react.js" async=""></script>' +
        '<script src="/_next/static/chunks/turbopack.js" async=""></script>' +
        '<script src="/_next/static/chunks/page.js" async=""></script>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>',
    );
    expect(head).toContain(`</template><script>${LOADER}</script>`);
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toMatch(/<script[^>]*\ssrc="[^"]*" async/);
    expect(scripts).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack.js',
      '/_next/static/chunks/page.js',
    ]);
  });

  it('drops the preload of a script the page loads anyway, and keeps other preloads', () => {
    expect(template.match(/page\.js/g)).toHaveLength(1);
    expect(template).toContain('other.js');
  });

  it('puts the loader before the first stylesheet, which would hold an inline script after it until the CSS is in', () => {
    expect(head).toContain(
      `<meta charSet="utf-8"/><template ${DEFERRED_SCRIPTS_ATTRIBUTE}="">${template}</template><script>${LOADER}</script>` +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css"',
    );
  });

  it('puts the loader at the end of a head without a stylesheet', () => {
    const unstyled = deferScripts(page.replace(/<link rel="stylesheet"[^>]*>/, '')).html;
    expect(unstyled).toContain(`<script>${LOADER}</script></head>`);
  });

  it('leaves the stylesheet, inline scripts, data blocks and nomodule scripts where they were', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<h1>About</h1><script type="application/ld+json">');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>');
  });

  it('moves a font preload into a template of its own, which the loader starts outside data-light mode', () => {
    const font = '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="" type="font/woff2"/>';
    const withFont = deferScripts(page.replace('<title>', `${font}<title>`)).html;
    const head = withFont.slice(0, withFont.indexOf('</head>'));
    expect(head).toContain(
      `<template ${FONT_PRELOADS_ATTRIBUTE}="">${font}</template><template ${DEFERRED_SCRIPTS_ATTRIBUTE}`,
    );
    expect(withFont.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('f.woff2');
    expect(LOADER).toContain(FONT_PRELOADS_ATTRIBUTE);
  });

  it('refuses a font preload with an attribute it does not know, naming it', () => {
    const font = '<link rel="preload" href="/f.woff2" as="font" media="print"/>';
    expect(() => deferScripts(page.replace('<title>', `${font}<title>`), 'about/index.html')).toThrow(
      /about\/index\.html: .*has the attribute "media"/,
    );
  });

  it('leaves a page without scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body>Hi</body></html>';
    expect(deferScripts(plain)).toEqual({ html: plain, scripts: [] });
  });

  it('refuses to defer a page twice, naming it', () => {
    expect(() => deferScripts(html, 'about/index.html')).toThrow('about/index.html has its scripts deferred already');
  });

  describe('the loader', () => {
    const template = `<template data-deferred-scripts=""><script src="/a.js" async=""></script><link rel="preload" as="script" href="/b.js"></template>`;
    const loaded = () => document.head.innerHTML;
    // Each element comes back with every attribute of the original (async, fetchpriority...).
    const allLoaded = '<script src="/a.js" async=""></script><link rel="preload" as="script" href="/b.js">';

    beforeEach(() => {
      document.head.innerHTML = '';
      document.body.innerHTML = template;
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('runs the deferred scripts when the browser reports the first contentful paint, not before', () => {
      let report: ((names: string[]) => void) | undefined;
      let disconnected = false;
      class FakePaintObserver {
        static supportedEntryTypes = ['paint'];
        constructor(
          callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePaintObserver) => void,
        ) {
          report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
        }
        observe(options: unknown) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          disconnected = true;
        }
      }
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
      new Function(LOADER)();
      document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
      expect(loaded()).toBe('');

      report!(['first-paint']);
      expect(loaded()).toBe('');
      report!(['first-contentful-paint']);
      expect(loaded()).toBe(allLoaded);
      expect(disconnected).toBe(true);
    });

    it('runs them once the document is parsed where the browser has no paint timing', () => {
      new Function(LOADER)();
      expect(loaded()).toBe('');
      document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
      expect(loaded()).toBe(allLoaded);
    });
  });
});

describe('deferScripts on a page as Next 16 exports it, after replace-next-runtime.ts', () => {
  // contact/index.html straight from `next build` (scripts/fixtures/README.md), with the islands entry in place of
  // Next's runtime, as the step before this one leaves it.
  const fixture = readFileSync(path.join(__dirname, 'fixtures', 'next-export-contact.html'), 'utf8');
  const exported = replaceNextRuntime(fixture, '/_next/static/islands/islands-TEST.js', 'contact/index.html');
  const { html, scripts } = deferScripts(exported, 'contact/index.html');
  // A browser's own parser is the judge of what the page loads, before and after.
  const before = new DOMParser().parseFromString(exported, 'text/html');
  const after = new DOMParser().parseFromString(html, 'text/html');
  const template = after.querySelector<HTMLTemplateElement>(`template[${DEFERRED_SCRIPTS_ATTRIBUTE}]`)!;
  const asyncScripts = [...before.querySelectorAll('script[src][async]')];

  it('moves the islands entry and reports it for its compile hint', () => {
    expect(scripts).toEqual(['/_next/static/islands/islands-TEST.js']);
    expect([...template.content.querySelectorAll('script')].map((script) => script.outerHTML)).toEqual(
      asyncScripts.map((script) => script.outerHTML),
    );
    expect(template.content.querySelector('script')?.getAttribute('type')).toBe('module');
  });

  it('leaves nothing outside the template that loads a script before the first paint', () => {
    expect(after.querySelectorAll('script[src]')).toHaveLength(0);
    expect(after.querySelectorAll('link[as="script"], link[rel~="modulepreload"]')).toHaveLength(0);
    // The loader stands right before the stylesheet, which would otherwise hold it until the CSS is in.
    const stylesheet = after.head.querySelector('link[rel="stylesheet"]');
    expect(stylesheet?.previousElementSibling?.textContent).toBe(LOADER);
  });

  it('changes no other byte of the page', () => {
    const loaderMarkup = `${template.outerHTML}<script>${LOADER}</script>`;
    expect(html).toContain(loaderMarkup);
    const moved = [...asyncScripts, ...before.querySelectorAll('link[as="script"]')].map((element) => {
      const written = new RegExp(
        `<${element.localName}[^>]*"${element.getAttribute('src') ?? element.getAttribute('href')}"[^>]*>(</script>)?`,
      );
      return written.exec(exported)![0];
    });
    expect(html.replace(loaderMarkup, '')).toBe(moved.reduce((page, tag) => page.replace(tag, ''), exported));
  });
});

describe('deferScripts on the shapes Next does not write', () => {
  const pageWith = (tags: string) =>
    `<!DOCTYPE html><html><head><meta charset="utf-8">${tags}</head><body></body></html>`;

  it.each([
    ["<script src='/_next/a.js' async></script>", 'a single-quoted src'],
    ['<script src=/_next/a.js async></script>', 'an unquoted src'],
    ['<SCRIPT SRC="/_next/a.js" ASYNC></SCRIPT>', 'upper-case names'],
    ['<script\nsrc="/_next/a.js"\nasync=""></script>', 'attributes on their own lines'],
  ])('defers %s (%s) and reports its src, so it gets the compile hint', (tag) => {
    const { html, scripts } = deferScripts(pageWith(tag));
    expect(scripts).toEqual(['/_next/a.js']);
    expect(html).toContain(`<template ${DEFERRED_SCRIPTS_ATTRIBUTE}="">${tag}</template>`);
  });

  it.each([
    ['<script src="/a.js" defer></script>', 'is a defer script, and re-created it would no longer run in order'],
    ['<script src="/a.js" async defer></script>', 'is a defer script'],
    ['<script src="/a.js"></script>', 'is neither async nor nomodule, so the page waits for it'],
    ['<script src="/a.js" async type="text/plain"></script>', 'has the type "text/plain"'],
    ['<script src="/a.js" async integrity="sha384-x"></script>', 'has the attribute "integrity"'],
    ['<script src="" async></script>', 'has an empty src'],
    ['<script src="/a.js" async>start()</script>', 'has both a src and code of its own'],
    ['<link rel="modulepreload" href="/a.js">', 'loads a script in a way other than rel="preload" as="script"'],
    ['<link rel="modulepreload" as="script" href="/a.js">', 'loads a script in a way other than'],
    ['<link rel="prefetch" as="script" href="/a.js">', 'loads a script in a way other than'],
    ['<link rel="preload prefetch" as="script" href="/a.js">', 'loads a script in a way other than'],
    ['<link rel="preload" as="script" href="/a.js" media="(min-width:1px)">', 'has the attribute "media"'],
    ['<link rel="preload" as="script">', 'has no href'],
  ])('refuses %s, naming the page and the tag', (tag, problem) => {
    expect(() => deferScripts(pageWith(tag), 'about/index.html')).toThrow(
      `about/index.html: ${tag.replace(/<\/script>$/, '').replace(/>.*$/, '>')} ${problem}`,
    );
  });

  it('refuses a script inside <svg>, which the browser would run before the first paint', () => {
    expect(() =>
      deferScripts(`<html><head></head><body><svg><script href="/a.js"></script></svg></body></html>`, 'x.html'),
    ).toThrow('x.html: <script href="/a.js"> is a script inside <svg> or <math>');
  });

  it('says what to do', () => {
    expect(() => deferScripts(pageWith('<script src="/a.js" defer></script>'))).toThrow(
      'scripts/defer-scripts.ts cannot defer it safely and stops rather than change when it runs: teach defer-scripts.ts this shape (with a test), or change what writes it.',
    );
  });
});

describe('withCompileHint', () => {
  it('puts the compile hint on the first line, once', () => {
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted).toBe(`${COMPILE_HINT}\n(()=>{})();`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
