/** @jest-environment node */
// Reads the repository's pictures from disk, as the editor reads them through its backend.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContent, contentRules, filesOnDisk, type RuleName } from '../content/check';
import { loadModules } from '../content/load';
import { contentModules } from '../content/modules';
import { dayOf } from '../content/open-jobs';
import { translationMistakes, translationModuleList } from '../content/translation-files';
import {
  checkedWithOtherFiles,
  fieldMistake,
  fileMistakesByField,
  firstFieldMistake,
  type ListedFile,
  type PictureReader,
  pictureMistake,
  repositoryFiles,
  type SaveMistake,
  saveMistakes,
  schemaAt,
  type Upload,
} from './checks';
import { allFields, cmsFiles, labelOf, PICTURE_LABEL } from './config';

const { jobs, site, behaviour } = contentModules;
const [first, second] = jobs.data.jobs;

/** content/jobs.yaml as the editor holds it, with the jobs changed. */
const jobsFile = (...changed: (typeof first)[]) => ({ jobs: { ...jobs.data, jobs: changed } });

describe('the rules across fields, each on the field it names (the form shows it there before a save)', () => {
  it("put a slug another job already uses on the later job's slug, in the check's words", () => {
    const mistakes = fileMistakesByField('content/jobs.yaml', jobsFile(first, { ...second, slug: first.slug }));
    expect([...mistakes]).toEqual([
      [
        'jobs.jobs.1.slug',
        `Field "${labelOf('slug')}" is "${first.slug}", which job "${first.title}" already uses. Each job needs its own.`,
      ],
    ]);
  });

  it("put a name another item of the list has on the later item's name: a menu item's label, by the menu's own noun", () => {
    const [home, about] = contentModules.navigation.data;
    const mistakes = fileMistakesByField('content/navigation.yaml', {
      navigation: [home, { ...about, label: home.label }, ...contentModules.navigation.data.slice(2)],
    });
    expect([...mistakes]).toEqual([
      [
        'navigation.1.label',
        `Field "${labelOf('label')}" is "${home.label}", the same as menu item 1's label. Give each menu item its own label, so they can be told apart.`,
      ],
    ]);
  });

  it('put a space at the end of an exact value, and alt text that is a file name, on their fields', () => {
    const mistakes = fileMistakesByField('content/site.yaml', {
      site: { ...site.data, email: `${site.data.email} `, logo: { ...site.data.logo, alt: 'logo.svg' } },
    });
    expect([...mistakes]).toEqual([
      ['site.email', `Field "${labelOf('email')}" is "${site.data.email} " with a space at its end. Remove the space.`],
      ['site.logo.alt', expect.stringMatching(/^Field "Alt" is "logo\.svg", the name of a picture file/)],
    ]);
  });

  it("put a product screen's picture that is no SVG on its picture field, whose file chooser offers SVG only", () => {
    const path = 'products.products.*.page.screens.*.image.src';
    expect(fieldMistake(path, '/images/products/screens/crm.png')).toMatch(
      new RegExp(
        `^Field "${PICTURE_LABEL}" is "/images/products/screens/crm\\.png", but a product's screen is a drawing, saved as SVG`,
      ),
    );
    const fields = cmsFiles().flatMap((form) => allFields(form.fields));
    expect(fields.find((field) => field.schema_path === path)?.accept).toBe('.svg');
    // Every other picture field offers every kind the site shows.
    expect(fields.filter((field) => field.widget === 'checked-image' && field.accept)).toHaveLength(1);
  });

  it("put a closing date before the posting date on that job's closing date, naming both by their labels", () => {
    const late = { ...second, validThrough: second.datePosted };
    const mistakes = fileMistakesByField('content/jobs.yaml', jobsFile(first, late));
    expect([...mistakes.keys()]).toEqual(['jobs.jobs.1.validThrough']);
    expect(mistakes.get('jobs.jobs.1.validThrough')).toBe(
      `Field "${labelOf('validThrough')}" is "${late.validThrough}", which is not after "${labelOf('datePosted')}" ("${late.datePosted}"). Write the last day people can apply.`,
    );
  });

  it("put a day given hours twice on the later line's days", () => {
    const [line] = site.data.openingHours;
    const mistakes = fileMistakesByField('content/site.yaml', {
      site: { ...site.data, openingHours: [line, { ...line }] },
    });
    expect([...mistakes.keys()]).toEqual(['site.openingHours.1.days']);
    expect(mistakes.get('site.openingHours.1.days')).toMatch(
      new RegExp(`^Field "${labelOf('days')}" gives hours for .+ again`),
    );
  });

  it('list the mistakes in the order of the form, whatever rule finds them', () => {
    const slipped = { ...first, title: '', responsibilities: ['', ...first.responsibilities.slice(1)] };
    const mistakes = fileMistakesByField('content/jobs.yaml', jobsFile(slipped, { ...second, slug: first.slug }));
    expect([...mistakes.keys()]).toEqual(['jobs.jobs.0.title', 'jobs.jobs.0.responsibilities.0', 'jobs.jobs.1.slug']);
    // The field a refused save brings the form to.
    expect(firstFieldMistake('content/jobs.yaml', jobsFile(second, slipped))).toBe('jobs.jobs.1.title');
    // An item of a list of texts is shown in a field labelled as its list.
    expect(mistakes.get('jobs.jobs.0.responsibilities.0')).toMatch(
      new RegExp(`^Field "${labelOf('responsibilities')}" is empty`),
    );
  });

  it('find nothing in the content as it is', () => {
    expect(fileMistakesByField('content/jobs.yaml', { jobs: jobs.data }).size).toBe(0);
  });
});

