/**
 * The rules every content file must follow. The TypeScript types of the content come from these
 * schemas, so there is one source of truth. Messages are written for the people who edit content:
 * they say what is wrong and what to write instead.
 */
import { z } from 'zod';
import { type OpeningHoursSpec, readOpeningHoursLine, repeatedDay } from '../opening-hours';
import { profileHosts } from '../profiles';
import { type PageKey, pageKeys } from '../routes/registry';
import { cinMistake, gstinMistake } from './buyer-facts';
import { placeholders, unknownPlaceholders } from './facts';
import { describeValue, kindMessage } from './messages';
import { fieldFacts } from './samples';

// Every group of fields is strict: a misspelt field name ("detials") is reported, not silently dropped.
// Messages for a wrong kind of value, a missing group or an unknown field come from lib/content/messages.

/**
 * The fields that hold words a visitor reads: every text() and what is made from it. A translation file
 * (lib/content/translation) holds these and nothing else; every other value comes from the English file.
 */
export const words = z.registry<{ word: true }>();

/**
 * Fields written once for every language: the company's names and the address and hours that search engines, maps
 * and the opening-hours reader take as they are.
 */
export const sameInEveryLanguage = z.registry();

const factList = Object.keys(placeholders)
  .map((name) => `{${name}}`)
  .join(', ');

/**
 * A piece of copy: required, trimmed, and short enough for the place it is shown in. It may name facts by
 * placeholder ("{openingHours}", lib/content/facts); `ownPlaceholders` are ones the page fills in itself.
 */
export const text = (what: string, max: number, ownPlaceholders: readonly string[] = []) =>
  z
    .string({ error: (issue) => kindMessage(issue, `Write ${what}.`) })
    .trim()
    .min(1, { error: `is empty. Write ${what}.` })
    .max(max, {
      error: (issue) => `is ${String(issue.input).length} characters long, but at most ${max} fit here. Shorten it.`,
    })
    .refine((value) => unknownPlaceholders(value, ownPlaceholders).length === 0, {
      error: (issue) => {
        const unknown = unknownPlaceholders(String(issue.input), ownPlaceholders).map((name) => `"{${name}}"`);
        const allowed = ownPlaceholders.length ? `${ownPlaceholders.map((name) => `{${name}}`).join(', ')}, ` : '';
        return `uses ${unknown.join(' and ')}, which the site cannot fill in. Write one of ${allowed}${factList} exactly as shown, or remove the curly brackets { }.`;
      },
    })
    // The browser editor shows it as the field's hint (lib/cms/config).
    .describe(`Write ${what}. At most ${max} characters.`)
    .register(words, { word: true });

/**
 * Copy with blanks the page fills in, such as "for {title}": every blank must be there; text() refuses any other
 * name that is neither a blank nor a fact, since it would be shown to visitors as it is written.
 */
const template = (what: string, max: number, blanks: Record<string, string>) =>
  text(what, max, Object.keys(blanks)).superRefine((value, ctx) => {
    for (const [name, meaning] of Object.entries(blanks))
      if (!value.includes(`{${name}}`))
        ctx.addIssue(`is "${value}", but must contain {${name}}, where ${meaning} goes.`);
  });

const list = <T extends z.ZodType>(item: T, what: string, min: number, max: number) =>
  z
    .array(item, {
      // Only a value that is no list at all comes here: each length limit has its own message.
      error: (issue) =>
        issue.input === undefined
          ? `is missing. Add a list of ${what}, each on a line of its own starting with "- ".`
          : `is ${describeValue(issue.input)}, but must be a list of ${what}, each on a line of its own starting with "- ".`,
    })
    .min(min, {
      error: (issue) =>
        min === 1
          ? `is an empty list. Add ${what}, each on a line of its own starting with "- ".`
          : `needs at least ${min} ${what}, but has ${(issue.input as unknown[]).length}.`,
    })
    .max(max, { error: `has more than ${max} ${what}, but the page has room for ${max}. Remove some.` });

/** Values in double quotes, for a message: `"Jio", "Airtel"`. */
const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** One of `values`, written exactly so; `rule` completes `is …, but must be …`, such as `"MONTH" or "YEAR"`. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, rule: string) =>
  z.enum(values, { error: (issue) => `is ${describeValue(issue.input)}, but must be ${rule}.` });

/** A whole number such as a year or a count of months. */
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: (issue) => kindMessage(issue, `Write ${what}.`) })
    .int()
    .min(min)
    .max(max)
    .describe(`Write ${what}.`);

/**
 * A value read by machines (an address, a number, a slug, a date, a picture's path), which is used exactly as written.
 * A space at either end, kept by quotes in YAML or pasted with the value, is named as the mistake, before the field's
 * own rule could call the whole value wrong ("must be an email address"); no other rule of the field runs after it.
 * `hint` says what to write when the field is missing.
 */
const exactText = (hint: string) =>
  z.string({ error: (issue) => kindMessage(issue, hint) }).refine((value) => value === value.trim(), {
    abort: true,
    error: (issue) => {
      const value = String(issue.input);
      const ends = [/^\s/.test(value) && 'start', /\s$/.test(value) && 'end'].filter(Boolean).join(' and ');
      const spaces = value.length - value.trim().length > 1 ? 'spaces' : 'a space';
      return `is "${value}" with ${spaces} at its ${ends}. Remove ${spaces === 'a space' ? 'the space' : 'the spaces'}.`;
    },
  });

/** A date written year-month-day; `hint` says which date, with an example. */
const isoDate = (hint: string) =>
  exactText(hint)
    .check(
      z.iso.date({
        error: (issue) =>
          `is ${describeValue(issue.input)}, but must be a real date written year-month-day, such as "2026-11-02".`,
      }),
    )
    .describe(hint);

/**
 * Who at the company confirmed a fact, and the day: without it the fact is a sample, which the preview counts and
 * the Publish build refuses or leaves out (lib/content/samples).
 */
const confirmation = z
  .strictObject({
    by: text('who at the company confirmed it, such as "Priya R., Director"', 80),
    on: isoDate('Write the day it was confirmed, such as "2026-12-01".'),
  })
  .describe('Who at the company confirmed it, and the day. Leave it out while it is a sample.');

/** A file's `confirmed` group: a confirmation for each fact its fields hold (lib/content/samples, fieldFacts). */
const confirmations = <F extends Record<string, { what: string }>>(facts: F) =>
  z
    .strictObject(
      Object.fromEntries(
        Object.entries(facts).map(([name, { what }]) => [
          name,
          confirmation.optional().describe(`Who confirmed ${what}, and the day. Leave it out while it is a sample.`),
        ]),
      ) as { [K in keyof F]: z.ZodOptional<typeof confirmation> },
    )
    .optional()
    .describe('Who at the company confirmed the facts of this file, and when. A fact not confirmed is a sample.');

/**
 * Text that must be written a certain way. `rule` completes `is "…", but …` (e.g. "must be a 6-digit
 * PIN code"); `hint` says what to write when the field is missing.
 */
const patterned = (pattern: RegExp, rule: string, hint: string) =>
  exactText(hint)
    .regex(pattern, { error: (issue) => `is "${String(issue.input)}", but ${rule}.` })
    .describe(hint);

