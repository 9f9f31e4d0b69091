import type { Config } from 'tailwindcss';

const systemFonts = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"', 'Ubuntu', 'sans-serif'];

// The theme: brand colours chosen for WCAG AA contrast on white (brand-700 and darker carry text).
export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f5f7ff',
          100: '#dbe6ff',
          200: '#b7ccff',
          500: '#3b6cf0',
          600: '#1e4fd8',
          700: '#1a42b5',
          800: '#16368f',
          900: '#0f1e3d',
        },
        accent: { 400: '#fbbf24', 500: '#f59e0b' },
        ink: { DEFAULT: '#0f172a', muted: '#475569' },
        // WhatsApp's green, on every WhatsApp link with its mark: 700 carries white text (5.4:1) and reads on white
        // (5.4:1), 800 is its hover; 400, the app's own green, reads on the dark footer (8.3:1 on brand-900).
        whatsapp: { 400: '#25d366', 700: '#0b7a3e', 800: '#08602f' },
      },
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
