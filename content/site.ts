import type { BehaviourContent, SiteContent } from '../lib/content/schema';

/** Company facts shown in the footer, the contact section and to search engines. */
export const site = {
  name: 'Anvaya Technologies',
  legalName: 'Anvaya Technologies Private Limited',
  url: 'https://www.anvayatech.in',
  tagline: 'IT services and business software from Coimbatore',
  description:
    'Anvaya Technologies is a Coimbatore software company building WhatsApp API integrations, bulk SMS, digital marketing and websites, plus CRM, ERP, lab, GST billing and matrimonial software.',
  email: 'hello@anvayatech.in',
  phone: '+914224507788',
  phoneDisplay: '+91 422 450 7788',
  address: {
    street: '2nd Floor, 118 Avinashi Road',
    locality: 'Peelamedu',
    city: 'Coimbatore',
    region: 'Tamil Nadu',
    postalCode: '641004',
    country: 'India',
    countryCode: 'IN',
  },
  openingHours: [
    { days: 'Mon-Sat', hours: '9.30AM - 6.00PM' },
    { days: 'Sunday', hours: 'closed' },
  ],
  applicationFormUrl: 'https://docs.google.com/forms/d/e/1FAIpQLSfAnvayaCareers2026/viewform',
  map: {
    embedUrl: 'https://www.google.com/maps?q=118+Avinashi+Road,+Peelamedu,+Coimbatore+641004&output=embed',
    title: 'Map showing the Anvaya Technologies office on Avinashi Road, Peelamedu, Coimbatore',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=118+Avinashi+Road,+Peelamedu,+Coimbatore+641004',
  },
  logo: { src: '/images/logo.svg', alt: 'Anvaya Technologies' },
  socialImage: { src: '/images/og.png', alt: 'Anvaya Technologies: IT services and business software, Coimbatore' },
  foundedYear: 2016,
} satisfies SiteContent;

/** Timings and thresholds of the interactive parts of the site. */
export const behaviour = {
  preloaderMs: 4000,
  scrollTopThresholdPx: 20,
  carouselSpringSeconds: 3,
  /** Job postings tell search engines they stay open this many days after datePosted. */
  jobPostingValidDays: 60,
} satisfies BehaviourContent;