/** An address inside this site such as "/about" or "/career#career" (checked against the route list). */
const internalLink = patterned(
  /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
  'must be a page of this site written like "/about" or "/career#career"',
  'Write a page address such as "/about".',
);

/**
 * A full https address. A space is refused first: browsers would quietly change it, and the link would break. A
 * backslash and a name or password before an @ are refused too: browsers read "https://evil.example\\@docs.google.com/"
 * as an address on evil.example, so the link would open another site than the one it seems to name.
 */
const externalUrl = exactText('Write a full web address such as "https://www.example.in".')
  .regex(/^\S*$/, {
    error: (issue) =>
      `is "${String(issue.input)}", which has a space in it, but a web address never does. Copy the address again from the browser's address bar.`,
  })
  .regex(/^[^\\]*$/, {
    error: (issue) =>
      `is "${String(issue.input)}", which has a backslash \\ in it, but a web address never does: browsers read it as /, and the link would open another site. Copy the address again from the browser's address bar.`,
  })
  .pipe(
    z
      .url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: (issue) => `is "${String(issue.input)}", but must be a full web address starting with "https://".`,
        // Each refusal says all there is to say: no check after it runs.
        abort: true,
      })
      // Read from the value: URL parsing drops an empty name ("https://@evil.example").
      .regex(/^https:\/*(?!\/)[^/?#@]*($|[/?#])/i, {
        abort: true,
        error: (issue) =>
          `is "${String(issue.input)}", which has a name or password before an @, but a link must not: browsers open the site written after the @. Write the address without the part up to the @.`,
      }),
  );

/**
 * A full https address on one of `hosts` (the service's own, as its address bar shows them), stored as browsers
 * read it (URL.href). Any other host is refused, the ones that only look like them too: "docs.google.com.evil.example",
 * or letters of another alphabet, which browsers show as "xn--".
 */
const urlOn = (service: string, hosts: readonly string[]) =>
  externalUrl
    .refine((value) => hosts.includes(new URL(value).hostname), {
      error: (issue) => {
        const host = new URL(String(issue.input)).hostname;
        const lookalike = host.split('.').some((label) => label.startsWith('xn--'));
        const where = lookalike
          ? 'whose site name has letters of another alphabet in it, which only look like the right ones'
          : `which is on ${host}`;
        return `is "${String(issue.input)}", ${where}, but must be an address of ${service} (${hosts.join(' or ')}). Copy the address again from ${service} itself.`;
      },
    })
    .transform((value) => new URL(value).href);

/** Where an application form may be: Google Forms, whose short links are on forms.gle. */
const formUrl = urlOn('Google Forms', ['docs.google.com', 'forms.gle']);
/** Google Maps, at the address the office check (lib/content/check.ts) asks for. */
const mapUrl = urlOn('Google Maps', ['www.google.com']);
/** The social sites a company's own page may be on. */
const profileUrl = urlOn('LinkedIn, X, Facebook, Instagram or YouTube', profileHosts);

/** The longest slug: the folder its page is written to, with room under every file system's limit on a name. */
export const SLUG_MAX = 60;

const slug = patterned(
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  'must be lowercase letters, digits and dashes only, such as "web-development"',
  'Write a short lowercase name such as "web-development".',
)
  .max(SLUG_MAX, {
    error: (issue) =>
      `is ${String(issue.input).length} characters long, but a page's address has room for at most ${SLUG_MAX}. Shorten it to a few words, such as "web-development".`,
  })
  .describe(`Write a short lowercase name such as "web-development". At most ${SLUG_MAX} characters.`);

/** An image under public/images: the file must exist (checked separately) and it needs alt text. */
export const imagePath = /^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|jpeg|webp|avif|gif)$/;

/** Words before what a picture shows ("Image of …"), which screen readers would say twice; the spaces after them too. */
const pictureWords = /^(an? )?(image|picture|photo|graphic) of\b\s*/i;

/**
 * Alt text that is a file's name, as an upload fills it in or a camera names a photo: "team-photo.jpg",
 * "IMG_2041.PNG", "DSC0001", "Screenshot 2026-01-05 at 10.12.00.png". A screen reader would read the name out.
 */
const fileNameAlt =
  /^(?:.*\.(?:svg|png|jpe?g|webp|avif|gif|heic|heif|bmp|tiff?)|(?:img|dsc[fn]?|dcim|pxl|mvimg|vid|p)[-_]?\d[\w-]*)$/i;

const image = z.strictObject({
  src: exactText('Write the path of a picture such as "/images/products/crm.svg".')
    .regex(imagePath, {
      error: (issue) =>
        `is "${String(issue.input)}", but must be the path of a picture (SVG, PNG, JPEG, WebP, AVIF or GIF) in public/images, written in lowercase letters, digits and dashes, such as "/images/products/crm.svg".`,
    })
    .describe('Choose a picture (SVG, PNG, JPEG, WebP, AVIF or GIF), or upload one.'),
  alt: text('what the picture shows, for visitors who cannot see it (alt text)', 160)
    .refine((value) => !pictureWords.test(value), {
      error: (issue) =>
        `is "${String(issue.input)}". Screen readers already say it is a picture, so leave out the words before what it shows: write "${String(
          issue.input,
        )
          .replace(pictureWords, '')
          // The first letter, as replace changes only the first match.
          .replace(/./, (c) => c.toUpperCase())}".`,
    })
    // A file name is the one mistake of such a text: a rule after it (a screen's "Illustration: ") would only add to it.
    .refine((value) => !fileNameAlt.test(value), {
      abort: true,
      error: (issue) =>
        `is "${String(issue.input)}", the name of a picture file, which a screen reader would read out as it is. Alt text describes what the picture shows, for people who cannot see it: write that in a short sentence, such as "Two developers planning a website at a whiteboard".`,
    }),
});

/** A picture the build draws (the share images): content gives only the words that say what it shows. */
const drawnPicture = z.strictObject({ alt: image.shape.alt });

const callToAction = z.strictObject({
  label: text('the text of the button', 30),
  href: internalLink,
  /** Read by screen readers after the label, so "Learn More" says what it leads to. */
  context: text('what the button leads to, read by screen readers (for example "about our products")', 80),
});

/** "+", a country code, then the number: 8 to 15 digits in all, in groups split by a space or a dash if wished. */
const internationalPhone = /^\+[1-9](?:[ -]?\d){7,14}$/;

/*
 * Facts a buyer or a procurement desk checks (issue 40): registration numbers, the Google Business Profile, the
 * WhatsApp partner status and the DLT registration for SMS. Each is optional and shown only when filled; the words
 * around them are in content/chrome.yaml (footer) and content/services.yaml (credentials).
 */

/** A registration number, checked by `mistake` (lib/content/buyer-facts), which words what is wrong. */
const registrationNumber = (mistake: (value: string) => string | undefined, hint: string) =>
  z
    .string({ error: (issue) => kindMessage(issue, hint) })
    .superRefine((value, ctx) => {
      const message = mistake(value);
      if (message) ctx.addIssue(message);
    })
    .describe(hint);

