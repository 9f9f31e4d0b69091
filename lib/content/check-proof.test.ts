/** @jest-environment node */
// The proof file's rules (content/proof.yaml): each refusal with the message an editor reads, naming the item and
// the field and saying what to write. Checked with checkContent beside the products and services it names.
import path from 'node:path';
import { exampleClient, exampleTestimonial } from '../proof-for-tests';
import { checkContent } from './check';
import { proofProblems } from './check-proof';
import { contentModules } from './modules';
import { type ContentModule, type Problem, sourcesIn } from './problem';

// biome-ignore lint/suspicious/noExplicitAny: the mistakes under test are ones the content types forbid.
type Editable = any;

const options = { publicDir: path.join(process.cwd(), 'public') };
const { proof, products, services } = contentModules;
const slugs = [...products.data.products, ...services.data.services].map((item) => item.slug).join(', ');

function mistakesAfter(edit: (data: Editable) => void): string[] {
  const data = structuredClone(proof.data) as Editable;
  edit(data);
  return checkContent([{ ...proof, data }, products, services], options).map((problem) => problem.message);
}

const study = () => proof.data.caseStudies.studies[0];
/** The number a testimonial added after the shipped ones is named by. */
const nextTestimonial = proof.data.testimonials.testimonials.length + 1;
/** A case study built with a product no one has: a slip in a slug. */
const unknownUse = (data: Editable) => (data.caseStudies.studies[0].uses = ['gst-biling']);

test('the shipped proof passes', () => {
  expect(mistakesAfter(() => {})).toEqual([]);
});

test('a filled-in testimonial and client logo pass', () => {
  expect(
    mistakesAfter((data) => {
      data.testimonials.testimonials.push(exampleTestimonial);
      data.logos.clients.push(exampleClient);
    }),
  ).toEqual([]);
});

test('a testimonial without the date its person gave consent is refused', () => {
  const { consentGiven: _, ...withoutConsent } = exampleTestimonial;
  expect(mistakesAfter((data) => data.testimonials.testimonials.push(withoutConsent))).toEqual([
    `testimonial ${nextTestimonial}, field "consentGiven" is missing. Write the date the person gave written consent to be shown here, such as "2026-11-02". Without consent, leave the entry out.`,
  ]);
});

test('a client logo without the date its client gave permission is refused', () => {
  const { permissionGiven: _, ...withoutPermission } = exampleClient;
  expect(mistakesAfter((data) => data.logos.clients.push(withoutPermission))).toEqual([
    `client logo "${exampleClient.name}", field "permissionGiven" is missing. Write the date the client gave written consent to be shown here, such as "2026-11-02". Without consent, leave the entry out.`,
  ]);
});

test('a consent date that is no date is refused', () => {
  expect(
    mistakesAfter((data) => data.testimonials.testimonials.push({ ...exampleTestimonial, consentGiven: 'yes' })),
  ).toEqual([
    `testimonial ${nextTestimonial}, field "consentGiven" is the text "yes", but must be a real date written year-month-day, such as "2026-11-02".`,
  ]);
});

test('a result without how it was measured, or when, is refused', () => {
  const [result] = study().results;
  expect(
    mistakesAfter((data) => {
      delete data.caseStudies.studies[0].results[0].measured;
      delete data.caseStudies.studies[0].results[0].measuredOn;
    }),
  ).toEqual([
    `case study "${study().title}", result "${result.label}", field "measured" is missing. Write how the figure was measured, such as "the billing clerk's own time log, four weeks before and after".`,
    `case study "${study().title}", result "${result.label}", field "measuredOn" is missing. Write the date the figure was measured, such as "2026-09-30".`,
  ]);
});

test('a case study without a result is refused', () => {
  expect(mistakesAfter((data) => (data.caseStudies.studies[0].results = []))).toEqual([
    `case study "${study().title}", field "results" is an empty list. Add results, each on a line of its own starting with "- ".`,
  ]);
});

test('a case study built with a product or service the site does not have is refused', () => {
  expect(mistakesAfter(unknownUse)).toEqual([
    `case study "${study().title}", product or service 1 is "gst-biling", but no product in content/products.yaml or service in content/services.yaml has that slug. Write one of: ${slugs}.`,
  ]);
});

test('a figure about a product or service the site does not have is refused', () => {
  expect(mistakesAfter((data) => (data.figures.figures[0].about = ['seo']))).toEqual([
    `figure "${proof.data.figures.figures[0].label}", product or service 1 is "seo", but no product in content/products.yaml or service in content/services.yaml has that slug. Write one of: ${slugs}.`,
  ]);
});

test('a figure typed by hand needs the date it was true; a counted one does not', () => {
  const typed = { value: '120', label: 'projects delivered', source: 'our project register' };
  expect(mistakesAfter((data) => data.figures.figures.push(typed))).toEqual([
    'figure "projects delivered", field "asOf" is missing. A figure typed by hand goes out of date, so write the date it was true, such as asOf: "2026-11-02", or write the value as a count the site makes, such as {productTotal}.',
  ]);
  expect(mistakesAfter((data) => data.figures.figures.push({ ...typed, asOf: '2026-11-01' }))).toEqual([]);
});

