/** @jest-environment node */
// Every example in CONTENT.md is something an editor will copy: each must be YAML the site reads without a slip,
// indented as the files are, and hold what the site accepts. A whole item (a block starting with `- `) must pass
// the schema of some list item in full (so an example cannot leave out a required field); a few fields must each
// pass the field of that name in a group that has them all. The guide leaves no content file out: each has its
// row in "Where each thing lives" and its form in the editor's list. And "What each message means" has a row for
// every slip YAML lets an editor make and every mistake in the content folder's make-up.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { cmsCollections, cmsFiles } from '../cms/config';
import { exampleTestimonial } from '../proof-for-tests';
import { exampleGstin } from './buyer-facts';
import { checkContent } from './check';
import { contentFolderProblems } from './files';
import { contentModules } from './modules';
import { sourcesIn } from './problem';
import { fieldFacts, launchProblems } from './samples';
import { parseContent, slipsIn } from './source';
import { translationModuleList } from './translation-files';

type Key = keyof typeof contentModules;
// biome-ignore lint/suspicious/noExplicitAny: the slips under test are ones the content types forbid.
type Edited = Record<Key, any>;

const guide = readFileSync(path.join(process.cwd(), 'CONTENT.md'), 'utf8');
// A block inside a list item of the guide is indented with it: its lines lose that indentation, as an editor copies it.
const examples = [...guide.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```/gm)].map(([, indent, body]) =>
  body
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n')
    .trimEnd(),
);

/** Every group of fields the content schemas describe, items of lists included. */
function groups(schema: z.ZodType, found: z.ZodObject[] = []): z.ZodObject[] {
  if (schema instanceof z.ZodObject) {
    found.push(schema);
    for (const field of Object.values(schema.shape)) groups(field as z.ZodType, found);
  } else if (schema instanceof z.ZodArray) groups(schema.element as z.ZodType, found);
  else if (schema instanceof z.ZodOptional) groups(schema.unwrap() as z.ZodType, found);
  return found;
}
// The translation files' groups too (content/ta/, words only, and their review).
const allGroups = [...Object.values(contentModules), ...Object.values(translationModuleList('ta'))].flatMap((module) =>
  groups(module.schema),
);

const isWholeItem = (example: string) => example.startsWith('- ');

/** The example's data as the site reads it: the item itself, or the fields. */
const dataOf = (example: string) => {
  const data = parseContent(`${example}\n`).document.toJS() as unknown;
  return (isWholeItem(example) ? (data as unknown[])[0] : data) as Record<string, unknown>;
};

/** Why an example would not pass, or undefined when some group of the content accepts it. */
function rejection(example: string): string | undefined {
  const value = dataOf(example);
  const fields = Object.keys(value);
  const candidates = allGroups.filter((group) => fields.every((field) => field in group.shape));
  if (!candidates.length) return `no content group has the fields ${fields.join(', ')}`;
  const problems = candidates.map((group) => {
    const results = isWholeItem(example)
      ? [group.safeParse(value)]
      : fields.map((field) => (group.shape[field] as z.ZodType).safeParse(value[field]));
    return results.flatMap((result) => result.error?.issues ?? []).map((issue) => issue.message);
  });
  return problems.some((messages) => messages.length === 0) ? undefined : problems[0].join(' ');
}

test('CONTENT.md has the examples of the six everyday edits, all in YAML', () => {
  expect(examples.length).toBeGreaterThanOrEqual(6);
  expect(guide).not.toMatch(/```(ts|typescript|js)\n/);
});

test.each(examples.map((example) => [example.split('\n')[0], example]))(
  'the example starting %s is written correctly and passes the content check',
  (_first, example) => {
    expect(slipsIn(parseContent(`${example}\n`))).toEqual([]);
    // Indented as the files are: two spaces a level, never a tab.
    expect(example.split('\n').filter((line) => !/^( {2})*(?![ \t])/.test(line))).toEqual([]);
    expect(rejection(example)).toBeUndefined();
  },
);

test('an example leaving out a required field would be caught', () => {
  const product = examples.find((example) => example.startsWith('- slug: hrms')) as string;
  expect(rejection(product)).toBeUndefined();
  expect(rejection(product.replace('  operatingSystem: Web, Android\n', ''))).toContain('is missing');
});

