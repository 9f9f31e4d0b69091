/**
 * The browser editor at /admin/, driven as a marketing editor would, offline, against decap-server on a
 * temporary copy of the repository (never this working copy): what a form saves is the file's own lines, the
 * site's checks refuse mistakes on their fields, the preview is the site's own component, and a rebuild of the
 * copy publishes the change.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { type Node, parse } from 'yaml';
import type { z } from 'zod';
import { saveMistakes } from '../lib/cms/checks';
import { cmsFiles, MEDIA_PAGE_REFUSALS, PICTURE_ENDINGS } from '../lib/cms/config';
import { checkContent, filesOnDisk } from '../lib/content/check';
import { loadModules } from '../lib/content/load';
import { contentModuleList } from '../lib/content/module-list';
import { DESCRIPTION_MAX, searchTitle, TITLE_MAX } from '../lib/content/published';
import { parseContent, slipsIn } from '../lib/content/source';
import { exampleTestimonial } from '../lib/proof-for-tests';
import { href, productPagePath } from '../lib/routes';
import { pageKeys } from '../lib/routes/registry';
import { svgDanger } from '../lib/svg-safety';
import { fillTemplate } from '../lib/template';
import { adminPolicy } from '../scripts/build-admin';
import {
  about,
  chrome,
  contact,
  home,
  jobs,
  navigation,
  pages,
  privacy,
  productPages,
  products,
  proof,
  samplesInPreview,
  servicePages,
  services,
  site,
} from './content';
import { isForeign } from './fixtures';

const repoRoot = path.resolve(__dirname, '..');

/** Where a screenshot goes: beside the test's results, or with UPDATE_DOCS_SCREENSHOTS=1 into CONTENT.md's pictures. */
const screenshotPath = (name: string) =>
  process.env.UPDATE_DOCS_SCREENSHOTS ? path.join(repoRoot, 'docs/editor', name) : test.info().outputPath(name);
// The ports up to E2E_PORT + 20 belong to the suite's other servers; decap-server takes the one after the editor's.
const PORT = Number(process.env.E2E_PORT ?? 4311) + 21;
const editorUrl = `http://127.0.0.1:${PORT}/admin/`;

let copy: string;
let editor: ChildProcess;

/** A picture as an editor would upload one: a PNG of a photo's proportions. */
const aPicture = () => PNG.sync.write(new PNG({ width: 800, height: 600 }));

/** Uploads a new picture named `name` into the form's first picture field, as an editor picks one from disk. */
async function uploadToFirstPicture(page: Page, name: string) {
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: aPicture() });
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled();
  await choose.click();
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' });
const inCopy = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });

/** The copy as it is now, uncommitted changes included, for a save to be compared with (it changes nothing). */
const snapshot = () =>
  git('-c', 'user.email=editor@example.in', '-c', 'user.name=Editor', 'stash', 'create').trim() || 'HEAD';

/** The lines a save changed in a file of the copy since `since` (a snapshot; the copy's first commit if none). */
function changedLines(file: string, since = 'HEAD'): string[] {
  return git('diff', '-U0', since, '--', file)
    .split('\n')
    .filter((line) => /^[-+][^-+]/.test(line));
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = mkdtempSync(path.join(tmpdir(), 'editor-copy-'));
  // The repository's files as they are now (committed or not), in a repository of their own.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(path.join(repoRoot, file)));
  for (const file of files) cpSync(path.join(repoRoot, file), path.join(copy, file), { recursive: true });
  // Hard links: a copy of the packages in no time, and the build finds them inside the copy, as it must.
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules')]);
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.email=editor@example.in', '-c', 'user.name=Editor', 'commit', '-qm', 'before the edit');

  editor = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/edit.ts', '--port', String(PORT), '--root', copy],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  await new Promise<void>((resolve, reject) => {
    editor.stdout?.on('data', (data: Buffer) => data.toString().includes('The editor is at') && resolve());
    editor.on('exit', () => reject(new Error('npm run edit stopped before the editor was up')));
  });
});

