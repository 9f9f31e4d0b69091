/** @jest-environment node */
// Rules the loaded content is held to before a page is built from it: placeholders, closing dates, titles, logo.

import { routeList } from '../routes/paths';
import { factsOf, fillPlaceholders, listInWords, unknownPlaceholders } from './facts';
import { contentOf } from './index';
import { contentModules } from './modules';
import { at, valueAt } from './positions-for-tests';
import { formatProblem, type Problem } from './problem';
import { CLOSING_SOON_DAYS, closedJobWarnings, closingSoonWarnings } from './published';
import { figureCounts } from './schema';

type Modules = typeof contentModules;
// Tests write mistakes the content types forbid.
// biome-ignore lint/suspicious/noExplicitAny: the mistakes under test are ones the content types forbid.
type Editable = { [K in keyof Modules]: any };

const today = new Date('2026-11-23T09:00:00Z');

function modulesAfter(edit: (data: Editable) => void): Modules {
  const data = structuredClone(
    Object.fromEntries(Object.entries(contentModules).map(([key, module]) => [key, module.data])),
  ) as Editable;
  edit(data);
  return Object.fromEntries(
    Object.entries(contentModules).map(([key, module]) => [key, { ...module, data: data[key as keyof Modules] }]),
  ) as Modules;
}

/** Matches a message that starts at the given `file:line:column`. */
const startingAt = (position: string) => new RegExp(`^${position.replace(/[./]/g, '\\$&')}: `);

/** The mistakes loading reports after the edit, on the given day. */
function problemsAfter(edit: (data: Editable) => void, on = today): string[] {
  try {
    contentOf(modulesAfter(edit), { today: on });
    return [];
  } catch (error) {
    const { problems } = error as { problems?: Problem[] };
    return problems ? problems.map(formatProblem) : [String(error)];
  }
}

describe('placeholders', () => {
  const facts = contentOf(contentModules, { today });

  it('are filled in every text, a capital first letter giving a capitalised value', () => {
    // Written here rather than read from content/, so the words an editor owns can change freely.
    const count = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][facts.products.products.length];
    const hours = facts.site.openingHours.map(({ days, hours }) => `${days} ${hours}`).join(', ');
    expect(fillPlaceholders('{ProductCount} products from {companyName}. Open {openingHours}.', factsOf(facts))).toBe(
      `${count.charAt(0).toUpperCase()}${count.slice(1)} products from ${facts.site.name}. Open ${hours}.`,
    );
    // Only the blanks pages fill in themselves remain: the carousel's, the page name of WhatsApp messages, the
    // counts a key figure shows (content/proof.yaml), a job's salary range, our mail's domain, and the WhatsApp partner
    // tier and the DLT registration a service's page says (content/services.yaml, credentials), and the samples' count.
    const ownBlanks = [
      ...['current', 'total', 'title', 'page', 'min', 'max', 'domain', 'tier', 'id', 'operator', 'count'],
      ...Object.keys(figureCounts),
    ];
    expect(JSON.stringify(facts)).not.toMatch(new RegExp(`\\{(?!(?:${ownBlanks.join('|')})\\})[A-Za-z]+\\}`));
  });

  it('leave the carousel its own {current}, {total} and {title}', () => {
    expect(facts.products.carousel.status).toBe('Product {current} of {total}: {title}');
  });

  it('list names in words', () => {
    expect(listInWords(['CRM'])).toBe('CRM');
    expect(listInWords(['CRM', 'ERP', 'GST billing'])).toBe('CRM, ERP and GST billing');
    expect(fillPlaceholders({ list: ['{JobCount} jobs'] }, { jobCount: 'three' } as never)).toEqual({
      list: ['Three jobs'],
    });
    expect(unknownPlaceholders('{openingHours} and {OpeningHours} and {hours}', [])).toEqual(['hours']);
  });

  it('an unknown placeholder is refused with the ones that exist', () => {
    expect(problemsAfter((data) => (data.pages.contact.description = 'Open {openinghours}.'))).toEqual([
      expect.stringMatching(startingAt(valueAt('content/pages.yaml', 'description', 8))),
    ]);
    expect(problemsAfter((data) => (data.pages.contact.description = 'Open {openinghours}.'))).toEqual([
      expect.stringMatching(
        /: field "contact › description" uses "\{openinghours\}", which the site cannot fill in\. Write one of \{companyName\}, .*\{openingHours\}.* exactly as shown, or remove the curly brackets \{ \}\.$/,
      ),
    ]);
  });
});

