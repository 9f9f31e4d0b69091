import type { ContactContent } from '../lib/content/schema';

export const contact = {
  heading: 'Ready to Level up Your Business With US',
  intro: 'Tell us what you need. Call, email or visit our office; we reply to every enquiry within one working day.',
  menuLabel: 'Contact us',
  whatsappLabel: 'WhatsApp us',
  whatsappText: 'Chat with us on WhatsApp',
  callLabel: 'Call us',
  emailLabel: 'Email us',
  messages: {
    page: 'Hello {companyName}, I am on the {page} page of your website and would like to talk to you.',
    other: 'Hello {companyName}, I found you through your website and would like to talk to you.',
  },
  demo: {
    label: 'Request a demo',
    context: 'of {title} on WhatsApp',
    emailLabel: 'or email us',
    emailContext: 'about a demo of {title}',
    message: 'Hello {companyName}, I would like a demo of your product {title}. When could you show it to me?',
    subject: 'Demo request: {title}',
  },
  quote: {
    label: 'Get a quote',
    context: 'for {title} on WhatsApp',
    emailLabel: 'or email us',
    emailContext: 'for a quote for {title}',
    message: 'Hello {companyName}, please send me a quote for {title}.',
    subject: 'Quote request: {title}',
  },
  mapSavingData: 'The map is not loaded, to save your data.',
  mapLinkLabel: 'Open in Google Maps',
  mapShowLabel: 'Show the map',
} satisfies ContactContent;