test.afterAll(() => {
  if (editor?.pid) process.kill(-editor.pid);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/**
 * Opens one content file's form (of the collection "content" unless given: "ta" for a Tamil translation's), signed
 * in to the local backend; returns how long until it could be edited.
 */
async function openForm(page: Page, file: string, firstField: string, collection = 'content'): Promise<number> {
  await page
    .context()
    .route('**/*', (route) => (isForeign(route.request().url()) ? route.abort('blockedbyclient') : route.continue()));
  const started = Date.now();
  await page.goto(`${editorUrl}#/collections/${collection}/entries/${file}`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel(firstField, { exact: true }).first().waitFor();
  return Date.now() - started;
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

const fileIn = (file: string) => readFileSync(path.join(copy, file), 'utf8');

/** A saved file reads back with no slip: the build and the form read what the editor saved. */
const expectReadable = (file: string) => expect(slipsIn(parseContent(fileIn(file)))).toEqual([]);

/** The lines one list item is written on in a file's text (from its "- " to its last line), line ends included. */
function itemLines(text: string, at: (string | number)[]): string {
  const item = parseContent(text).document.getIn(at, true) as Node | undefined;
  if (!item?.range) throw new Error(`No item at ${at.join(' → ')}`);
  return text.slice(text.lastIndexOf('\n', item.range[0]) + 1, text.indexOf('\n', item.range[1] - 1) + 1);
}

type Rule = { innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };

/** A schema's own rule, through its optional wrapper: a group's fields (shape) or a list's item (element). */
function ruleOf(schema: z.ZodType | undefined): Rule | undefined {
  let rule = schema?._zod.def as Rule | undefined;
  while (rule?.innerType) rule = rule.innerType._zod.def as Rule;
  return rule;
}

/** The schema of a group's field or a list's item. */
const partOf = (schema: z.ZodType | undefined, step: string | number) =>
  typeof step === 'number' ? ruleOf(schema)?.element : ruleOf(schema)?.shape?.[step];

/** The field names of every group in a value, at every depth, in the order they are written. */
const fieldOrder = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(fieldOrder)
    : value && typeof value === 'object'
      ? Object.entries(value).map(([key, child]) => [key, fieldOrder(child)])
      : null;

/** The field names of every group in a value in the schema's order: the order a new item must be written in. */
function schemaOrder(value: unknown, schema: z.ZodType | undefined): unknown {
  if (Array.isArray(value)) return value.map((item, i) => schemaOrder(item, partOf(schema, i)));
  if (!value || typeof value !== 'object') return null;
  return Object.keys(ruleOf(schema)?.shape ?? {})
    .filter((key) => key in value)
    .map((key) => [key, schemaOrder((value as Record<string, unknown>)[key], partOf(schema, key))]);
}

/**
 * Expects `file` to be `before` with one item added last to `list` and the item written on `removedLines` taken
 * out, nothing else: the new item's fields in the schema's order, every other line as it was.
 */
function expectListSaved(file: string, list: string, before: string, removedLines = '') {
  expectReadable(file);
  const text = fileIn(file);
  const items: unknown[] = parse(text)[list];
  const added = itemLines(text, [list, items.length - 1]);
  expect(text.replace(added, '')).toBe(before.replace(removedLines, ''));
  const { schema } = Object.values(contentModuleList).find((entry) => entry.file === file) ?? {};
  expect(fieldOrder(items.at(-1))).toEqual(schemaOrder(items.at(-1), partOf(partOf(schema, list), 0)));
}

/** The phone number the first test writes and the last one finds on the rebuilt pages. */
const newPhone = '+91 422 450 0000';

test('a phone number changed in the form is a one-line diff that reads back with no slip and passes the content check', async ({
  page,
}) => {
  const ms = await openForm(page, 'site', 'Phone');
  console.log(`/admin/ to an editable form: ${ms} ms`);
  await page.screenshot({ path: screenshotPath('form.png') });
  await page.getByLabel('Phone', { exact: true }).fill(newPhone);
  await publish(page);
  await expect.poll(() => changedLines('content/site.yaml')).toEqual([`-phone: ${site.phone}`, `+phone: ${newPhone}`]);
  expect(git('status', '--porcelain')).toBe(' M content/site.yaml\n');
  expectReadable('content/site.yaml');
  expect(inCopy('npm', ['run', 'check:content'])).toContain('Content OK');
});

test("a Products save changes only the line of the field edited, the other products' fields staying in their order; changed back, the file is as it was, its notes included", async ({
  page,
  browser,
}) => {
  await openForm(page, 'products', 'Heading');
  const before = fileIn('content/products.yaml');
  const since = snapshot();
  const [first] = products.products;
  const summaryLine = (summary: string) => `    summary: ${summary}`;
  expect(before).toContain(`\n${summaryLine(first.summary)}\n`);
  const summary = page.getByLabel('Summary', { exact: true }).first();
  const edited = first.summary.replace(/\.$/, '!');
  await summary.fill(edited);
  await publish(page);
  await expect
    .poll(() => changedLines('content/products.yaml', since))
    .toEqual([`-${summaryLine(first.summary)}`, `+${summaryLine(edited)}`]);

  // Changed back the next time the form is opened, in a browser of its own.
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
  const again = await (await browser.newContext()).newPage();
  await openForm(again, 'products', 'Heading');
  await again.getByLabel('Summary', { exact: true }).first().fill(first.summary);
  await publish(again);
  await expect.poll(() => fileIn('content/products.yaml')).toBe(before);
  expect(before).toMatch(/^# /);
  await again.context().close();
});

/** The messages the editor shows on one field: the list beside the field's label. */
async function messagesOn(field: Locator): Promise<Locator> {
  return field.page().locator(`label[for="${await field.getAttribute('id')}"] ~ ul > li`);
}

test("a word changed in a Tamil translation's form is a one-line diff of its translation file, its notes kept; emptied there, it is refused", async ({
  page,
}) => {
  const file = 'content/ta/home.yaml';
  // Every word of a translation may be left out (the English shows), so the editor labels each field optional.
  const label = 'Headline (optional)';
  await openForm(page, 'ta-home', label, 'ta');
  const before = fileIn(file);
  const since = snapshot();
  const { headline } = parse(before).hero;
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveValue(headline);
  // A translation form has no preview: the form alone.
  await expect(page.locator('iframe')).toHaveCount(0);

  // An empty word is refused as the check refuses an empty line: the Tamil page shows the English for a word whose
  // line is removed from the file.
  await field.fill('');
  await publish(page);
  await expect(await messagesOn(field)).toHaveText([/^Field "Headline" is empty\./]);
  expect(fileIn(file)).toBe(before);

  const edited = `${headline}!`;
  await field.fill(edited);
  await publish(page);
  await expect.poll(() => changedLines(file, since)).toEqual([`-  headline: ${headline}`, `+  headline: ${edited}`]);
  // The English home page's file, which has a form of the same name, is as it was.
  expect(git('diff', '--name-only', since)).toBe(`${file}\n`);
  expectReadable(file);
  const notes = (text: string) => text.split('\n').filter((line) => line.startsWith('#'));
  expect(notes(fileIn(file))).toEqual(notes(before));
  expect(inCopy('npm', ['run', 'check:content'])).toContain('Content OK');
});

test('an empty job title is refused on its field with the content check message, and only that', async ({ page }) => {
  await openForm(page, 'jobs', 'Heading');
  const before = fileIn('content/jobs.yaml');
  const title = page.getByLabel('Title', { exact: true }).first();
  await title.fill('');
  await publish(page);
  // The field named by its label on screen, not its name in the file ("title").
  const message = 'Field "Title" is empty. Write the job title.';
  await expect(page.getByText(message)).toBeVisible();
  // One mistake, one message: the CMS's own "is required" is not added beside the check's.
  await expect(await messagesOn(title)).toHaveText([message]);
  // Shown as written: in capitals, a quoted value or web address would not be the one to type.
  await expect(page.getByText(message)).toHaveCSS('text-transform', 'none');
  await page.getByLabel('Title', { exact: true }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('refused.png') });
  expect(fileIn('content/jobs.yaml')).toBe(before);
});

test('an over-long service text is refused on its field with the content check message', async ({ page }) => {
  await openForm(page, 'services', 'Heading');
  const before = fileIn('content/services.yaml');
  await page.getByLabel('Details', { exact: true }).first().fill('word '.repeat(50).trim());
  await publish(page);
  await expect(
    page.getByText('Field "Details" is 249 characters long, but at most 200 fit here. Shorten it.'),
  ).toBeVisible();
  expect(fileIn('content/services.yaml')).toBe(before);
});

test('the preview shows the edited headline in the home page hero, as the visitor will see it', async ({ page }) => {
  await openForm(page, 'home', 'Headline');
  await page.getByLabel('Headline', { exact: true }).fill('Software that works for you');
  const preview = page.frameLocator('iframe').first();
  const headline = preview.getByRole('heading', { level: 1, name: 'Software that works for you' });
  await expect(headline).toBeVisible();
  // In the site's styles: the hero's extra-bold headline (unstyled, a heading is only bold, 700).
  await expect(headline).toHaveCSS('font-weight', '800');
  await page.screenshot({ path: screenshotPath('preview.png') });
});

test('a JPEG named .png is refused when it is chosen, with the check message on the picture field', async ({
  page,
}) => {
  await openForm(page, 'home', 'Headline');
  // The smallest JPEG the check reads: its signature, then a frame header with a 16x16 size.
  const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc00011080010001003012200021101031101ffd9', 'hex');
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: jpeg });
  // The upload is selected once it is in the library; a click would unselect it.
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(page.getByText('photo.png').first()).toBeVisible();
  await expect(choose).toBeEnabled();
  await choose.click();
  await publish(page);
  await expect(page.getByText(/a file whose name says PNG but which is really a JPEG picture/)).toBeVisible();
  expect(git('diff', '--', 'content/home.yaml')).toBe('');
});

/** Adds a job in the form, every field filled in; `choosePicture` picks its picture. Saves nothing. */
async function addJob(page: Page, slug: string, title: string, choosePicture: () => Promise<void>) {
  await openForm(page, 'jobs', 'Heading');
  const [, posted] = /datePosted: ([\d-]+)$/m.exec(fileIn('content/jobs.yaml')) ?? [];
  const [, closing] = /validThrough: ([\d-]+)$/m.exec(fileIn('content/jobs.yaml')) ?? [];
  await page.getByRole('button', { name: 'Add jobs' }).click();
  const field = (label: string) => page.getByLabel(label, { exact: true }).last();
  await field('Slug').fill(slug);
  await field('Title').fill(title);
  await field('Posting title').fill(title);
  await field('Details').fill('Two years of testing');
  await choosePicture();
  await field('Alt').fill('A checklist beside a browser window');
  await field('Summary').fill(
    'Test our web and mobile applications before every release, with the developers who build them.',
  );
  for (const [list, items] of [
    ['responsibilities', ['Plan and run tests for every release', 'Write automated tests for the main flows']],
    ['requirements', ['A degree in computer science or a related branch']],
  ] as const)
    for (const item of items) {
      await page
        .getByRole('button', { name: `Add ${list}` })
        .last()
        .click();
      await page
        .getByLabel(list.charAt(0).toUpperCase() + list.slice(1), { exact: true })
        .last()
        .fill(item);
    }
  await field('Minimum experience months').fill('24');
  await field('Date posted').fill(posted);
  await field('Valid through').fill(closing);
}

test("a new job's picture whose bytes are not what its name says is refused, and nothing is written", async ({
  page,
}) => {
  const before = fileIn('content/jobs.yaml');
  // The smallest JPEG the check reads: its signature, then a frame header with a 16x16 size.
  const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc00011080010001003012200021101031101ffd9', 'hex');
  await addJob(page, 'support-engineer', 'Support Engineer', async () => {
    await page.getByRole('button', { name: 'Choose an image' }).last().click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'support.png', mimeType: 'image/png', buffer: jpeg });
    const choose = page.getByRole('button', { name: 'Choose selected' });
    await expect(choose).toBeEnabled();
    await choose.click();
  });
  await publish(page);
  await expect(page.getByText(/a file whose name says PNG but which is really a JPEG picture/).first()).toBeVisible();
  expect(fileIn('content/jobs.yaml')).toBe(before);
  expect(git('status', '--porcelain', '--', 'public')).toBe('');
});