describe('jobs', () => {
  it('a job past its closing date is left out of the site with a warning, and the build goes on', () => {
    const closing = (data: Editable) => (data.jobs.jobs[1].validThrough = '2026-11-22');
    expect(problemsAfter(closing)).toEqual([]);
    const content = contentOf(modulesAfter(closing), { today });
    const shipped = contentOf(contentModules, { today });
    const closed = shipped.jobs.jobs[1];
    expect(content.jobs.jobs.map((job) => job.slug)).toEqual(
      shipped.jobs.jobs.filter((job) => job !== closed).map((job) => job.slug),
    );
    // Every page built from the content, and every sentence naming the open jobs, leaves it out.
    const routes = routeList({
      pages: content.pages,
      items: {
        jobs: content.jobs.jobs.map((job) => ({ slug: job.slug, name: job.title })),
        servicePages: [],
        productPages: [],
      },
    });
    expect(routes.map((route) => route.path)).not.toContain(`${content.pages.career.path}/${closed.slug}`);
    expect(shipped.pages.career.description).toContain(closed.postingTitle);
    expect(content.pages.career.description).not.toContain(closed.postingTitle);

    expect(closedJobWarnings(modulesAfter(closing), today).map(formatProblem)).toEqual([
      `${valueAt('content/jobs.yaml', 'validThrough', 2)}: job "App Development", field "validThrough" is "2026-11-22", a date that has passed (today is 2026-11-23), so the job is closed and the site is built without it: no card, no page, no sitemap entry and no listing for search engines. If it is still open, write a later date; if not, remove the job from this file.`,
    ]);
    expect(closedJobWarnings(contentModules, today)).toEqual([]);
  });

  it(`a job closing within ${CLOSING_SOON_DAYS} days is a warning naming it, while there is time to give a later date`, () => {
    const closingOn = (validThrough: string) =>
      closingSoonWarnings(
        modulesAfter((data) => (data.jobs.jobs[1].validThrough = validThrough)),
        today,
      ).map(formatProblem);
    const where = valueAt('content/jobs.yaml', 'validThrough', 2);
    const lastDay = `the job's last day, after which the site is built without it. If it stays open longer, write a later date now; if not, nothing needs doing.`;
    // today is 2026-11-23.
    expect(closingOn('2026-12-07')).toEqual([
      `${where}: job "App Development", field "validThrough" is "2026-12-07", 14 days from now (today is 2026-11-23): ${lastDay}`,
    ]);
    expect(closingOn('2026-11-24')).toEqual([
      `${where}: job "App Development", field "validThrough" is "2026-11-24", tomorrow (today is 2026-11-23): ${lastDay}`,
    ]);
    expect(closingOn('2026-11-23')).toEqual([
      `${where}: job "App Development", field "validThrough" is "2026-11-23", today: ${lastDay}`,
    ]);
    // One day further is no warning yet; a day past is the closed-job warning alone.
    expect(closingOn('2026-12-08')).toEqual([]);
    expect(closingOn('2026-11-22')).toEqual([]);
    expect(closingSoonWarnings(contentModules, today)).toEqual([]);
    // It warns only: the job is still built.
    expect(problemsAfter((data) => (data.jobs.jobs[1].validThrough = '2026-11-24'))).toEqual([]);
  });

  it('a closed job is not held to the rules of a published one', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[1].validThrough = '2026-11-22';
        data.jobs.jobs[1].postingTitle = 'Mobile Application Developer Trainee';
      }),
    ).toEqual([]);
  });

  it('a job posted on a day still to come is refused: search engines would date it wrongly', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].datePosted = '2026-11-24'))).toEqual([
      `${valueAt('content/jobs.yaml', 'datePosted', 1)}: job "Web Development", field "datePosted" is "2026-11-24", a day still to come (today is 2026-11-23). Write the day the job is published: today, or an earlier day.`,
    ]);
  });

  it('a job may be posted today', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].datePosted = '2026-11-23'))).toEqual([]);
  });

  it('a job is open through its closing day', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[1].validThrough = '2026-11-23'))).toEqual([]);
  });

  it('every shipped job stays open for months yet', () => {
    expect(problemsAfter(() => {}, new Date('2027-03-01'))).toEqual([]);
  });

  it('a closing date before the posting date, or a salary upside down, is refused', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[0].validThrough = '2026-10-01';
        data.jobs.jobs[2].salary = { min: 40000, max: 30000, per: 'MONTH' };
      }),
    ).toEqual([
      `${valueAt('content/jobs.yaml', 'validThrough')}: job "Web Development", field "validThrough" is "2026-10-01", which is not after "datePosted" ("2026-11-02"). Write the last day people can apply.`,
      `${valueAt('content/jobs.yaml', 'max', 3)}: job "Any Degree", field "salary › max" is 30000, which is less than "min" (40000). Write the highest pay in "max".`,
    ]);
  });
});

