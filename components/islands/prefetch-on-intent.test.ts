import { prefetchOnIntent } from './prefetch-on-intent';

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeAll(() => {
  window.history.replaceState(null, '', '/about/');
  prefetchOnIntent(document);
});

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <a href="/services/">Services <span>(4)</span></a>
    <a href="/contact/#contact">Contact</a>
    <a href="/about/#career">Careers on this page</a>
    <a href="https://wa.me/914224507788">WhatsApp</a>
    <a href="/brochure.pdf" download>Brochure</a>
    <a href="/privacy/">Privacy</a>`;
});

const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith(name))!;
// jsdom has no PointerEvent; the listener reads only the event's type and target.
const pointAt = (element: Element) => element.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));

describe('prefetchOnIntent', () => {
  it('fetches nothing for links merely on screen', () => {
    expect(prefetched()).toEqual([]);
  });

  it('fetches a page of the site once a pointer is over its link, or anything inside it', () => {
    pointAt(link('Services').querySelector('span')!);
    expect(prefetched()).toEqual(['http://localhost/services/']);
  });

  it('fetches a page once keyboard focus reaches its link, without its #section', () => {
    link('Contact').focus();
    expect(prefetched()).toEqual(['http://localhost/contact/']);
  });

  it('fetches each page once however often the visitor points at it or focuses it', () => {
    pointAt(link('Privacy'));
    pointAt(link('Privacy'));
    link('Privacy').focus();
    expect(prefetched()).toEqual(['http://localhost/privacy/']);
  });

  it('leaves alone the page already shown, other sites and downloads', () => {
    pointAt(link('Careers on this page'));
    pointAt(link('WhatsApp'));
    pointAt(link('Brochure'));
    expect(prefetched()).toEqual([]);
  });
});
