import { COMPILE_HINT, deferScripts, LOADER, withCompileHint } from './defer-scripts';

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

  it('moves every external script, from head and body, into one template at the end of the head', () => {
    expect(template).toBe(
      '<script src="/_next/static/chunks/react.js" async=""></script>' +
        '<script src="/_next/static/chunks/turbopack.js" async=""></script>' +
        '<script src="/_next/static/chunks/page.js" async=""></script>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>',
    );
    expect(head.endsWith(`</template><script>${LOADER}</script>`)).toBe(true);
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

  it('leaves the stylesheet, inline scripts, data blocks and nomodule scripts where they were', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<h1>About</h1><script type="application/ld+json">');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>');
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

describe('withCompileHint', () => {
  it('puts the compile hint on the first line, once', () => {
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted).toBe(`${COMPILE_HINT}\n(()=>{})();`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