/** The tiers of Meta's programme for WhatsApp Business Platform providers, as Meta names them; "none" shows nothing. */
const whatsappPartnerTiers = ['none', 'Tech Provider', 'Tech Partner', 'Solution Partner'] as const;

/** The telecom operators whose DLT portals register a principal entity for business SMS in India. */
const dltOperators = ['Jio', 'Airtel', 'Vodafone Idea (Vi)', 'BSNL', 'Tata Teleservices'] as const;

/** The Google Business Profile's own addresses: Google Maps, Search and their short links. */
const googleListingUrl = urlOn('Google (Google Maps or Google Search)', [
  'www.google.com',
  'google.com',
  'maps.google.com',
  'www.google.co.in',
  'maps.app.goo.gl',
  'g.page',
  'g.co',
  'search.google.com',
]);

const buyerFacts = {
  cin: registrationNumber(
    cinMistake,
    'The Corporate Identification Number (CIN), 21 characters, as on the certificate of incorporation, such as "U72900TZ2016PTC012345". Leave it out and nothing is shown.',
  ).optional(),
  gstin: registrationNumber(
    gstinMistake,
    'The GSTIN of this office, 15 characters, as on the GST registration certificate. Leave it out and nothing is shown.',
  ).optional(),
  googleBusinessProfile: z
    .strictObject({
      url: googleListingUrl.describe(
        'The address of the company\'s Google Business Profile, from its "Share" button, such as "https://maps.app.goo.gl/…".',
      ),
      reviewsUrl: googleListingUrl.describe(
        'The address of its reviews on Google, from "Read reviews" or "Get more reviews" in the profile.',
      ),
    })
    .optional()
    .describe('The Google Business Profile: the footer links to it and to its reviews (never stars or ratings).'),
  whatsappPartner: choice(
    whatsappPartnerTiers,
    `one of ${quoted(whatsappPartnerTiers)}, written exactly so, as Meta names its partner tiers`,
  )
    .optional()
    .describe(
      'The company\'s tier in Meta\'s partner programme for the WhatsApp Business Platform, as Meta has confirmed it: Tech Provider, Tech Partner or Solution Partner (a Meta Business Partner). "none" or left out shows nothing.',
    ),
  dlt: z
    .strictObject({
      principalEntityId: patterned(
        /^\d{15,20}$/,
        'must be the principal entity ID of the DLT registration: digits only, usually 19, in double quotes, as the DLT portal shows it',
        'Write the principal entity ID from the DLT portal, digits only, usually 19.',
      ),
      operator: choice(
        dltOperators,
        `the operator whose DLT portal the company registered on: one of ${quoted(dltOperators)}`,
      ).describe('The telecom operator whose DLT portal the company registered on.'),
    })
    .optional()
    .describe("The company's DLT registration (TRAI's rules for business SMS), shown on the Bulk SMS page."),
};

/** The footer's words around the registration numbers, and where each is looked up (links only, no scripts). */
const registrationLabels = z.strictObject({
  heading: text('the heading above the registration numbers, such as "Company registration"', 40),
  cin: text('the name before the CIN, such as "CIN"', 40),
  gstin: text('the name before the GSTIN, such as "GSTIN"', 40),
  lookUp: text('the text of the link to the page where a visitor checks a number, such as "Look it up"', 30),
  cinLookUp: z.strictObject({
    url: urlOn("the Ministry of Corporate Affairs' site", ['www.mca.gov.in', 'mca.gov.in']).describe(
      "The Ministry of Corporate Affairs' company master data search, where a visitor pastes the CIN.",
    ),
    context: text(
      'where the link leads, read by screen readers after its text, such as "at the Ministry of Corporate Affairs"',
      80,
    ),
  }),
  gstinLookUp: z.strictObject({
    url: urlOn('the GST portal', ['services.gst.gov.in', 'www.gst.gov.in']).describe(
      'The GST portal\'s "Search Taxpayer" page, where a visitor pastes the GSTIN.',
    ),
    context: text('where the link leads, read by screen readers after its text, such as "on the GST portal"', 80),
  }),
});

/** The footer's words around the company's profiles and its Google listing. */
const onlineLabels = z.strictObject({
  heading: text('the heading above the links to our profiles, such as "Find us online"', 40),
  googleListing: text('the text of the link to our Google Business Profile, such as "Find us on Google"', 40),
  googleReviews: text('the text of the link to our reviews on Google, such as "Read our reviews on Google"', 40),
  sites: z.strictObject({
    linkedin: text('the name of LinkedIn, the text of the link to our page there', 30),
    x: text('the name of X (Twitter), the text of the link to our page there', 30),
    facebook: text('the name of Facebook, the text of the link to our page there', 30),
    instagram: text('the name of Instagram, the text of the link to our page there', 30),
    youtube: text('the name of YouTube, the text of the link to our channel there', 30),
  }),
});

/** On a service's page: the WhatsApp partner tier and the DLT registration (content/site.yaml), when filled. */
const credentialLabels = z.strictObject({
  whatsappPartner: z.strictObject({
    /** The service whose page says it: the WhatsApp API service. */
    service: slug.describe(
      `The slug of the service whose page shows the partner tier, such as "whatsapp-api". At most ${SLUG_MAX} characters.`,
    ),
    text: template(
      'the sentence naming our tier, e.g. "{companyName} is a Meta {tier} for the WhatsApp Business Platform."',
      200,
      {
        tier: 'the tier in content/site.yaml (whatsappPartner), such as "Solution Partner"',
      },
    ),
  }),
  dlt: z.strictObject({
    /** The service whose page says it: the Bulk SMS service. */
    service: slug.describe(
      `The slug of the service whose page shows the DLT registration, such as "bulk-sms". At most ${SLUG_MAX} characters.`,
    ),
    text: template(
      'the sentence about our DLT registration, e.g. "Registered on DLT: principal entity ID {id}, on the {operator} portal."',
      200,
      {
        id: 'the principal entity ID in content/site.yaml (dlt)',
        operator: 'the operator whose portal it is registered on, such as "Jio"',
      },
    ),
  }),
});

