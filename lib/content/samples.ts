/**
 * The facts the company must stand behind, and whether each is confirmed (by whom, on which day) or still a sample.
 * Today's content is written here, not known: until someone at the company confirms a fact, the preview counts it as
 * a sample, `npm run check:launch` lists it, and the Publish build refuses the site while a required one is a
 * sample and leaves an optional one out.
 *
 * Required: what the site cannot be built without (its contact details, the claims in its copy). Optional: what
 * it can do without (a case study, a figure, a testimonial, a filled-in optional field), left out until confirmed.
 */
import { dayOf } from './open-jobs';
import { type ContentModule, type Path, type Problem, problem, type Sources, valuesIn } from './problem';

/** Facts written in a file's fields, confirmed in that file's `confirmed` group under their name. */
type FieldFact = {
  /** The fields that hold the fact; the first is where the launch check points. */
  fields: readonly string[];
  /** What the fact is, in words an office manager checks: "the email address, phone and WhatsApp numbers". */
  what: string;
  required: boolean;
  /** The value that claims nothing, such as "none" for a partner tier: no fact to confirm. */
  nothingClaimed?: string;
};

export const fieldFacts = {
  site: {
    contactDetails: {
      fields: ['email', 'phone', 'whatsapp'],
      what: 'the email address, the phone number and the WhatsApp number',
      required: true,
    },
    address: { fields: ['address', 'geo'], what: "the office's address and its place on the map", required: true },
    map: { fields: ['map'], what: 'the map of the office and its link to Google Maps', required: true },
    applicationForm: { fields: ['applicationFormUrl'], what: 'the job application form', required: true },
    legalIdentity: { fields: ['legalName'], what: 'the registered company name', required: true },
    foundedYear: { fields: ['foundedYear'], what: 'the year the company was founded', required: true },
    openingHours: { fields: ['openingHours'], what: 'the opening hours', required: true },
    priceRange: { fields: ['priceRange'], what: 'the price range search engines are told', required: true },
    profiles: { fields: ['profiles'], what: "the company's own pages on other sites", required: false },
    registration: { fields: ['cin', 'gstin'], what: 'the CIN and the GSTIN', required: false },
    googleBusinessProfile: {
      fields: ['googleBusinessProfile'],
      what: 'the Google Business Profile listing and its reviews',
      required: false,
    },
    whatsappPartner: {
      fields: ['whatsappPartner'],
      what: "the company's tier in Meta's partner programme",
      required: false,
      nothingClaimed: 'none',
    },
    dlt: { fields: ['dlt'], what: 'the DLT registration for bulk SMS', required: false },
  },
  about: {
    story: {
      fields: ['paragraphs'],
      what: 'the claims about the company: when it started, its team and where its clients are',
      required: true,
    },
    whyChooseUs: { fields: ['whyChooseUs'], what: 'the promises of "why choose us"', required: true },
  },
  services: {
    promises: {
      fields: ['services', 'detail'],
      what: 'what the services promise: their steps, timings and results',
      required: true,
    },
  },
  products: {
    promises: {
      fields: ['products'],
      what: 'what each product does and works with, where its data is kept and how it is priced',
      required: true,
    },
  },
  jobs: {
    jobs: { fields: ['jobs', 'hiring'], what: 'the jobs, their salaries and the steps of hiring', required: true },
  },
  privacy: {
    notice: { fields: ['sections'], what: 'the privacy notice: what is kept, where and for how long', required: true },
  },
} as const satisfies Record<string, Record<string, FieldFact>>;

/** Lists each of whose items is a fact of its own, confirmed in the item's own `confirmed` field. */
type ItemFact = {
  contentName: string;
  list: readonly [string, string];
  /** What one item is called: "case study". */
  noun: string;
  /** Items that are no fact to confirm: a figure the site counts from its own lists. */
  exempt?: (item: Record<string, unknown>) => boolean;
};

const counted = (item: Record<string, unknown>) => typeof item.value === 'string' && /\{[A-Za-z]+\}/.test(item.value);

const itemFacts: readonly ItemFact[] = [
  { contentName: 'proof', list: ['caseStudies', 'studies'], noun: 'case study' },
  { contentName: 'proof', list: ['figures', 'figures'], noun: 'figure', exempt: counted },
  { contentName: 'proof', list: ['testimonials', 'testimonials'], noun: 'testimonial' },
  { contentName: 'proof', list: ['logos', 'clients'], noun: 'client logo' },
];

/** One fact still a sample: where it is written, where its confirmation goes, and whether the site needs it. */
export type Sample = { contentName: string; at: Path; message: string; required: boolean };

type Data = Record<string, unknown> | null | undefined;

/** A value an editor has written: no optional field left out, no empty list. */
const filled = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && !value.length);

