import type { ProductsContent } from '../lib/content/schema';

export const products = {
  heading: 'Our Products',
  intro:
    'Ready-to-deploy business software, set up for Indian tax rules and workflows and customised to the way you work.',
  carousel: {
    label: 'Our software products',
    previous: 'Previous product',
    next: 'Next product',
    status: 'Product {current} of {total}: {title}',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: '{current} / {total}',
    position: '{current} of {total}',
    picker: 'Choose a product',
    details: { label: 'See all features', context: 'of {title}' },
  },
  banner: {
    heading: 'Software That Runs Your Business',
    text: '{ProductCount} proven products, each installed, customised and supported by the team that wrote it. Open any product to see what it does for you.',
    image: { src: '/images/product-banner.svg', alt: 'Software modules and screens floating above a blue background' },
  },
  readMore: { more: 'Read More', less: 'Read Less', subject: 'about {title}' },
  products: [
    {
      slug: 'crm',
      title: 'Customer Relationship Management',
      shortName: 'CRM',
      category: 'BusinessApplication',
      operatingSystem: 'Web, Android',
      summary:
        'Capture every lead, follow up on time and see your whole sales pipeline on one screen, from first enquiry to repeat order.',
      description:
        'Our CRM brings enquiries from your website, WhatsApp, phone calls and walk-ins into one place. Sales staff get a clear list of whom to call today, managers see the pipeline and conversion rates at a glance, and nothing falls through the cracks when someone is on leave.',
      features: [
        'Lead capture from website forms, WhatsApp and IndiaMART with automatic assignment',
        'Follow-up reminders by SMS, email and in-app notifications',
        'Quotation and proforma invoice generation with your letterhead',
        'Sales pipeline board, targets and staff-wise performance reports',
        'Mobile app for field sales with location check-in',
      ],
      image: { src: '/images/products/crm.svg', alt: 'Customer cards flowing into a sales funnel' },
    },
    {
      slug: 'erp',
      title: 'Enterprise Resource Planning',
      shortName: 'ERP',
      category: 'BusinessApplication',
      operatingSystem: 'Web',
      summary:
        'Purchase, inventory, production, finance and HR in one connected system built for Indian manufacturers and traders.',
      description:
        'Our ERP replaces disconnected spreadsheets with one system where a purchase order, the stock it brings in, the production it feeds and the invoice it ends in are all linked. Owners see real numbers every morning instead of waiting for month-end.',
      features: [
        'Purchase, sales and inventory with batch, serial number and multi-godown tracking',
        'Bill of materials, production planning and job work',
        'GST-ready accounting with e-invoicing and e-way bills',
        'Payroll, attendance and leave integrated with biometric devices',
        'Role-based access and approval workflows for every department',
      ],
      image: { src: '/images/products/erp.svg', alt: 'Connected inventory, finance and HR modules' },
    },
    {
      slug: 'lims',
      title: 'Laboratory management',
      shortName: 'lab management',
      category: 'HealthApplication',
      operatingSystem: 'Web',
      summary:
        'Laboratory information management that tracks every sample from collection to a signed report delivered on WhatsApp.',
      description:
        'Built with diagnostic and testing labs, our laboratory information management system follows each sample by barcode, prevents transcription errors by reading results from analysers, and sends patients and doctors their reports the moment they are approved.',
      features: [
        'Patient registration, barcoded sample collection and home-collection tracking',
        'Direct result import from common analysers, with reference ranges and flags',
        'Doctor approval with digital signatures and branded PDF reports',
        'Report delivery by WhatsApp, SMS and email, with a patient portal',
        'Referral, billing and outstanding reports for each collection centre',
      ],
      image: { src: '/images/products/lims.svg', alt: 'A lab flask, a barcoded sample tube and a test report' },
    },
    {
      slug: 'gst-billing',
      title: 'Gst billing Accounting software',
      shortName: 'GST billing',
      category: 'FinanceApplication',
      operatingSystem: 'Windows, Web',
      summary:
        'Fast GST billing, stock and accounts for shops and distributors, with returns-ready reports every month.',
      description:
        'Our GST billing and accounting software lets a counter clerk raise a correct tax invoice in seconds, while the accountant gets ledgers, GSTR-1 and GSTR-3B summaries without re-entering anything. It works on a single PC or across branches.',
      features: [
        'Barcode billing with thermal and A4 invoice formats',
        'Automatic CGST, SGST and IGST calculation with HSN and SAC codes',
        'GSTR-1 and GSTR-3B reports and JSON export for filing',
        'Stock, purchase and supplier ledgers with low-stock alerts',
        'Daily backups and multi-branch data sync',
      ],
      image: { src: '/images/products/gst-billing.svg', alt: 'A tax invoice showing GST and a rupee total' },
    },
    {
      slug: 'matrimonial',
      title: 'Matrimonial',
      shortName: 'matrimonial',
      category: 'LifestyleApplication',
      operatingSystem: 'Web, Android, iOS',
      summary:
        'A complete matrimonial matchmaking website and app for bureaus and communities, with verified profiles and privacy controls.',
      description:
        'Our matrimonial platform gives marriage bureaus and community organisations their own branded website and mobile app. Families search and shortlist verified profiles, express interest and talk safely, while administrators approve profiles and manage paid memberships.',
      features: [
        'Detailed profiles with horoscope, family and partner preferences',
        'Profile verification and photo privacy controlled by the member',
        'Smart match suggestions and advanced search filters',
        'Membership plans with online payment and renewal reminders',
        'Admin panel for approvals, reports and member support',
      ],
      image: { src: '/images/products/matrimonial.svg', alt: 'Two wedding rings between two profile cards' },
    },
  ],
} satisfies ProductsContent;
