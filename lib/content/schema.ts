/**
 * The rules every content file must follow. The TypeScript types of the content come from these
 * schemas, so there is one source of truth. Messages are written for the people who edit content:
 * they say what is wrong and what to write instead.
 */
import { z } from 'zod';
import { type OpeningHoursSpec, readOpeningHoursLine, repeatedDay } from '../opening-hours';
import { describeValue, kindMessage } from './messages';

// Every group of fields is strict: a misspelt field name ("detials") is reported, not silently dropped.
// Messages for a wrong kind of value, a missing group or an unknown field come from lib/content/messages.

/** A piece of copy: required, trimmed, and short enough for the place it is shown in. */
export const text = (what: string, max: number) =>
  z
    .string({ error: (issue) => kindMessage(issue, `Write ${what}.`) })
    .trim()
    .min(1, { error: `is empty. Write ${what}.` })
    .max(max, {
      error: (issue) => `is ${String(issue.input).length} characters long, but at most ${max} fit here. Shorten it.`,
    });

const list = <T extends z.ZodType>(item: T, what: string, min: number, max: number) =>
  z
    .array(item, {
      error: (issue) =>
        issue.code !== 'invalid_type'
          ? undefined
          : issue.input === undefined
            ? `is missing. Add a list of ${what} in square brackets [ ].`
            : `is ${describeValue(issue.input)}, but must be a list of ${what} in square brackets [ ].`,
    })
    .min(min, {
      error: (issue) =>
        min === 1
          ? `is an empty list. Add ${what} between the square brackets [ ].`
          : `needs at least ${min} ${what}, but has ${(issue.input as unknown[]).length}.`,
    })
    .max(max, { error: `has more than ${max} ${what}, but the page has room for ${max}. Remove some.` });

/** Lets a cross-field rule run beside other mistakes, as long as the fields it reads are text. */
const hasText = (value: unknown, key: string) =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string';

/** A whole number such as a year or a count of months. */
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: (issue) => kindMessage(issue, `Write ${what}.`) })
    .int()
    .min(min)
    .max(max);

/**
 * Text that must be written a certain way. `rule` completes `is "…", but …` (e.g. "must be a 6-digit
 * PIN code"); `hint` says what to write when the field is missing.
 */
const patterned = (pattern: RegExp, rule: string, hint: string) =>
  z
    .string({ error: (issue) => kindMessage(issue, hint) })
    .regex(pattern, { error: (issue) => `is "${String(issue.input)}", but ${rule}.` });

/** An address inside this site such as "/about" or "/career#career" (checked against the route list). */
export const internalLink = patterned(
  /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
  'must be a page of this site written like "/about" or "/career#career"',
  'Write a page address such as "/about".',
);

export const externalUrl = z.url({
  protocol: /^https$/,
  error: (issue) =>
    kindMessage(issue, 'Write a full web address such as "https://www.example.in".') ??
    `is "${String(issue.input)}", but must be a full web address starting with "https://".`,
});

export const slug = patterned(
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  'must be lowercase letters, digits and dashes only, such as "web-development"',
  'Write a short lowercase name such as "web-development".',
);

/** An image under public/images: the file must exist (checked separately) and it needs alt text. */
export const imagePath = /^\/images\/[a-z0-9\-/]+\.(svg|png)$/;

export const image = z.strictObject({
  src: z
    .string({ error: (issue) => kindMessage(issue, 'Write the path of a picture such as "/images/products/crm.svg".') })
    .regex(imagePath, {
      error: (issue) =>
        `is "${String(issue.input)}", but must be the path of an SVG or PNG picture in public/images, written in lowercase letters, digits and dashes, such as "/images/products/crm.svg".`,
    }),
  alt: text('what the picture shows, for visitors who cannot see it (alt text)', 160),
});

const callToAction = z.strictObject({
  label: text('the text of the button', 30),
  href: internalLink,
  /** Read by screen readers after the label, so "Learn More" says what it leads to. */
  context: text('what the button leads to, read by screen readers (for example "about our products")', 80),
});

const internationalPhone = /^\+[1-9]\d{7,14}$/;

