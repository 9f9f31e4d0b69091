import type { ChromeContent } from '../lib/content/schema';

/** Words that belong to the site's frame rather than to one page: menus, footer, error screens. */
export const chrome = {
  skipLink: 'Skip to main content',
  menuLabel: 'Main menu',
  scrollTopLabel: 'Back to top',
  footer: {
    addressHeading: 'Visit us',
    contactHeading: 'Get in touch',
    hoursHeading: 'Opening hours',
    rights: 'All rights reserved.',
    privacy: 'Privacy notice',
  },
  breadcrumbLabel: 'Breadcrumb',
  dataLight: {
    chooseLight: 'Use the light version to save data',
    notice: 'You are seeing the light version of this site, to save data.',
    loadInteractive: 'Load the interactive version',
  },
  errors: {
    heading: 'Unexpected Application Error!',
    retry: 'Try again',
    notFoundTitle: 'Page not found',
    notFoundStatus: '404 Not Found',
    notFoundText: 'The page you asked for does not exist or has moved. Use the menu above or go back to the home page.',
    home: 'Go to the home page',
    onward: {
      heading: 'Where to next',
      services: { label: 'Our services', text: '{serviceNames}, from our team in {city}.' },
      products: { label: 'Our products', text: '{ProductNames} software, ready to set up for your business.' },
      contact: { label: 'Contact us', text: 'Call, email or visit our office in {locality}, {city}: {openingHours}.' },
      whatsapp: { label: 'Chat with us on WhatsApp', text: 'Tell us what you were looking for, and we will help.' },
    },
  },
} satisfies ChromeContent;