test("a new job that makes the career page's description too long: the message names the Pages form and stays; the job typed is kept while the editor fixes Pages", async ({
  page,
}) => {
  // The job titles fill the description's {jobTitles}: one more title, ", " and its words, must pass the limit;
  // short enough for the job's own page title, so the other form's rule is the only one broken.
  const title = 'Quality Assurance Test Lead';
  test.skip(
    pages.career.description.length + 2 + title.length <= DESCRIPTION_MAX,
    'The career page description is short enough for any one more job title.',
  );
  const before = fileIn('content/jobs.yaml');
  await addJob(page, 'quality-assurance', title, async () => {
    page.once('dialog', (dialog) => dialog.accept(jobs.jobs[0].image.src));
    await page.getByRole('button', { name: 'Insert from URL' }).last().click();
  });
  await publish(page);
  // The questions on leaving a form with unsaved work, and on coming back to it, answered yes.
  page.on('dialog', (dialog) => dialog.accept());
  const pagesForm = cmsFiles().find(({ file }) => file === 'content/pages.yaml');
  const message = refusalMessage(page);
  await expect(message).toContainText(`Your change would break the form ${pagesForm?.label}`);
  await expect(message.getByRole('listitem')).toHaveText([
    /^Career → "Description" is \d+ characters long once its \{placeholders\} are filled in/,
  ]);
  expect(fileIn('content/jobs.yaml')).toBe(before);
  // The CMS's own notice goes after a few seconds; the message stays, on this form and the next.
  await expect(page.getByText('Failed to persist entry')).toBeHidden({ timeout: 15_000 });
  await expect(message).toBeVisible();
  await message.getByRole('link', { name: `Open ${pagesForm?.label}` }).click();
  // The Pages form, with its own file's values (placeholders unfilled, as written).
  const { pages: written } = loadModules(contentModuleList, copy);
  const { home } = written.data as typeof pages;
  await expect(page.getByLabel('Description', { exact: true }).first()).toHaveValue(home.description);
  await expect(message).toBeVisible();
  // Back to the jobs by the editor's menu: the job typed is there, unsaved, as it was left.
  await page.getByRole('link', { name: /Writing in Site content/ }).click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByLabel('Title', { exact: true }).last()).toHaveValue(title);
  await expect(page.getByLabel('Slug', { exact: true }).last()).toHaveValue('quality-assurance');
  await message.getByRole('button', { name: 'Close this message' }).click();
  await expect(message).toBeHidden();
});

test("a job closed in the form while another form's button leads to its page is refused, naming that form", async ({
  page,
}) => {
  // The home page's second button, saved earlier, leads to the first job's page; closing the job takes that page
  // out of the build, so the button would lead to a 404.
  const [job] = jobs.jobs;
  const jobPage = `${pages.career.path}/${job.slug}`;
  const homeFile = path.join(copy, 'content/home.yaml');
  const homeBefore = fileIn('content/home.yaml');
  writeFileSync(homeFile, homeBefore.replace(`href: ${home.hero.secondary.href}\n`, `href: ${jobPage}\n`));
  try {
    // Posted and closed long ago, the job's dates in order, so the link is the only mistake.
    const closed = { datePosted: '2020-01-01', validThrough: '2020-01-02' };
    const messages = saveSays((data) => Object.assign(data.jobs.jobs[0], closed));
    expect(messages).toEqual([expect.stringContaining(`links to "${jobPage}", which is not a page of this site`)]);

    await openForm(page, 'jobs', 'Heading');
    for (const [label, date] of [
      ['Date posted', closed.datePosted],
      ['Valid through', closed.validThrough],
    ]) {
      const field = page.getByLabel(label, { exact: true }).first();
      await field.focus();
      await field.fill(date);
    }
    const before = fileIn('content/jobs.yaml');
    await publish(page);
    const homeForm = cmsFiles().find(({ file }) => file === 'content/home.yaml');
    const message = refusalMessage(page);
    await expect(message).toContainText(`Your change would break the form ${homeForm?.label}`);
    await expect(message.getByRole('listitem')).toHaveText(messages);
    expect(fileIn('content/jobs.yaml')).toBe(before);
  } finally {
    writeFileSync(homeFile, homeBefore);
  }
});

test('a field refused far down the form is brought into view with the cursor in it', async ({ page }) => {
  await openForm(page, 'jobs', 'Heading');
  const closing = page.getByLabel('Valid through', { exact: true }).last();
  await closing.fill('');
  // Back at the top of the form, as an editor who went up to check something.
  await page.getByLabel('Heading', { exact: true }).first().focus();
  await expect(closing).not.toBeInViewport();
  await publish(page);
  await expect(closing).toBeFocused();
  await expect(closing).toBeInViewport();
  await expect(await messagesOn(closing)).toHaveText([/^Field "Valid through" /]);
});

test('a save refused by a rule of the whole check names the field by its labels and brings the form to it', async ({
  page,
}) => {
  await openForm(page, 'jobs', 'Heading');
  const last = jobs.jobs[jobs.jobs.length - 1];
  const summary = page.getByLabel('Summary', { exact: true }).last();
  await summary.fill(`${last.summary} <b>Apply now.</b>`);
  await page.getByLabel('Heading', { exact: true }).first().focus();
  await publish(page);
  await expect(refusalMessage(page).getByRole('listitem')).toHaveText([
    `Jobs → item ${jobs.jobs.length} "${last.title}" → "Summary" has <b> in it, which visitors would see exactly as written: the page shows text, not HTML. Remove <b> and </b>: the site sets how text looks, and emphasis cannot be written in content.`,
  ]);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
});

// The pages of the edits below come from one build of the copy, after the last of them (the last test).
test('a job added in the form is saved in its file as lines of its own', async ({ page }) => {
  await addJob(page, 'qa-engineer', 'QA Engineer', async () => {
    page.once('dialog', (dialog) => dialog.accept('/images/jobs/web-development.svg'));
    await page.getByRole('button', { name: 'Insert from URL' }).last().click();
  });
  const before = fileIn('content/jobs.yaml');
  await publish(page);
  await expect.poll(() => parse(fileIn('content/jobs.yaml')).jobs.at(-1).slug, { timeout: 30_000 }).toBe('qa-engineer');
  expectListSaved('content/jobs.yaml', 'jobs', before);
});

