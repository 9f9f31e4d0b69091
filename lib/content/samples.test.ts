/** @jest-environment node */
/**
 * Samples never go live unmarked: the facts of today's content are samples, the launch check lists them, and a
 * Publish build refuses the required ones and leaves the optional ones out, until someone confirms them.
 */
import path from 'node:path';
import { exampleClient, exampleTestimonial } from '../proof-for-tests';
import { checkContent } from './check';
import { contentOf } from './index';
import { contentModules } from './modules';
import { dayOf } from './open-jobs';
import { ContentError, sourcesIn } from './problem';
import { fieldFacts, launchProblems, samplesIn } from './samples';

const today = new Date();
const confirmation = { by: 'Priya R., Director', on: dayOf(today) };
type Modules = typeof contentModules;
type Editable = { [K in keyof Modules]: Modules[K]['data'] & { confirmed?: unknown } };

/** The content files' data by name, to edit in a test. */
const dataOf = (): Editable =>
  structuredClone(
    Object.fromEntries(Object.entries(contentModules).map(([key, module]) => [key, module.data])),
  ) as Editable;

const modulesWith = (data: Editable): Modules =>
  Object.fromEntries(
    Object.entries(contentModules).map(([key, module]) => [key, { ...module, data: data[key as keyof Modules] }]),
  ) as unknown as Modules;

/** Every fact of the files confirmed, as the company does before launch; the optional list items are left as they are. */
function withRequiredConfirmed(data: Editable): Editable {
  for (const [file, facts] of Object.entries(fieldFacts))
    (data[file as keyof Editable] as { confirmed?: unknown }).confirmed = Object.fromEntries(
      Object.entries(facts)
        .filter(([, fact]) => fact.required)
        .map(([name]) => [name, confirmation]),
    );
  return data;
}

const launch = (data: Editable) => launchProblems(Object.values(modulesWith(data)), sourcesIn(process.cwd()));

const mistakes = (data: Editable) =>
  checkContent(Object.values(modulesWith(data)), { publicDir: path.join(process.cwd(), 'public'), today }).map(
    ({ message }) => message,
  );

const studies = contentModules.proof.data.caseStudies.studies;

describe("today's content, which the company has confirmed none of", () => {
  test('has every required fact listed by the launch check, at its file and field', () => {
    const { required } = launch(dataOf());
    const expected = Object.entries(fieldFacts).flatMap(([file, facts]) =>
      Object.values(facts)
        .filter((fact) => fact.required)
        .map(() => expect.objectContaining({ file: contentModules[file as keyof Modules].file })),
    );
    expect(required).toEqual(expected);
    expect(required[0].message).toMatch(
      /^field "email" is a sample: nobody at the company has confirmed the email address, the phone number and the WhatsApp number yet\. The site cannot go live until this is confirmed\. Once someone has checked it, write who and the day under "confirmed", "contactDetails" in this file/,
    );
  });

  test('lists each case study as an optional sample, by its title, and no figure the site counts', () => {
    const { optional } = launch(dataOf());
    const listed = optional.map(({ message }) => message);
    for (const study of studies)
      expect(listed).toContainEqual(
        expect.stringMatching(
          new RegExp(`^case study "${study.title}" is a sample: .* the published site leaves it out\\.`),
        ),
      );
    expect(listed.some((message) => message.startsWith('figure'))).toBe(false);
  });

  test('builds as a preview, everything in, and refuses to build for publishing', () => {
    const preview = contentOf(contentModules, { today });
    expect(preview.proof.caseStudies.studies).toHaveLength(studies.length);
    expect(() => contentOf(contentModules, { today, publish: true })).toThrow(ContentError);
  });
});

