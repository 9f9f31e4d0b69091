/**
 * What the proof sections show, from the checked content: the figures the site counts itself (years since
 * founding, products, services, open jobs) and the names of the products and services a case study was built with.
 */
import type { figureCounts } from './content/schema';
import { fillTemplate } from './template';

type Counted = {
  site: { foundedYear: number };
  products: { products: { slug: string; shortName: string }[] };
  services: { services: { slug: string; heading: string }[] };
  jobs: { jobs: unknown[] };
};

export type FigureCounts = Record<keyof typeof figureCounts, number>;

/** The counts a figure may name, on the day the site is built (jobs are the open ones: content leaves out the rest). */
export function countsOf({ site, products, services, jobs }: Counted, today: Date): FigureCounts {
  return {
    yearsSinceFounding: today.getUTCFullYear() - site.foundedYear,
    productTotal: products.products.length,
    serviceTotal: services.services.length,
    openJobTotal: jobs.jobs.length,
  };
}

/** A figure's value as shown: "{productTotal}" becomes "5". */
export const figureValue = (value: string, counts: FigureCounts) => fillTemplate(value, counts);

/** A figure counted by the site is true on the day it is built; one typed by hand, on the day it names. */
export const isCounted = (value: string) => /\{[A-Za-z]+\}/.test(value);

/** The names visitors know the products and services by, by slug: "CRM", "WhatsApp API". */
export function offerNamesOf({ products, services }: Pick<Counted, 'products' | 'services'>): Record<string, string> {
  return Object.fromEntries([
    ...products.products.map((product) => [product.slug, product.shortName]),
    ...services.services.map((service) => [service.slug, service.heading]),
  ]);
}

/** "2026-06-30" as visitors read it: "June 2026". */
export const monthOf = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Everything the proof sections need from the content, as built on `today`. */
export function proofPropsOf<P>(content: Counted & { proof: P }, today: Date) {
  return {
    proof: content.proof,
    names: offerNamesOf(content),
    counts: countsOf(content, today),
    builtOn: today.toISOString().slice(0, 10),
  };
}
