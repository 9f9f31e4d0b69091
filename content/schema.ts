/**
 * The rules every content file must follow. The TypeScript types of the content come from these
 * schemas, so there is one source of truth. Messages are written for the people who edit content:
 * they say what is wrong and what to write instead.
 */
import { z } from 'zod';
import { parseOpeningHours } from '../lib/opening-hours';

/** A piece of copy: required, trimmed, and short enough for the place it is shown in. */
export const text = (what: string, max: number) =>
  z
    .string({ error: `is missing. Write ${what}.` })
    .trim()
    .min(1, { error: `is empty. Write ${what}.` })
    .max(max, {
      error: (issue) =>
        `is ${String(issue.input).length} characters long, but at most ${max} fit here. Shorten it.`,
    });

const list = <T extends z.ZodType>(item: T, what: string, min: number, max: number) =>
  z
    .array(item, { error: `is missing. Add a list of ${what}.` })
    .min(min, { error: `needs at least ${min} ${what}.` })
    .max(max, { error: `has more than ${max} ${what}; the page has room for ${max}.` });

/** An address inside this site such as "/about" or "/career#career" (checked against the route list). */
export const internalLink = z
  .string({ error: 'is missing. Write a page address such as "/about".' })
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, {
    error: 'must be a page of this site written like "/about" or "/career#career".',
  });

export const externalUrl = z.url({
  protocol: /^https$/,
  error: 'must be a full web address starting with "https://".',
});

export const slug = z
  .string({ error: 'is missing. Write a short lowercase name such as "web-development".' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'must be lowercase letters, digits and dashes only, such as "web-development".',
  });

/** An image under public/images: the file must exist (checked separately) and it needs alt text. */
export const image = z.object(
  {
    src: z
      .string({ error: 'is missing. Write the path of a picture such as "/images/logo.svg".' })
      .regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/, {
        error: 'must be a picture path under /images such as "/images/products/crm.svg".',
      }),
    alt: text('what the picture shows, for visitors who cannot see it (alt text)', 160),
  },
  { error: 'is missing. Add a picture with "src" and "alt".' },
);

const callToAction = z.object({
  label: text('the text of the button', 30),
  href: internalLink,
  /** Read by screen readers after the label, so "Learn More" says what it leads to. */
  context: text('what the button leads to, read by screen readers (for example "about our products")', 80),
});

export const siteSchema = z.object({
  name: text('the company name', 60),
  legalName: text('the registered company name', 80),
  url: externalUrl,
  tagline: text('a one-line description of the company', 120),
  description: text('two sentences about the company, for search engines', 300),
  email: z.email({ error: 'must be an email address such as "hello@example.in".' }),
  phone: z.string({ error: 'is missing.' }).regex(/^\+[1-9]\d{7,14}$/, {
    error: 'must be an international number with no spaces, such as "+914224507788".',
  }),
  phoneDisplay: text('the phone number as visitors should read it', 30),
  address: z.object({
    street: text('the street address', 120),
    locality: text('the area of the city', 60),
    city: text('the city', 60),
    region: text('the state', 60),
    postalCode: z.string().regex(/^\d{6}$/, { error: 'must be a 6-digit PIN code.' }),
    country: text('the country', 60),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code such as "IN".' }),
  }),
  /** Shown exactly as written; each line must also parse, so search engines get the same hours. */
  openingHours: list(
    z.object({
      days: z.string().regex(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*(-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*)?$/, {
        error: 'must be a day or a range of days such as "Mon-Sat" or "Sunday".',
      }),
      hours: z.string().regex(/^(closed|\d{1,2}\.\d{2}(AM|PM) - \d{1,2}\.\d{2}(AM|PM))$/, {
        error: 'must be "closed" or a time range written like "9.30AM - 6.00PM".',
      }),
    }).superRefine((line, ctx) => {
      const { error } = parseOpeningHours([line]);
      if (error) ctx.addIssue({ code: 'custom', path: ['hours'], message: error });
    }),
    'opening-hours lines',
    1,
    7,
  ),
  applicationFormUrl: externalUrl,
  map: z.object({
    embedUrl: externalUrl,
    title: text('what the map shows, for screen readers', 100),
  }),
  logo: image,
  socialImage: image,
  foundedYear: z.number().int().min(1990).max(2100),
});

