import type { BehaviourContent, SiteContent } from '../lib/content/schema';

/** Company facts shown in the footer, the contact section and to search engines. */
export const site = {
  name: 'Anvaya Technologies',
  legalName: 'Anvaya Technologies Private Limited',
  url: 'https://www.anvayatech.in',
  description: '{companyName} is a {city} software company offering {serviceNames}, plus {productNames} software.',
  email: 'hello@anvayatech.in',
  phone: '+91 422 450 7788',
  whatsapp: '919843045678',
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
    title: 'Map showing the {companyName} office in {locality}, {city}',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=118+Avinashi+Road,+Peelamedu,+Coimbatore+641004',
  },
  logo: { src: '/images/logo.svg', alt: '{companyName}' },
  socialImage: { alt: '{companyName}: IT services and business software, {city}' },
  foundedYear: 2016,
  geo: { latitude: 11.0285, longitude: 77.0024 },
  priceRange: '₹₹',
  profiles: ['https://www.linkedin.com/company/anvayatech', 'https://x.com/anvayatech'],
} satisfies SiteContent;

/** Timings and thresholds of the interactive parts of the site. */
export const behaviour = {
  preloaderMs: 4000,
  scrollTopThresholdPx: 20,
  carouselSpringSeconds: 3,
} satisfies BehaviourContent;