/** The repository as the editor's backend reads it: here, this working copy's files. */
const fromDisk: PictureReader<ListedFile> = {
  // As GitHub's and decap-server's: the files alone, none for a folder that is not there.
  list: async (folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => statSync(path.join(folder, name)).isFile())
          .map((name) => ({ name }))
      : [],
  read: async (file) => readFileSync(file),
};
// biome-ignore lint/suspicious/noExplicitAny: the slips under test are ones the content types forbid.
type Files = Record<string, any>;

const publicDir = path.join(process.cwd(), 'public');
const { routeFiles } = filesOnDisk({ publicDir });
const today = new Date(`${first.datePosted}T12:00:00Z`);
const DAY = 24 * 60 * 60 * 1000;
/** Every content file's exports as the editor holds them: by export name. */
const repository = (): Files =>
  Object.fromEntries(Object.values(contentModules).map((module) => [module.contentName, structuredClone(module.data)]));

/** The repository with the second job's picture at `src`. */
const newJob = (src: string) => {
  const files = repository();
  files.jobs.jobs[1].image.src = src;
  return files;
};

// The smallest pictures the check reads: a JPEG's signature and a frame header, a PNG's signature and header; 16x16.
const smallJpeg = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffc00011080010001003012200021101031101ffd9',
  'hex',
);
const smallPng = Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100802000000', 'hex');

/** The contact page's path, which the site's specification keeps in the menu. */
const contactPath = contentModules.pages.data.contact.path;
/** The menu without its item for the contact page. */
const withoutContact = (menu: Files[]) =>
  menu.filter((item) => new URL(item.href, 'https://x.invalid').pathname !== contactPath);

/** What the save says of the given files, with these pictures uploaded, as admin/main.tsx runs it. */
async function refusal(files: Record<string, unknown>, uploads: Upload[] = []): Promise<SaveMistake[]> {
  return saveMistakes(files, await repositoryFiles(files, uploads, fromDisk, routeFiles), today);
}

/** Its messages alone, each after its form's name. */
const messages = (mistakes: SaveMistake[]) => mistakes.map(({ form, message }) => `${form}: ${message}`);