export const behaviourSchema = z.object({
  preloaderMs: z.number().int().min(0).max(10000),
  scrollTopThresholdPx: z.number().int().min(0),
  carouselSpringSeconds: z.number().positive().max(10),
  jobPostingValidDays: z.number().int().min(7).max(365),
});

export const pageSchema = z.object({
  path: internalLink,
  /** Short name for menus and breadcrumbs. */
  name: text('the short name of the page', 30),
  title: text('the page title shown in search results', 60),
  description: text('the page description shown in search results (about 150 characters)', 160),
});

/** One entry per route of the site; the route files under app/ read their entry by key. */
export const pagesSchema = z.object({
  home: pageSchema,
  about: pageSchema,
  services: pageSchema,
  serviceDetail: pageSchema,
  product: pageSchema,
  productDetail: pageSchema,
  career: pageSchema,
  contact: pageSchema,
});

export const navigationSchema = list(
  z.object({
    label: text('the menu text', 20),
    href: internalLink,
    children: z
      .array(z.object({ label: text('the menu text', 30), href: internalLink }))
      .optional(),
  }),
  'menu items',
  1,
  8,
);

export const homeSchema = z.object({
  hero: z.object({
    headline: text('the main headline', 60),
    intro: text('one or two sentences under the headline', 240),
    primary: callToAction,
    secondary: callToAction,
    image,
  }),
});

const serviceCard = z.object({
  slug,
  heading: text('the service name', 40),
  details: text('one or two sentences about the service', 200),
  image,
});

export const servicesSchema = z.object({
  heading: text('the heading of the services section', 60),
  intro: text('a sentence introducing the services', 240),
  knowMore: z.object({ label: text('the link text', 20), href: internalLink }),
  services: list(serviceCard, 'services', 1, 8),
  detail: z.object({
    heading: text('the heading of the service detail page', 80),
    intro: text('a sentence introducing the details', 300),
    blocks: list(
      z.object({ slug, heading: text('the heading of the block', 60), text: text('the text of the block', 600), image }),
      'blocks',
      1,
      10,
    ),
  }),
});

export const productsSchema = z.object({
  heading: text('the heading of the products section', 60),
  intro: text('a sentence introducing the products', 240),
  carousel: z.object({
    label: text('the name of the carousel, read by screen readers', 60),
    previous: text('the name of the left arrow, read by screen readers', 40),
    next: text('the name of the right arrow, read by screen readers', 40),
    /** {current}, {total} and {title} are filled in. */
    status: text('what screen readers announce when the product changes, e.g. "Product {current} of {total}: {title}"', 80),
  }),
  banner: z.object({
    heading: text('the banner headline', 80),
    text: text('the banner text', 300),
    image,
  }),
  readMore: z.object({ more: text('the button text that opens a block', 20), less: text('the button text that closes it', 20) }),
  products: list(
    z.object({
      slug,
      title: text('the product name', 60),
      category: text('the kind of software, for search engines (for example "BusinessApplication")', 40),
      operatingSystem: text('where the software runs, for search engines (for example "Web, Android")', 60),
      summary: text('one or two sentences shown on the product card and carousel', 200),
      description: text('a paragraph shown on the product details page', 700),
      features: list(text('a bullet point', 160), 'bullet points', 2, 10),
      image,
    }),
    'products',
    1,
    10,
  ),
});