test("a second job given the slug of the first is refused on the second one's Slug field, before saving", async ({
  page,
}) => {
  await openForm(page, 'jobs', 'Heading');
  const before = fileIn('content/jobs.yaml');
  const [first, second] = jobs.jobs;
  const slugs = page.getByLabel('Slug', { exact: true });
  await slugs.nth(1).fill(first.slug);
  await publish(page);
  // The duplicate check of the content check (lib/content/check.yaml), on the field it names, in its own words.
  const message = `Field "Slug" is "${first.slug}", which job "${first.title}" already uses. Each job needs its own.`;
  await expect(await messagesOn(slugs.nth(1))).toHaveText([message]);
  await expect(await messagesOn(slugs.first())).toHaveCount(0);
  expect(second.slug).not.toBe(first.slug);
  expect(fileIn('content/jobs.yaml')).toBe(before);
});

// The previews show what the entry does not hold as the repository has it (read through the CMS's backend).
test('the footer preview has the footer headings of content/chrome.yaml', async ({ page }) => {
  await openForm(page, 'site', 'Email');
  const preview = page.frameLocator('iframe').first();
  const { addressHeading, contactHeading, hoursHeading, online } = chrome.footer;
  // The company's pages elsewhere, listed in content/site.yaml, under their own heading.
  const elsewhere = site.profiles.length ? [online.heading] : [];
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText([
    addressHeading,
    contactHeading,
    hoursHeading,
    ...elsewhere,
  ]);
});

test("the job page preview names the office's street and town from content/site.yaml", async ({ page }) => {
  await openForm(page, 'jobs', 'Heading');
  const preview = page.frameLocator('iframe').first();
  const { street, locality, city } = site.address;
  await expect(preview.getByText(`${street}, ${locality}, ${city}`).first()).toBeVisible();
});

test("the service cards' preview has the contact words of content/contact.yaml, with the edited name", async ({
  page,
}) => {
  await openForm(page, 'services', 'Heading');
  await page.getByLabel('Heading', { exact: true }).nth(1).fill('Cloud Hosting');
  const preview = page.frameLocator('iframe').first();
  const quote = preview.getByRole('link', { name: new RegExp(`^${contact.quote.label}`) }).first();
  await expect(quote).toBeVisible();
  const text = new URL((await quote.getAttribute('href')) ?? '').searchParams.get('text');
  // The message as a visitor's WhatsApp gets it: the company's name filled in as the build fills it.
  expect(text).toBe(contact.quote.message.replace('{title}', 'Cloud Hosting'));
});

test('the proof preview shows the case studies and figures as the home page does, and no empty testimonials', async ({
  page,
}) => {
  await openForm(page, 'proof', 'Heading');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText([
    proof.caseStudies.heading,
    proof.figures.heading,
  ]);
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(
    proof.caseStudies.studies.map((study) => study.title),
  );
  // As the preview build's pages say it: the facts the company has not confirmed yet, counted.
  await expect(preview.getByText(fillTemplate(chrome.samplesNotice, { count: samplesInPreview }))).toBeVisible();
  await page.screenshot({ path: screenshotPath('samples-notice.png') });
});

test('a testimonial without the date its person gave consent, or with a day still to come, is refused, and nothing is written', async ({
  page,
}) => {
  await openForm(page, 'proof', 'Heading');
  const before = fileIn('content/proof.yaml');
  await page.getByRole('button', { name: 'Add testimonials' }).click();
  const field = (label: string) => page.getByLabel(label, { exact: true }).last();
  // A fixture, plainly an example: the site never shows a quote nobody gave.
  await field('Quote').fill(exampleTestimonial.quote);
  await field('Person').fill(exampleTestimonial.person);
  await field('Role').fill(exampleTestimonial.role);
  await field('Company').fill(exampleTestimonial.company);
  await field('Town').fill(exampleTestimonial.town);
  await field('Source').fill(exampleTestimonial.source);
  await publish(page);
  const message =
    'Field "Consent given" is missing. Write the date the person gave written consent to be shown here, such as "2026-11-02". Without consent, leave the entry out.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(await messagesOn(field('Consent given'))).toHaveText([message]);
  // Nor with consent dated a day to come: it cannot have been given yet (the editor trial's seven weeks ahead).
  const inSevenWeeks = new Date(Date.now() + 49 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await field('Consent given').fill(inSevenWeeks);
  await publish(page);
  // Told beside the form, as every rule that reads the date of the save is (the form's own fields check its kind).
  await expect(
    page.getByText(
      new RegExp(
        `"Consent given" is "${inSevenWeeks}", a day still to come \\(today is \\d{4}-\\d{2}-\\d{2}\\)\\. Write the day the person gave consent: today or an earlier day\\.`,
      ),
    ),
  ).toBeVisible();
  // The preview shows the testimonial as the home page would, once consent is given.
  await field('Consent given').fill(exampleTestimonial.consentGiven);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 2, name: proof.testimonials.heading })).toBeVisible();
  await expect(preview.getByText(exampleTestimonial.quote)).toBeVisible();
  expect(fileIn('content/proof.yaml')).toBe(before);
});

test('a case study naming its client without their permission is refused on the client field, and nothing is written', async ({
  page,
}) => {
  await openForm(page, 'proof', 'Heading');
  const before = fileIn('content/proof.yaml');
  const client = page.getByLabel('Client', { exact: true }).first();
  await client.fill('Sri Murugan Textiles');
  await publish(page);
  await expect(await messagesOn(client)).toHaveText([
    /^Field "Client" is "Sri Murugan Textiles", which names the client, but no one at the client has given permission to name them\. Fill in "client permission"/,
  ]);
  expect(fileIn('content/proof.yaml')).toBe(before);
});

test("a picture uploaded to a job's picture field goes into the folder the jobs' pictures are in, and its path is the one line the save changes", async ({
  page,
}) => {
  await openForm(page, 'jobs', 'Heading');
  const [first] = jobs.jobs;
  const folder = first.image.src.slice(0, first.image.src.lastIndexOf('/'));
  const since = snapshot();
  await uploadToFirstPicture(page, 'team-photo.png');
  await publish(page);
  await expect
    .poll(() => changedLines('content/jobs.yaml', since))
    .toEqual([`-      src: ${first.image.src}`, `+      src: ${folder}/team-photo.png`]);
  expect(existsSync(path.join(copy, 'public', folder, 'team-photo.png'))).toBe(true);
});

/** What git sees changed under public/ in the copy (earlier tests' uploads among it). */
const publicStatus = () => git('status', '--porcelain', '--', 'public');

/** Opens the editor's Media page, outside any form, signed in to the local backend. */
async function openMediaPage(page: Page) {
  await openForm(page, 'home', 'Headline');
  await page.goto(`${editorUrl}#/collections/content`);
  await page.getByRole('button', { name: 'Media', exact: true }).click();
}

// Decap commits an upload or a delete made on its Media page straight to the branch, past the save's check and the
// pull request (issue 38): the editor refuses both, and the file chooser offers pictures alone.
test('an upload from the Media page, outside a form, is refused and writes nothing', async ({ page }) => {
  const publicBefore = publicStatus();
  await openMediaPage(page);
  const chooser = page.locator('input[type="file"]');
  await expect(chooser).toHaveAttribute('accept', PICTURE_ENDINGS);
  await chooser.setInputFiles({ name: 'team-photo.png', mimeType: 'image/png', buffer: aPicture() });
  await expect(page.getByText(MEDIA_PAGE_REFUSALS.upload)).toBeVisible();
  expect(publicStatus()).toBe(publicBefore);
});

