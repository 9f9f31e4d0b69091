import type { ProofContent } from '../lib/content/schema';

// Honest content only: a case study describes its client by trade and town unless the client agreed to be named;
// every result says how and when it was measured. Testimonials and client logos stay empty until a real client
// gives written consent (the date goes in consentGiven or permissionGiven).
export const proof = {
  caseStudies: {
    heading: 'Work We Have Delivered',
    intro: 'What we built for businesses in Tamil Nadu, and what changed for them, measured.',
    usesLabel: 'Built with',
    measuredLabel: 'How we measured:',
    studies: [
      {
        slug: 'textile-exporter-gst-billing',
        title: 'Monthly GST return in hours, not days, for a textile exporter',
        client: 'A textile exporter in Tiruppur',
        problem:
          'Invoices were typed by hand into a spreadsheet, then again on the GST portal, and month-end returns took the accounts team two full days.',
        built:
          'Our GST billing software with their own price list and customers, GSTR-1 data exported for the GST portal, and order updates to buyers on WhatsApp.',
        uses: ['gst-billing', 'whatsapp-api'],
        results: [
          {
            figure: '2 days to 3 hours',
            label: 'to prepare the monthly GST return',
            measured: "The accounts team's own time sheets for the month before and the third month after going live.",
            measuredOn: '2026-06-30',
          },
        ],
      },
      {
        slug: 'diagnostic-lab-reports',
        title: 'Lab reports on WhatsApp for a diagnostic centre',
        client: 'A diagnostic laboratory in Coimbatore',
        problem: 'Patients phoned the front desk for their reports, and reports were printed and collected in person.',
        built:
          'Our laboratory management system for samples and reports, with each finished report sent to the patient on WhatsApp.',
        uses: ['lims', 'whatsapp-api'],
        results: [
          {
            figure: '60% fewer',
            label: 'calls to the front desk asking about reports',
            measured: 'The call register kept at the front desk, four weeks before and four weeks after the change.',
            measuredOn: '2026-08-31',
          },
        ],
      },
    ],
  },
  figures: {
    heading: 'Anvaya in Figures',
    asOfLabel: 'as of',
    figures: [
      {
        value: '{yearsSinceFounding}',
        label: 'years in business in Coimbatore',
        source: 'Counted from the year we were founded',
      },
      { value: '{productTotal}', label: 'software products of our own', source: 'Our product list on this site' },
      { value: '{serviceTotal}', label: 'services, from one team', source: 'Our service list on this site' },
    ],
  },
  testimonials: {
    heading: 'What Our Clients Say',
    testimonials: [],
  },
  logos: {
    heading: 'Businesses We Work With',
    clients: [],
  },
} satisfies ProofContent;
