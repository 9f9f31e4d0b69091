import type { PrivacyContent } from '../lib/content/schema';

/** The privacy notice at /privacy/, linked from the footer of every page. Keep it true to what the site does. */
export const privacy = {
  heading: 'Privacy Notice',
  intro:
    'What happens to your information when you visit the {companyName} website. In short: we do not track you, and we receive nothing about you unless you contact us or apply for a job.',
  sections: [
    {
      slug: 'cookies',
      heading: 'No cookies of our own',
      paragraphs: [
        'This website sets no cookies. The only thing it keeps in your browser is your choice of the interactive version when your connection saves data, and only until you close the tab. It has no advertising, no tracking pixels and no scripts, fonts or pictures from other companies: every page, picture and script comes from our own website.',
        'Like every website, the service that hosts ours keeps a short technical record of each request, such as your IP address and browser, to deliver the pages and keep them safe. We do not use it to find out who you are.',
      ],
    },
    {
      slug: 'map',
      heading: 'The map of our office',
      paragraphs: [
        'The pages with our contact details show our office on a map from Google. The map is loaded only when it is shown on your screen; from then on Google receives your IP address and browser details, and may set its own cookies, as Google’s privacy policy at policies.google.com/privacy describes.',
        'If your browser asks websites to save data, or your connection is very slow, the map is not loaded at all: you see our address and a link to Google Maps instead, and the map loads only if you ask for the interactive version and then for the map.',
      ],
    },
    {
      slug: 'measurements',
      heading: 'Page speed measurements',
      paragraphs: [
        'Only when we switch it on, your browser reports how quickly our pages loaded and responded, with the address of the page, to a measurement service of our choosing. These timings carry no name, no cookie and nothing that follows you from one visit to the next. We use them only to keep the site fast.',
      ],
    },
    {
      slug: 'job-applications',
      heading: 'Job applications',
      paragraphs: [
        'The Apply Now buttons open an application form run by Google Forms, another company’s service. What you write in it is stored by Google for us, under Google’s privacy policy. We use your application only to consider you for work with us.',
      ],
    },
    {
      slug: 'contacting-us',
      heading: 'When you contact us',
      paragraphs: [
        'When you call, email or message us, we receive what you send, with your number or address, and use it only to answer you and to serve you as a customer. We do not sell it or share it for marketing.',
      ],
    },
    {
      slug: 'your-rights',
      heading: 'Your questions and rights',
      paragraphs: [
        'To ask what we hold about you, to correct it or to have it deleted, write to {email} or call {phone} ({openingHours}). We answer within a week.',
      ],
    },
  ],
} satisfies PrivacyContent;