export const siteSchema = z.strictObject({
  name: text('the company name', 60).register(sameInEveryLanguage, {}),
  legalName: text('the registered company name', 80).register(sameInEveryLanguage, {}),
  url: externalUrl.describe('The address of the live site, such as "https://www.anvayatech.in".'),
  description: text('two sentences about the company, for search engines', 300),
  email: exactText('Write an email address such as "hello@example.in".')
    .check(
      z.email({
        error: (issue) => `is "${String(issue.input)}", but must be an email address such as "hello@example.in".`,
      }),
    )
    .describe('Write the email address visitors write to, such as "hello@example.in".'),
  /** The phone number as visitors read it; a tap on it dials the same digits (lib/contact-links). */
  phone: patterned(
    internationalPhone,
    'must be the number as visitors should read it, in international form: "+", the country code, then the number, with spaces between its groups if you like, such as "+91 422 450 7788"',
    'Write the phone number with its country code, such as "+91 422 450 7788".',
  ),
  /** For WhatsApp chat links (wa.me): the number in international form, digits only. */
  whatsapp: patterned(
    /^[1-9]\d{7,14}$/,
    'must be the WhatsApp number in international form, digits only: the country code, then the number, with no "+", spaces or dashes, such as "919843012345"',
    'Write the WhatsApp number as digits only, country code first, such as "919843012345".',
  ),
  address: z
    .strictObject({
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
    })
    .register(sameInEveryLanguage, {}),
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
        if ('mistakes' in result)
          for (const { field, error } of result.mistakes)
            ctx.addIssue({ code: 'custom', path: [field], message: error });
      }),
    'opening-hours lines',
    1,
    7,
  )
    .superRefine(
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
      // Runs beside any mistake that leaves every line readable, such as a misspelt field: zod skips it only
      // after a value of the wrong kind, and then a line cannot be read.
    )
    .register(sameInEveryLanguage, {}),
  applicationFormUrl: formUrl.describe(
    'The address of the job application form (Google Forms) that every Apply Now opens, unless a job has its own.',
  ),
  map: z.strictObject({
    embedUrl: mapUrl.describe(
      "The address of the map shown on the contact page: https://www.google.com/maps?q= then the office's address with + between words, then &output=embed.",
    ),
    title: text('what the map shows, for screen readers', 100),
    /** Opens the office in Google Maps: the way there when the map is not loaded to save the visitor's data. */
    linkUrl: mapUrl.describe('The address of the office in Google Maps, opened when the map is not shown.'),
  }),
  logo: image,
  /** The words of the picture social sites show when the site is shared, which the build draws (lib/drawn-pictures). */
  socialImage: drawnPicture,
  foundedYear: wholeNumber('the year the company was founded, such as 2016', 1990, 2100),
  /** Where the office is on a map, for search engines: decimal degrees as a map app shows them. */
  geo: z.strictObject({
    latitude: z
      .number({ error: (issue) => kindMessage(issue, 'Write the latitude of the office, such as 11.0285.') })
      .min(-90)
      .max(90)
      .describe('Write the latitude of the office, such as 11.0285.'),
    longitude: z
      .number({ error: (issue) => kindMessage(issue, 'Write the longitude of the office, such as 77.0024.') })
      .min(-180)
      .max(180)
      .describe('Write the longitude of the office, such as 77.0024.'),
  }),
  /** How expensive the company is, for search engines: rupee signs from "₹" (cheap) to "₹₹₹₹", or a range. */
  priceRange: text('how expensive the company is, such as "₹₹" or "₹5,000 - ₹5,00,000"', 40).register(
    sameInEveryLanguage,
    {},
  ),
  /**
   * The company's own pages on other sites (LinkedIn, Facebook, X). An empty list ([]) is fine. An X or Twitter
   * address also gives the handle that shared links name.
   */
  profiles: z.array(
    profileUrl.describe(
      'The full address of one of the company\'s own pages, such as "https://www.linkedin.com/company/anvayatech".',
    ),
    {
      error: (issue) =>
        kindMessage(
          issue,
          'Write a list of web addresses, each on a line of its own starting with "- ", or [] for none.',
        ),
    },
  ),
  ...buyerFacts,
  confirmed: confirmations(fieldFacts.site),
});

export const behaviourSchema = z.strictObject({
  preloaderMs: wholeNumber('how long the loading screen shows, in milliseconds (4000 is 4 seconds)', 0, 10000),
  scrollTopThresholdPx: wholeNumber('how far down the page, in pixels, the back-to-top button appears', 0, 100000),
  carouselSpringSeconds: z
    .number({ error: (issue) => kindMessage(issue, 'Write how many seconds the carousel takes to settle, such as 3.') })
    .positive()
    .max(10)
    .describe('Write how many seconds the carousel takes to settle, such as 3.'),
});

const pageSchema = z.strictObject({
  path: internalLink,
  /** Short name for menus and breadcrumbs. */
  name: text('the short name of the page', 30),
  title: text('the page title shown in search results', 60),
  description: text('the page description shown in search results (about 150 characters)', 160),
});

/**
 * One entry per page of lib/routes/registry.ts, under the same key; the route files under app/ read their entry by
 * key. That each path is the address its route file builds (so no two pages share one) is checked in
 * lib/content/check.ts.
 */
export const pagesSchema = z.strictObject(
  Object.fromEntries(pageKeys.map((key) => [key, pageSchema])) as Record<PageKey, typeof pageSchema>,
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
    /** The line above the headline: the first screen says what we sell and where we are. */
    eyebrow: text('a short line above the headline naming what we sell and our city, with {city}', 100),
    headline: text('the main headline', 60),
    intro: text('one or two sentences under the headline', 240),
    primary: callToAction,
    secondary: callToAction,
    image,
  }),
  /** The band that closes the home page's story, just above the contact section: WhatsApp first, then call and email. */
  closing: z.strictObject({
    heading: text('the heading of the closing band, an invitation to get in touch', 70),
    text: text('one sentence under it: what happens when a visitor writes to us', 200),
  }),
});

/** One explained part of a service: picture and text, alternating sides on wide screens. */
const detailBlocks = list(
  z.strictObject({
    slug,
    heading: text('the heading of the block', 60),
    text: text('the text of the block', 600),
    image,
  }),
  'blocks',
  1,
  10,
);

/** A service's own page, at /services/<slug>/, in the style of the service detail page. */
const servicePage = z.strictObject({
  title: text('the page title shown in search results', 60),
  description: text('the page description shown in search results (about 150 characters)', 160),
  heading: text('the heading of the page', 80),
  intro: text('a sentence introducing the details', 300),
  blocks: detailBlocks,
});

/** A service's card and, held with it so that adding or removing a service is one edit, its own page. */
const serviceCard = z.strictObject({
  slug,
  heading: text('the service name', 40),
  details: text('one or two sentences about the service', 200),
  image,
  page: servicePage
    .optional()
    .describe(
      'The service\'s own page, where its "Know More" leads. Every service has one but the service the detail blocks explain, at /servicedetail/.',
    ),
});

export const servicesSchema = z.strictObject({
  heading: text('the heading of the services section', 60),
  intro: text('a sentence introducing the services', 240),
  knowMore: z.strictObject({
    label: text('the link text', 20),
    href: internalLink,
    context: template('the words screen readers hear after the link text, e.g. "about {title}"', 60, {
      title: 'the service name',
    }),
  }),
  services: list(serviceCard, 'services', 1, 8),
  /** The details at /servicedetail/ (Bulk SMS in the specification); every other service has its own `page`. */
  detail: z.strictObject({
    /** The slug of the service card these blocks explain: its "Know More" leads here. */
    service: slug,
    heading: text('the heading of the service detail page', 80),
    intro: text('a sentence introducing the details', 300),
    blocks: detailBlocks,
  }),
  /** What a service's page says of the company's standing for it, when content/site.yaml fills it in. */
  credentials: credentialLabels,
  confirmed: confirmations(fieldFacts.services),
});

/**
 * A drawing of one of a product's screens: its alt text must say it is a drawing, so no visitor takes it for a
 * screenshot. It is an SVG only. The build draws it into the product page's share image (scripts/draw-pictures.tsx),
 * which paints SVG only; drawing a PNG, JPEG or WebP there too would have served editors worse: a screen is a drawing
 * in the site's palette (content/products.yaml), which a new brand colour recolours (npm run pictures) and stays sharp
 * at every size, and every drawing program saves one; a raster screen would keep the old colours for ever, and a
 * screenshot is what the screens promise not to be. The editor's file chooser offers SVG only for it (`accept`).
 */
