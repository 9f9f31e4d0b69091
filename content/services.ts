import type { ServicesContent } from '../lib/content/schema';

export const services = {
  heading: 'Our Services',
  intro:
    'Practical digital services for businesses that want more customers and less manual work, delivered by one accountable team.',
  knowMore: { label: 'Know More', href: '/servicedetail', context: 'about {title}' },
  services: [
    {
      slug: 'whatsapp-api',
      heading: 'WhatsApp API',
      details:
        'Official WhatsApp Business API setup with template approval, chatbots and CRM hooks, so order updates and support reach customers where they already are.',
      image: {
        src: '/images/services/whatsapp-api.svg',
        alt: 'A chat bubble connected to code brackets, standing for the WhatsApp API',
      },
    },
    {
      slug: 'bulk-sms',
      heading: 'Bulk SMS',
      details:
        'DLT-compliant promotional and transactional SMS with sender IDs, fast OTP routes and live delivery reports for every campaign.',
      image: { src: '/images/services/bulk-sms.svg', alt: 'A mobile phone sending many text messages at once' },
    },
    {
      slug: 'digital-marketing',
      heading: 'Digital Marketing',
      details:
        'Search engine optimisation, Google and Meta ads and social media management, reported monthly in leads and sales rather than likes.',
      image: { src: '/images/services/digital-marketing.svg', alt: 'A megaphone beside a rising analytics chart' },
    },
    {
      slug: 'website-development',
      heading: 'Website Development',
      details:
        'Fast, mobile-first business websites and online stores that rank well, load quickly on 4G and are easy for your staff to update.',
      image: {
        src: '/images/services/website-development.svg',
        alt: 'A browser window showing a page layout and code',
      },
    },
  ],
  /** The details of one service at /servicedetail/; each other service has a page in content/service-pages.ts. */
  detail: {
    service: 'bulk-sms',
    heading: 'Bulk SMS Service in Detail',
    intro:
      'Everything you need to reach thousands of customers by SMS, with the control, compliance and reporting a growing business expects.',
    blocks: [
      {
        slug: 'bulk-sms-campaigns',
        heading: 'Bulk SMS Campaigns',
        text: 'Send offers, reminders and announcements to thousands of customers in minutes. Upload a contact list from Excel, pick an approved DLT template and sender ID, and launch from a simple web panel. Promotional and transactional routes are kept separate, so important alerts are never delayed behind a sale message.',
        image: {
          src: '/images/service-detail/bulk-sms-campaigns.svg',
          alt: 'A broadcast tower sending one message to many phones',
        },
      },
      {
        slug: 'personalization',
        heading: 'Personalization',
        text: 'Messages that greet each customer by name convert better. Merge fields from your spreadsheet or CRM fill in names, order numbers, due dates and amounts, so one campaign sends thousands of individual messages, each one relevant to the person who reads it.',
        image: {
          src: '/images/service-detail/personalization.svg',
          alt: 'A text message addressed to a customer by name, beside their profile picture',
        },
      },
      {
        slug: 'scheduling',
        heading: 'Scheduling',
        text: 'Plan campaigns ahead and let them go out at the right moment: festival greetings at 9 AM, payment reminders three days before the due date, or a recurring weekly offer. Sending respects the regulator’s promotional time window automatically.',
        image: {
          src: '/images/service-detail/scheduling.svg',
          alt: 'A calendar and a clock marking a scheduled send time',
        },
      },
      {
        slug: 'delivery-reports',
        heading: 'Delivery Reports',
        text: 'See exactly what happened to every message: delivered, pending or failed, with the operator’s reason. Reports update live, can be filtered by campaign and date, and export to Excel for your accounts team or your own analysis.',
        image: {
          src: '/images/service-detail/delivery-reports.svg',
          alt: 'A delivery report with tick marks and a bar chart of results',
        },
      },
      {
        slug: 'api-integration',
        heading: 'API Integration and Opt-out Management',
        text: 'Send OTPs, invoices and alerts straight from your own software with our HTTP API and ready code samples. Customers who reply STOP are added to an opt-out list that every future campaign respects, keeping you compliant and your sender reputation clean.',
        image: {
          src: '/images/service-detail/api-integration.svg',
          alt: 'A plug connecting to an API socket, next to an unsubscribe switch',
        },
      },
    ],
  },
} satisfies ServicesContent;
