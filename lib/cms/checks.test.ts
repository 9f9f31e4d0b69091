import { contentModules } from '../content/modules';
import { fileMistakes, fileMistakesByField, siteMistakes, uploadMistakes } from './checks';

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

describe('pictures uploaded with a save, read from their bytes', () => {
  // The smallest JPEG the check reads: its signature, then a frame header with a 16x16 size.
  const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc00011080010001003012200021101031101ffd9', 'hex');
  const newJob = (src: string) => jobsFile(first, { ...second, image: { ...second.image, src } });

  it('refuse one the saved values name whose bytes are not what its name says', () => {
    expect(
      uploadMistakes(newJob('/images/jobs/photo.png'), [{ path: 'public/images/jobs/photo.png', bytes: jpeg }]),
    ).toEqual([
      expect.stringMatching(/^The picture "\/images\/jobs\/photo\.png" .*PNG but which is really a JPEG picture/),
    ]);
  });

  it('pass one named by its right type, and leave out one no value names (an upload replaced before the save)', () => {
    expect(
      uploadMistakes(newJob('/images/jobs/photo.jpg'), [{ path: 'public/images/jobs/photo.jpg', bytes: jpeg }]),
    ).toEqual([]);
    expect(uploadMistakes(newJob(second.image.src), [{ path: 'public/images/jobs/photo.png', bytes: jpeg }])).toEqual(
      [],
    );
  });
});

describe('what a saved file would break in another file, as the build reports it', () => {
  const files = Object.fromEntries(Object.values(contentModules).map((module) => [module.exportName, module.data]));
  const today = new Date(`${first.datePosted}T12:00:00Z`);

  it('find nothing in the content as it is', () => {
    expect(siteMistakes(files, today)).toEqual([]);
  });

  it('name a case study built with a product the site does not have, and a product removed from under one', () => {
    const { proof, products } = contentModules;
    const [study] = proof.data.caseStudies.studies;
    const misspelt = { ...study, uses: ['gst-biling'] };
    const caseStudies = { ...proof.data.caseStudies, studies: [misspelt] };
    expect(siteMistakes({ ...files, proof: { ...proof.data, caseStudies } }, today)).toEqual([
      expect.stringMatching(
        /^content\/proof\.ts: case study ".+", product or service 1 is "gst-biling", but no product in content\/products\.ts or service in content\/services\.ts has that slug\. Write one of: /,
      ),
    ]);
    const removed = products.data.products.find((product) => product.slug === study.uses[0]);
    const kept = products.data.products.filter((product) => product !== removed);
    expect(siteMistakes({ ...files, products: { ...products.data, products: kept } }, today)).toEqual(
      expect.arrayContaining([expect.stringContaining(`is "${removed?.slug}", but no product in content/products.ts`)]),
    );
  });

  it("name the career page's description, made too long by the job titles a new job adds", () => {
    const added = { ...first, slug: 'quality-assurance', postingTitle: 'Quality Assurance Test Engineer' };
    expect(siteMistakes({ ...files, ...jobsFile(...jobs.data.jobs, added) }, today)).toEqual([
      expect.stringMatching(
        /^content\/pages\.ts: field "career › description" is \d+ characters long once its \{placeholders\} are filled in \(".*Quality Assurance Test Engineer.*"\), but search results show at most 160\. Shorten it\.$/,
      ),
    ]);
  });
});
