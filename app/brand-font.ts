import localFont from 'next/font/local';

// The brand typeface for headings: Poppins, from the Indian Type Foundry, self-hosted from npm (no other host).
// One 4.5 KB file of the bold cut, the latin file's ASCII and typographic punctuation (`npm run font`,
// scripts/brand-font.ts), declared for weights 600-800 so semibold and extrabold headings use it
// rather than a synthesised weight. Its preload is started by the page's loader (scripts/defer-scripts.ts), at the top
// of the head, before the stylesheet, and only outside data-light mode, which also points --font-brand back at the
// system font (components/layout/SiteDocument.tsx), so that mode never downloads it. `swap`: the headings are drawn in Poppins whenever
// the file has come, on a visit's first page too; it is asked for before the stylesheet, and the page's first paint
// waits for the whole HTML and the stylesheet, so on a slow first page it is in before that paint (issue 41: `optional`
// gave up on it after 100 ms and kept the fallback for the page, although the file was paid). Should it still be
// late, the fallback is sized to Poppins' metrics where Arial exists, and a visit's first page is covered by the
// preloader for its first seconds. Body text stays in the system font: sharp on every phone at no cost.
export const brandFont = localFont({
  src: './fonts/poppins-700-heading-latin.woff2',
  weight: '600 800',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-brand',
});
