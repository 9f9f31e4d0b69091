/**
 * The Tamil pages as the export serves them, and what a page must be to read well in Tamil, measured in the page
 * itself so every engine the suite drives (Chromium here, Firefox and WebKit in their specs) runs the same check.
 */
import { languageTag } from '../lib/content';
import { contentIn, href, languageOf, routesIn } from '../lib/routes';

/** Every Tamil page, as served: "/ta/", "/ta/services/", ..., "/ta/career/web-development/". */
export const tamilRoutes = routesIn('ta')
  .filter((route) => languageOf(route.path) === 'ta')
  .map((route) => href(route.path));

/** The Tamil content, as its pages receive it. */
export const tamil = contentIn('ta');

export const TAMIL_TAG = languageTag('ta');

/** The postal address, written once for every language (as the post, maps and search engines read it). */
export const writtenOnce = Object.values(tamil.site.address);

/**
 * What a Tamil page is, measured in it (a function every engine runs as it is, so it names nothing outside itself):
 * its language, how far it scrolls sideways, each heading word a line break cuts in two (a break after a hyphen, as
 * in "WhatsApp-இல்", is no cut), each paragraph of <main> with twice as many Latin letters as Tamil ones but for the
 * words `writtenOnce` in every language, and the font files it fetched.
 */
export function tamilPageFacts(writtenOnce: readonly string[] = []) {
  const words = /[^\s\u002d\u2010\u2011]+/g;
  const brokenWords: string[] = [];
  for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
      for (const match of text.data.matchAll(words)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
          brokenWords.push(match[0]);
      }
  }
  const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;
  const englishParagraphs = [...document.querySelectorAll('main p, main li')]
    .map((element) => writtenOnce.reduce((text, words) => text.replaceAll(words, ''), element.textContent ?? '').trim())
    .filter((text) => count(text, /[A-Za-z]/g) > 2 * count(text, /[\u0B80-\u0BFF]/g) && text.split(/\s+/).length > 4);
  return {
    lang: document.documentElement.lang,
    sidewaysScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    brokenWords,
    englishParagraphs,
    fonts: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
  };
}

/** What tamilPageFacts finds on a Tamil page that reads whole. */
export const wholeInTamil = { lang: TAMIL_TAG, sidewaysScroll: 0, brokenWords: [], englishParagraphs: [], fonts: [] };

/**
 * The headings of <main> a visitor cannot see (what the islands would reveal, such as a carousel's other products,
 * hidden with no island running): none on a page that is whole without JavaScript or in the light version. A
 * function every engine runs as it is.
 */
export function hiddenHeadings() {
  return [...document.querySelectorAll('main :is(h1, h2, h3)')]
    .filter((heading) => !heading.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .map((heading) => heading.textContent?.trim());
}
