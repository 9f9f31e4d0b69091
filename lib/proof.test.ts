/** @jest-environment node */
import { loadContent } from './content';
import { countsOf, figureValue, isCounted, monthOf, offerNamesOf, proofPropsOf } from './proof';

const content = loadContent();
const { products, services, site } = content;
const buildDay = new Date('2031-03-15T09:30:00Z');

describe('the figures the site counts itself', () => {
  it('are the years since founding on the build day, and the products, services and jobs content holds', () => {
    const jobs = { jobs: [{}, {}, {}] };
    expect(countsOf({ site, products, services, jobs }, buildDay)).toEqual({
      yearsSinceFounding: 2031 - site.foundedYear,
      productTotal: products.products.length,
      serviceTotal: services.services.length,
      openJobTotal: 3,
    });
  });

  it('show a counted figure as its number, and leave one typed by hand as written', () => {
    const counts = { yearsSinceFounding: 9, productTotal: 5, serviceTotal: 7, openJobTotal: 0 };
    expect(figureValue('{productTotal}', counts)).toBe('5');
    expect(figureValue('{openJobTotal} open roles', counts)).toBe('0 open roles');
    expect(figureValue('120+', counts)).toBe('120+');
  });

  it('are told from typed figures by their {name}, which must be whole', () => {
    expect(isCounted('{serviceTotal}')).toBe(true);
    expect(isCounted('over {yearsSinceFounding} years')).toBe(true);
    expect(isCounted('120')).toBe(false);
    expect(isCounted('{}')).toBe(false);
    expect(isCounted('{productTotal')).toBe(false);
  });
});

describe('what a case study names', () => {
  it('is each product by its short name and each service by its heading, by slug', () => {
    const names = offerNamesOf({ products, services });
    for (const product of products.products) expect(names[product.slug]).toBe(product.shortName);
    for (const service of services.services) expect(names[service.slug]).toBe(service.heading);
    expect(Object.keys(names)).toHaveLength(products.products.length + services.services.length);
  });
});

describe('a date a figure was measured on', () => {
  it('reads as its month and year', () => {
    expect(monthOf('2026-06-30')).toBe('June 2026');
    expect(monthOf('2026-01-01')).toBe('January 2026');
  });
});

describe('what the proof sections are given', () => {
  it('names every offer a case study uses, and counts and dates its figures on the build day', () => {
    const { proof, names, counts, builtOn } = proofPropsOf(content, buildDay);
    expect(proof).toBe(content.proof);
    for (const study of proof.caseStudies.studies) for (const slug of study.uses) expect(names[slug]).toBeTruthy();
    expect(counts.yearsSinceFounding).toBe(2031 - site.foundedYear);
    expect(builtOn).toBe('2031-03-15');
  });
});