test('an example with a slip YAML lets through would be caught', () => {
  expect(slipsIn(parseContent('postalCode: 0641004\n'))).not.toEqual([]);
  expect(rejection('address:\n  postalCode: 641004\n  city: Coimbatore\n')).toBeDefined();
});

/** A part of the guide: from its heading to the next heading of the same level or higher. */
function section(heading: string): string {
  const start = guide.indexOf(heading);
  const level = heading.indexOf(' ');
  const end = guide.slice(start + heading.length).search(new RegExp(`\\n#{1,${level}} `));
  return guide.slice(start, end < 0 ? undefined : start + heading.length + end);
}

test.each([...new Set(Object.values(contentModules).map((module) => module.file))].map((file) => [file]))(
  'the table of where each thing lives names %s, so an editor finds every content file',
  (file) => {
    expect(section('## Where each thing lives')).toContain(`\`${file}\``);
  },
);

test.each(cmsFiles().map((form) => [form.label]))('the browser editor section names the form %s', (label) => {
  expect(section('## Editing in the browser')).toContain(`**${label}**`);
});

test.each(cmsCollections().map((collection) => [collection.label]))(
  'the browser editor section names the collection %s',
  (label) => {
    expect(section('## Editing in the browser')).toContain(`**${label}**`);
  },
);

