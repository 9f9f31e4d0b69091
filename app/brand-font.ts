import localFont from 'next/font/local';

// The brand typeface for headings: Poppins, from the Indian Type Foundry, self-hosted from npm (no other host).
// One 7.8 KB latin file of the bold cut, declared for weights 600-800 so semibold and extrabold headings use it
// rather than a synthesised weight. Its preload is started by the page's loader (scripts/defer-scripts.ts) only
// outside data-light mode, which also points --font-brand back at the system font (app/layout.tsx), so that mode
// never downloads it. `optional`: if the file is not at hand when a heading is first drawn (a slow first page),
// that page keeps the fallback, sized to Poppins' metrics where Arial exists, and the next page has it from the
// cache; a heading never changes its font, or moves, while a visitor reads. Body text stays in the system font:
// sharp on every phone at no cost.
export const brandFont = localFont({
  src: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
  weight: '600 800',
  style: 'normal',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-brand',
});
