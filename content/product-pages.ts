import type { ProductPagesContent } from '../lib/content/schema';

/**
 * What every product's own page (/products/<slug>/) shares: the headings of its parts and the words of the links
 * that lead to it. Each product's page itself is its `page` in content/products.ts.
 */
export const productPages = {
  labels: {
    audience: 'Who it is for',
    features: 'What it does',
    screens: 'Main screens',
    screensNote:
      'These are simplified drawings of the screens, not screenshots: ask for a demo to see the real software with your own data.',
    integrations: 'What it works with',
    data: 'Where your data is kept',
    pricing: 'How pricing works',
    demo: 'See it working on your own data',
    demoText:
      'A demo takes about 45 minutes, at our {locality} office, at yours or online. Tell us how you work today and we show you the same steps in the software.',
  },
  link: { label: 'Screens and pricing', context: 'of {title}' },
} satisfies ProductPagesContent;