/** The files `npm run check:content` finds mistakes in, one for each mistake, with the same files on disk. */
function checkFinds(files: Record<string, unknown>, uploads: Upload[] = []): string[] {
  const modules = Object.values(contentModules).map((module) => ({ ...module, data: files[module.contentName] }));
  return checkContent(modules, { publicDir: publicWith(uploads), today }).map((problem) => problem.file);
}

/** public/ as the repository would have it with `uploads` committed: a copy when there are any. */
function publicWith(uploads: Upload[]): string {
  if (!uploads.length) return publicDir;
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'public-')), 'public');
  cpSync(publicDir, copy, { recursive: true });
  for (const upload of uploads) writeFileSync(path.join(copy, '..', upload.path), upload.bytes);
  return copy;
}

/**
 * One slip for each rule of the content check, as an editor makes it in a form (issue 30). Typed by the rule
 * list, and compared with it below: a rule added to the check without its case here fails this test.
 */
const slips: Record<RuleName, { edit: (files: Files) => void; uploads?: Upload[]; says: RegExp[] }> = {
  schema: {
    edit: (files) => (files.jobs.jobs[0].title = ''),
    says: [/^Jobs: Jobs → item 1 → "Title" is empty\. Write the job title\.$/],
  },
  invisibleCharacters: {
    edit: (files) =>
      (files.site.applicationFormUrl = files.site.applicationFormUrl.replace('/forms/', '/forms/\u200b')),
    says: [
      /^Site: "Application form url" has an invisible character just after ".*\/forms\/" \(a zero-width space\), copied along with pasted text: this value must be exact/,
    ],
  },
  markup: {
    edit: (files) => (files.home.hero.headline = 'Software <b>that works</b>'),
    says: [
      /^Home: Hero → "Headline" has <b> in it, which visitors would see exactly as written: the page shows text, not HTML\. Remove <b> and <\/b>/,
    ],
  },
  officeAndMap: {
    edit: (files) => (files.site.address.street = '3rd Floor, 42 Race Course Road'),
    says: ['Embed url', 'Link url'].map(
      (field) =>
        new RegExp(
          `^Site: Map → "${field}" shows the map at "118 Avinashi Road, .*", but the office's address is 42 Race Course Road, `,
        ),
    ),
  },
  pictures: {
    edit: (files) => (files.jobs.jobs[0].image.src = '/images/jobs/team-photo.png'),
    says: [
      /^Jobs: Jobs → item 1 ".+" → Image → "Picture" points to "\/images\/jobs\/team-photo\.png", but there is no such file in public\/images\/jobs\/\./,
    ],
  },
  pictureFiles: {
    // A page uploaded beside the pictures, which no field names: published all the same.
    edit: () => {},
    uploads: [
      { path: 'public/images/jobs/notes.html', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ],
    says: [
      /public\/images\/jobs\/notes\.html: is not a picture this site can show, and every file in public\/images\/ is published/,
    ],
  },
  duplicates: {
    edit: (files) => (files.jobs.jobs[1].slug = first.slug),
    says: [new RegExp(`^Jobs: Jobs → item 2 ".+" → "Slug" is "${first.slug}", which job ".+" already uses\\.`)],
  },
  specMenu: {
    edit: (files) => (files.navigation = withoutContact(files.navigation)),
    says: [
      new RegExp(
        `^Navigation: Navigation has no item for the page at "${contactPath}", which the site's specification keeps in the menu\\.`,
      ),
    ],
  },
  links: {
    edit: (files) => (files.navigation[1].href = '/abuot'),
    says: [
      /^Navigation: Navigation → item 2 "About" → "Href" links to "\/abuot", which is not a page of this site\. Use one of: \/, /,
    ],
  },
  routes: {
    edit: (files) => (files.pages.contact.path = '/contact-us'),
    says: [
      /^Pages: Contact → "Path" is "\/contact-us", but this page is built at "\/contact" \(by app\/\(en\)\/contact\/page\.tsx\)/,
    ],
  },
  proof: {
    edit: (files) => (files.proof.caseStudies.studies[0].uses = ['gst-biling']),
    says: [
      /^Proof: Case studies → Studies → item 1 ".+" → Uses → item 1 is "gst-biling", but no product in content\/products\.yaml or service in content\/services\.yaml has that slug\./,
    ],
  },
  futureDates: {
    // A client's permission to be named, dated a week after the save: it cannot have been given yet.
    edit: (files) =>
      (files.proof.caseStudies.studies[0].clientPermission = {
        by: 'A client',
        on: dayOf(new Date(today.getTime() + 7 * DAY)),
      }),
    says: [
      /^Proof: Case studies → Studies → item 1 ".+" → Client permission → "On" is "\d{4}-\d{2}-\d{2}", a day still to come \(today is \d{4}-\d{2}-\d{2}\)\. Write the day it was given or confirmed: today or an earlier day\.$/,
    ],
  },
  published: {
    edit: (files) => (files.pages.about.title = 'About Us and Why Businesses Across Coimbatore Choose Us'),
    says: [
      /^Pages: About → "Title" makes the title of the page \/about ".+", which is \d+ characters long with the company name, but search results show at most 60\./,
    ],
  },
};

describe('the save runs every rule of the content check (one rule book, issue 30)', () => {
  it('has a slip for every rule of the check', () => {
    expect(Object.keys(slips).sort()).toEqual(Object.keys(contentRules).sort());
  });

  it('accepts the content as it is, as the check does', async () => {
    expect(checkFinds(repository())).toEqual([]);
    expect(await refusal(repository())).toEqual([]);
  });

  it.each(Object.entries(slips))('refuses a slip of the rule "%s" with the check\'s own message', async (_, slip) => {
    const files = repository();
    slip.edit(files);
    const said = await refusal(files, slip.uploads);
    expect(messages(said)).toEqual(slip.says.map((says) => expect.stringMatching(says)));
    // Each mistake `npm run check:content` reports, so nothing the save accepts fails the check.
    expect(said.map(({ file }) => file)).toEqual(checkFinds(files, slip.uploads));
  });

  it.each([
    ['Software <script>alert(1)</script> for you', /has <script> in it, which visitors would see exactly as written/],
    ['Software &amp; services', /has &amp; in it, .* Write the character itself instead: &\.$/],
  ])('refuses the headline %j, as the check does', async (headline, says) => {
    const files = repository();
    files.home.hero.headline = headline;
    const said = await refusal(files);
    expect(messages(said)).toEqual([expect.stringMatching(says)]);
    expect(said.map(({ file }) => file)).toEqual(checkFinds(files));
  });

  it("reads a picture uploaded with the save from its bytes, in place of the repository's", async () => {
    expect(
      messages(
        await refusal(newJob('/images/jobs/photo.png'), [{ path: 'public/images/jobs/photo.png', bytes: smallJpeg }]),
      ),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Jobs: Jobs → item 2 ".+" → Image → "${PICTURE_LABEL}" points to "/images/jobs/photo\\.png", a file whose name says PNG but which is really a JPEG picture`,
        ),
      ),
    ]);
    expect(
      await refusal(newJob('/images/jobs/photo.jpg'), [{ path: 'public/images/jobs/photo.jpg', bytes: smallJpeg }]),
    ).toEqual([]);
    // An upload no value names (one replaced before the save) is not published as a picture of the page.
    expect(await refusal(repository(), [{ path: 'public/images/jobs/photo.png', bytes: smallJpeg }])).toEqual([]);
  });
});

/** The form a content file is edited in, as the editor's menu names it. */
const formOf = (file: string) => cmsFiles().find((form) => form.file === file)?.label;

describe('the save names each field by its labels in the form, and the form to open (issue 30)', () => {
  it("names a field of a list's item by the list, the item's number and title, and the field's label", async () => {
    const files = repository();
    files.jobs.jobs[1].validThrough = second.datePosted;
    expect(await refusal(files)).toEqual([
      {
        file: 'content/jobs.yaml',
        form: formOf('content/jobs.yaml'),
        focus: 'jobs.jobs.1.validThrough',
        order: expect.any(Array),
        // The field beside it the check names by its name in the file ("datePosted") is named by its label too.
        message: `${labelOf('jobs')} → item 2 "${second.title}" → "${labelOf('validThrough')}" is "${second.datePosted}", which is not after "${labelOf('datePosted')}" ("${second.datePosted}"). Write the last day people can apply.`,
      },
    ]);
  });

  it("names a field by its form and labels, and a picture's file by the picture field", async () => {
    const files = repository();
    files.behaviour.preloaderMs = -1;
    files.jobs.jobs[0].image.src = '/images/jobs/team-photo.png';
    expect(await refusal(files)).toEqual([
      expect.objectContaining({
        form: formOf('content/behaviour.yaml'),
        focus: 'behaviour.preloaderMs',
        message: expect.stringMatching(new RegExp(`^"${labelOf('preloaderMs')}" is -1`)),
      }),
      expect.objectContaining({
        form: formOf('content/jobs.yaml'),
        focus: 'jobs.jobs.0.image.src',
        message: expect.stringMatching(
          new RegExp(
            `^${labelOf('jobs')} → item 1 "${first.title}" → ${labelOf('image')} → "${PICTURE_LABEL}" points to`,
          ),
        ),
      }),
    ]);
  });

  it('lists the mistakes of a form in its order, whatever rule finds each, the first being the one to focus', async () => {
    const files = repository();
    files.jobs.jobs[0].summary = `${first.summary} <b>now</b>`;
    files.jobs.jobs[1].title = '';
    const said = await refusal(files);
    expect(said.map(({ focus }) => focus)).toEqual(['jobs.jobs.0.summary', 'jobs.jobs.1.title']);
  });

  it('focuses the text of an item in a list of texts, which is a field named as its list', async () => {
    const files = repository();
    files.jobs.jobs[0].responsibilities[1] = 'Write <br> tests';
    expect(await refusal(files)).toEqual([
      expect.objectContaining({
        focus: 'jobs.jobs.0.responsibilities.1.responsibilities',
        message: expect.stringMatching(
          new RegExp(
            `^${labelOf('jobs')} → item 1 "${first.title}" → ${labelOf('responsibilities')} → item 2 has <br>`,
          ),
        ),
      }),
    ]);
  });
});

describe('what a saved file would break in another file, named by the form to open', () => {
  it('name a case study built with a product the site does not have, and a product removed from under one', async () => {
    const { proof, products } = contentModules;
    const [study] = proof.data.caseStudies.studies;
    const removed = products.data.products.find((product) => product.slug === study.uses[0]);
    const files = repository();
    files.products = { ...products.data, products: products.data.products.filter((product) => product !== removed) };
    expect(await refusal(files)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'content/proof.yaml',
          form: formOf('content/proof.yaml'),
          message: expect.stringContaining(`is "${removed?.slug}", but no product in content/products.yaml`),
        }),
      ]),
    );
  });

  it("name the career page's description, made too long by the job titles a new job adds", async () => {
    const added = {
      ...first,
      slug: 'quality-assurance',
      title: 'Quality Assurance',
      postingTitle: 'Quality Assurance Test Engineer',
    };
    expect(await refusal({ ...repository(), ...jobsFile(...jobs.data.jobs, added) })).toEqual([
      {
        file: 'content/pages.yaml',
        form: formOf('content/pages.yaml'),
        focus: 'pages.career.description',
        order: expect.any(Array),
        message: expect.stringMatching(
          /^Career → "Description" is \d+ characters long once its \{placeholders\} are filled in \(".*Quality Assurance Test Engineer.*"\), but search results show at most 160\. Shorten it\.$/,
        ),
      },
    ]);
  });
});

describe('what a field shows as the editor fills it in', () => {
  it("names an uploaded picture's mistake, read from its bytes, on the picture field", () => {
    expect(pictureMistake('/images/jobs/photo.png', smallJpeg)).toMatch(
      new RegExp(
        `^Field "${PICTURE_LABEL}" points to "/images/jobs/photo\\.png", a file whose name says PNG but which is really a JPEG`,
      ),
    );
    expect(pictureMistake('/images/jobs/photo.jpg', smallJpeg)).toBeUndefined();
  });

  it('shows a mistake inside a group or a list on the field it is in, not on the group or list', () => {
    expect(fieldMistake('jobs.jobs.*', { ...first, title: '' })).toBeUndefined();
    expect(fieldMistake('jobs.jobs.*.responsibilities', ['', ...first.responsibilities.slice(1)])).toBeUndefined();
    // A list too short is the list's own mistake.
    expect(fieldMistake('jobs.jobs.*.responsibilities', first.responsibilities.slice(0, 1))).toMatch(
      new RegExp(`^Field "${labelOf('responsibilities')}" `),
    );
  });

  it('names a text of a list of texts by its list, as the form labels it', () => {
    expect(fieldMistake('jobs.jobs.*.responsibilities.*', '')).toMatch(
      new RegExp(`^Field "${labelOf('responsibilities')}" is empty`),
    );
  });

  it('words a number out of its range as the save does', () => {
    const saved = fileMistakesByField('content/behaviour.yaml', {
      behaviour: { ...behaviour.data, preloaderMs: -1 },
    }).get('behaviour.preloaderMs');
    expect(saved).toMatch(/^Field "Preloader ms" is -1/);
    expect(fieldMistake('behaviour.preloaderMs', -1)).toBe(saved);
  });

  it('finds no rule, and no mistake, for a field no content file has', () => {
    expect(fieldMistake('careers.title', '')).toBeUndefined();
    // A field of a list's items named without the item, a field in a group the file does not have.
    expect(schemaAt('jobs.jobs.title')).toBeUndefined();
    expect(schemaAt('jobs.openings.title')).toBeUndefined();
    expect(schemaAt('jobs.openings.*')).toBeUndefined();
  });
});

describe('what the form shows before a save, and what the save refuses', () => {
  it('shows one mistake on a field, the first the check finds: how to write a slug, before that another job uses it', () => {
    const mistakes = fileMistakesByField(
      'content/jobs.yaml',
      jobsFile({ ...first, slug: 'Not A Slug' }, { ...second, slug: 'Not A Slug' }),
    );
    expect([...mistakes.keys()]).toEqual(['jobs.jobs.0.slug', 'jobs.jobs.1.slug']);
    expect(mistakes.get('jobs.jobs.1.slug')).toBe(mistakes.get('jobs.jobs.0.slug'));
    expect(mistakes.get('jobs.jobs.1.slug')).not.toContain('already uses');
  });

  it('puts a field the form does not have on its own name, as the file spells it', () => {
    const mistakes = fileMistakesByField('content/jobs.yaml', jobsFile({ ...first, salry: 5 } as typeof first, second));
    expect([...mistakes.keys()]).toEqual(['jobs.jobs.0.salry']);
    expect(mistakes.get('jobs.jobs.0.salry')).toMatch(/^Field "salry" .*"Salary"/);
  });

  it('refuses a page title holding the company name, which the site adds itself, on the Pages form', async () => {
    const files = repository();
    const { about } = contentModules.pages.data;
    files.pages.about.title = `${about.title} - ${site.data.name}`;
    expect(messages(await refusal(files))).toEqual([
      `${formOf('content/pages.yaml')}: About → "Title" is "${about.title} - ${site.data.name}", which already holds the company name, but the site adds "${site.data.name}" to every page's title itself, so search results would show "${about.title} - ${site.data.name} | ${site.data.name}". Leave the name out: write "${about.title}".`,
    ]);
  });

  it('names an item whose title is only spaces by its number alone', async () => {
    const files = repository();
    files.jobs.jobs[0].title = '   ';
    expect(messages(await refusal(files))).toEqual([expect.stringMatching(/^Jobs: Jobs → item 1 → "Title" /)]);
  });

  it("reads only the folders of public/images the content's pictures are in, leaving a path that is none to the schema", async () => {
    const files = repository();
    files.jobs.jobs[1].image.src = 'team-photo.png';
    const listed: string[] = [];
    const recording: PictureReader<ListedFile> = {
      list: (folder) => {
        listed.push(folder);
        return fromDisk.list(folder);
      },
      read: fromDisk.read,
    };
    const said = saveMistakes(files, await repositoryFiles(files, [], recording, routeFiles), today);
    const picturePaths = (value: unknown): string[] =>
      typeof value === 'string'
        ? (value.match(/^\/images\/.+\.\w+$/) ?? [])
        : typeof value === 'object' && value
          ? Object.values(value).flatMap(picturePaths)
          : [];
    const folders = new Set(picturePaths(files).map((src) => `public${src.slice(0, src.lastIndexOf('/'))}`));
    expect(folders.size).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(folders);
    expect(said.map(({ focus }) => focus)).toEqual(['jobs.jobs.1.image.src']);
  });

  it('does not count a picture uploaded to one folder as in another', async () => {
    const files = repository();
    files.jobs.jobs[1].image.src = '/images/about/photo.jpg';
    expect(messages(await refusal(files, [{ path: 'public/images/jobs/photo.jpg', bytes: smallJpeg }]))).toEqual([
      expect.stringMatching(
        /"Picture" points to "\/images\/about\/photo\.jpg", but there is no such file in public\/images\/about\//,
      ),
    ]);
  });

  it('reads a picture uploaded over one the repository has from the upload', async () => {
    const files = repository();
    const { src } = files.jobs.jobs[0].image;
    expect(await refusal(files)).toEqual([]);
    // Bytes of another kind than the picture's name says, whichever kind content gives it.
    const bytes = /\.jpe?g$/i.test(src) ? smallPng : smallJpeg;
    expect(messages(await refusal(files, [{ path: `public${src}`, bytes }]))).toEqual([
      expect.stringContaining(`"${PICTURE_LABEL}" points to "${src}", a file whose name says`),
    ]);
  });

  it('names a page file under app/ that the routes do not list by its file, with no form to open', async () => {
    const files = repository();
    const extra = 'app/extra/page.tsx';
    const site = await repositoryFiles(files, [], fromDisk, [...routeFiles, extra]);
    expect(saveMistakes(files, site, today)).toEqual([
      { file: extra, order: [], message: expect.stringMatching(/^app\/extra\/page\.tsx: /) },
    ]);
  });
});

