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
      page: {
        title: 'WhatsApp Business API Setup',
        description:
          'Official WhatsApp Business API from a {city} team: number approval, message templates, chatbots, a shared inbox and links to your CRM or billing.',
        heading: 'WhatsApp API Service in Detail',
        intro:
          'Reach customers on the app they already open many times a day, through the official API, with approved templates and replies your staff manage from one screen.',
        blocks: [
          {
            slug: 'official-setup',
            heading: 'Official Setup on Your Business Number',
            text: 'We register your business number on the official WhatsApp Business Platform, verify your business with Meta and set up your display name, logo and profile. Most businesses send their first messages within a week, and we guide you through the verified badge when you qualify.',
            image: {
              src: '/images/service-pages/whatsapp-setup.svg',
              alt: 'A phone showing a WhatsApp profile with a blue verified tick',
            },
          },
          {
            slug: 'message-templates',
            heading: 'Message Templates, Approved',
            text: 'Order updates, payment reminders and appointment alerts need templates approved by Meta before they can be sent. We write them with you in English, Tamil or Hindi, submit them, and rework any that come back rejected, so your messages go out on time.',
            image: {
              src: '/images/service-pages/message-templates.svg',
              alt: 'A message template document with a green approval tick',
            },
          },
          {
            slug: 'chatbots',
            heading: 'Chatbots and a Shared Inbox',
            text: 'A simple menu bot answers the common questions, such as prices, shop timings and order status, at any hour. Anything it cannot answer goes to a shared inbox, where your staff reply from a browser or phone and each conversation has one owner.',
            image: {
              src: '/images/service-pages/chatbots.svg',
              alt: 'A chat between a customer and a friendly robot answering questions',
            },
          },
          {
            slug: 'crm-integration',
            heading: 'CRM and Billing Integration',
            text: 'Connect WhatsApp to your CRM, billing or online store through our API, so invoices, delivery updates and OTPs leave automatically when something happens. It works with our own CRM and GST billing software too, and every message is logged against the customer.',
            image: {
              src: '/images/service-pages/crm-integration.svg',
              alt: 'A phone connected to a customer database by an arrow',
            },
          },
        ],
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
      page: {
        title: 'Digital Marketing in {city}',
        description:
          'SEO, Google and Meta ads, social media and Google Business Profile care, planned with you and reported monthly in leads and sales by a {city} team.',
        heading: 'Digital Marketing Service in Detail',
        intro:
          'Marketing whose results a small or growing business can measure: fewer vanity numbers, more enquiries, calls and customers walking in.',
        blocks: [
          {
            slug: 'search-engine-optimisation',
            heading: 'Search Engine Optimisation',
            text: 'We fix what keeps your website from ranking, write pages around what your customers really search for, such as "GST billing software in {city}", and earn links from trusted Indian directories and trade sites. Progress is reported every month in search positions and enquiries.',
            image: {
              src: '/images/service-pages/search-engine-optimisation.svg',
              alt: 'A search results page with a rising arrow beside it',
            },
          },
          {
            slug: 'google-and-meta-ads',
            heading: 'Google and Meta Ads',
            text: 'Campaigns on Google Search, YouTube, Facebook and Instagram, shown to the people and districts you actually serve. We agree a monthly budget with you, track every call and form enquiry, and move money each week to the ads that bring business.',
            image: {
              src: '/images/service-pages/paid-ads.svg',
              alt: 'An arrow hitting the centre of a target, beside an advert',
            },
          },
          {
            slug: 'social-media',
            heading: 'Social Media Management',
            text: 'A monthly calendar of posts, festival greetings and short videos for Facebook, Instagram and LinkedIn, designed by our team and approved by you before anything goes out. We answer comments and messages in your voice, in English or Tamil.',
            image: {
              src: '/images/service-pages/social-media.svg',
              alt: 'A phone showing a social media post with likes and comments',
            },
          },
          {
            slug: 'local-listings',
            heading: 'Google Business Profile and Local Listings',
            text: 'Most local customers find a business on Google Maps first. We set up and keep your Google Business Profile right, with photos, hours and offers, help you ask happy customers for reviews, and keep your details the same on Justdial, IndiaMART and other directories.',
            image: {
              src: '/images/service-pages/local-listings.svg',
              alt: 'A map pin above a street map, with a row of review stars',
            },
          },
        ],
      },
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
      page: {
        title: 'Website Development in {city}',
        description:
          'Fast, mobile-first business websites and online stores built in {city}: design, writing, payments, hosting and training for your staff.',
        heading: 'Website Development Service in Detail',
        intro:
          'A website that loads quickly on a phone over 4G, tells visitors in seconds what you do, and turns them into calls and enquiries.',
        blocks: [
          {
            slug: 'design-and-content',
            heading: 'Design and Writing',
            text: 'We start from your customers, not from a template: what they look for and what makes them call. Our designers and writers plan the pages, write clear copy in English, and in Tamil where it helps, and show you a working draft within two weeks.',
            image: {
              src: '/images/service-pages/design-and-content.svg',
              alt: 'A web page layout being drawn with a pencil',
            },
          },
          {
            slug: 'mobile-first',
            heading: 'Fast on Every Phone',
            text: 'Most visitors arrive on a phone over a mobile network. We build pages that load in a couple of seconds on 4G, work without heavy scripts and pass Google’s Core Web Vitals, which also helps them rank in search.',
            image: {
              src: '/images/service-pages/mobile-first.svg',
              alt: 'A phone showing a web page beside a speed gauge reading fast',
            },
          },
          {
            slug: 'online-stores',
            heading: 'Online Stores and Payments',
            text: 'Sell online with a catalogue, cart and checkout that takes UPI, cards and net banking through a payment gateway such as Razorpay, with GST invoices and order updates by SMS or WhatsApp. Stock and orders can follow your billing or ERP software.',
            image: {
              src: '/images/service-pages/online-stores.svg',
              alt: 'An online shop page beside a shopping cart and a rupee coin',
            },
          },
          {
            slug: 'hosting-and-care',
            heading: 'Hosting, Updates and Training',
            text: 'We host your website on reliable servers with HTTPS, daily backups and monitoring, keep it up to date, and train your staff to change text, photos and offers themselves. Help is a phone call away, or a visit to our {locality} office.',
            image: {
              src: '/images/service-pages/care-and-hosting.svg',
              alt: 'Three web servers beside a shield with a tick',
            },
          },
        ],
      },
    },
  ],
  /** The details of one service at /servicedetail/; each other service has its own `page`, at /services/<slug>/. */
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