test('a delete from the Media page is refused and the picture stays', async ({ page }) => {
  // The Media page shows public/images/ itself, not its folders.
  const name = readdirSync(path.join(copy, 'public', 'images')).find((file) => file.endsWith('.svg')) as string;
  const src = `/images/${name}`;
  const publicBefore = publicStatus();
  await openMediaPage(page);
  page.on('dialog', (dialog) => dialog.accept());
  await page.getByText(name, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText(MEDIA_PAGE_REFUSALS.delete)).toBeVisible();
  expect(existsSync(path.join(copy, 'public', src))).toBe(true);
  expect(publicStatus()).toBe(publicBefore);
});

test('a page uploaded in a picture field is refused on save, and nothing is written', async ({ page }) => {
  await openForm(page, 'home', 'Headline');
  const before = fileIn('content/home.yaml');
  const publicBefore = publicStatus();
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  const chooser = page.locator('input[type="file"]');
  await expect(chooser).toHaveAttribute('accept', PICTURE_ENDINGS);
  // A file chooser's filter is a suggestion: "All files" picks anything, as setInputFiles does.
  await chooser.setInputFiles({
    name: 'notes.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<!doctype html><script>alert(document.domain)</script>'),
  });
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled();
  await choose.click();
  await publish(page);
  await expect(
    page
      .getByText(/notes\.html/)
      .filter({ hasText: /must be the path of a picture|not a picture/ })
      .first(),
  ).toBeVisible();
  expect(fileIn('content/home.yaml')).toBe(before);
  expect(publicStatus()).toBe(publicBefore);
});

test("an SVG with a script under a prefix is refused in the browser with the build's own message", async ({ page }) => {
  await openForm(page, 'home', 'Headline');
  const before = fileIn('content/home.yaml');
  const publicBefore = publicStatus();
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 4 3">' +
    '<svg:script>alert(document.domain)</svg:script></svg>';
  // The same code the build runs (lib/svg-safety.ts), here on the browser's own XML parser.
  const says = svgDanger(drawing) as string;
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(drawing) });
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled();
  await choose.click();
  await publish(page);
  await expect(page.getByText(`an SVG picture with ${says} in it`).first()).toBeVisible();
  expect(fileIn('content/home.yaml')).toBe(before);
  expect(publicStatus()).toBe(publicBefore);
});

test('a job moved up the list by its drag handle keeps its lines as they were, and so does the job it passed', async ({
  page,
}) => {
  await openForm(page, 'jobs', 'Heading');
  const before = fileIn('content/jobs.yaml');
  const [first, second] = jobs.jobs;
  const [firstLines, secondLines] = [0, 1].map((index) => itemLines(before, ['jobs', index]));
  expect(firstLines).toContain(`slug: ${first.slug}\n`);
  expect(secondLines).toContain(`slug: ${second.slug}\n`);
  // Decap's drag handle (between an item's fold and remove buttons), dragged with the mouse onto the first job.
  const handleOf = (title: string) =>
    topBarOf(listOf(page, 'jobs'), title).locator('[aria-roledescription="sortable"]');
  await handleOf(second.title).hover();
  const [from, to] = await Promise.all([handleOf(second.title).boundingBox(), handleOf(first.title).boundingBox()]);
  if (!from || !to) throw new Error('The jobs have no drag handles on screen');
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await publish(page);
  await expect
    .poll(() => fileIn('content/jobs.yaml'))
    .toBe(before.replace(firstLines + secondLines, secondLines + firstLines));
});

// biome-ignore lint/suspicious/noExplicitAny: the slips under test are ones the content types forbid.
type ContentData = Record<string, any>;

/**
 * What the editor's save says once `edit` is made to the copy's content as it is now (earlier tests changed it:
 * a job added is a page a link may name): the content check's mistakes, as many as `npm run check:content`
 * reports, each naming its field by the form's labels.
 */
function saveSays(edit: (data: ContentData) => void): string[] {
  const modules = Object.values(loadModules(contentModuleList, copy));
  const data: ContentData = Object.fromEntries(modules.map((module) => [module.contentName, module.data]));
  edit(data);
  const edited = modules.map((module) => ({ ...module, data: data[module.contentName] }));
  const where = { publicDir: path.join(copy, 'public'), appDir: path.join(copy, 'app') };
  const said = saveMistakes(data, filesOnDisk(where), new Date());
  const checked = checkContent(edited, { ...where, rootDir: copy });
  expect(said.map(({ file }) => file)).toEqual(checked.map(({ file }) => file));
  return said.map(({ message }) => message);
}

/** The message a refused save shows until it is closed. */
const refusalMessage = (page: Page) => page.getByRole('alert', { name: 'Not saved' });

/** Saves the form and expects it refused with exactly `messages`, the content check's, and `file` unchanged. */
async function expectRefused(page: Page, file: string, messages: string[]) {
  const before = fileIn(file);
  await publish(page);
  await expect(refusalMessage(page).getByRole('listitem')).toHaveText(messages);
  expect(fileIn(file)).toBe(before);
}

// Slips that the schema and the fields pass, and only check:content's other rules refuse (issue 30): the save
// runs all of them, so none reaches a file the build then refuses.
test('a <b> in a text is refused on save with the content check message, and nothing is written', async ({ page }) => {
  await openForm(page, 'home', 'Headline');
  const headline = `Software <b>that works</b> for you`;
  const messages = saveSays((data) => (data.home.hero.headline = headline));
  expect(messages).toEqual([expect.stringMatching(/^Hero → "Headline" has <b> in it, which visitors would see/)]);
  await page.getByLabel('Headline', { exact: true }).fill(headline);
  await expectRefused(page, 'content/home.yaml', messages);
});

test('a menu link to "/abuot" is refused on save with the content check message, and nothing is written', async ({
  page,
}) => {
  await openForm(page, 'navigation', 'Label');
  const messages = saveSays((data) => (data.navigation[1].href = '/abuot'));
  expect(messages).toEqual([
    expect.stringMatching(/^Navigation → item 2 ".+" → "Href" links to "\/abuot", which is not a page of this site/),
  ]);
  await page.getByLabel('Href', { exact: true }).nth(1).fill('/abuot');
  await expectRefused(page, 'content/navigation.yaml', messages);
});

test('a zero-width space pasted into a web address is refused on save with the content check message', async ({
  page,
}) => {
  await openForm(page, 'site', 'Phone');
  const url = site.applicationFormUrl.replace('/forms/', '/forms/\u200b');
  const messages = saveSays((data) => (data.site.applicationFormUrl = url));
  // A form of one group (behaviour has a file of its own now): its fields are named without the group.
  expect(messages).toEqual([expect.stringMatching(/^"Application form url" has an invisible character just after/)]);
  await page.getByLabel('Application form url', { exact: true }).fill(url);
  await expectRefused(page, 'content/site.yaml', messages);
});