describe("the order of the mistakes, which is the form's", () => {
  it("brings the form to the first field with a mistake in the form's order, whatever rule finds it", () => {
    // The slug another job uses comes before the title in the form, though the check finds it later.
    const slipped = { ...second, slug: first.slug, title: '' };
    expect(firstFieldMistake('content/jobs.yaml', jobsFile(first, slipped))).toBe('jobs.jobs.1.slug');
    expect([...fileMistakesByField('content/jobs.yaml', jobsFile(first, slipped)).keys()]).toEqual([
      'jobs.jobs.1.slug',
      'jobs.jobs.1.title',
    ]);
  });

  it("puts a list's own mistake before its items', as the form shows the list above them", async () => {
    const files = repository();
    files.navigation = withoutContact(files.navigation);
    files.navigation[0].label = 'Home <b>page</b>';
    expect((await refusal(files)).map(({ focus }) => focus)).toEqual(['navigation', 'navigation.0.label']);
    // Whichever the check finds first.
    const long = repository();
    const [done, ...rest] = first.responsibilities;
    long.jobs.jobs[0].responsibilities = [done, 'Write <b>tests</b>', ...rest, ...Array(10).fill(done)];
    expect((await refusal(long)).map(({ focus }) => focus)).toEqual([
      'jobs.jobs.0.responsibilities',
      'jobs.jobs.0.responsibilities.1.responsibilities',
    ]);
  });
});