export const siteSchema = z
  .strictObject({
    name: text('the company name', 60),
    legalName: text('the registered company name', 80),
    url: externalUrl,
    tagline: text('a one-line description of the company', 120),
    description: text('two sentences about the company, for search engines', 300),
    email: z.email({
      error: (issue) =>
        kindMessage(issue, 'Write an email address such as "hello@example.in".') ??
        `is "${String(issue.input)}", but must be an email address such as "hello@example.in".`,
    }),
    /** For tap-to-call links: the number in international form. */
    phone: patterned(
      internationalPhone,
      'must be the number in international form: "+", the country code, then the digits with no spaces, such as "+914224507788"',
      'Write the phone number such as "+914224507788".',
    ),
    phoneDisplay: text('the phone number as visitors should read it', 30),
    address: z.strictObject({
      street: text('the street address', 120),
      locality: text('the area of the city', 60),
      city: text('the city', 60),
      region: text('the state', 60),
      postalCode: patterned(/^\d{6}$/, 'must be a 6-digit PIN code such as "641004"', 'Write the 6-digit PIN code.'),
      country: text('the country', 60),
      countryCode: patterned(
        /^[A-Z]{2}$/,
        'must be a two-letter country code in capitals, such as "IN"',
        'Write the two-letter country code, such as "IN".',
      ),
    }),
    /** Shown exactly as written; each line must also parse, so search engines get the same hours. */
    /** Shown exactly as written, and read for search engines, so both must agree (lib/opening-hours). */
    openingHours: list(
      z
        .strictObject({
          days: text('a day or a range of days such as "Mon-Sat" or "Sunday"', 30),
          hours: text('the hours such as "9.30AM - 6.00PM", or "closed"', 40),
        })
        .superRefine((line, ctx) => {
          const result = readOpeningHoursLine(line);
          if ('error' in result) ctx.addIssue({ code: 'custom', path: [result.field], message: result.error });
        }),
      'opening-hours lines',
      1,
      7,
    ).superRefine(
      (lines, ctx) => {
        const specs = lines.map(readOpeningHoursLine).filter((r): r is { spec: OpeningHoursSpec } => 'spec' in r);
        const repeated = specs.length === lines.length && repeatedDay(specs.map((r) => r.spec));
        if (repeated)
          ctx.addIssue({
            code: 'custom',
            path: [repeated.line, 'days'],
            message: `gives hours for ${repeated.day} again, but an earlier line already does. Give each day one line only.`,
          });
      },
      // Runs beside other mistakes in the file, so they are all reported at once.
      {
        when: ({ value }) =>
          Array.isArray(value) && value.every((line) => hasText(line, 'days') && hasText(line, 'hours')),
      },
    ),
    applicationFormUrl: externalUrl,
    map: z.strictObject({
      embedUrl: externalUrl,
      title: text('what the map shows, for screen readers', 100),
      /** Opens the office in Google Maps: the way there when the map is not loaded to save the visitor's data. */
      linkUrl: externalUrl,
    }),
    logo: image,
    socialImage: image,
    foundedYear: wholeNumber('the year the company was founded, such as 2016', 1990, 2100),
  })
  .superRefine(
    (site, ctx) => {
      // Visitors read phoneDisplay but tapping it dials phone: both must be the same number.
      const digits = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');
      const shown = digits(site.phoneDisplay);
      if (shown.length < 8 || !digits(site.phone).endsWith(shown))
        ctx.addIssue({
          code: 'custom',
          path: ['phoneDisplay'],
          message: `is "${site.phoneDisplay}", which is not the same number as field "phone" ("${site.phone}"), the number a tap on it calls. Make both the same number.`,
        });
    },
    {
      when: ({ value }) =>
        hasText(value, 'phoneDisplay') && internationalPhone.test(String((value as { phone?: unknown }).phone)),
    },
  );

export const behaviourSchema = z.strictObject({
  preloaderMs: wholeNumber('how long the loading screen shows, in milliseconds (4000 is 4 seconds)', 0, 10000),
  scrollTopThresholdPx: wholeNumber('how far down the page, in pixels, the back-to-top button appears', 0, 100000),
  carouselSpringSeconds: z
    .number({ error: (issue) => kindMessage(issue, 'Write how many seconds the carousel takes to settle, such as 3.') })
    .positive()
    .max(10),
  jobPostingValidDays: wholeNumber(
    'for how many days after "datePosted" search engines show a job, such as 60',
    7,
    365,
  ),
});

export const pageSchema = z.strictObject({
  path: internalLink,
  /** Short name for menus and breadcrumbs. */
  name: text('the short name of the page', 30),
  title: text('the page title shown in search results', 60),
  description: text('the page description shown in search results (about 150 characters)', 160),
});

/** One entry per route of the site; the route files under app/ read their entry by key. */
export const pagesSchema = z
  .strictObject({
    home: pageSchema,
    about: pageSchema,
    services: pageSchema,
    serviceDetail: pageSchema,
    product: pageSchema,
    productDetail: pageSchema,
    career: pageSchema,
    contact: pageSchema,
  })
  .superRefine(
    (pages, ctx) => {
      const owner = new Map<string, string>();
      for (const [key, page] of Object.entries(pages)) {
        const first = owner.get(page.path);
        if (first === undefined) owner.set(page.path, key);
        else
          ctx.addIssue({
            code: 'custom',
            path: [key, 'path'],
            message: `is "${page.path}", which page "${first}" already uses. Each page needs its own address.`,
          });
      }
    },
    {
      when: ({ value }) =>
        typeof value === 'object' && value !== null && Object.values(value).every((page) => hasText(page, 'path')),
    },
  );

export const navigationSchema = list(
  z.strictObject({
    label: text('the menu text', 20),
    href: internalLink,
    children: z.array(z.strictObject({ label: text('the menu text', 30), href: internalLink })).optional(),
  }),
  'menu items',
  1,
  8,
);

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    headline: text('the main headline', 60),
    intro: text('one or two sentences under the headline', 240),
    primary: callToAction,
    secondary: callToAction,
    image,
  }),
});

const serviceCard = z.strictObject({
  slug,
  heading: text('the service name', 40),
  details: text('one or two sentences about the service', 200),
  image,
});