// The slips of issue 40: each refused on save, on its field or beside the form, in the content check's words.
test('a job named as another, a slug with a space at its end and alt text that is a file name are each refused on their field', async ({
  page,
}) => {
  await openForm(page, 'jobs', 'Heading');
  const before = fileIn('content/jobs.yaml');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // The first job as the form holds it: a test before this one may have saved the jobs in another order.
  const [title, slug] = await Promise.all([field('Title').first().inputValue(), field('Slug').first().inputValue()]);
  await field('Title').nth(1).fill(title);
  await field('Slug').first().fill(`${slug} `);
  await field('Alt').first().fill('IMG_2041.PNG');
  await publish(page);
  await expect(await messagesOn(field('Title').nth(1))).toHaveText([
    `Field "Title" is "${title}", the same as job 1's title. Give each job its own title, so they can be told apart.`,
  ]);
  await expect(await messagesOn(field('Slug').first())).toHaveText([
    `Field "Slug" is "${slug} " with a space at its end. Remove the space.`,
  ]);
  await expect(await messagesOn(field('Alt').first())).toHaveText([
    /^Field "Alt" is "IMG_2041\.PNG", the name of a picture file, .* Alt text describes what the picture shows, for people who cannot see it/,
  ]);
  expect(fileIn('content/jobs.yaml')).toBe(before);
});

test('a page title holding the company name is refused on save, with the title to write instead', async ({ page }) => {
  await openForm(page, 'pages', 'Name');
  const title = `${pages.about.title} | ${site.name}`;
  const messages = saveSays((data) => (data.pages.about.title = title));
  expect(messages).toEqual([
    `About → "Title" is "${title}", which already holds the company name, but the site adds "${site.name}" to every page's title itself, so search results would show "${searchTitle(title, pages.about.path, site.name)}". Leave the name out: write "${pages.about.title}".`,
  ]);
  await page.getByLabel('Title', { exact: true }).nth(pageKeys.indexOf('about')).fill(title);
  await expectRefused(page, 'content/pages.yaml', messages);
});