const confirmedIn = (data: Data, name: string) => filled((data?.confirmed as Data)?.[name]);

const itemsAt = (data: Data, [group, list]: readonly [string, string]) => {
  const items = (data?.[group] as Data)?.[list];
  return Array.isArray(items) ? (items as Data[]) : [];
};

/**
 * Every fact of the content still a sample, read from the files' data by content name (as the editor and the
 * check have it), leniently: a value of the wrong kind is the schema's mistake, not a sample.
 */
export function samplesIn(files: Record<string, unknown>): Sample[] {
  const samples: Sample[] = [];
  for (const [contentName, facts] of Object.entries(fieldFacts)) {
    const data = files[contentName] as Data;
    if (!data) continue;
    for (const [name, { fields, what, required, nothingClaimed }] of Object.entries(
      facts as Record<string, FieldFact>,
    )) {
      const field = fields.find((key) => filled(data[key]) && data[key] !== nothingClaimed);
      if (!field || confirmedIn(data, name)) continue;
      const until = required
        ? 'The site cannot go live until this is confirmed.'
        : 'Until this is confirmed, the published site leaves it out.';
      samples.push({
        contentName,
        at: [field],
        required,
        message: `is a sample: nobody at the company has confirmed ${what} yet. ${until} Once someone has checked it, write who and the day under "confirmed", "${name}" in this file, such as by: "Priya R., Director" and on: "2026-12-01".`,
      });
    }
  }
  for (const { contentName, list, noun, exempt } of itemFacts)
    for (const [index, item] of itemsAt(files[contentName] as Data, list).entries()) {
      if (!item || exempt?.(item) || filled(item.confirmed)) continue;
      samples.push({
        contentName,
        at: [...list, index],
        required: false,
        message: `is a sample: nobody at the company has confirmed this ${noun} yet, so the published site leaves it out. Once someone has checked it against the evidence, write who and the day in its "confirmed" field, such as by: "Priya R., Director" and on: "2026-12-01".`,
      });
    }
  return samples;
}

/**
 * The content as the Publish build makes the site: every optional fact still a sample left out (its list item
 * dropped, its field emptied). Required samples never get here: the Publish build stops on them first.
 */
export function withoutSamples<T extends Record<string, unknown>>(content: T): T {
  const kept = structuredClone(content) as Record<string, Record<string, unknown>>;
  for (const [contentName, facts] of Object.entries(fieldFacts)) {
    const data = kept[contentName];
    for (const [name, fact] of Object.entries(facts as Record<string, FieldFact>)) {
      if (fact.required || confirmedIn(data, name)) continue;
      for (const key of fact.fields)
        if (Array.isArray(data[key])) data[key] = [];
        else delete data[key];
    }
  }
  for (const { contentName, list, exempt } of itemFacts) {
    const group = kept[contentName]?.[list[0]] as Record<string, unknown> | undefined;
    if (group && Array.isArray(group[list[1]]))
      group[list[1]] = (group[list[1]] as Data[]).filter((item) => !item || exempt?.(item) || filled(item.confirmed));
  }
  return kept as T;
}

/** The samples the launch check reports, each at its file and line: the required ones stop the Publish build. */
export function launchProblems(
  modules: readonly ContentModule[],
  sources: Sources,
): { required: Problem[]; optional: Problem[] } {
  const byName = Object.fromEntries(modules.map((module) => [module.contentName, module]));
  const found = { required: [] as Problem[], optional: [] as Problem[] };
  for (const sample of samplesIn(Object.fromEntries(modules.map((module) => [module.contentName, module.data]))))
    found[sample.required ? 'required' : 'optional'].push(
      problem(byName[sample.contentName], sources, sample.at, sample.message),
    );
  return found;
}

/** The fields that say when something was given or done: none can be a day still to come. */
const evidenceDates: Record<string, string> = {
  on: 'Write the day it was given or confirmed: today or an earlier day.',
  consentGiven: 'Write the day the person gave consent: today or an earlier day. Until they have, leave the entry out.',
  permissionGiven:
    'Write the day the client gave permission: today or an earlier day. Until they have, leave the entry out.',
  measuredOn: 'Write the day the figure was measured: today or an earlier day.',
};

/** A consent, permission, confirmation or measurement dated after `today`: it cannot have happened yet. */
export function futureDateProblems(modules: readonly ContentModule[], sources: Sources, today: Date): Problem[] {
  const todayIso = dayOf(today);
  return modules.flatMap((module) =>
    valuesIn(module.data).flatMap(({ value, at }) => {
      const fix = evidenceDates[String(at[at.length - 1])];
      return fix && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > todayIso
        ? [problem(module, sources, at, `is "${value}", a day still to come (today is ${todayIso}). ${fix}`)]
        : [];
    }),
  );
}
