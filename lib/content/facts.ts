/**
 * A fact (the opening hours, the products, the company name) lives in one field. Free text refers to it by
 * a placeholder such as "{openingHours}" and gets the current value when content is loaded, so changing
 * the field changes every sentence that mentions it.
 */
import type { OpeningHoursLine } from '../opening-hours';

/** Every placeholder free text may use, with what it stands for (the wording of the check's message). */
export const placeholders = {
  companyName: 'the company name',
  city: 'the city of the office',
  locality: 'the area of the city the office is in',
  phone: 'the phone number as visitors read it',
  email: 'the email address',
  foundedYear: 'the year the company was founded',
  openingHours: 'the opening hours, as the footer shows them',
  productCount: 'how many products there are, as a word ("five")',
  productNames: 'the short names of the products, such as "CRM, ERP and matrimonial"',
  serviceNames: 'the names of the services',
  jobCount: 'how many jobs are open, as a word ("three")',
  jobTitles: 'the job titles of the open positions',
} as const;

type Placeholder = keyof typeof placeholders;
export type Facts = Record<Placeholder, string>;

/** A placeholder as written: a word in curly brackets. A capital first letter asks for a capitalised value. */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const countInWords = (count: number) => numberWords[count] ?? String(count);

/** How a language joins a list ("a, b and c") and writes a count ("three", or "3" where it has no words here). */
export type Wording = { and: string; countsInWords: boolean };

const englishWording: Wording = { and: 'and', countsInWords: true };

/** "a, b and c". */
export function listInWords(items: readonly string[], and = englishWording.and): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The placeholders a text uses that are neither facts nor in `alsoAllowed` (filled by the page itself). */
export function unknownPlaceholders(text: string, alsoAllowed: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .filter((name) => !(lowerFirst(name) in placeholders) && !alsoAllowed.includes(name));
}

/** The fields facts are read from, as the schemas give them. */
type FactSources = {
  site: {
    name: string;
    phone: string;
    email: string;
    foundedYear: number;
    address: { city: string; locality: string };
    openingHours: OpeningHoursLine[];
  };
  products: { products: { shortName: string }[] };
  services: { services: { heading: string }[] };
  jobs: { jobs: { postingTitle: string }[] };
};

export function factsOf({ site, products, services, jobs }: FactSources, wording = englishWording): Facts {
  const inWords = (count: number) => (wording.countsInWords ? countInWords(count) : String(count));
  const names = (items: readonly string[]) => listInWords(items, wording.and);
  return {
    companyName: site.name,
    city: site.address.city,
    locality: site.address.locality,
    phone: site.phone,
    email: site.email,
    foundedYear: String(site.foundedYear),
    openingHours: site.openingHours.map(({ days, hours }) => `${days} ${hours}`).join(', '),
    productCount: inWords(products.products.length),
    productNames: names(products.products.map((product) => product.shortName)),
    serviceNames: names(services.services.map((service) => service.heading)),
    jobCount: inWords(jobs.jobs.length),
    jobTitles: names(jobs.jobs.map((job) => job.postingTitle)),
  };
}

function fillText(text: string, facts: Facts): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const value = facts[lowerFirst(name) as Placeholder];
    if (value === undefined) return written; // filled by the page itself, such as the carousel's {current}
    return name === lowerFirst(name) ? value : upperFirst(value);
  });
}

/** The value with every placeholder in every text replaced by its fact. */
export function fillPlaceholders<T>(value: T, facts: Facts): T {
  if (typeof value === 'string') return fillText(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, facts)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillPlaceholders(child, facts)])) as T;
  return value;
}