test("a product's screen offers SVG files only, and a PNG chosen there is refused on its field", async ({ page }) => {
  await openForm(page, 'products', 'Heading');
  const before = fileIn('content/products.yaml');
  const productPage = page.locator('[id^="page-field-"]').first();
  await productPage.getByRole('button', { name: 'Expand' }).first().click();
  await productPage.getByRole('button', { name: 'Choose different image' }).first().click();
  const chooser = page.locator('input[type="file"]');
  await expect(chooser).toHaveAttribute('accept', '.svg');
  // "All files" in the chooser picks a PNG all the same.
  await chooser.setInputFiles({ name: 'pipeline.png', mimeType: 'image/png', buffer: aPicture() });
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled();
  await choose.click();
  await publish(page);
  await expect(
    page.getByText(/^Field "Picture" is ".*pipeline\.png", but a product's screen is a drawing, saved as SVG/),
  ).toBeVisible();
  expect(fileIn('content/products.yaml')).toBe(before);
  // The product's own picture still offers every kind the site shows.
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await expect(chooser).toHaveAttribute('accept', PICTURE_ENDINGS);
});

test('an office moved with the old map is refused on save; moved with its map, only those three lines change and pass the check', async ({
  page,
}) => {
  await openForm(page, 'site', 'Phone');
  const before = fileIn('content/site.yaml');
  const street = '3rd Floor, 42 Race Course Road';
  const messages = saveSays((data) => (data.site.address.street = street));
  expect(messages).toEqual([
    expect.stringMatching(/^Map → "Embed url" shows the map at/),
    expect.stringMatching(/^Map → "Link url" shows the map at/),
  ]);
  await page.getByLabel('Street', { exact: true }).fill(street);
  await expectRefused(page, 'content/site.yaml', messages);
  // The map's two addresses moved with it: the same save goes through.
  const moved = (url: string) => url.replace('118+Avinashi+Road', '42+Race+Course+Road');
  await page.getByLabel('Embed url', { exact: true }).fill(moved(site.map.embedUrl));
  await page.getByLabel('Link url', { exact: true }).fill(moved(site.map.linkUrl));
  await publish(page);
  await expect
    .poll(() => fileIn('content/site.yaml'))
    .toBe(
      before
        .replace(`  street: ${site.address.street}\n`, `  street: ${street}\n`)
        .replace(`  embedUrl: ${site.map.embedUrl}\n`, `  embedUrl: ${moved(site.map.embedUrl)}\n`)
        .replace(`  linkUrl: ${site.map.linkUrl}\n`, `  linkUrl: ${moved(site.map.linkUrl)}\n`),
    );
  expect(inCopy('npm', ['run', 'check:content'])).toContain('Content OK');
});

/** A text as a pattern that matches it exactly, brackets and all. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("a page title's count takes in the company name the site adds, a description's its filled placeholders", async ({
  page,
}) => {
  await openForm(page, 'pages', 'Name');
  const at = pageKeys.indexOf('contact');
  const title = page.getByLabel('Title', { exact: true }).nth(at);
  const written = 'Visit us in {city}';
  await title.fill(written);
  // What search results show: the town filled in, the company name after it, all counted.
  const shown = searchTitle(written.replace('{city}', site.address.city), pages.contact.path, site.name);
  await expect(title).toHaveAccessibleDescription(
    new RegExp(
      `"${literally(shown)}": ${shown.length} of at most ${TITLE_MAX} characters, ${TITLE_MAX - shown.length} left`,
    ),
  );
  // Heard as it changes, without interrupting the typing.
  const count = page.locator(`#${await title.getAttribute('aria-describedby')}`);
  await expect(count).toHaveAttribute('aria-live', 'polite');

  const description = page.getByLabel('Description', { exact: true }).nth(at);
  const writtenDescription = `Call {companyName} in {city}.`;
  await description.fill(writtenDescription);
  const filled = `Call ${site.name} in ${site.address.city}.`;
  await expect(description).toHaveAccessibleDescription(
    new RegExp(`"${literally(filled)}": ${filled.length} of at most ${DESCRIPTION_MAX} characters`),
  );

  // One character over the real limit: the count says so, and the save is refused for it.
  const tooLong = `${written} ${'x'.repeat(TITLE_MAX - shown.length)}`;
  const messages = saveSays((data) => (data.pages.contact.title = tooLong));
  expect(messages).toEqual([expect.stringContaining(`Shorten it by 1 characters.`)]);
  // Focused first, as a click would: the CMS redraws a field as it gains focus, which undoes fill's selection.
  await title.focus();
  await title.fill(tooLong);
  await expect(title).toHaveAccessibleDescription(/, 1 too many, so shorten it\.$/);
  await expectRefused(page, 'content/pages.yaml', messages);
});

// Each form's preview is the site's own section, placeholders filled in as the build fills them.
const sectionOf: [string, string, (preview: FrameLocator) => Promise<Locator>][] = [
  [
    'pages',
    'Name',
    async (preview) =>
      preview.getByRole('heading', { name: searchTitle(pages.contact.title, pages.contact.path, site.name) }),
  ],
  [
    'navigation',
    'Label',
    async (preview) => {
      await preview.getByRole('button', { name: chrome.menuLabel }).click();
      return preview
        .getByRole('navigation', { name: chrome.menuLabel })
        .getByRole('link', { name: navigation[1].label });
    },
  ],
  ['services', 'Heading', async (preview) => preview.getByRole('heading', { level: 1, name: servicePages[0].heading })],
  // The product blocks, then every product's own page, the last one's heading among them.
  [
    'products',
    'Heading',
    async (preview) => preview.getByRole('heading', { level: 1, name: products.products.at(-1)?.page.heading }),
  ],
  // The headings every product page shares, shown on the products' pages.
  [
    'product-pages',
    'Audience',
    async (preview) => preview.getByRole('heading', { level: 2, name: productPages.labels.pricing }).first(),
  ],
  ['about', 'Heading', async (preview) => preview.getByRole('heading', { level: 1, name: about.heading })],
  ['contact', 'Heading', async (preview) => preview.getByRole('heading', { level: 1, name: contact.heading })],
  ['privacy', 'Heading', async (preview) => preview.getByRole('heading', { level: 1, name: privacy.heading })],
  [
    'chrome',
    'Menu label',
    async (preview) => preview.getByRole('heading', { level: 2, name: chrome.footer.addressHeading }),
  ],
];

for (const [form, firstField, section] of sectionOf)
  test(`the ${form} form's preview is the site's own section, every placeholder filled in`, async ({ page }) => {
    await openForm(page, form, firstField);
    const preview = page.frameLocator('iframe').first();
    await expect(await section(preview)).toBeVisible();
    await expect(preview.locator('body')).not.toHaveText(/\{[A-Za-z]+\}/);
  });

test('a picture just uploaded shows in its field and in the preview before the save', async ({ page }) => {
  await openForm(page, 'home', 'Headline');
  await uploadToFirstPicture(page, 'new-hero.png');
  const width = (picture: Locator) => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  // The field's thumbnail and the hero's picture, each drawn from the upload held in the editor.
  const thumbnail = page.locator('img[src^="blob:"]').first();
  await expect.poll(() => width(thumbnail)).toBeGreaterThan(0);
  const hero = page.frameLocator('iframe').first().getByRole('img', { name: home.hero.image.alt });
  await expect.poll(() => width(hero)).toBeGreaterThan(0);
  // Held in the editor, not written: an earlier test's saved upload may be in public/, this one is not.
  expect(git('status', '--porcelain', '--untracked-files=all', '--', 'public')).not.toContain('new-hero.png');
});

test('on a 390 px phone the form comes first, as wide as the screen, and the preview shows on demand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page, 'about', 'Heading');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  const heading = page.getByLabel('Heading', { exact: true }).first();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Publish' })).toBeInViewport({ ratio: 1 });
  const preview = page.frameLocator('iframe').first();
  const section = preview.getByRole('heading', { level: 1, name: about.heading });
  await expect(section).toHaveCount(0);

  const toggle = page.getByRole('button', { name: 'Toggle preview' });
  await toggle.click();
  await expect(section).toBeInViewport();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await toggle.click();
  await expect(heading).toBeInViewport({ ratio: 1 });
});

/** The services and products a case study or key figure names, which the check keeps from being removed. */
const namedByProof = [
  ...proof.caseStudies.studies.flatMap((study) => study.uses),
  ...proof.figures.figures.flatMap((figure) => figure.about ?? []),
];

/** The item the forms below remove: removing one that a case study or figure names is refused, rightly. */
function toRemove<Item>(item: Item | undefined, what: string): Item {
  if (!item) throw new Error(`content has no ${what} that proof does not name`);
  return item;
}
const removedService = toRemove(
  services.services.findLast((service) => service.page && !namedByProof.includes(service.slug)),
  'service with a page',
);
const removedProduct = toRemove(
  products.products.findLast((product) => !namedByProof.includes(product.slug)),
  'product',
);

/** The form's list of `items` (its button says "Add <items>"). */
const listOf = (page: Page, items: string) =>
  page.locator('[aria-label="list field"]').filter({ has: page.getByRole('button', { name: `Add ${items}` }) });

/** The bar above a list item headed `name`, which holds its buttons. */
const topBarOf = (list: Locator, name: string) =>
  list.getByText(name, { exact: true }).locator('xpath=preceding-sibling::div[1]');

/** The form's list of `items`, once the item headed `name` is removed from it. */
async function listWithout(page: Page, items: string, name: string): Promise<Locator> {
  const list = listOf(page, items);
  // Decap's list gives its remove button (the ×, last in an item's top bar) no name.
  await topBarOf(list, name).locator('button').last().click();
  await expect(list.getByText(name, { exact: true })).toHaveCount(0);
  return list;
}

test('a service added in the Services form and one removed there are one save of one file, which passes the checks', async ({
  page,
}) => {
  const removed = removedService;
  await openForm(page, 'services', 'Heading');
  const before = fileIn('content/services.yaml');
  const removedLines = itemLines(before, [
    'services',
    parse(before).services.findIndex(({ slug }: { slug: string }) => slug === removed.slug),
  ]);
  const servicesList = await listWithout(page, 'services', removed.heading);

  await page.getByRole('button', { name: 'Add services' }).click();
  const cardField = (label: string) => servicesList.getByLabel(label, { exact: true }).last();
  await cardField('Slug').fill('bulk-email');
  await cardField('Heading').fill('Bulk Email');
  await cardField('Details').fill(
    'Newsletters and offers by email, with ready templates and a report for every campaign.',
  );
  page.once('dialog', (dialog) => dialog.accept(services.services[0].image.src));
  await servicesList.getByRole('button', { name: 'Insert from URL' }).last().click();
  await cardField('Alt').fill('An envelope leaving a laptop');
  // Its page, a group of the same item: opened, then filled in.
  const newPage = servicesList.locator('[id^="page-field-"]').last();
  await newPage.getByRole('button', { name: 'Expand' }).click();
  await newPage.getByLabel('Title').fill('Bulk Email Campaigns');
  await newPage
    .getByLabel('Description')
    .fill('Newsletters and offers to your customers by email, with templates and reports.');
  await newPage.getByLabel('Heading').fill('Bulk Email Service in Detail');
  await newPage.getByLabel('Intro').fill('Email campaigns that reach the inbox and tell you who read them.');
  await newPage.getByRole('button', { name: 'Add blocks' }).click();
  // The block's fields are required in the form, so their labels are the bare names (the page's say "optional").
  const blockField = (label: string) => newPage.getByLabel(label, { exact: true });
  await blockField('Slug').fill('templates');
  await blockField('Heading').fill('Ready Templates');
  await blockField('Text').fill('Pick a template, add your logo and offer, and send a test to yourself first.');
  page.once('dialog', (dialog) => dialog.accept('/images/service-pages/message-templates.svg'));
  await newPage.getByRole('button', { name: 'Insert from URL' }).click();
  await blockField('Alt').fill('A message template with a green tick');
  await publish(page);

  // One save, one file: the card and the page came and went together.
  await expect
    .poll(() => parse(fileIn('content/services.yaml')).services.at(-1).slug, { timeout: 30_000 })
    .toBe('bulk-email');
  expectListSaved('content/services.yaml', 'services', before, removedLines);
  expect(inCopy('npm', ['run', 'check:content'])).toContain('Content OK');
});

test('a product added in the Products form and one removed there are one save of one file, which passes the checks', async ({
  page,
}) => {
  const removed = removedProduct;
  const [shown] = products.products;
  await openForm(page, 'products', 'Heading');
  const before = fileIn('content/products.yaml');
  const removedLines = itemLines(before, [
    'products',
    parse(before).products.findIndex(({ slug }: { slug: string }) => slug === removed.slug),
  ]);
  const productsList = await listWithout(page, 'products', removed.title);

  await page.getByRole('button', { name: 'Add products' }).click();
  // A folded group's fields are in the page, hidden: the new product's own fields are the last ones shown.
  const shownLast = (within: Locator, label: string) =>
    within.getByLabel(label, { exact: true }).filter({ visible: true }).last();
  const addTo = async (within: Locator, list: string, label: string, value: string) => {
    await within
      .getByRole('button', { name: `Add ${list}` })
      .last()
      .click();
    await shownLast(within, label).fill(value);
  };
  const cardField = (label: string) => shownLast(productsList, label);
  await cardField('Slug').fill('hrms');
  await cardField('Title').fill('HR and Payroll');
  await cardField('Short name').fill('HRMS');
  await cardField('Category').fill('BusinessApplication');
  await cardField('Operating system').fill('Web, Android');
  await cardField('Summary').fill('Attendance, leave and payroll in one place, with payslips on the phone.');
  await cardField('Description').fill('Our HR software reads attendance from biometric machines and runs payroll.');
  await addTo(productsList, 'features', 'Features', 'Attendance from biometric devices, with shifts and overtime');
  await addTo(productsList, 'features', 'Features', 'Payroll with PF, ESI and professional tax');
  page.once('dialog', (dialog) => dialog.accept(shown.image.src));
  await productsList.getByRole('button', { name: 'Insert from URL' }).filter({ visible: true }).last().click();
  await cardField('Alt').fill('A payslip beside a calendar of attendance');

  // Its page, a group of the same item: opened, then filled in.
  const newPage = productsList.locator('[id^="page-field-"]').last();
  await newPage.getByRole('button', { name: 'Expand' }).first().click();
  const pageField = (label: string) => shownLast(newPage, label);
  await pageField('Title').fill('HR and Payroll Software');
  await pageField('Description').fill('HR and payroll software from a {city} team: attendance, leave and payslips.');
  await pageField('Heading').fill('HR and Payroll for Growing Teams');
  await pageField('Intro').fill('Attendance, leave and payroll in one place, with payslips your staff can open.');
  await addTo(newPage, 'audience', 'Audience', 'Firms of 20 to 500 people that run payroll every month');
  await addTo(newPage, 'screens', 'Heading', 'Monthly payroll');
  await pageField('Text').fill('Every employee’s pay for the month, with deductions, ready to approve.');
  page.once('dialog', (dialog) => dialog.accept(shown.page.screens[0].image.src));
  await newPage.getByRole('button', { name: 'Insert from URL' }).click();
  await pageField('Alt').fill('Illustration: a payroll table with an approve button');
  await addTo(newPage, 'integrations', 'Name', 'Biometric devices');
  await pageField('Text').fill('Attendance read from common biometric machines.');
  await addTo(newPage, 'data', 'Data', 'We host it for you on cloud servers in India.');
  await addTo(newPage, 'pricing', 'Pricing', 'We quote in writing after a demo, by the number of employees.');
  const shareImage = newPage.locator('[id^="shareImage-field-"]');
  await shareImage.getByRole('button', { name: 'Expand' }).click();
  await shownLast(shareImage, 'Alt').fill('HR and payroll software by {companyName}, {city}');
  const changedBefore = git('status', '--porcelain').split('\n');
  await publish(page);

  // One save, one file: the product and its page came and went together.
  await expect
    .poll(() => parse(fileIn('content/products.yaml')).products.at(-1).slug, { timeout: 30_000 })
    .toBe('hrms');
  const changedNow = git('status', '--porcelain').split('\n');
  expect(changedNow.filter((line) => line && !changedBefore.includes(line))).toEqual([' M content/products.yaml']);
  expectListSaved('content/products.yaml', 'products', before, removedLines);
  expect(inCopy('npm', ['run', 'check:content'])).toContain('Content OK');
});

// One build of the copy for every edit above: each build takes minutes, and the pages of one edit do not depend on
// whether the others were built with it.
test('the copy rebuilt once: the added job, service and product get their pages, the removed ones lose theirs, the new phone number shows, and the editor is in the export', async ({
  page,
}) => {
  test.setTimeout(900_000);
  inCopy('npm', ['run', 'build']);
  const built = (route: string) => readFileSync(path.join(copy, 'out', route, 'index.html'), 'utf8');

  await test.step('the job added, and the new phone number', async () => {
    const jobPage = readFileSync(path.join(copy, 'out/career/qa-engineer/index.html'), 'utf8');
    expect(jobPage).toContain('QA Engineer');
    const home = readFileSync(path.join(copy, 'out/index.html'), 'utf8');
    expect(home).toContain(`>${newPhone}</a>`);
    expect(home).toContain('href="tel:+914224500000"');
    // The editor is in the export, and no visitor's page loads any of it.
    expect(existsSync(path.join(copy, 'out/admin/admin.js'))).toBe(true);
    expect(jobPage).not.toContain('admin.js');
    const adminPage = readFileSync(path.join(copy, 'out/admin/index.html'), 'utf8');
    expect(adminPage).toContain('<meta name="robots" content="noindex');
    // Its own policy, as strict as Decap allows: scripts only from the site, never inline.
    expect(adminPage).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminPolicy}">`);
    expect(adminPolicy).toContain("script-src 'self' 'unsafe-eval';");
    expect(readFileSync(path.join(copy, 'out/robots.txt'), 'utf8')).toContain('Disallow: /admin/');
    expect(readFileSync(path.join(copy, 'out/sitemap.xml'), 'utf8')).not.toContain('/admin');
  });

  await test.step('the service added, and the one removed', async () => {
    const removed = removedService;
    const knowMore = (title: string) =>
      page.getByRole('link', {
        name: `${services.knowMore.label} ${fillTemplate(services.knowMore.context, { title })}`,
        exact: true,
      });
    await page.setContent(built(pages.services.path));
    await expect(page.getByRole('heading', { name: 'Bulk Email', exact: true })).toBeVisible();
    await expect(knowMore('Bulk Email')).toHaveAttribute('href', `${pages.services.path}/bulk-email/`);
    await expect(page.getByRole('heading', { name: removed.heading, exact: true })).toHaveCount(0);
    await expect(knowMore(removed.heading)).toHaveCount(0);
    await page.setContent(built(`${pages.services.path}/bulk-email`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk Email Service in Detail');
    await expect(page.getByRole('heading', { name: 'Ready Templates' })).toBeVisible();
    expect(existsSync(path.join(copy, 'out', pages.services.path, removed.slug))).toBe(false);
  });

  await test.step('the product added, and the one removed', async () => {
    const removed = removedProduct;
    const block = (title: string) => page.getByRole('main').getByRole('article', { name: title, exact: true });
    const pageLink = (title: string) =>
      page.getByRole('link', {
        name: `${productPages.link.label} ${fillTemplate(productPages.link.context, { title })}`,
        exact: true,
      });
    await page.setContent(built(pages.productDetail.path));
    await expect(block('HR and Payroll')).toBeVisible();
    await expect(pageLink('HR and Payroll')).toHaveAttribute('href', href(productPagePath('hrms')));
    await expect(block(removed.title)).toHaveCount(0);
    await expect(pageLink(removed.title)).toHaveCount(0);
    await page.setContent(built(productPagePath('hrms')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR and Payroll for Growing Teams');
    await expect(page.getByRole('heading', { name: 'Monthly payroll' })).toBeVisible();
    // Its share picture, drawn by the build from its heading and first screen; the removed one's is not.
    const sharePicture = (slug: string) => path.join(copy, 'out/images/products/share', `${slug}.png`);
    expect(existsSync(sharePicture('hrms'))).toBe(true);
    expect(existsSync(sharePicture(removed.slug))).toBe(false);
    expect(existsSync(path.join(copy, 'out', productPagePath(removed.slug)))).toBe(false);
  });
});