const SCREEN_ENDING = '.svg';
const illustration = image.extend({
  src: image.shape.src
    .refine((value) => value.endsWith(SCREEN_ENDING), {
      error: (issue) => {
        const src = String(issue.input);
        return `is "${src}", but a product's screen is a drawing, saved as SVG: the site draws it into the page's share picture and gives it the brand's colours, which it can do with an SVG only. Save the drawing again as SVG (Inkscape: Save As → Plain SVG; Illustrator: Export As → SVG; Figma and Canva: Export → SVG) and write "${src.slice(0, src.lastIndexOf('.'))}${SCREEN_ENDING}".`;
      },
    })
    .meta({ description: 'Choose a drawing of the screen, saved as SVG, or upload one.', accept: SCREEN_ENDING }),
  alt: image.shape.alt.refine((value) => /\billustration\b/i.test(value), {
    error: (issue) =>
      `is "${String(issue.input)}", but this picture is a drawing of the screen, not a screenshot, and the alt text must say so. Begin it with "Illustration: ", such as "Illustration: ${String(issue.input)}".`,
  }),
});

/** A product's own page, at /products/<slug>/: who it is for, its screens, what it works with, data and pricing. */
const productPage = z.strictObject({
  title: text('the page title shown in search results', 60),
  description: text('the page description shown in search results (about 150 characters)', 160),
  heading: text('the heading of the page', 80),
  intro: text('a sentence or two introducing the product', 300),
  audience: list(text('a kind of business or team the product is for', 160), 'kinds of customer', 1, 6),
  screens: list(
    z.strictObject({
      heading: text('the name of the screen', 60),
      text: text('a sentence on what the screen shows', 240),
      image: illustration,
    }),
    'screens',
    1,
    4,
  ),
  integrations: list(
    z.strictObject({
      name: text('what the product works with, such as "Tally"', 40),
      text: text('a sentence on how it works with it', 200),
    }),
    'integrations',
    1,
    8,
  ),
  /** Only what is true of every installation: where it runs and who holds the data; no certification we cannot show. */
  data: list(text('a sentence on where the data is kept', 300), 'paragraphs', 1, 3),
  pricing: list(text('a sentence on how the price is worked out', 300), 'paragraphs', 1, 3),
  /** What social sites show when the page is shared, drawn by the build from the heading (lib/drawn-pictures). */
  shareImage: drawnPicture,
});

export const productsSchema = z.strictObject({
  heading: text('the heading of the products section', 60),
  intro: text('a sentence introducing the products', 240),
  carousel: z.strictObject({
    label: text('the name of the carousel, read by screen readers', 60),
    previous: text('the name of the left arrow, read by screen readers', 40),
    next: text('the name of the right arrow, read by screen readers', 40),
    status: template(
      'what screen readers announce when the product changes, e.g. "Product {current} of {total}: {title}"',
      80,
      { current: "the shown product's number", total: 'the number of products', title: 'its name' },
    ),
    roleDescription: text('what screen readers call the carousel, e.g. "carousel"', 30),
    slideRoleDescription: text('what screen readers call one product in it, e.g. "slide"', 30),
    slideLabel: template('the name screen readers give each product in it, e.g. "{current} / {total}"', 40, {
      current: "the product's number",
      total: 'the number of products',
    }),
    position: template('where the shown product is, between the arrows, e.g. "{current} of {total}"', 30, {
      current: "the shown product's number",
      total: 'the number of products',
    }),
    picker: text('the name of the row of product buttons above the carousel, read by screen readers', 40),
    /** Each slide's link to its product's own page (its `page`). */
    details: z.strictObject({
      label: text('the text of the link to the product details, such as "See all features"', 30),
      context: template('the words screen readers hear after the link text, e.g. "of {title}"', 60, {
        title: 'the product name',
      }),
    }),
  }),
  banner: z.strictObject({
    heading: text('the banner headline', 80),
    text: text('the banner text', 300),
    image,
  }),
  readMore: z.strictObject({
    more: text('the button text that opens a block', 20),
    less: text('the button text that closes it', 20),
    subject: template('the words screen readers hear after the button text, e.g. "about {title}"', 60, {
      title: 'the product name',
    }),
  }),
  products: list(
    z.strictObject({
      slug,
      title: text('the product name', 60),
      /** How running text names the product, e.g. "CRM" in "CRM, ERP and GST billing software". */
      shortName: text('a short name for the product used in sentences, such as "CRM"', 30),
      // Values search engines read as they are, the same in every language.
      category: text('the kind of software, for search engines (for example "BusinessApplication")', 40).register(
        sameInEveryLanguage,
        {},
      ),
      operatingSystem: text('where the software runs, for search engines (for example "Web, Android")', 60).register(
        sameInEveryLanguage,
        {},
      ),
      summary: text('one or two sentences shown on the product card and carousel', 200),
      description: text('a paragraph shown on the product details page', 700),
      features: list(text('a bullet point', 160), 'bullet points', 2, 10),
      image,
      /** Held with its card so that adding or removing a product is one edit: every product has its own page. */
      page: productPage.describe(
        "The product's own page, where its carousel slide, its block on the product details page and the Product menu lead.",
      ),
    }),
    'products',
    1,
    10,
  ),
  confirmed: confirmations(fieldFacts.products),
});

/** What every product's own page shares: its headings, and the words of the links that lead to it. */
export const productPagesSchema = z.strictObject({
  /** The headings every product page shares, in the order the page shows them. */
  labels: z.strictObject({
    audience: text('the heading above who the product is for, such as "Who it is for"', 60),
    features: text('the heading above what the product does, such as "What it does"', 60),
    screens: text('the heading above the drawings of its main screens, such as "Main screens"', 60),
    screensNote: text('a sentence saying the screens are drawings, not screenshots', 200),
    integrations: text('the heading above what the product works with, such as "What it works with"', 60),
    data: text('the heading above where the data is kept, such as "Where your data is kept"', 60),
    pricing: text('the heading above how pricing works, such as "How pricing works"', 60),
    demo: text('the heading above "Request a demo" at the foot of the page, such as "See it on your own data"', 80),
    demoText: text('a sentence inviting the visitor to ask for a demo', 240),
  }),
  /** The link from each product's block on the product details page and its carousel slide to its own page. */
  link: z.strictObject({
    label: text('the text of the link to a product\'s own page, such as "Screens and pricing"', 30),
    context: template('the words screen readers hear after the link text, e.g. "of {title}"', 60, {
      title: 'the product name',
    }),
  }),
});

const rupees = (what: string) =>
  z
    .number({ error: (issue) => kindMessage(issue, `Write ${what} in rupees, digits only, such as 25000.`) })
    .int()
    .positive()
    .describe(`Write ${what} in rupees, digits only, such as 25000.`);