test('a figure naming a count the site does not make is refused, naming the counts it does', () => {
  expect(mistakesAfter((data) => (data.figures.figures[0].value = '{clientCount}'))).toEqual([
    expect.stringMatching(
      /^figure ".+", field "value" uses "\{clientCount\}", which the site cannot fill in\. Write one of \{yearsSinceFounding\}, \{productTotal\}, \{serviceTotal\}, \{openJobTotal\}, /,
    ),
  ]);
});

test('there is no field for a star rating, and no stars in a quote', () => {
  const [rated] = mistakesAfter((data) => data.testimonials.testimonials.push({ ...exampleTestimonial, rating: 5 }));
  expect(rated).toMatch(new RegExp(`^testimonial ${nextTestimonial} has a field "rating"`));
  expect(
    mistakesAfter((data) =>
      data.testimonials.testimonials.push({ ...exampleTestimonial, quote: `★★★★★ ${exampleTestimonial.quote}` }),
    ),
  ).toEqual([
    `testimonial ${nextTestimonial}, field "quote" has star symbols in it, but the site shows no star ratings. Remove the stars and keep only the words the client said.`,
  ]);
});

// The rule across files reads the proof, products and services leniently: a value of the wrong kind is the
// schema's to report, so the rule neither crashes on it nor adds a second message of its own.
const unknownSlug = /no product in content\/products\.yaml or service in content\/services\.yaml has that slug/;
const stars = /has star symbols in it/;

const sources = sourcesIn(process.cwd());

/** The rule's own messages (and whether it ran without crashing) for the proof data after an edit. */
function ruleFindsAfter(edit: (data: Editable) => void, others: ContentModule[] = [products, services]): Problem[] {
  const data = structuredClone(proof.data) as Editable;
  edit(data);
  return proofProblems([{ ...proof, data }, ...others], sources);
}

test('the proof is found among the modules in any order, not taken as the first one', () => {
  const data = structuredClone(proof.data) as Editable;
  unknownUse(data);
  const found = checkContent([products, services, { ...proof, data }], options).map((problem) => problem.message);
  expect(found).toEqual([expect.stringMatching(unknownSlug)]);
});

test('a proof checked without the products or the services beside it is not checked across files', () => {
  expect(ruleFindsAfter(unknownUse, [products])).toEqual([]);
  expect(ruleFindsAfter(unknownUse, [services])).toEqual([]);
  expect(ruleFindsAfter(unknownUse, [])).toEqual([]);
  expect(proofProblems([products, services], sources)).toEqual([]);
});

test('malformed proof data is left to the schema: no crash, and no message from the rule across files', () => {
  const malformed: ((data: Editable) => void)[] = [
    (data) => (data.caseStudies.studies[0] = null),
    (data) => (data.figures.figures[0] = null),
    (data) => (data.caseStudies.studies[0].uses = 42),
    (data) => (data.caseStudies.studies[0].uses = [42]),
    (data) => (data.caseStudies.studies[0].uses = ['web Design']),
    (data) => (data.figures.figures[0].about = ['Web Design']),
    (data) => (data.caseStudies.studies = 'none'),
    (data) => delete data.caseStudies.studies,
    (data) => delete data.caseStudies,
    (data) => delete data.figures,
    (data) => delete data.testimonials,
    (data) => delete data.testimonials.testimonials,
    (data) => (data.testimonials.testimonials = 'none'),
    (data) => data.testimonials.testimonials.push(null),
    (data) => data.testimonials.testimonials.push({ ...exampleTestimonial, quote: ['★★★★★ Great work'] }),
    (data) => data.testimonials.testimonials.push({ ...exampleTestimonial, quote: 5 }),
  ];
  for (const edit of malformed) {
    expect(ruleFindsAfter(edit)).toEqual([]);
    const found = mistakesAfter(edit);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((message) => unknownSlug.test(message) || stars.test(message))).toEqual([]);
  }
  expect(proofProblems([{ ...proof, data: null }, products, services], sources)).toEqual([]);
});

test('products or services that are malformed give only the slugs there are in "Write one of:"', () => {
  const slugsOf = (list: { slug: string }[]) => list.map((item) => item.slug);
  // Without products, the products the shipped proof names are unknown too: each message gives the same list.
  const writeOne = (found: Problem[]) => [
    ...new Set(found.map((problem) => problem.message.split('Write one of: ')[1])),
  ];
  const withoutSlug = structuredClone(products.data) as Editable;
  delete withoutSlug.products[0].slug;
  withoutSlug.products.push(null);
  expect(writeOne(ruleFindsAfter(unknownUse, [{ ...products, data: withoutSlug }, services]))).toEqual([
    `${[...slugsOf(products.data.products.slice(1)), ...slugsOf(services.data.services)].join(', ')}.`,
  ]);
  expect(writeOne(ruleFindsAfter(unknownUse, [{ ...products, data: { products: 'none' } }, services]))).toEqual([
    `${slugsOf(services.data.services).join(', ')}.`,
  ]);
});

test('stars are reported at the quote of the testimonial that has them', () => {
  const found = ruleFindsAfter((data) =>
    data.testimonials.testimonials.push(exampleTestimonial, { ...exampleTestimonial, quote: `★★★★★ Great work` }),
  );
  // The second of the two added, after the shipped ones: its index is the first one's number.
  expect(found.map((problem) => problem.place?.at)).toEqual([
    ['testimonials', 'testimonials', nextTestimonial, 'quote'],
  ]);
  expect(found[0].message).toMatch(new RegExp(`^testimonial ${nextTestimonial + 1}, field "quote" has star symbols`));
});
