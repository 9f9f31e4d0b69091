/** @jest-environment node */
// A fact lives in one field; free text names it by a {placeholder} and gets its value when content is loaded.
import { type Facts, factsOf, fillPlaceholders, listInWords, unknownPlaceholders } from './facts';

type Sources = Parameters<typeof factsOf>[0];

/** A company whose every fact is different from the shipped one, so each placeholder's source shows. */
const company: Sources = {
  site: {
    name: 'Vistara Soft',
    phone: '+91 422 123 4567',
    email: 'hello@vistara.example',
    foundedYear: 2011,
    address: { city: 'Madurai', locality: 'Anna Nagar' },
    openingHours: [
      { days: 'Mon-Fri', hours: '10.00AM - 7.00PM' },
      { days: 'Sunday', hours: 'closed' },
    ],
  },
  products: { products: [{ shortName: 'billing' }, { shortName: 'payroll' }] },
  services: { services: [{ heading: 'SMS' }, { heading: 'Email' }, { heading: 'Websites' }] },
  jobs: { jobs: [{ postingTitle: 'Tester' }] },
};

const fill = (text: string, sources: Sources = company) => fillPlaceholders(text, factsOf(sources));

/** The same company with `count` products and `count` jobs. */
const withCount = (count: number): Sources => ({
  ...company,
  products: { products: Array.from({ length: count }, (_, i) => ({ shortName: `p${i}` })) },
  jobs: { jobs: Array.from({ length: count }, (_, i) => ({ postingTitle: `j${i}` })) },
});

describe('each placeholder is filled from its one field', () => {
  it('the company, its address and how to reach it', () => {
    expect(fill('{companyName}, {locality}, {city}. Call {phone} or write to {email}.')).toBe(
      'Vistara Soft, Anna Nagar, Madurai. Call +91 422 123 4567 or write to hello@vistara.example.',
    );
  });

  it('the year it was founded and its opening hours, line by line as the footer shows them', () => {
    expect(fill('Since {foundedYear}. Open {openingHours}.')).toBe(
      'Since 2011. Open Mon-Fri 10.00AM - 7.00PM, Sunday closed.',
    );
  });

  it('the products, services and jobs, counted and named in words', () => {
    expect(fill('{productCount} products: {productNames}. Services: {serviceNames}.')).toBe(
      'two products: billing and payroll. Services: SMS, Email and Websites.',
    );
    expect(fill('{jobCount} job open: {jobTitles}.')).toBe('one job open: Tester.');
  });
});

it('a capital first letter capitalises the value; a small one leaves it as written', () => {
  expect(fill('{ProductCount} products, {productCount} in all; {ProductNames} and {JobTitles}.')).toBe(
    'Two products, two in all; Billing and payroll and Tester.',
  );
});

it('counts are words up to eleven, then digits', () => {
  const counts = Array.from({ length: 13 }, (_, count) => factsOf(withCount(count)));
  expect(counts.map((facts) => facts.productCount)).toEqual([
    'no',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    '12',
  ]);
  expect(counts.map((facts) => facts.jobCount)).toEqual(counts.map((facts) => facts.productCount));
});

it('lists read as a sentence, however many names they have', () => {
  expect(listInWords([])).toBe('');
  expect(listInWords(['CRM'])).toBe('CRM');
  expect(listInWords(['CRM', 'ERP'])).toBe('CRM and ERP');
  expect(listInWords(['CRM', 'ERP', 'GST billing'])).toBe('CRM, ERP and GST billing');
});

it('a placeholder that is no fact is left for the page to fill, such as the carousel position', () => {
  expect(fill('Product {current} of {total}: {title}, by {companyName}')).toBe(
    'Product {current} of {total}: {title}, by Vistara Soft',
  );
});

it('every text in the content is filled, and numbers, switches and empty values are kept as they are', () => {
  const facts: Facts = factsOf(company);
  expect(
    fillPlaceholders(
      { heading: 'About {companyName}', points: [{ text: 'In {city}' }, 'Since {foundedYear}'], zoom: 14 },
      facts,
    ),
  ).toEqual({ heading: 'About Vistara Soft', points: [{ text: 'In Madurai' }, 'Since 2011'], zoom: 14 });
  expect(fillPlaceholders({ directApply: false, note: null, image: undefined }, facts)).toEqual({
    directApply: false,
    note: null,
    image: undefined,
  });
});

describe('placeholders the site cannot fill are found', () => {
  it('a misspelt or unknown name, whatever its first letter', () => {
    expect(unknownPlaceholders('{CompanyName} in {city}, open {openinghours} in {Town}', [])).toEqual([
      'openinghours',
      'Town',
    ]);
  });

  it('but not the ones the page fills itself', () => {
    expect(unknownPlaceholders('{title} at {companyName}', ['title'])).toEqual([]);
    expect(unknownPlaceholders('{title} at {companyName}', [])).toEqual(['title']);
  });
});