describe('service pages', () => {
  const shipped = contentOf(contentModules, { today });
  const cards = shipped.services.services;
  const cardSlugs = cards.map((service) => `"${service.slug}"`).join(', ');
  const withPage = cards.findIndex((service) => service.page);
  const detailed = cards.findIndex((service) => service.slug === shipped.services.detail.service);

  it('every service but the one the service detail page explains needs a page of its own', () => {
    const { slug, heading } = cards[withPage];
    expect(problemsAfter((data) => delete data.services.services[withPage].page)).toEqual([
      `${at('content/services.yaml', `${slug}`)}: service "${heading}", field "slug" is "${slug}", but this service has no page of its own, so its "Know More" would lead nowhere. Fill in its "Page": a title, description, heading, intro and blocks.`,
    ]);
  });

  it('the service the detail blocks explain has no page of its own, which nothing would lead to', () => {
    const page = structuredClone(contentModules.services.data.services[withPage].page);
    expect(problemsAfter((data) => (data.services.services[detailed].page = page))).toEqual([
      expect.stringMatching(
        `: service "${cards[detailed].heading}", field "page" is filled in, but "${cards[detailed].heading}" is explained by the detail blocks of this file, at ${shipped.services.knowMore.href}, so its own page would never be shown. Remove this page, or name another service in "detail › service".$`,
      ),
    ]);
  });

  it('the detail blocks name the card they explain', () => {
    expect(problemsAfter((data) => (data.services.detail.service = 'bulk-mms'))).toEqual([
      `${valueAt('content/services.yaml', 'service')}: field "detail › service" is "bulk-mms", but no service card has that slug. Write the slug of the service the detail blocks explain: one of ${cardSlugs}.`,
      // The Bulk SMS card now has neither.
      expect.stringContaining(
        `field "slug" is "${shipped.services.detail.service}", but this service has no page of its own`,
      ),
    ]);
  });

  it("a service page's title is held to the length search results show", () => {
    expect(
      problemsAfter(
        (data) => (data.services.services[withPage].page.title = 'WhatsApp Business API Setup and Chatbots in {city}'),
      ),
    ).toEqual([
      expect.stringMatching(
        `, field "page › title" makes the title of the page /services/${cards[withPage].slug} ".*", which is \\d+ characters long with the company name, but search results show at most 60\\.`,
      ),
    ]);
  });
});