describe('a Tamil translation form, checked against its translation schema as the build checks the file (issue 42)', () => {
  const translations = loadModules(translationModuleList('ta'));
  const { home, navigation } = translations;
  // biome-ignore lint/suspicious/noExplicitAny: the slips under test are ones the translation schema refuses.
  const homeWords = () => structuredClone(home.data) as any;
  /** What the build says of the values of the home page's translation holding `words`, without file and line. */
  const buildSays = (words: unknown) =>
    translationMistakes({ home: { ...home, data: words } }, () => undefined).map(({ place }) => place?.says);

  it('finds nothing in the translation files as they are', () => {
    for (const module of Object.values(translations))
      expect(fileMistakesByField(module.file, { [`ta-${module.contentName}`]: module.data }).size).toBe(0);
  });

  it("puts a word left blank on its field, in the build's words with the field's label", () => {
    const words = homeWords();
    words.hero.headline = '   ';
    const mistakes = fileMistakesByField(home.file, { 'ta-home': words });
    expect([...mistakes]).toEqual([['ta-home.hero.headline', `Field "${labelOf('headline')}" ${buildSays(words)[0]}`]]);
    expect(firstFieldMistake(home.file, { 'ta-home': words })).toBe('ta-home.hero.headline');
    // Checked as a translation: not by the English headline's rule, whose message is another.
    expect(fieldMistake('ta-home.hero.headline', '   ')).toBe(mistakes.get('ta-home.hero.headline'));
    expect(fieldMistake('home.hero.headline', '   ')).not.toBe(mistakes.get('ta-home.hero.headline'));
  });

  it("names a field the English has no words in (a link's address) by its name in the file, as the build refuses it", () => {
    const words = homeWords();
    words.hero.primary.href = contentModules.home.data.hero.primary.href;
    const mistakes = fileMistakesByField(home.file, { 'ta-home': words });
    expect([...mistakes.keys()]).toEqual(['ta-home.hero.primary.href']);
    const [says] = buildSays(words);
    // The fields beside it named by their labels, as in every form.
    const labelled = says?.replace(/"(label|context)"/g, (_, name) => `"${labelOf(name)}"`);
    expect(labelled).not.toBe(says);
    expect(mistakes.get('ta-home.hero.primary.href')).toBe(`Field "href" ${labelled}`);
  });

  it("leaves the English files' rules out: two menu items translated alike are the build's to accept", () => {
    const data = structuredClone(navigation.data) as { items: { label: string }[] };
    data.items[1].label = data.items[0].label;
    expect(translationMistakes({ navigation: { ...navigation, data } }, () => undefined)).toEqual([]);
    expect(fileMistakesByField(navigation.file, { 'ta-navigation': data }).size).toBe(0);
    // The English menu's rule, which the same labels break.
    const [first, second, ...rest] = contentModules.navigation.data;
    const english = { navigation: [first, { ...second, label: first.label }, ...rest] };
    expect(fileMistakesByField(contentModules.navigation.file, english).size).toBe(1);
  });

  it("is saved once its own fields are right: the rules across files are the English files'", () => {
    for (const module of Object.values(translations)) expect(checkedWithOtherFiles(module.file)).toBe(false);
    for (const module of Object.values(contentModules)) expect(checkedWithOtherFiles(module.file)).toBe(true);
  });
});
