/** @jest-environment node */
// Rules the loaded content is held to before a page is built from it: placeholders, closing dates, titles, logo.
import { formatProblem, type Problem } from './check';
import { fillPlaceholders, listInWords, unknownPlaceholders } from './facts';
import { contentOf } from './index';
import { contentModules } from './modules';
import { at, valueAt } from './positions-for-tests';
import { publishedProblems } from './published';

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
    expect(facts.products.banner.text).toMatch(/^Five proven products/);
    expect(facts.pages.contact.description).toBe(
      `Visit, call or email ${facts.site.name} in ${facts.site.address.locality}, ${facts.site.address.city}. Open Mon-Sat 9.30AM - 6.00PM, Sunday closed.`,
    );
    // Only the blanks pages fill in themselves remain: the carousel's, and the page name of WhatsApp messages.
    expect(JSON.stringify(facts)).not.toMatch(/\{(?!current\}|total\}|title\}|page\})[A-Za-z]+\}/);
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
      expect.stringMatching(startingAt(valueAt('content/pages.ts', 'description', 8))),
    ]);
    expect(problemsAfter((data) => (data.pages.contact.description = 'Open {openinghours}.'))).toEqual([
      expect.stringMatching(
        /: field "contact › description" uses "\{openinghours\}", which the site cannot fill in\. Write one of \{companyName\}, .*\{openingHours\}.* exactly as shown, or remove the curly brackets \{ \}\.$/,
      ),
    ]);
  });
});

describe('jobs', () => {
  it('a job past its closing date stops the build: extend the date or remove the job', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[1].validThrough = '2026-11-22'))).toEqual([
      `${valueAt('content/jobs.ts', 'validThrough', 2)}: job "App Development", field "validThrough" is "2026-11-22", a date that has passed (today is 2026-11-23), so the job is closed. If it is still open, write a later date; if not, remove the job. Search engines rank a site down for closed jobs left online.`,
    ]);
  });

  it('a job posted on a day still to come is refused: search engines would date it wrongly', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].datePosted = '2026-11-24'))).toEqual([
      `${valueAt('content/jobs.ts', 'datePosted', 1)}: job "Web Development", field "datePosted" is "2026-11-24", a day still to come (today is 2026-11-23). Write the day the job is published: today, or an earlier day.`,
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
      `${valueAt('content/jobs.ts', 'validThrough')}: job "Web Development", field "validThrough" is "2026-10-01", which is not after "datePosted" ("2026-11-02"). Write the last day people can apply.`,
      `${valueAt('content/jobs.ts', 'max', 3)}: job "Any Degree", field "salary › max" is 30000, which is less than "min" (40000). Write the highest pay in "max".`,
    ]);
  });
});

describe('what search results show', () => {
  it('a title longer than 60 characters with the company name is refused, naming the page', () => {
    expect(
      problemsAfter((data) => (data.pages.contact.title = 'Contact Us: Address, Phone, Email and Opening Hours')),
    ).toEqual([
      `${valueAt('content/pages.ts', 'title', 8)}: field "contact › title" makes the title of the page /contact "Contact Us: Address, Phone, Email and Opening Hours | Anvaya Technologies", which is 73 characters long with the company name, but search results show at most 60. Shorten it by 13 characters.`,
    ]);
  });

  it('the home page leads with the company name, and its title is counted once its {placeholders} are filled', () => {
    expect(problemsAfter((data) => (data.pages.home.title = 'IT Services and Custom Software in {city}'))).toEqual([
      `${valueAt('content/pages.ts', 'title')}: field "home › title" makes the title of the page / "Anvaya Technologies: IT Services and Custom Software in Coimbatore", which is 66 characters long with the company name, but search results show at most 60. Shorten it by 6 characters.`,
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
      expect.stringMatching(startingAt(valueAt('content/jobs.ts', 'postingTitle', 3))),
    ]);
    expect(problemsAfter((data) => (data.jobs.jobs[2].postingTitle = 'Customer Success and Onboarding Lead'))).toEqual([
      expect.stringMatching(
        /: job "Any Degree", field "postingTitle" makes the title of the page \/career\/any-degree ".*", which is 62 characters long with the company name, but search results show at most 60\. Shorten it by 2 characters\.$/,
      ),
    ]);
  });

  it('a description too long once its facts are filled in is refused', () => {
    expect(
      problemsAfter(
        (data) =>
          (data.pages.home.description =
            'Everything from {serviceNames} to {productNames} software, made and supported by one team in {city}.'),
      ),
    ).toEqual([expect.stringMatching(startingAt(valueAt('content/pages.ts', 'description')))]);
    expect(
      problemsAfter(
        (data) =>
          (data.pages.home.description =
            'Everything from {serviceNames} to {productNames} software, made and supported by one team in {city}.'),
      ),
    ).toEqual([expect.stringMatching(/: field "home › description" is 1[6-9]\d characters long once/)]);
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
      `${valueAt('content/pages.ts', 'description', 2)}: field "about › description" is 161 characters long once its {placeholders} are filled in ("Write to Anvaya Technologies in Coimbatore, about websites, mobile apps and business software for shops, clinics, schools and factories across Tamil Nadu, today."), but search results show at most 160. Shorten it.`,
    ]);
  });

  it('a logo too narrow is refused as well as one too low; one of 112x112 pixels is enough', () => {
    const content = contentOf(contentModules, { today });
    const withLogo = (width: number, height: number) =>
      publishedProblems(
        contentModules,
        {
          ...content,
          site: { ...content.site, searchEngineLogo: { ...content.site.searchEngineLogo, width, height } },
        },
        today,
      ).map(formatProblem);
    expect(withLogo(100, 200)).toEqual([
      `${at('content/site.ts', "'/images/logo.png'")}: field "searchEngineLogo › src" points to a picture of 100x200 pixels, but search engines need a logo of at least 112x112. Save a larger PNG.`,
    ]);
    expect(withLogo(112, 112)).toEqual([]);
  });

  it('a logo smaller than 112x112 pixels is refused for search engines, and a logo that is no PNG', () => {
    const content = contentOf(contentModules, { today });
    const small = { ...content.site.searchEngineLogo, width: 180, height: 44 };
    expect(
      publishedProblems(contentModules, { ...content, site: { ...content.site, searchEngineLogo: small } }, today).map(
        formatProblem,
      ),
    ).toEqual([
      `${at('content/site.ts', "'/images/logo.png'")}: field "searchEngineLogo › src" points to a picture of 180x44 pixels, but search engines need a logo of at least 112x112. Save a larger PNG.`,
    ]);
    expect(problemsAfter((data) => (data.site.searchEngineLogo.src = '/images/logo.svg'))).toEqual([
      `${at('content/site.ts', "'/images/logo.png'")}: field "searchEngineLogo › src" is "/images/logo.svg", but search engines need the logo as a PNG picture. Save it as .png.`,
    ]);
  });
});
