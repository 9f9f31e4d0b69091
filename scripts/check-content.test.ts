/** @jest-environment node */
/**
 * Runs `npm run check:content` and `npm run build` the way an editor does, on a copy of the project
 * whose content files have mistakes in them. The copy holds what the check reads (content/, lib/,
 * public/, the script, package.json, tsconfig.json) and links node_modules, so no real file is edited
 * mid-test and the production script needs no test-only option.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  for (const entry of ['content', 'lib', 'public', 'scripts/check-content.ts', 'package.json', 'tsconfig.json'])
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

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const reported = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('  ✗ '));

test('the shipped content passes the check in the copy', () => {
  const { code, stdout } = run('npx', ['tsx', 'scripts/check-content.ts']);
  expect(stdout).toContain('Content OK: 10 files checked.');
  expect(code).toBe(0);
}, 60_000);

test('npm run build stops at the content check, reports every mistake, and writes nothing to out/', () => {
  edit('content/jobs.ts', "details: 'Experience: Minimum 2 years'", "details: ''");
  edit('content/jobs.ts', "alt: 'A smartphone showing app screens'", "alt: ''");
  edit('content/site.ts', "email: 'hello@anvayatech.in'", "email: 'hello@anvayatech'");
  edit('content/navigation.ts', "href: '/contact#contact'", "href: '/contacts#contact'");

  const { code, stderr } = run('npm', ['run', 'build']);

  expect(stderr).toContain("The site's content has 4 mistakes. Nothing was built.");
  expect(reported(stderr)).toEqual([
    '  ✗ content/site.ts: field "email" is "hello@anvayatech", but must be an email address such as "hello@example.in".',
    '  ✗ content/navigation.ts: menu item "Contact", field "href" links to "/contacts#contact", which is not a page of this site. Use one of: /, /about, /services, /servicedetail, /product, /productdetail, /career, /contact, /career/web-development, /career/app-development, /career/any-degree.',
    '  ✗ content/jobs.ts: job "App Development", field "image › alt" is empty. Write what the picture shows, for visitors who cannot see it (alt text).',
    '  ✗ content/jobs.ts: job "Any Degree", field "details" is empty. Write the short line shown on the job card.',
  ]);
  expect(code).not.toBe(0);
  // next build never started: it would have made .next/, and the export out/.
  expect(existsSync(path.join(copy, '.next'))).toBe(false);
  expect(existsSync(path.join(copy, 'out'))).toBe(false);
}, 60_000);

test('a content file with a missing quote is named with its line, in plain words, instead of a stack trace', () => {
  edit('content/jobs.ts', "applyLabel: 'Apply Now',", "applyLabel: 'Apply Now,");

  const { code, stderr } = run('npx', ['tsx', 'scripts/check-content.ts']);

  expect(stderr).toContain('A content file cannot be read, so nothing was checked or built.');
  expect(reported(stderr)).toEqual([
    '  ✗ content/jobs.ts, line 8: A text is missing its closing quote (Unterminated string literal).',
  ]);
  expect(stderr).toContain("      line 8: applyLabel: 'Apply Now,");
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(code).toBe(1);
}, 60_000);

test('a missing comma is named with its line and the likely fix', () => {
  edit('content/contact.ts', "callLabel: 'Call us',", "callLabel: 'Call us'");

  const { code, stderr } = run('npx', ['tsx', 'scripts/check-content.ts']);

  expect(reported(stderr)).toEqual([
    '  ✗ content/contact.ts, line 7: Something is missing just before "emailLabel", usually the comma at the end of the line before (Expected "}" but found "emailLabel").',
  ]);
  expect(code).toBe(1);
}, 60_000);