/** What a job pays, shown to search engines: a range in rupees per month or per year. */
const salary = z
  .strictObject({
    min: rupees('the lowest pay'),
    max: rupees('the highest pay'),
    per: choice(['MONTH', 'YEAR'], '"MONTH" or "YEAR", in capitals').describe(
      'Whether the pay is per month or per year.',
    ),
  })
  .refine(({ min, max }) => min <= max, {
    path: ['max'],
    error: (issue) => {
      const { min, max } = issue.input as { min: number; max: number };
      return `is ${max}, which is less than "min" (${min}). Write the highest pay in "max".`;
    },
    when: ({ value }) => {
      const { min, max } = value as { min?: unknown; max?: unknown };
      return typeof min === 'number' && typeof max === 'number';
    },
  });

const job = z
  .strictObject({
    slug,
    /** The heading of the card and the page, such as "Web Development". */
    title: text('the job title', 40),
    /** What search engines and job sites show: a real job title such as "Web Developer", not a field of work. */
    postingTitle: text('the job title search engines show, such as "Web Developer"', 40),
    details: text('the short line shown on the job card', 60),
    image,
    summary: text('two sentences about the role', 300),
    responsibilities: list(text('a responsibility', 200), 'responsibilities', 2, 10),
    requirements: list(text('a requirement', 200), 'requirements', 1, 10),
    employmentType: choice(
      ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'],
      'one of "FULL_TIME", "PART_TIME", "CONTRACTOR" or "INTERN", in capitals',
    ).describe('Full time, part time, contractor or intern.'),
    /** 0 means freshers may apply. */
    minimumExperienceMonths: wholeNumber('the months of experience needed, 0 for freshers', 0, 240).describe(
      'The months of experience needed: 0 when freshers may apply.',
    ),
    education: choice(
      ['bachelor degree', 'postgraduate degree', 'professional certificate'],
      '"bachelor degree", "postgraduate degree" or "professional certificate"',
    ).describe('The least education needed.'),
    /** Optional: leave it out when the pay is not published. */
    salary: salary.optional().describe('What the job pays, in rupees. Leave it out when the pay is not published.'),
    /** Optional: this job's own application form; without it, Apply Now opens content/site.yaml's applicationFormUrl. */
    applicationFormUrl: formUrl
      .optional()
      .describe("This job's own application form. Leave it out to use the site's application form."),
    /** true when Apply Now lets people apply at once, without creating an account first. */
    directApply: z
      .boolean({ error: (issue) => kindMessage(issue, 'Write true or false, without quotes.') })
      .describe('On when Apply Now lets people apply at once, without creating an account first.'),
    datePosted: isoDate('Write the date the job was posted, such as "2026-11-02".'),
    /** The last day the job is open; once it has passed the build leaves the job out, so it never stays online. */
    validThrough: isoDate('Write the last day people can apply, such as "2027-05-31".'),
  })
  .refine(({ datePosted, validThrough }) => validThrough > datePosted, {
    path: ['validThrough'],
    error: (issue) => {
      const { datePosted, validThrough } = issue.input as { datePosted: string; validThrough: string };
      return `is "${validThrough}", which is not after "datePosted" ("${datePosted}"). Write the last day people can apply.`;
    },
    when: ({ value }) => {
      // A job written as null has no dates: the schema's own "must be a group" message says so.
      const dates = value as { datePosted?: unknown; validThrough?: unknown } | null | undefined;
      return [dates?.datePosted, dates?.validThrough].every(
        (date) => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date),
      );
    },
  });

/** The placeholders of a salary's wording, filled from the job's "salary". */
const payRange = { min: 'the lowest pay in rupees', max: 'the highest pay in rupees' };

export const jobsSchema = z.strictObject({
  heading: text('the heading of the career section', 60),
  intro: text('a sentence inviting applicants', 240),
  applyLabel: text('the apply button text', 20),
  detailsLabel: text('the link text to a job page', 30),
  applyContext: template('the words screen readers hear after the apply button, e.g. "for {title}"', 60, {
    title: 'the job title',
  }),
  detailsContext: template('the words screen readers hear after the job page link, e.g. ": {title}"', 60, {
    title: 'the job title',
  }),
  pageTitle: template('the title of a job page in search results, e.g. "{title} Job"', 60, {
    title: "the job's posting title",
  }),
  location: z.strictObject({
    workplace: text('where the work happens, shown on job pages', 120),
  }),
  labels: z.strictObject({
    responsibilities: text("the heading above a job's responsibilities", 40),
    requirements: text("the heading above a job's requirements", 40),
    location: text("the heading above the job's location", 40),
  }),
  /** How a job's salary reads on its card and page, built from its "salary": "₹18,000 - ₹35,000 a month". */
  pay: z.strictObject({
    label: text('the word before the salary, such as "Salary"', 30),
    month: template('how a monthly salary reads, e.g. "{min} - {max} a month"', 60, payRange),
    year: template('how a yearly salary reads, e.g. "{min} - {max} a year"', 60, payRange),
  }),
  /** The steps from applying to an offer, shown in order on every job page. */
  hiring: z.strictObject({
    heading: text('the heading above the hiring steps, such as "How we hire"', 40),
    steps: list(text('one step, such as "Apply online with the form"', 160), 'steps', 2, 8),
  }),
  /** On every job page and under the job cards: applying is free, and which address our mail comes from. */
  applyingIsFree: z.strictObject({
    heading: text('a short heading saying applying is free, such as "Applying is free"', 60),
    text: template('that applying is free and that our emails come only from addresses ending in @{domain}', 400, {
      domain: 'the part of the email address in content/site.yaml after the @, such as "anvayatech.in"',
    }),
  }),
  /** Shown in place of the job cards and the intro while no job is open, so the section still says how to apply. */
  noOpenings: z.strictObject({
    text: text('a sentence saying there are no open positions right now', 240),
    howToApply: text('how to apply anyway, such as by emailing a CV to {email}', 240),
    emailLabel: text('the text of the button that emails a CV, such as "Email your CV"', 30),
    emailSubject: text('the subject of that email, such as "CV for future openings"', 100),
  }),
  // May be empty: with no job listed, as with every job closed, the section shows noOpenings.
  jobs: list(job, 'jobs', 0, 12),
  confirmed: confirmations(fieldFacts.jobs),
});

/** The small drawings a "why choose us" point may wear (components/ui/PointIcon draws each, in the palette). */
export const pointIcons = ['team', 'rupee', 'support', 'price-tag'] as const;

export const aboutSchema = z.strictObject({
  eyebrow: text('the small label above the heading', 30),
  heading: text('the heading of the about section', 80),
  paragraphs: list(text('a paragraph', 600), 'paragraphs', 1, 4),
  whyChooseUs: z.strictObject({
    heading: text('the heading of the "why choose us" list', 60),
    points: list(
      z.strictObject({
        icon: z
          .enum(pointIcons, {
            error: (issue) => {
              const choices = `one of ${quoted(pointIcons)}: the drawing shown beside the point`;
              return issue.input === undefined
                ? `is missing. Write ${choices}.`
                : `is ${describeValue(issue.input)}, but must be ${choices}.`;
            },
          })
          .describe(
            'The drawing beside the point: "team" (people), "rupee" (Indian business), "support" (a headset) or "price-tag".',
          ),
        title: text('the point', 50),
        text: text('a sentence explaining it', 200),
      }),
      'points',
      2,
      8,
    ),
  }),
  image,
  confirmed: confirmations(fieldFacts.about),
});

