import localFont from 'next/font/local';

// The brand typeface for headings: Poppins, from the Indian Type Foundry, self-hosted from npm (no other host).
// One 7.8 KB latin file of the bold cut, declared for weights 600-800 so semibold and extrabold headings use it
// rather than a synthesised weight. Not preloaded: a page fetches it only when a heading uses it, so data-light
// mode (which points --font-brand back at the system font, app/layout.tsx) never downloads it. `optional`: if the
// file is not at hand when a heading is first drawn (a slow first page), that page keeps the fallback, sized to
// Poppins' metrics where Arial exists, and the next page has it from the cache; a heading never changes its font,
// or moves, while a visitor reads. Body text stays in the system font: sharp on every phone at no cost.
export const brandFont = localFont({
  src: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
  weight: '600 800',
  style: 'normal',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-brand',
});