describe('product pages', () => {
  const products = contentOf(contentModules, { today }).products.products;

  it('every product has a page of its own: one left without is refused, naming the product', () => {
    const { title } = products[0];
    const [message] = problemsAfter((data) => delete data.products.products[0].page);
    expect(message).toMatch(startingAt(valueAt('content/products.yaml', 'page')));
    expect(message).toContain(`product "${title}", field "page" is missing. Add it back: a group`);
  });

  it("a product page's title and description are held to what search results show", () => {
    const [{ slug }] = products;
    expect(
      problemsAfter((data) => (data.products.products[0].page.title = 'Customer Relationship Management for Sales')),
    ).toEqual([
      expect.stringMatching(
        `: product ".*", field "page › title" makes the title of the page /products/${slug} ".*", which is \\d+ characters long with the company name, but search results show at most 60\\.`,
      ),
    ]);
    expect(
      problemsAfter((data) => (data.products.products[0].page.description = `${'Leads. '.repeat(22)}{city}`)),
    ).toEqual([
      expect.stringMatching(
        /, field "page › description" is \d+ characters long once its \{placeholders\} are filled in, but search results show at most 160\. Shorten it\.$/,
      ),
    ]);
  });
});

describe('what search results show', () => {
  it('a title longer than 60 characters with the company name is refused, naming the page', () => {
    expect(
      problemsAfter((data) => (data.pages.contact.title = 'Contact Us: Address, Phone, Email and Opening Hours')),
    ).toEqual([
      `${valueAt('content/pages.yaml', 'title', 8)}: field "contact › title" makes the title of the page /contact "Contact Us: Address, Phone, Email and Opening Hours | Anvaya Technologies", which is 73 characters long with the company name, but search results show at most 60. Shorten it by 13 characters.`,
    ]);
  });

  it('the home page leads with the company name, and its title is counted once its {placeholders} are filled', () => {
    expect(problemsAfter((data) => (data.pages.home.title = 'IT Services and Custom Software in {city}'))).toEqual([
      `${valueAt('content/pages.yaml', 'title')}: field "home › title" makes the title of the page / "Anvaya Technologies: IT Services and Custom Software in Coimbatore", which is 66 characters long with the company name, but search results show at most 60. Shorten it by 6 characters.`,
    ]);
  });

  it('a title of exactly 60 characters with the company name fits', () => {
    expect(
      problemsAfter((data) => {
        data.pages.home.title = 'IT Services and Software in {city}.';
        data.pages.contact.title = 'Contact Us: Address, Phone, Email, Map';
      }),
    ).toEqual([]);
  });

  it("a job's title counts too", () => {
    expect(problemsAfter((data) => (data.jobs.jobs[2].postingTitle = 'Customer Success and Onboarding Lead'))).toEqual([
      expect.stringMatching(startingAt(valueAt('content/jobs.yaml', 'postingTitle', 3))),
    ]);
    expect(problemsAfter((data) => (data.jobs.jobs[2].postingTitle = 'Customer Success and Onboarding Lead'))).toEqual([
      expect.stringMatching(
        /: job "Any Degree", field "postingTitle" makes the title of the page \/career\/any-degree ".*", which is 62 characters long with the company name, but search results show at most 60\. Shorten it by 2 characters\.$/,
      ),
    ]);
  });

  it('a description too long once its facts are filled in is refused', () => {
    const description =
      'Everything from {serviceNames} to {productNames} software, made and supported by one team in {city}.';
    // Its length as filled from the shipped content, so another product or service changes the number, not the rule.
    const filledLength = fillPlaceholders(description, factsOf(contentOf(contentModules, { today }))).length;
    expect(filledLength).toBeGreaterThan(160);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(problemsAfter((data) => (data.pages.home.description = description))).toEqual([
      expect.stringMatching(startingAt(valueAt('content/pages.yaml', 'description'))),
    ]);
    expect(problemsAfter((data) => (data.pages.home.description = description))).toEqual([
      expect.stringMatching(`: field "home › description" is ${filledLength} characters long once`),
    ]);
  });

  it('a description of exactly 160 characters fits; one more, once filled, is refused with its length', () => {
    expect(
      problemsAfter(
        (data) =>
          (data.pages.about.description =
            'We build websites, mobile apps and business software for shops, clinics, schools and factories across Tamil Nadu, with support from one team near you, in Tamil.'),
      ),
    ).toEqual([]);
    expect(
      problemsAfter(
        (data) =>
          (data.pages.about.description =
            'Write to {companyName} in Coimbatore, about websites, mobile apps and business software for shops, clinics, schools and factories across Tamil Nadu, today.'),
      ),
    ).toEqual([
      `${valueAt('content/pages.yaml', 'description', 2)}: field "about › description" is 161 characters long once its {placeholders} are filled in ("Write to Anvaya Technologies in Coimbatore, about websites, mobile apps and business software for shops, clinics, schools and factories across Tamil Nadu, today."), but search results show at most 160. Shorten it.`,
    ]);
  });
});