/**
 * A next step for a product or a service: a WhatsApp button whose message names it, and an email link beside it
 * whose subject names it. `thing` is what {title} stands for.
 */
const enquiry = (thing: string, example: { label: string; message: string; subject: string }) => {
  const title = { title: `the ${thing} name` };
  return z.strictObject({
    label: text(`the text of the WhatsApp button, such as "${example.label}"`, 30),
    context: template('the words screen readers hear after the button text, e.g. "for {title} on WhatsApp"', 80, title),
    emailLabel: text('the text of the email link beside it, such as "or email us"', 30),
    emailContext: template('the words screen readers hear after the email link text, e.g. "about {title}"', 80, title),
    message: template(`the message WhatsApp starts with, e.g. "${example.message}"`, 300, title),
    subject: template(`the subject of the email, e.g. "${example.subject}"`, 100, title),
  });
};

export const contactSchema = z.strictObject({
  heading: text('the heading of the contact section', 80),
  intro: text('a sentence inviting visitors to get in touch', 240),
  /** The header's contact button on phones, which opens WhatsApp, call and email. */
  menuLabel: text("the name of the header's contact button, read by screen readers", 30),
  whatsappLabel: text('the label before the WhatsApp link, such as "WhatsApp us"', 30),
  whatsappText: text('the text of the WhatsApp link, such as "Chat with us on WhatsApp"', 40),
  callLabel: text('the label before the phone number', 30),
  emailLabel: text('the label before the email address', 30),
  /** What a WhatsApp chat started from a page says, so the company knows where the visitor was. */
  messages: z.strictObject({
    page: template('the message WhatsApp starts with, e.g. "Hello, I am on your {page} page."', 300, {
      page: "the page's short name (as in content/pages.yaml)",
    }),
    other: text('the message WhatsApp starts with on a page without a name, such as the page-not-found screen', 300),
  }),
  /** "Request a demo" on every product (its block and its carousel slide). */
  demo: enquiry('product', {
    label: 'Request a demo',
    message: 'Hello, I would like a demo of {title}.',
    subject: 'Demo request: {title}',
  }),
  /** "Get a quote" on every service card. */
  quote: enquiry('service', {
    label: 'Get a quote',
    message: 'Hello, please send me a quote for {title}.',
    subject: 'Quote request: {title}',
  }),
  /** Shown in place of the map when the visitor's connection asks to save data (Save-Data, or 2G). */
  mapSavingData: text('a sentence saying the map was not loaded, to save data', 120),
  mapLinkLabel: text('the link that opens the office in Google Maps', 40),
  mapShowLabel: text('the button that loads the map after all', 40),
});

export const privacySchema = z.strictObject({
  heading: text('the heading of the privacy notice', 80),
  intro: text('a sentence or two saying what the notice covers', 300),
  sections: list(
    z.strictObject({
      slug,
      heading: text('the heading of the part', 80),
      paragraphs: list(text('a paragraph', 700), 'paragraphs', 1, 4),
    }),
    'parts',
    1,
    12,
  ),
  confirmed: confirmations(fieldFacts.privacy),
});

/**
 * The proof a buyer weighs: case studies, key figures, testimonials and client logos. Honest content only: a
 * testimonial or logo needs the date its person or client gave consent, a result how and when it was measured.
 * There is no field for a star rating, and the site gives search engines no Review markup.
 */
const consentDate = (what: string) =>
  isoDate(
    `Write the date ${what} gave written consent to be shown here, such as "2026-11-02". Without consent, leave the entry out.`,
  );

/** Counts the page makes from the content itself: a figure written as one of these is never typed by hand. */
export const figureCounts = {
  yearsSinceFounding: 'the years since the company was founded (content/site.yaml, foundedYear)',
  productTotal: 'the number of products (content/products.yaml)',
  serviceTotal: 'the number of services (content/services.yaml)',
  openJobTotal: 'the number of open jobs (content/jobs.yaml)',
} as const;

/** Slugs of products or services that a case study or figure concerns (checked against content/products.yaml and services.ts). */
const concerns = (what: string, min: number) =>
  list(slug, `slugs of the products or services ${what}`, min, 6).describe(
    `The slugs of the products or services ${what}, such as "crm" or "bulk-sms".`,
  );

/** A client described, not named: "A textile exporter in Tiruppur". Anything else names them. */
const describedClient = /^an? /i;

const caseStudy = z
  .strictObject({
    slug,
    title: text('a short title for the case study, such as "GST invoices in minutes for a textile exporter"', 90),
    client: text(
      'the client, named only with their written permission, or described by trade and town, such as "A textile exporter in Tiruppur"',
      80,
    ),
    /** Only with it is the client named; without it the page says the name is withheld at the client's request. */
    clientPermission: z
      .strictObject({
        by: text('who at the client gave permission to name them, such as "R. Kumar, Managing Director"', 80),
        on: consentDate('the client'),
      })
      .optional()
      .describe('Who at the client gave written permission to name them, and the day. Leave it out to describe them.'),
    /** Whether a buyer may speak to the client: the page says so under a client whose name is withheld, too. */
    referenceCall: z
      .boolean({ error: (issue) => kindMessage(issue, 'Choose whether the client agreed to take a reference call.') })
      .describe('Whether the client agreed to take a call from a prospective buyer, arranged by us.'),
    problem: text('the problem the client had, in one or two sentences', 300),
    built: text('what was built or set up, and with which product or service', 300),
    uses: concerns('it was built with', 1),
    results: list(
      z.strictObject({
        figure: text('the result as a figure, such as "3 hours" or "40%"', 20),
        label: text('what the figure is, such as "less time spent on invoices each week"', 90),
        measured: text(
          'how the figure was measured, such as "the billing clerk\'s own time log, four weeks before and after"',
          200,
        ),
        measuredOn: isoDate('Write the date the figure was measured, such as "2026-09-30".'),
        evidence: text(
          'who holds the evidence of the figure, such as "the client\'s accounts team; a copy in our project file"',
          120,
        ),
      }),
      'results',
      1,
      4,
    ),
    confirmed: confirmation.optional(),
  })
  .refine(({ client, clientPermission }) => clientPermission !== undefined || describedClient.test(client), {
    path: ['client'],
    error: (issue) =>
      `is "${String((issue.input as { client: unknown }).client)}", which names the client, but no one at the client has given permission to name them. Fill in "client permission" (who gave it and the day), or describe the client by trade and town instead, starting with "A", such as "A textile exporter in Tiruppur".`,
    when: ({ value }) => typeof (value as { client?: unknown } | null)?.client === 'string',
  });

