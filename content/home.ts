import type { HomeContent } from '../lib/content/schema';

export const home = {
  hero: {
    eyebrow: 'WhatsApp API, bulk SMS, websites and business software from {city}',
    headline: 'Start Your Ideal Services',
    intro:
      'From messaging and marketing to software that runs your business, we build the tools that help Indian businesses reach customers and run smoothly.',
    primary: { label: 'Get Started', href: '/#about', context: 'by reading about our company' },
    secondary: { label: 'Learn More', href: '/productdetail', context: 'about our software products' },
    image: { src: '/images/hero.svg', alt: 'A software dashboard with charts and chat messages on several screens' },
  },
} satisfies HomeContent;
