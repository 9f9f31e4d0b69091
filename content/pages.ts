import type { PagesContent } from '../lib/content/schema';

/** Every page of the site: its address, its short name and what search results show for it. */
export const pages = {
  home: {
    path: '/',
    name: 'Home',
    title: 'IT Services & Business Software in Coimbatore',
    description:
      'WhatsApp API, bulk SMS, digital marketing and websites, plus CRM, ERP, lab, GST billing and matrimonial software from a Coimbatore team.',
  },
  about: {
    path: '/about',
    name: 'About',
    title: 'About Us and Why Businesses Choose Us',
    description:
      'Meet Anvaya Technologies: a Coimbatore software team since 2016, building dependable messaging, marketing and business software for Indian firms.',
  },
  services: {
    path: '/services',
    name: 'Services',
    title: 'Services: WhatsApp API, Bulk SMS, Marketing, Websites',
    description:
      'WhatsApp Business API integration, bulk SMS campaigns, digital marketing and fast website development for small and growing businesses.',
  },
  serviceDetail: {
    path: '/servicedetail',
    name: 'Service details',
    title: 'Bulk SMS Service Details: Personalisation to Reports',
    description:
      'How our bulk SMS service works: campaigns, personalised messages, scheduling, delivery reports, API integration and opt-out handling.',
  },
  product: {
    path: '/product',
    name: 'Products',
    title: 'Business Software Products: CRM, ERP, LIMS and More',
    description:
      'Browse our ready-to-deploy software: CRM, ERP, laboratory management, GST billing and accounting, and a matrimonial matchmaking app.',
  },
  productDetail: {
    path: '/productdetail',
    name: 'Product details',
    title: 'Product Details and Features of Our Software Suite',
    description:
      'Features of our CRM, ERP, laboratory information management, GST billing and accounting software and matrimonial app, product by product.',
  },
  career: {
    path: '/career',
    name: 'Careers',
    title: 'Careers: Web, App Development and Open Roles',
    description:
      'Join our Coimbatore team: openings in web development and app development for B.E freshers, and a role for any graduate with 2 years of experience.',
  },
  contact: {
    path: '/contact',
    name: 'Contact',
    title: 'Contact Us: Address, Phone, Email and Hours',
    description:
      'Visit, call or email Anvaya Technologies in Peelamedu, Coimbatore. Open Monday to Saturday, 9.30 AM to 6.00 PM; closed on Sunday.',
  },
} satisfies PagesContent;