export const jobsSchema = z.object({
  heading: text('the heading of the career section', 60),
  intro: text('a sentence inviting applicants', 240),
  applyLabel: text('the apply button text', 20),
  detailsLabel: text('the link text to a job page', 30),
  location: z.object({
    workplace: text('where the work happens, shown on job pages', 120),
  }),
  labels: z.object({
    responsibilities: text('the heading above a job\'s responsibilities', 40),
    requirements: text('the heading above a job\'s requirements', 40),
    location: text('the heading above the job\'s location', 40),
  }),
  jobs: list(
    z.object({
      slug,
      title: text('the job title', 40),
      details: text('the short line shown on the job card', 60),
      image,
      summary: text('two sentences about the role', 300),
      responsibilities: list(text('a responsibility', 200), 'responsibilities', 2, 10),
      requirements: list(text('a requirement', 200), 'requirements', 1, 10),
      employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'], {
        error: 'must be one of FULL_TIME, PART_TIME, CONTRACTOR or INTERN.',
      }),
      /** 0 means freshers may apply. */
      minimumExperienceMonths: z.number().int().min(0).max(240),
      education: z.enum(['bachelor degree', 'postgraduate degree', 'professional certificate'], {
        error: 'must be "bachelor degree", "postgraduate degree" or "professional certificate".',
      }),
      datePosted: z.iso.date({ error: 'must be a date written like "2026-11-02".' }),
    }),
    'jobs',
    1,
    12,
  ),
});

export const aboutSchema = z.object({
  eyebrow: text('the small label above the heading', 30),
  heading: text('the heading of the about section', 80),
  paragraphs: list(text('a paragraph', 600), 'paragraphs', 1, 4),
  whyChooseUs: z.object({
    heading: text('the heading of the "why choose us" list', 60),
    points: list(
      z.object({ title: text('the point', 50), text: text('a sentence explaining it', 200) }),
      'points',
      2,
      8,
    ),
  }),
  image,
});

export const contactSchema = z.object({
  heading: text('the heading of the contact section', 80),
  intro: text('a sentence inviting visitors to get in touch', 240),
  callLabel: text('the label before the phone number', 30),
  emailLabel: text('the label before the email address', 30),
});

export const chromeSchema = z.object({
  skipLink: text('the skip link text', 40),
  menuLabel: text('the name of the menu button, read by screen readers', 30),
  scrollTopLabel: text('the name of the back-to-top button, read by screen readers', 40),
  loadingLabel: text('the words read while the page loads', 40),
  footer: z.object({
    addressHeading: text('the heading above the address', 30),
    contactHeading: text('the heading above the phone and email', 30),
    hoursHeading: text('the heading above the opening hours', 30),
    rights: text('the words after the copyright line', 60),
  }),
  breadcrumbLabel: text('the name of the breadcrumb trail, read by screen readers', 30),
  errors: z.object({
    heading: text('the heading of the error screen', 60),
    retry: text('the retry button text', 30),
    notFoundTitle: text('the title of the page-not-found screen', 60),
    notFoundStatus: text('the status line of the page-not-found screen', 60),
    notFoundText: text('the sentence on the page-not-found screen', 200),
    home: text('the link text back to the home page', 40),
  }),
});

export type SiteContent = z.input<typeof siteSchema>;
export type BehaviourContent = z.input<typeof behaviourSchema>;
export type PagesContent = z.input<typeof pagesSchema>;
export type PageKey = keyof PagesContent;
export type NavigationContent = z.input<typeof navigationSchema>;
export type HomeContent = z.input<typeof homeSchema>;
export type ServicesContent = z.input<typeof servicesSchema>;
export type ProductsContent = z.input<typeof productsSchema>;
export type JobsContent = z.input<typeof jobsSchema>;
export type AboutContent = z.input<typeof aboutSchema>;
export type ContactContent = z.input<typeof contactSchema>;
export type ChromeContent = z.input<typeof chromeSchema>;

export type Image = z.output<typeof image>;
export type Product = z.output<typeof productsSchema>['products'][number];
export type Job = z.output<typeof jobsSchema>['jobs'][number];
export type Service = z.output<typeof servicesSchema>['services'][number];
export type NavItem = z.output<typeof navigationSchema>[number];
