import type { ProductsContent } from '../lib/content/schema';

/**
 * The products: each one's card, carousel slide and block on the product details page, and, in `page`, its own page
 * at /products/<slug>/, where the block, the slide and the Product menu lead. The headings every product page shares
 * are in content/product-pages.ts. The screens are drawings, never screenshots.
 */

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
      page: {
        title: 'CRM Software for Sales Teams',
        description:
          'CRM from a {city} team: leads from WhatsApp, IndiaMART and your website in one list, follow-up reminders, quotations and a sales pipeline.',
        heading: 'CRM for Sales Teams That Follow Up',
        intro:
          'Every enquiry, from WhatsApp, IndiaMART, your website or a phone call, lands in one list with a name against it and a date to call back.',
        audience: [
          'Manufacturers and traders whose enquiries arrive by phone, WhatsApp and IndiaMART',
          'Sales teams of 3 to 50 people, in the office or in the field',
          'Owners who want to see the pipeline without asking for a spreadsheet',
        ],
        screens: [
          {
            heading: 'Today’s follow-ups',
            text: 'Each salesperson opens the day on the leads to call, with the last note and the next step beside each name.',
            image: {
              src: '/images/products/screens/crm-follow-ups.svg',
              alt: 'Illustration: a list of leads to call today, each with a status tag and a call button',
            },
          },
          {
            heading: 'Sales pipeline',
            text: 'Deals move across columns from enquiry to order, with the value of each stage added up at the top.',
            image: {
              src: '/images/products/screens/crm-pipeline.svg',
              alt: 'Illustration: a board of deal cards in four columns, from enquiry to won',
            },
          },
        ],
        integrations: [
          {
            name: 'WhatsApp',
            text: 'Enquiries and replies through the WhatsApp Business API, logged against the customer.',
          },
          { name: 'IndiaMART', text: 'Buy leads brought in automatically through IndiaMART’s lead API.' },
          { name: 'Your website', text: 'Contact forms send their enquiries straight into the lead list.' },
          { name: 'Tally', text: 'Customers and confirmed orders exported for your accountant to import into Tally.' },
          { name: 'Email and SMS', text: 'Reminders and quotations sent from the CRM by email or SMS.' },
        ],
        data: [
          'We host it for you on cloud servers in India, with daily backups, or install it on a server in your office if you prefer to keep it there.',
          'The data is yours: you can export your customers, leads and notes to Excel at any time, and we hand over a full copy if you leave.',
        ],
        pricing: [
          'There is no fixed price list: after a demo we quote in writing for the number of users and the features you need.',
          'Hosted by us, it is a yearly subscription per user; on your own server, a one-time licence with a yearly support fee. Any customisation is quoted separately before work starts.',
        ],
        shareImage: { alt: 'Customer Relationship Management by {companyName}, {city}' },
      },
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
      page: {
        title: 'ERP Software for Manufacturers',
        description:
          'ERP built in {city} for Indian manufacturers and traders: purchase, stock, production, GST accounts, e-invoices and payroll in one system.',
        heading: 'ERP for Indian Manufacturers and Traders',
        intro:
          'Purchase, stock, production, accounts and payroll in one system, so a purchase order, the stock it brings in and the invoice it ends in are linked.',
        audience: [
          'Manufacturers with a store, a shop floor and job work outside',
          'Traders and distributors with several godowns or branches',
          'Firms that have outgrown spreadsheets and a separate accounting package',
        ],
        screens: [
          {
            heading: 'Owner’s dashboard',
            text: 'Sales, purchases, stock value and dues every morning, on one screen, without waiting for month-end.',
            image: {
              src: '/images/products/screens/erp-dashboard.svg',
              alt: 'Illustration: a dashboard with four figure tiles above a bar chart of monthly sales',
            },
          },
          {
            heading: 'Stock by godown',
            text: 'Every item with its quantity in each godown, its batches and the level at which it must be reordered.',
            image: {
              src: '/images/products/screens/erp-stock.svg',
              alt: 'Illustration: a stock table with quantities per godown and low-stock rows marked',
            },
          },
        ],
        integrations: [
          {
            name: 'GST portal',
            text: 'E-invoices and e-way bills generated from the sales invoice, without typing again.',
          },
          { name: 'Tally', text: 'Vouchers exported for your auditor, if your accounts stay in Tally.' },
          { name: 'Biometric devices', text: 'Attendance read from common biometric machines into payroll.' },
          { name: 'WhatsApp and email', text: 'Purchase orders, invoices and payment reminders sent as PDFs.' },
          { name: 'Barcode printers', text: 'Labels for items, batches and cartons printed from the stock screen.' },
        ],
        data: [
          'We host it for you on cloud servers in India, with daily backups, or install it on your own server in the factory.',
          'Each user sees only what their role allows, every change is recorded with who made it, and you can export your data at any time.',
        ],
        pricing: [
          'Every ERP is set up to the way a firm works, so we quote after a visit and a demo, in writing, by modules and users.',
          'The quote lists setup, data migration, training and the yearly support fee separately, so you know each cost before you decide.',
        ],
        shareImage: { alt: 'Enterprise Resource Planning by {companyName}, {city}' },
      },
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
      page: {
        title: 'Laboratory Management Software',
        description:
          'Lab management software from {city}: barcoded samples, results read from analysers, signed PDF reports sent on WhatsApp, and billing per centre.',
        heading: 'Laboratory Management for Diagnostic Labs',
        intro:
          'Follow each sample by barcode from collection to a signed report, read results from the analysers, and send reports the moment a doctor approves them.',
        audience: [
          'Diagnostic and pathology labs, from a single lab to a chain with collection centres',
          'Hospital laboratories that want reports to reach the wards without paper',
          'Testing labs for food, water and materials that issue certificates',
        ],
        screens: [
          {
            heading: 'Sample tracking',
            text: 'Every sample with its barcode, its tests and where it is now: collected, in the lab, tested or approved.',
            image: {
              src: '/images/products/screens/lims-samples.svg',
              alt: 'Illustration: a list of barcoded samples, each with its tests and a coloured status',
            },
          },
          {
            heading: 'Report approval',
            text: 'Results beside their reference ranges, values out of range flagged, and one button to approve and sign.',
            image: {
              src: '/images/products/screens/lims-report.svg',
              alt: 'Illustration: a test report with results, one value flagged, and an approve button',
            },
          },
        ],
        integrations: [
          { name: 'Analysers', text: 'Results read from common analysers through their serial or network interface.' },
          { name: 'WhatsApp', text: 'Approved reports sent to patients and doctors as PDFs.' },
          { name: 'SMS and email', text: 'Sample received and report ready messages, and reports by email.' },
          { name: 'Barcode printers', text: 'Sample labels printed at collection, read again at each step.' },
        ],
        data: [
          'We host it for you on cloud servers in India, with daily backups, or install it on a server in your lab.',
          'Patient records are seen only by the staff whose role needs them, and every view and change of a report is logged.',
        ],
        pricing: [
          'We quote after a demo, in writing, by the number of users and collection centres and the analysers to connect.',
          'Hosted by us, it is a yearly subscription; on your own server, a one-time licence with a yearly support fee.',
        ],
        shareImage: { alt: 'Laboratory management software by {companyName}, {city}' },
      },
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
      page: {
        title: 'GST Billing and Accounting Software',
        description:
          'GST billing from {city} for shops and distributors: barcode billing, CGST, SGST and IGST worked out, GSTR-1 and GSTR-3B reports, stock and ledgers.',
        heading: 'GST Billing and Accounts for Shops and Distributors',
        intro:
          'A correct tax invoice at the counter in seconds, and the ledgers and GST returns your accountant needs, without typing anything twice.',
        audience: [
          'Retail shops and supermarkets billing at a counter with a barcode scanner',
          'Wholesalers and distributors raising B2B invoices with e-way bills',
          'Accountants who file GST returns for the business every month',
        ],
        screens: [
          {
            heading: 'Billing counter',
            text: 'Scan or search items, and the invoice adds CGST and SGST, or IGST for another state, by the HSN code.',
            image: {
              src: '/images/products/screens/gst-billing-counter.svg',
              alt: 'Illustration: a billing screen with scanned items, the GST split and a rupee total',
            },
          },
          {
            heading: 'GST returns',
            text: 'GSTR-1 and GSTR-3B summaries for the month, checked for missing GSTINs before you export them.',
            image: {
              src: '/images/products/screens/gst-billing-returns.svg',
              alt: 'Illustration: a monthly GST summary with taxable value, tax totals and an export button',
            },
          },
        ],
        integrations: [
          { name: 'GST portal', text: 'GSTR-1 exported as the JSON file the GST portal’s offline tool uploads.' },
          { name: 'Tally', text: 'Sales and purchase vouchers exported for accountants who keep the books in Tally.' },
          {
            name: 'Barcode scanners and printers',
            text: 'Common USB scanners, thermal receipt printers and A4 printers.',
          },
          { name: 'UPI', text: 'A UPI QR code with the amount printed on the invoice.' },
          { name: 'WhatsApp', text: 'Invoices and payment reminders sent to customers as PDFs.' },
        ],
        data: [
          'It runs on a Windows PC in your shop, and the data stays on that PC, with a backup each day to a drive or a cloud folder you choose.',
          'With several branches, the branches sync through a server we host in India or one in your head office.',
        ],
        pricing: [
          'A one-time licence per PC, with a yearly fee for updates when the GST rules change and for support.',
          'We quote in writing after a demo, by the number of PCs and branches; there is no charge for the demo.',
        ],
        shareImage: { alt: 'GST billing and accounting software by {companyName}, {city}' },
      },
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
      page: {
        title: 'Matrimonial Website and App',
        description:
          'A matrimonial website and app under your own name, built in {city} for marriage bureaus and communities: profiles, approvals, matches and memberships.',
        heading: 'A Matrimonial Website and App Under Your Name',
        intro:
          'Your own branded matrimonial website and app: families search verified profiles, members choose who sees their photos, and you approve every profile.',
        audience: [
          'Marriage bureaus that want their own website and app instead of paper files',
          'Community associations and trusts that run matchmaking for their members',
          'Existing matrimonial sites moving to a faster, mobile-first platform',
        ],
        screens: [
          {
            heading: 'Profile search',
            text: 'Members filter by age, education, location and horoscope details, and shortlist the profiles they like.',
            image: {
              src: '/images/products/screens/matrimonial-search.svg',
              alt: 'Illustration: a phone showing profile cards with filters above them and a shortlist heart',
            },
          },
          {
            heading: 'Profile approval',
            text: 'Your staff check each new profile and its documents before it is shown, and see who is waiting.',
            image: {
              src: '/images/products/screens/matrimonial-approval.svg',
              alt: 'Illustration: an admin list of new profiles, each with approve and reject buttons',
            },
          },
        ],
        integrations: [
          {
            name: 'Payment gateway',
            text: 'Memberships paid online by UPI, card or net banking through a gateway such as Razorpay.',
          },
          { name: 'SMS and WhatsApp', text: 'Sign-in codes, interest alerts and renewal reminders.' },
          { name: 'Google Play and the App Store', text: 'The Android and iOS apps published under your own name.' },
          { name: 'Email', text: 'New matches and messages summarised for members by email.' },
        ],
        data: [
          'We host the website and its data on cloud servers in India, with daily backups; members’ photos are shown only as each member allows.',
          'The member data belongs to your bureau or community: we never contact your members, and you can export it at any time.',
        ],
        pricing: [
          'A one-time fee for setting up the website and apps under your brand, then a yearly fee for hosting, updates and support.',
          'We quote in writing after a demo; the app store accounts are in your name and their fees are paid to Google and Apple directly.',
        ],
        shareImage: { alt: 'Matrimonial website and app by {companyName}, {city}' },
      },
    },
  ],
} satisfies ProductsContent;