export const servicesSchema = z.strictObject({
  heading: text('the heading of the services section', 60),
  intro: text('a sentence introducing the services', 240),
  knowMore: z.strictObject({ label: text('the link text', 20), href: internalLink }),
  services: list(serviceCard, 'services', 1, 8),
  detail: z.strictObject({
    heading: text('the heading of the service detail page', 80),
    intro: text('a sentence introducing the details', 300),
    blocks: list(
      z.strictObject({
        slug,
        heading: text('the heading of the block', 60),
        text: text('the text of the block', 600),
        image,
      }),
      'blocks',
      1,
      10,
    ),
  }),
});

export const productsSchema = z.strictObject({
  heading: text('the heading of the products section', 60),
  intro: text('a sentence introducing the products', 240),
  carousel: z.strictObject({
    label: text('the name of the carousel, read by screen readers', 60),
    previous: text('the name of the left arrow, read by screen readers', 40),
    next: text('the name of the right arrow, read by screen readers', 40),
    /** {current}, {total} and {title} are filled in. */
    status: text(
      'what screen readers announce when the product changes, e.g. "Product {current} of {total}: {title}"',
      80,
    ),
  }),
  banner: z.strictObject({
    heading: text('the banner headline', 80),
    text: text('the banner text', 300),
    image,
  }),
  readMore: z.strictObject({
    more: text('the button text that opens a block', 20),
    less: text('the button text that closes it', 20),
  }),
  products: list(
    z.strictObject({
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

export const jobsSchema = z.strictObject({
  heading: text('the heading of the career section', 60),
  intro: text('a sentence inviting applicants', 240),
  applyLabel: text('the apply button text', 20),
  detailsLabel: text('the link text to a job page', 30),
  location: z.strictObject({
    workplace: text('where the work happens, shown on job pages', 120),
  }),
  labels: z.strictObject({
    responsibilities: text("the heading above a job's responsibilities", 40),
    requirements: text("the heading above a job's requirements", 40),
    location: text("the heading above the job's location", 40),
  }),
  jobs: list(
    z.strictObject({
      slug,
      title: text('the job title', 40),
      details: text('the short line shown on the job card', 60),
      image,
      summary: text('two sentences about the role', 300),
      responsibilities: list(text('a responsibility', 200), 'responsibilities', 2, 10),
      requirements: list(text('a requirement', 200), 'requirements', 1, 10),
      employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'], {
        error: (issue) =>
          `is ${describeValue(issue.input)}, but must be one of "FULL_TIME", "PART_TIME", "CONTRACTOR" or "INTERN", in capitals.`,
      }),
      /** 0 means freshers may apply. */
      minimumExperienceMonths: wholeNumber('the months of experience needed, 0 for freshers', 0, 240),
      education: z.enum(['bachelor degree', 'postgraduate degree', 'professional certificate'], {
        error: (issue) =>
          `is ${describeValue(issue.input)}, but must be "bachelor degree", "postgraduate degree" or "professional certificate".`,
      }),
      datePosted: z.iso.date({
        error: (issue) =>
          kindMessage(issue, 'Write the date the job was posted, such as "2026-11-02".') ??
          `is ${describeValue(issue.input)}, but must be a real date written year-month-day, such as "2026-11-02".`,
      }),
    }),
    'jobs',
    1,
    12,
  ),
});

export const aboutSchema = z.strictObject({
  eyebrow: text('the small label above the heading', 30),
  heading: text('the heading of the about section', 80),
  paragraphs: list(text('a paragraph', 600), 'paragraphs', 1, 4),
  whyChooseUs: z.strictObject({
    heading: text('the heading of the "why choose us" list', 60),
    points: list(
      z.strictObject({ title: text('the point', 50), text: text('a sentence explaining it', 200) }),
      'points',
      2,
      8,
    ),
  }),
  image,
});

export const contactSchema = z.strictObject({
  heading: text('the heading of the contact section', 80),
  intro: text('a sentence inviting visitors to get in touch', 240),
  callLabel: text('the label before the phone number', 30),
  emailLabel: text('the label before the email address', 30),
  /** Shown instead of the map when the visitor's connection asks to save data (Save-Data, or 2G). */
  mapSavingData: text('a sentence saying the map was not loaded, to save data', 120),
  mapLinkLabel: text('the link that opens the office in Google Maps', 40),
  mapShowLabel: text('the button that loads the map after all', 40),
});

export const chromeSchema = z.strictObject({
  skipLink: text('the skip link text', 40),
  menuLabel: text('the name of the menu button, read by screen readers', 30),
  scrollTopLabel: text('the name of the back-to-top button, read by screen readers', 40),
  loadingLabel: text('the words read while the page loads', 40),
  footer: z.strictObject({
    addressHeading: text('the heading above the address', 30),
    contactHeading: text('the heading above the phone and email', 30),
    hoursHeading: text('the heading above the opening hours', 30),
    rights: text('the words after the copyright line', 60),
  }),
  breadcrumbLabel: text('the name of the breadcrumb trail, read by screen readers', 30),
  errors: z.strictObject({
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