/** The first words of a message, up to a field name it quotes: what its row in the guide's table quotes. */
function opening(message: string): string {
  const words = message.split(' ').slice(0, 4);
  const named = words.findIndex((word) => /^"\w/.test(word));
  return (named < 0 ? words : words.slice(0, named)).join(' ').replace(/[.,:]$/, '');
}

test.each([
  'name: Acme\n\tcity: Coimbatore\n',
  'address:\n  street: Avinashi Road\n city: Coimbatore\n',
  'title: Web: Apps\n',
  'name:Acme\ncity: Coimbatore\n',
  'pageTitle: {title} Job\n',
  'title: [New] offer\n',
  'title: %50 off\n',
  'title: *star product\n',
  'title: &Co sons\n',
  'title: !important note\n',
  'name: Acme\nname: Acme Ltd\n',
  'title: "Web Apps\ncity: Coimbatore\n',
  'title: C# and .NET #1 choice\n',
  'postalCode: 0641004\n',
  'steps:\n  - Apply online\n    - We call you\n',
  'quote: “We close our books in a day”\n',
  'tags:\n  - “Web: Apps”\n',
  'a: b\n- c\n',
])('the table of messages explains the slip in %p', (text) => {
  const [slip] = slipsIn(parseContent(text));
  expect(section('### "A content file cannot be read"')).toContain(opening(slip.message));
});

test('the table of messages explains every mistake in the content folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'guide-'));
  try {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    const inCopy = (file: string) => path.join(root, 'content', file);
    renameSync(inCopy('jobs.yaml'), inCopy('job.yml'));
    unlinkSync(inCopy('chrome.yaml'));
    cpSync(inCopy('about.yaml'), inCopy('about copy.yaml'));
    writeFileSync(inCopy('page-ideas.yaml'), 'idea: Questions buyers ask\n');
    writeFileSync(inCopy('extra.ts'), 'export const x = 1;\n');
    const messages = contentFolderProblems(root).map((problem) => problem.message);
    expect(messages).toHaveLength(5);
    const table = section('### "The content files are not as the site expects them"');
    for (const message of messages) expect(table).toContain(opening(message));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** The words of a field's message after its value, up to a colon, bracket or full stop: what its row quotes. */
function afterValue(message: string): string {
  const rest = message.replace(/^field "[^"]*" /, '').replace(/^is (the text |the number )?"[^"]*", /, '');
  return rest.split(/[:(.]/)[0].split(' ').slice(0, 10).join(' ').trim();
}

test('the table of messages explains each mistake in the buyer facts, as the check words it', () => {
  const shipped = { publicDir: path.join(process.cwd(), 'public') };
  const site = contentModules.site.data;
  const siteWith = (change: Record<string, unknown>) =>
    checkContent([{ ...contentModules.site, data: { ...site, ...change } }], shipped).map((problem) => problem.message);
  const services = structuredClone(contentModules.services.data);
  services.credentials.dlt.service = 'bulk-sm';
  const edited = { ...contentModules, services: { ...contentModules.services, data: services } };
  const messages = [
    ...siteWith({ cin: 'u72900tz2016ptc012345' }),
    ...siteWith({ cin: 'U72900 TZ2016PTC012345' }),
    ...siteWith({ cin: 'U72900TZ2016PTC01234' }),
    ...siteWith({ cin: 'U729O0TZ2016PTC012345' }),
    ...siteWith({ gstin: `${exampleGstin('33')}1` }),
    ...siteWith({ gstin: exampleGstin('55') }),
    ...siteWith({ gstin: `${exampleGstin('33').slice(0, 14)}0` }),
    ...siteWith({ gstin: exampleGstin('29') }),
    ...siteWith({ whatsappPartner: 'BSP' }),
    ...siteWith({ dlt: { principalEntityId: '1201-1600', operator: 'Jio' } }),
    ...siteWith({ dlt: { principalEntityId: '1201160000000000000', operator: 'Vodafone' } }),
    ...checkContent(Object.values(edited), shipped).map((problem) => problem.message),
  ];
  expect(messages).toHaveLength(12);
  const table = section('### Mistakes in what a field says');
  for (const message of messages) expect(table).toContain(afterValue(message));
});

test.each([
  ['alt text that is a file name', (data: Edited) => (data.about.image.alt = 'IMG_2041.PNG')],
  ['a space at the end of an email address', (data: Edited) => (data.site.email = `${data.site.email} `)],
  [
    'two services of the same name',
    (data: Edited) => (data.services.services[1].heading = data.services.services[0].heading),
  ],
  [
    "a product's screen that is a PNG",
    (data: Edited) => {
      const [screen] = data.products.products[0].page.screens;
      screen.image.src = screen.image.src.replace(/\.svg$/, '.png');
    },
  ],
  [
    'a page title holding the company name',
    (data: Edited) => (data.pages.about.title = `${data.site.name}: ${data.pages.about.title}`),
  ],
])('the table of messages explains %s, in the words the check says it', (_slip, edit) => {
  const data = structuredClone(
    Object.fromEntries(Object.entries(contentModules).map(([key, module]) => [key, module.data])),
  ) as Edited;
  edit(data);
  const modules = Object.entries(contentModules).map(([key, module]) => ({ ...module, data: data[key as Key] }));
  const [mistake] = checkContent(modules, { publicDir: path.join(process.cwd(), 'public') })
    .map((problem) => problem.message)
    .filter((message) => !message.includes('no such file'));
  // The words after the value the message quotes, which the table's row quotes too.
  const [, words] = /^.*? is ".*?"(.{12,40}?)[.,:]? /.exec(mistake) ?? [];
  expect(words).toBeDefined();
  expect(section('### Mistakes in what a field says')).toContain(words);
});

test('"Before launch" names every fact the company must confirm, by the name written under "confirmed"', () => {
  const guide = section('## Before launch: facts that are still samples');
  for (const facts of Object.values(fieldFacts))
    for (const name of Object.keys(facts)) expect(guide).toContain(`\`${name}\``);
});

test('the tables explain the launch check and the footing of proof, in the words the checks say them', () => {
  const data = structuredClone(
    Object.fromEntries(Object.entries(contentModules).map(([key, module]) => [key, module.data])),
  ) as Edited;
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  data.proof.caseStudies.studies[0].client = 'Sri Murugan Textiles';
  data.proof.testimonials.testimonials = [{ ...exampleTestimonial, consentGiven: tomorrow }];
  data.proof.figures.figures[0].source = 'Our own records';
  const modules = Object.entries(contentModules).map(([key, module]) => ({ ...module, data: data[key as Key] }));
  const said = checkContent(modules, { publicDir: path.join(process.cwd(), 'public') }).map(({ message }) => message);
  expect(said).toHaveLength(3);
  const { required, optional } = launchProblems(Object.values(contentModules), sourcesIn(process.cwd()));
  const table = section('### Mistakes in what a field says');
  // Each message from its first words after the value it quotes, up to its first full stop or bracket.
  for (const message of [...said, required[0].message, optional.at(-1)!.message])
    expect(table).toContain(
      message
        .replace(/^.*?(is a sample|", (?=which|a day)|field "source" )/, '$1')
        .split(/[.(]/)[0]
        .trim(),
    );
});
