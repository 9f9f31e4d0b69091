import type { Config } from 'tailwindcss';
import { brandShades } from './lib/brand-shades';

const systemFonts = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"', 'Ubuntu', 'sans-serif'];

/**
 * The brand colour, brand-600: change it here, run `npm run pictures`, and every page, illustration and picture
 * follows. Its lighter and darker shades keep their lightness (lib/brand-shades.ts), so text in brand-700 and
 * darker keeps its contrast; lib/brand-shades.test.ts checks the brand colour's own (the focus ring's 3:1 on white).
 */
const BRAND_COLOUR = '#1e4fd8';

/**
 * The palette: every colour of the site, its illustrations, logo, icons and share pictures. The SVGs in public/images/
 * and app/icon.svg use these values and no others (scripts/pictures.test.ts): `npm run pictures` recolours them after a
 * value here changes, and the build draws the PNGs from them (scripts/draw-pictures.tsx). No two tokens share a
 * value: a picture's colour names one.
 * Brand colours chosen for WCAG AA contrast on white (brand-700 and darker carry text).
 */
export const palette = {
  // Tailwind's own white, listed so the pictures' white is a token like any other.
  white: '#ffffff',
  brand: brandShades(BRAND_COLOUR),
  // The brand's second colour, beside the brand colour in the logo and the illustrations.
  secondary: { 500: '#14b8a6', 600: '#0d9488', 700: '#0f766e' },
  accent: { 400: '#fbbf24', 500: '#f59e0b' },
  // subtle: the illustrations' grey lines and small print.
  ink: { DEFAULT: '#0f172a', muted: '#475569', subtle: '#64748b' },
  // The skin of the people in the illustrations: not the brand's, so a change of brand leaves them be.
  skin: { light: '#b9784f', dark: '#8d5a3b' },
  // WhatsApp's green, on every WhatsApp link with its mark: 700 carries white text (5.4:1) and reads on white
  // (5.4:1), 800 is its hover; 400, the app's own green, reads on the dark footer (8.3:1 on brand-900).
  whatsapp: { 400: '#25d366', 700: '#0b7a3e', 800: '#08602f' },
};

export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: palette,
      fontFamily: {
        // Body text: system fonts, zero bytes to download and no layout shift from a late web font.
        sans: systemFonts,
        // Headings: the brand typeface (app/brand-font.ts), over the system fonts.
        display: ['var(--font-brand)', ...systemFonts],
      },
      maxWidth: { page: '72rem' },
    },
  },
} satisfies Config;