describe('once the company has confirmed the facts the site needs', () => {
  test('the launch check has nothing required left, and lists only the optional samples', () => {
    const { required, optional } = launch(withRequiredConfirmed(dataOf()));
    expect(required).toEqual([]);
    expect(optional.length).toBeGreaterThan(0);
  });

  test('the Publish build leaves out what is still a sample, and keeps what was confirmed', () => {
    const data = withRequiredConfirmed(dataOf());
    const [confirmedStudy] = data.proof.caseStudies.studies;
    Object.assign(confirmedStudy, { confirmed: confirmation });
    data.proof.testimonials.testimonials = [
      { ...exampleTestimonial, confirmed: confirmation },
      { ...exampleTestimonial, quote: `${exampleTestimonial.quote} Again.` },
    ];
    data.proof.logos.clients = [exampleClient];
    const published = contentOf(modulesWith(data), { today, publish: true });
    expect(published.proof.caseStudies.studies.map(({ slug }) => slug)).toEqual([confirmedStudy.slug]);
    expect(published.proof.testimonials.testimonials.map(({ quote }) => quote)).toEqual([exampleTestimonial.quote]);
    expect(published.proof.logos.clients).toEqual([]);
    // The company's pages elsewhere are optional: unconfirmed, no link to them and no sameAs.
    expect(published.site.profiles).toEqual([]);
    // Figures the site counts are its own lists, no claim to confirm: they stay.
    expect(published.proof.figures.figures).toHaveLength(contentModules.proof.data.figures.figures.length);
    // The preview of the same content keeps everything.
    expect(contentOf(modulesWith(data), { today }).proof.caseStudies.studies).toHaveLength(studies.length);
  });

  test('a fact confirmed in one file leaves the same fact of another file a sample', () => {
    const data = dataOf();
    data.site.confirmed = { contactDetails: confirmation };
    const samples = samplesIn(data);
    expect(samples.some(({ at }) => at[0] === 'email')).toBe(false);
    expect(samples.some(({ at }) => at[0] === 'address')).toBe(true);
  });
});

describe('proof states its footing', () => {
  const editStudy = (edit: (study: Editable['proof']['caseStudies']['studies'][number]) => void) => {
    const data = dataOf();
    edit(data.proof.caseStudies.studies[0]);
    return mistakes(data);
  };

  test('a client named without permission is refused, and accepted with it', () => {
    expect(editStudy((study) => (study.client = 'Sri Murugan Textiles'))).toEqual([
      `case study "${studies[0].title}", field "client" is "Sri Murugan Textiles", which names the client, but no one at the client has given permission to name them. Fill in "client permission" (who gave it and the day), or describe the client by trade and town instead, starting with "A", such as "A textile exporter in Tiruppur".`,
    ]);
    expect(
      editStudy((study) =>
        Object.assign(study, {
          client: 'Sri Murugan Textiles',
          clientPermission: { by: 'R. Kumar, Managing Director', on: dayOf(today) },
        }),
      ),
    ).toEqual([]);
  });

  test.each([
    ['a permission to name the client', ['clientPermission', 'on']],
    ['a confirmation', ['confirmed', 'on']],
  ])('%s dated tomorrow is refused: it cannot have been given yet', (_, [group, field]) => {
    const tomorrow = dayOf(new Date(today.getTime() + 24 * 60 * 60 * 1000));
    expect(editStudy((study) => Object.assign(study, { [group]: { by: 'R. Kumar', [field]: tomorrow } }))).toEqual([
      `case study "${studies[0].title}", field "${group} › on" is "${tomorrow}", a day still to come (today is ${dayOf(today)}). Write the day it was given or confirmed: today or an earlier day.`,
    ]);
  });

  test("a testimonial's consent dated next month is refused", () => {
    const data = dataOf();
    const nextMonth = dayOf(new Date(today.getTime() + 31 * 24 * 60 * 60 * 1000));
    data.proof.testimonials.testimonials = [{ ...exampleTestimonial, consentGiven: nextMonth }];
    expect(mistakes(data)).toEqual([
      `testimonial 1, field "consentGiven" is "${nextMonth}", a day still to come (today is ${dayOf(today)}). Write the day the person gave consent: today or an earlier day. Until they have, leave the entry out.`,
    ]);
  });

  test('a figure the site counts says so itself; one typed by hand names its source', () => {
    const data = dataOf();
    const [counted] = data.proof.figures.figures;
    data.proof.figures.figures = [
      { ...counted, source: 'Our own records' },
      { value: '120', label: 'clients served', asOf: dayOf(today) },
    ];
    expect(mistakes(data)).toEqual([
      `figure "${counted.label}", field "source" is filled in, but the site counts this figure itself and says so under it. Remove the source.`,
      'figure "clients served", field "source" is missing. Write where a figure typed by hand comes from, such as source: "our own client records".',
    ]);
  });
});