const keyFigure = z
  .strictObject({
    value: text(
      `the figure, such as "120", or one the site counts itself: ${Object.keys(figureCounts)
        .map((name) => `{${name}}`)
        .join(', ')}`,
      20,
      Object.keys(figureCounts),
    ),
    label: text('what the figure counts, such as "products built and supported in-house"', 60),
    /** A typed figure goes out of date: visitors are told when it was true. A counted one is as of the build. */
    asOf: isoDate('Write the date the figure was true, such as "2026-11-02".').optional(),
    /** A counted figure shows the proof file's countedSource instead: the site says it counted it. */
    source: text('where the figure comes from, such as "our own client records"', 120).optional(),
    about: concerns('the figure is about', 0).optional(),
    confirmed: confirmation.optional(),
  })
  .refine(({ value, source }) => (source === undefined) === /\{[A-Za-z]+\}/.test(value), {
    path: ['source'],
    error: ({ input }) =>
      (input as { source?: unknown }).source === undefined
        ? 'is missing. Write where a figure typed by hand comes from, such as source: "our own client records".'
        : 'is filled in, but the site counts this figure itself and says so under it. Remove the source.',
    when: ({ value }) => typeof (value as { value?: unknown } | null)?.value === 'string',
  })
  .refine(({ value, asOf }) => asOf !== undefined || /\{[A-Za-z]+\}/.test(value), {
    path: ['asOf'],
    error:
      'is missing. A figure typed by hand goes out of date, so write the date it was true, such as asOf: "2026-11-02", or write the value as a count the site makes, such as {productTotal}.',
    when: ({ value }) => typeof (value as { value?: unknown } | null)?.value === 'string',
  });

export const proofSchema = z.strictObject({
  caseStudies: z.strictObject({
    heading: text('the heading of the case studies', 60),
    intro: text('a sentence introducing the case studies', 240),
    /** Shown before the products or services a case study was built with. */
    usesLabel: text('the words before the products or services used, such as "Built with"', 30),
    /** Shown before how a result was measured. */
    measuredLabel: text('the words before how a result was measured, such as "How we measured:"', 30),
    /** Shown before who holds a result's evidence. */
    evidenceLabel: text('the words before who holds the evidence of a result, such as "Evidence held by:"', 30),
    /** Shown under a client described, not named. */
    nameWithheld: text(
      'a sentence saying the client\'s name is withheld at their request, such as "Name withheld at the client\'s request."',
      80,
    ),
    /** Shown under a client who agreed to take a reference call. */
    referenceCall: text('a sentence saying a call with the client can be arranged', 100),
    studies: list(caseStudy, 'case studies', 0, 6),
  }),
  figures: z.strictObject({
    heading: text('the heading of the key figures', 60),
    /** Shown before a figure's date, such as "as of". */
    asOfLabel: text('the words before the date a figure was true, such as "as of"', 20),
    /** In place of the source of a figure the site counts from its own lists. */
    countedSource: text('a line saying the site counts these figures itself, such as "Counted by this site"', 60),
    figures: list(keyFigure, 'figures', 0, 6),
  }),
  testimonials: z.strictObject({
    heading: text('the heading of the testimonials', 60),
    // Empty until a real client gives written consent: never a made-up quote.
    testimonials: list(
      z.strictObject({
        quote: text('what the client said, word for word as they approved it', 400),
        person: text("the person's name, as they agreed to be named", 60),
        role: text('the person\'s role, such as "Accounts manager"', 60),
        company: text("the person's company", 80),
        town: text('the town the company is in', 40),
        consentGiven: consentDate('the person'),
        source: text('where it was said, such as "an email to us" or "our Google Business Profile"', 80),
        confirmed: confirmation.optional(),
      }),
      'testimonials',
      0,
      6,
    ),
  }),
  logos: z.strictObject({
    heading: text('the heading of the client logos', 60),
    // Empty until a real client gives written permission to show their logo.
    clients: list(
      z.strictObject({
        name: text('the client company name', 80),
        logo: image,
        permissionGiven: consentDate('the client'),
        confirmed: confirmation.optional(),
      }),
      'client logos',
      0,
      12,
    ),
  }),
});

/** A link onward from the page-not-found screen to `where`, with a line under it saying what is there. */
const wayOnward = (where: string) =>
  z.strictObject({
    label: text(`the text of the link to ${where}`, 40),
    text: text(`a line under the link to ${where} saying what is there`, 160),
  });

export const chromeSchema = z.strictObject({
  skipLink: text('the skip link text', 40),
  menuLabel: text('the name of the menu button, read by screen readers', 30),
  scrollTopLabel: text('the name of the back-to-top button, read by screen readers', 40),
  footer: z.strictObject({
    addressHeading: text('the heading above the address', 30),
    contactHeading: text('the heading above the phone and email', 30),
    hoursHeading: text('the heading above the opening hours', 30),
    rights: text('the words after the copyright line', 60),
    privacy: text('the footer link to the privacy notice', 40),
    registration: registrationLabels,
    online: onlineLabels,
  }),
  breadcrumbLabel: text('the name of the breadcrumb trail, read by screen readers', 30),
  /** Under the header of every page of a preview (never of the published site) while any fact is still a sample. */
  samplesNotice: template(
    'a sentence saying the page is a preview and how many facts are still samples, e.g. "Preview: {count} facts on this site are samples"',
    200,
    { count: 'the number of facts still samples' },
  ),
  /**
   * In the footer: the button that switches to the light version (no scripts, map or headings' font), and while it
   * is shown (chosen, or because the connection asks to save data) a notice with the button back.
   */
  dataLight: z.strictObject({
    chooseLight: text('the text of the button that switches to the light version of the site, to save data', 50),
    notice: text('a sentence saying the light version of the site is shown, to save data', 120),
    loadInteractive: text('the text of the button that loads the interactive version of the site', 40),
  }),
  errors: z.strictObject({
    heading: text('the heading of the error screen', 60),
    retry: text('the retry button text', 30),
    notFoundTitle: text('the title of the page-not-found screen', 60),
    notFoundStatus: text('the status line of the page-not-found screen', 60),
    notFoundText: text('the sentence on the page-not-found screen', 200),
    home: text('the link text back to the home page', 40),
    /** The page-not-found screen's ways onward, under its link home: each a link and a line saying what is there. */
    onward: z.strictObject({
      heading: text('the heading above the ways onward on the page-not-found screen, such as "Where to next"', 60),
      services: wayOnward('the services page'),
      products: wayOnward('the products page'),
      contact: wayOnward('the contact page'),
      whatsapp: wayOnward('a WhatsApp chat with us'),
    }),
  }),
});

export type Image = z.output<typeof image>;

/**
 * A translation's review (lib/content/translation): who read it against the English, the day, and the version of
 * each part of the English they read, as the launch check gives it. Without it, the translation is a sample.
 */
export const translationReview = z
  .strictObject({
    by: text('who read the translation against the English, such as "Kavitha S., Sales"', 80),
    on: isoDate('Write the day of the review, such as "2026-12-01".'),
    english: list(
      z.strictObject({
        part: exactText('Write the part of the English, as the launch check names it, such as "hero".'),
        version: patterned(
          /^[0-9a-f]{8}$/,
          'must be the 8 letters and digits the launch check gives for this part, such as "3fa29b1c"',
          'Write the version the launch check gives for this part.',
        ),
      }),
      'parts of the English, each with the version read',
      1,
      200,
    ),
  })
  .optional()
  .describe('Who read the translation against the English, and when. Leave it out until it has been reviewed.');