describe('closing dates, read leniently from the jobs file as written', () => {
  const closedAfter = (edit: (data: Editable) => void, on = today) =>
    closedJobWarnings(modulesAfter(edit), on).map(formatProblem);

  it('a job closing today is still open; one that closed yesterday is warned about', () => {
    expect(closedAfter((data) => (data.jobs.jobs[1].validThrough = '2026-11-23'))).toEqual([]);
    expect(closedAfter((data) => (data.jobs.jobs[1].validThrough = '2026-11-22'))).toEqual([
      expect.stringContaining('is "2026-11-22", a date that has passed (today is 2026-11-23)'),
    ]);
  });

  it('jobs written as something other than a list give no warning, and the check goes on', () => {
    // The schema reports the jobs that are not a list; the closing dates are not read.
    expect(closedAfter((data) => (data.jobs.jobs = 'Web Development until 2026-11-22'))).toEqual([]);
    expect(closedAfter((data) => delete data.jobs.jobs)).toEqual([]);
  });

  it('a job left empty or without a closing date is passed over, and the next one is still read', () => {
    const closedSecond = (first: unknown) =>
      closedAfter((data) => {
        data.jobs.jobs[0] = first;
        data.jobs.jobs[1].validThrough = '2026-11-22';
      });
    const second = expect.stringMatching(startingAt(valueAt('content/jobs.yaml', 'validThrough', 2)));
    expect(closedSecond(null)).toEqual([second]);
    expect(closedSecond({ title: 'Web Development' })).toEqual([second]);
  });

  it('a closing date not written as YYYY-MM-DD, or with more around it, is left to the schema', () => {
    // Each would sort before today as text, so reading it as a date would wrongly call the job closed.
    for (const validThrough of ['1 November 2026', '2026-11-22 or until filled', ' 2026-11-22', ['2026-11-22']])
      expect(closedAfter((data) => (data.jobs.jobs[1].validThrough = validThrough))).toEqual([]);
  });
});

describe("a product page's description at the length search results show", () => {
  const text =
    'Leads, quotes, orders and payments in one place, with a reminder for every follow-up and the reports your sales team can read on the phone, in English or Tamil.';
  const filled = (description: string) => fillPlaceholders(description, factsOf(contentOf(contentModules, { today })));
  // Longer once the company's name is filled in, so that the schema's own limit on the text as written lets it by.
  const lead = 'By {companyName}: ';
  const filledTo = (length: number) => `${lead}${text.slice(0, length - filled(lead).length)}`;

  it('exactly 160 characters once filled fits; one more is refused with its length', () => {
    expect(filled(filledTo(160))).toHaveLength(160);
    expect(filledTo(161).length).toBeLessThanOrEqual(160);
    expect(problemsAfter((data) => (data.products.products[0].page.description = filledTo(160)))).toEqual([]);
    expect(problemsAfter((data) => (data.products.products[0].page.description = filledTo(161)))).toEqual([
      expect.stringMatching(
        /field "page › description" is 161 characters long once its \{placeholders\} are filled in, but search results show at most 160\. Shorten it\.$/,
      ),
    ]);
  });
});
