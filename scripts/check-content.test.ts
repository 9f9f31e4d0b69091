/** @jest-environment node */
/**
 * Runs the content check on a copy of the project whose content files have mistakes in them: in this process, in
 * the copy's folder, as `npm run check:content` runs it there (a process each took 2 s a case); and `npm run build`
 * once, the way an editor runs it, for the command's exit code and output. The copy holds what they read (content/,
 * lib/, public/, the script, package.json, tsconfig.json) and links node_modules, so no real file is edited
 * mid-test and the production script needs no test-only option. app/ comes too: the check holds the pages'
 * addresses to the route files there.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { at, itemAt, valueAt } from '../lib/content/positions-for-tests';
import { routes } from '../lib/routes';

const root = process.cwd();
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  for (const entry of ['content', 'lib', 'app', 'public', 'scripts/check-content.ts', 'package.json', 'tsconfig.json'])
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

/** Makes a change to a content file of the copy, failing loudly if the text to change is not there. */
function edit(file: string, from: string, to: string) {
  const where = path.join(copy, file);
  const text = readFileSync(where, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(where, text.replace(from, to));
}

/**
 * The check as `npm run check:content` runs it in the copy: its exit code and what it printed. The check reads the
 * content from the working folder when its modules load, so they load afresh, there, each time.
 */
async function check(env: { GITHUB_ACTIONS?: string } = {}) {
  const printed = { stdout: [] as string[], stderr: [] as string[] };
  const into = (stream: keyof typeof printed) => (text: string) => void printed[stream].push(text);
  jest.spyOn(console, 'log').mockImplementation(into('stdout'));
  jest.spyOn(console, 'warn').mockImplementation(into('stderr'));
  jest.spyOn(console, 'error').mockImplementation(into('stderr'));
  const { GITHUB_ACTIONS } = process.env;
  process.env.GITHUB_ACTIONS = env.GITHUB_ACTIONS ?? '';
  process.chdir(copy);
  try {
    let code: number | undefined;
    await jest.isolateModulesAsync(async () => {
      code = await (await import('./check-content')).checkContent();
    });
    return { code, stdout: printed.stdout.join('\n'), stderr: printed.stderr.join('\n') };
  } finally {
    process.chdir(root);
    process.env.GITHUB_ACTIONS = GITHUB_ACTIONS;
    jest.restoreAllMocks();
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', GITHUB_ACTIONS: '', ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What the check says when all is well, naming how many content files it read. */
const yamlIn = (folder: string) => readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.yaml')).length;
const contentOk = `Content OK: ${yamlIn('content')} files and ${yamlIn('content/ta')} translation files checked.`;

const reported = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('  ✗ '));

test('the shipped content passes the check in the copy', async () => {
  const { code, stdout } = await check();
  expect(stdout).toContain(contentOk);
  expect(code).toBe(0);
});

test('npm run build stops at the content check, reports every mistake, and writes nothing to out/', () => {
  edit('content/jobs.yaml', 'details: "Experience: Minimum 2 years"', 'details: ""');
  edit('content/jobs.yaml', 'alt: A smartphone showing app screens', 'alt: ""');
  edit('content/site.yaml', 'email: hello@anvayatech.in', 'email: hello@anvayatech');
  edit('content/navigation.yaml', 'href: /contact#contact', 'href: /contacts#contact');

  const { code, stderr } = run('npm', ['run', 'build']);

  expect(stderr).toContain("The site's content has 4 mistakes. Nothing was built.");
  expect(reported(stderr)).toEqual([
    `  ✗ ${valueAt('content/site.yaml', 'email', 1, copy)}: field "email" is "hello@anvayatech", but must be an email address such as "hello@example.in".`,
    `  ✗ ${at('content/navigation.yaml', '/contacts#contact', 1, copy)}: menu item "Contact", field "href" links to "/contacts#contact", which is not a page of this site. Use one of: ${routes.map((route) => route.path).join(', ')}.`,
    `  ✗ ${valueAt('content/jobs.yaml', 'alt', 2, copy)}: job "App Development", field "image › alt" is empty. Write what the picture shows, for visitors who cannot see it (alt text).`,
    `  ✗ ${valueAt('content/jobs.yaml', 'details', 3, copy)}: job "Any Degree", field "details" is empty. Write the short line shown on the job card.`,
  ]);
  expect(code).not.toBe(0);
  // next build never started: it would have made .next/, and the export out/.
  expect(existsSync(path.join(copy, '.next'))).toBe(false);
  expect(existsSync(path.join(copy, 'out'))).toBe(false);
}, 60_000);

test('every slip in every content file is reported at once, each with its line, instead of a stack trace', async () => {
  edit('content/jobs.yaml', 'applyLabel: Apply Now', 'applyLabel: "Apply Now');
  edit('content/jobs.yaml', 'pageTitle: "{title} Job"', 'pageTitle: {title} Job');
  edit('content/contact.yaml', 'callLabel: Call us', '\tcallLabel: Call us');

  const { code, stderr } = await check();

  expect(stderr).toContain('2 content files cannot be read, so nothing was checked or built.');
  expect(reported(stderr)).toEqual([
    expect.stringMatching(
      new RegExp(`^ {2}✗ ${at('content/contact.yaml', '\tcallLabel', 1, copy)}: This line starts with a tab`),
    ),
    expect.stringMatching(/^ {2}✗ content\/jobs\.yaml:\d+:\d+: This line has a text whose closing quote is missing/),
    expect.stringMatching(
      new RegExp(`^ {2}✗ ${at('content/jobs.yaml', '{title} Job', 1, copy)}: This line has a text starting with \\{`),
    ),
  ]);
  const [, line] = at('content/jobs.yaml', 'pageTitle', 1, copy).split(':');
  expect(stderr).toContain(`      line ${line}: pageTitle: {title} Job`);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(code).toBe(1);
});

test('a renamed content file and a stray copy are named in plain words, never with a stack trace', async () => {
  renameSync(path.join(copy, 'content/jobs.yaml'), path.join(copy, 'content/job.yaml'));
  cpSync(path.join(copy, 'content/contact.yaml'), path.join(copy, 'content/contact copy.yaml'));

  const { code, stderr } = await check();

  expect(stderr).toContain('The content files are not as the site expects them, so nothing was checked or built.');
  expect(reported(stderr)).toEqual([
    '  ✗ content/jobs.yaml:1:1: is missing: the site reads its jobs from this file only. content/job.yaml holds them: rename it back to jobs.yaml.',
    '  ✗ content/contact copy.yaml:1:1: is a copy of content/contact.yaml, and the site never reads it: what is written here does not reach the site. Delete it, and make your changes in content/contact.yaml.',
  ]);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(code).toBe(1);
});

test('a missing field points at its item, and a number without quotes is told to get them', async () => {
  edit('content/jobs.yaml', '    details: "Experience: Minimum 2 years"\n', '');
  edit('content/site.yaml', 'postalCode: "641004"', 'postalCode: 641004');

  const { code, stderr } = await check();

  expect(reported(stderr)).toEqual([
    `  ✗ ${valueAt('content/site.yaml', 'postalCode', 1, copy)}: field "address › postalCode" is the number 641004, but this field takes text. Put it in double quotes: "641004".`,
    `  ✗ ${itemAt('content/jobs.yaml', 'slug: any-degree', 1, copy)}: job "Any Degree", field "details" is missing. Write the short line shown on the job card.`,
  ]);
  expect(code).toBe(1);
});

test('on GitHub Actions every message is also an annotation on its file and line; unused pictures only warn', async () => {
  edit('content/contact.yaml', 'callLabel: Call us', 'callLabel: ""');
  cpSync(path.join(copy, 'public/images/hero.svg'), path.join(copy, 'public/images/hero-old.svg'));

  const { code, stdout, stderr } = await check({ GITHUB_ACTIONS: 'true' });

  const [, line, column] = valueAt('content/contact.yaml', 'callLabel', 1, copy).split(':');
  const annotations = `${stdout}${stderr}`.split('\n').filter((line) => line.startsWith('::'));
  expect(annotations).toEqual([
    '::warning file=public/images/hero-old.svg,line=1,col=1::This picture is not used by any content file, but is still published with the site. Delete it if it is no longer needed.',
    `::error file=content/contact.yaml,line=${line},col=${column}::field "callLabel" is empty. Write the label before the phone number.`,
  ]);
  expect(code).toBe(1);
});

test('an unused picture alone is a warning: the check passes', async () => {
  cpSync(path.join(copy, 'public/images/hero.svg'), path.join(copy, 'public/images/hero-old.svg'));

  const { code, stdout, stderr } = await check();

  expect(stderr).toContain(
    '  ⚠ public/images/hero-old.svg:1:1: This picture is not used by any content file, but is still published with the site. Delete it if it is no longer needed.',
  );
  expect(stdout).toContain(contentOk);
  expect(code).toBe(0);
});

test('what only the loaded content shows, such as a title too long once filled in, is reported before any build', async () => {
  edit(
    'content/pages.yaml',
    'title: "Contact Us: Address, Phone and Hours"',
    'title: "Contact Us: Address, Phone, Email and Opening Hours"',
  );

  const { code, stderr } = await check();

  expect(reported(stderr)).toEqual([
    expect.stringMatching(
      /^ {2}✗ content\/pages\.yaml:\d+:\d+: field "contact › title" makes the title of the page \/contact ".*", which is \d+ characters long/,
    ),
  ]);
  expect(code).toBe(1);
});

test('a job past its closing date is a warning, on GitHub an annotation on its line, and the check passes', async () => {
  const jobsFile = readFileSync(path.join(copy, 'content/jobs.yaml'), 'utf8');
  const [closing] = /validThrough: [\d-]+/.exec(jobsFile) ?? [];
  const [posted] = /datePosted: [\d-]+/.exec(jobsFile) ?? [];
  if (!closing || !posted) throw new Error('content/jobs.yaml has no validThrough or datePosted to edit');
  edit('content/jobs.yaml', posted, 'datePosted: 2020-01-01');
  edit('content/jobs.yaml', closing, 'validThrough: 2020-12-31');

  const { code, stdout, stderr } = await check({ GITHUB_ACTIONS: 'true' });

  const [, line] = valueAt('content/jobs.yaml', 'validThrough', 1, copy).split(':');
  expect(stderr).toContain('1 job has closed and is left out of the site (a warning: the build goes on):');
  expect(stderr).toMatch(
    new RegExp(
      `\\n {2}⚠ content/jobs\\.yaml:${line}:\\d+: job "[^"]+", field "validThrough" is "2020-12-31", a date that has passed .*the site is built without it`,
    ),
  );
  expect(`${stdout}${stderr}`.split('\n').filter((text) => text.startsWith('::'))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^::warning file=content/jobs\\.yaml,line=${line},col=\\d+::job "[^"]+", field "validThrough" is "2020-12-31"`,
      ),
    ),
  ]);
  expect(reported(stderr)).toEqual([]);
  expect(stdout).toContain(contentOk);
  expect(code).toBe(0);
});

test('a job closing within 14 days is a warning ahead, on GitHub an annotation on its line, and the check passes', async () => {
  // The script reads the real clock, so the date is a week from now: within the 14 days whatever day the test runs.
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [closing] = /validThrough: [\d-]+/.exec(readFileSync(path.join(copy, 'content/jobs.yaml'), 'utf8')) ?? [];
  if (!closing) throw new Error('content/jobs.yaml has no validThrough to edit');
  edit('content/jobs.yaml', closing, `validThrough: ${inAWeek}`);

  const { code, stdout, stderr } = await check({ GITHUB_ACTIONS: 'true' });

  const [, line] = valueAt('content/jobs.yaml', 'validThrough', 1, copy).split(':');
  expect(stderr).toContain('1 job closes within 14 days (a warning: the build goes on):');
  expect(`${stdout}${stderr}`.split('\n').filter((text) => text.startsWith('::'))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^::warning file=content/jobs\\.yaml,line=${line},col=\\d+::job "[^"]+", field "validThrough" is "${inAWeek}", 7 days from now .*the job's last day`,
      ),
    ),
  ]);
  expect(reported(stderr)).toEqual([]);
  expect(stdout).toContain(contentOk);
  expect(code).toBe(0);
});
