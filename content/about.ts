import type { AboutContent } from '../lib/content/schema';

export const about = {
  eyebrow: 'About Us',
  heading: 'A {city} Software Team That Grows With Your Business',
  paragraphs: [
    '{companyName} started in {foundedYear} with a simple idea: small and mid-sized Indian businesses deserve software as good as the big brands use, at a price and pace that suits them. Today our team of developers, designers and marketers serves clients across Tamil Nadu, Kerala and Karnataka.',
    'We build and support everything ourselves, from messaging and marketing to complete business systems, so you deal with one team that knows your business and answers the phone.',
  ],
  whyChooseUs: {
    heading: 'Why Choose Us',
    points: [
      {
        title: 'One accountable team',
        text: 'Design, development, hosting and support under one roof, with a named contact for your account.',
      },
      {
        title: 'Built for Indian business',
        text: 'GST, DLT rules, regional languages and the way Indian teams actually work are built in, not bolted on.',
      },
      {
        title: 'Support that answers',
        text: 'Phone, WhatsApp and on-site help from {city} during business hours, with clear response times.',
      },
      {
        title: 'Fair, transparent pricing',
        text: 'Fixed quotes, no surprise charges, and software you own and can take with you.',
      },
    ],
  },
  image: { src: '/images/about.svg', alt: 'Team members working together beside a rising growth chart' },
} satisfies AboutContent;
