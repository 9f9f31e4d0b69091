import type { PagesContent } from '../lib/content/schema';

/** Every page of the site: its address, its short name and what search results show for it. */
export const pages = {
  home: {
    path: '/',
    name: 'Home',
    title: 'IT Services & Software in {city}',
    description: '{serviceNames}, plus {productNames} software from a {city} team.',
  },
  about: {
    path: '/about',
    name: 'About',
    title: 'About Us and Why Businesses Choose Us',
    description:
      'Meet {companyName}: a {city} software team since {foundedYear}, building dependable messaging, marketing and business software for Indian firms.',
  },
  services: {
    path: '/services',
    name: 'Services',
    title: 'Messaging, Marketing & Web Services',
    description: '{serviceNames} for small and growing businesses, from one accountable team in {city}.',
  },
  serviceDetail: {
    path: '/servicedetail',
    name: 'Service details',
    title: 'Bulk SMS Service in Detail',
    description:
      'How our bulk SMS service works: campaigns, personalised messages, scheduling, delivery reports, API integration and opt-out handling.',
  },
  product: {
    path: '/product',
    name: 'Products',
    title: 'Business Software Products',
    description:
      'Browse our ready-to-deploy software: {productNames}, set up for Indian tax rules and the way you work.',
  },
  productDetail: {
    path: '/productdetail',
    name: 'Product details',
    title: 'Product Details and Features',
    description: 'What our {productNames} software does for your business, product by product and feature by feature.',
  },
  career: {
    path: '/career',
    name: 'Careers',
    title: 'Careers and Open Jobs in {city}',
    description: 'Join our {city} team. Open roles: {jobTitles}. Apply online in a few minutes.',
  },
  contact: {
    path: '/contact',
    name: 'Contact',
    title: 'Contact Us: Address, Phone and Hours',
    description: 'Visit, call or email {companyName} in {locality}, {city}. Open {openingHours}.',
  },
  privacy: {
    path: '/privacy',
    name: 'Privacy',
    title: 'Privacy Notice',
    description:
      'How the {companyName} website treats your information: no cookies of its own, the map, page speed measurements and job applications.',
  },
} satisfies PagesContent;
