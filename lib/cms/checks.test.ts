import { contentModules } from '../content/modules';
import { fileMistakes, fileMistakesByField } from './checks';

const { jobs, site, behaviour } = contentModules;
const [first, second] = jobs.data.jobs;

/** content/jobs.ts as the editor holds it, with the jobs changed. */
const jobsFile = (...changed: (typeof first)[]) => ({ jobs: { ...jobs.data, jobs: changed } });

describe('the rules across fields, each on the field it names (the form shows it there before a save)', () => {
  it("put a slug another job already uses on the later job's slug, in the check's words", () => {
    const mistakes = fileMistakesByField('content/jobs.ts', jobsFile(first, { ...second, slug: first.slug }));
    expect([...mistakes]).toEqual([
      [
        'jobs.jobs.1.slug',
        `Field "slug" is "${first.slug}", which job "${first.title}" already uses. Each job needs its own.`,
      ],
    ]);
    // The same mistake refuses the save, named as the content check names it.
    expect(fileMistakes('content/jobs.ts', jobsFile(first, { ...second, slug: first.slug }))).toEqual([
      `job "${second.title}", field "slug" is "${first.slug}", which job "${first.title}" already uses. Each job needs its own.`,
    ]);
  });

  it("put a closing date before the posting date on that job's closing date", () => {
    const late = { ...second, validThrough: second.datePosted };
    const mistakes = fileMistakesByField('content/jobs.ts', jobsFile(first, late));
    expect([...mistakes.keys()]).toEqual(['jobs.jobs.1.validThrough']);
    expect(mistakes.get('jobs.jobs.1.validThrough')).toMatch(
      /^Field "validThrough" is ".+", which is not after "datePosted"/,
    );
  });

  it("put a day given hours twice on the later line's days", () => {
    const [line] = site.data.openingHours;
    const mistakes = fileMistakesByField('content/site.ts', {
      site: { ...site.data, openingHours: [line, { ...line }] },
      behaviour: behaviour.data,
    });
    expect([...mistakes.keys()]).toEqual(['site.openingHours.1.days']);
    expect(mistakes.get('site.openingHours.1.days')).toMatch(/^Field "days" gives hours for .+ again/);
  });

  it('find nothing in the content as it is', () => {
    expect(fileMistakesByField('content/jobs.ts', { jobs: jobs.data }).size).toBe(0);
  });
});
