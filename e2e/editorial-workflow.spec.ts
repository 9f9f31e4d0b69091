/**
 * Publishing from the browser editor as it runs on the live site: the built /admin/ (out/admin/) is served under
 * the site's own https address, so it signs in to GitHub and uses the editorial workflow, never the local backend.
 * GitHub is a fake (e2e/fake-github.ts) over a real bare git repository holding a copy of content/ and
 * public/images/, and the sign-in window answers as the OAuth helper would. Nothing leaves the machine.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, type Route, test } from '@playwright/test';
import { cmsBackend } from '../scripts/build-admin';
import { headersFor, readHeaderRules } from '../scripts/header-rules.mjs';
import { MIME_TYPES } from '../scripts/mime-types.mjs';
import { site } from './content';
import { FakeGitHub } from './fake-github';
import { isForeign } from './fixtures';

const repoRoot = path.resolve(__dirname, '..');
const exported = path.join(repoRoot, 'out');
const origin = new URL(site.url).origin;
const { repo, branch: main, authUrl } = cmsBackend();
/** Where the sign-in window opens: the OAuth helper the editor was built with, else Netlify's (Decap's default). */
const signInPage = `${(authUrl || 'https://api.netlify.com').replace(/\/$/, '')}/auth?`;
/** What Decap labels a pull request by its status in the Workflow tab. */
const DRAFT = 'decap-cms/draft';
const READY = 'decap-cms/pending_publish';

let work: string;
let github: FakeGitHub;
let headerRules: Awaited<ReturnType<typeof readHeaderRules>>;
const authRequests: URL[] = [];
/** What the editor logged as an error: a policy that blocks GitHub or the sign-in would show here first. */
let consoleErrors: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 90_000 });

// How long a save, a status change or a publish may take to reach the fake GitHub: each is several requests and git
// commands, after the save has run every rule of the content check in the browser, and the editor lists the entries
// of both its collections (English and Tamil) in the workflow; seconds, and over twenty on a loaded machine.
const reachesGitHub = { timeout: 40_000 };

test.beforeAll(async () => {
  if (!existsSync(path.join(exported, 'admin/index.html'))) throw new Error('No out/admin/: run npm run build first.');
  headerRules = await readHeaderRules(path.join(exported, '_headers'));
  work = mkdtempSync(path.join(tmpdir(), 'editorial-workflow-'));
  const copy = path.join(work, 'copy');
  for (const folder of ['content', 'public/images'])
    cpSync(path.join(repoRoot, folder), path.join(copy, folder), { recursive: true });
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
  git(copy, 'init', '-q', '-b', main);
  git(copy, 'add', '-A');
  git(copy, '-c', 'user.email=lead@example.in', '-c', 'user.name=Lead', 'commit', '-qm', 'The site as it is');
  git(work, 'clone', '-q', '--bare', copy, 'site.git');
  github = new FakeGitHub(path.join(work, 'site.git'), repo, main);
});

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) {
    console.log(github.requests.join('\n'));
    await page.screenshot({ path: info.outputPath('failed.png') });
  }
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The export as the host serves it: its files, with the headers out/_headers gives them (Netlify, Cloudflare Pages). */
function serveExport(route: Route, url: URL) {
  let file = path.join(exported, decodeURIComponent(url.pathname));
  if (file.endsWith('/')) file = path.join(file, 'index.html');
  if (!file.startsWith(exported) || !existsSync(file) || !statSync(file).isFile())
    return route.fulfill({ status: 404, body: 'Not found' });
  return route.fulfill({
    status: 200,
    headers: {
      ...headersFor(headerRules, url.pathname),
      'content-type': MIME_TYPES[path.extname(file)] ?? 'text/plain',
    },
    body: readFileSync(file),
  });
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
};

async function answerGitHub(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const { status, json } = github.answer(request.method(), new URL(request.url()), request.postData() ?? '');
  return route.fulfill({
    status,
    headers: { ...cors, ...(json !== undefined && { 'content-type': 'application/json; charset=utf-8' }) },
    body: json === undefined ? '' : JSON.stringify(json),
  });
}

/**
 * The sign-in window as the OAuth helper (Netlify's, or CMS_AUTH_URL's) finishes it: it announces itself, waits for
 * the editor to answer, then hands over the token, each message to the editor's own address.
 */
const signInWindow = `<!doctype html><title>Signed in</title><script>
window.addEventListener('message', (event) => {
  if (event.data !== 'authorizing:github') return;
  window.opener.postMessage('authorization:github:success:' + JSON.stringify({ token: 'fake-token', provider: 'github' }), event.origin);
});
window.opener.postMessage('authorizing:github', '*');
</script>`;

/** Opens one content file's form at the site's address and signs in to GitHub through the sign-in window. */
async function signIn(page: Page, file: string, firstField: string) {
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return serveExport(route, url);
    if (url.origin === 'https://api.github.com') return answerGitHub(route);
    if (url.href.startsWith(signInPage)) {
      authRequests.push(url);
      return route.fulfill({ contentType: 'text/html', body: signInWindow });
    }
    return isForeign(url.href) ? route.abort('blockedbyclient') : route.continue();
  });
  consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(`${origin}/admin/#/collections/content/entries/${file}`);
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  await page.getByLabel(firstField, { exact: true }).first().waitFor();
}

const bareGit = (...args: string[]) => github.git(args);
const branches = () => bareGit('for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n').filter(Boolean);
/** The lines that differ between two revisions, as `git diff` shows them. */
const changedLines = (from: string, to: string) =>
  bareGit('diff', '-U0', from, to)
    .split('\n')
    .filter((line) => /^[-+][^-+]/.test(line));

test('a save with a mistake makes no branch and no pull request', async ({ page }) => {
  await signIn(page, 'services', 'Heading');
  const before = github.requests.length;
  await page.getByLabel('Heading', { exact: true }).first().fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field "heading" is empty.').first()).toBeVisible();
  // The save stopped in the browser: nothing was written to GitHub, not even a blob.
  expect(github.requests.slice(before).filter((request) => !request.startsWith('GET '))).toEqual([]);
  expect(branches()).toEqual([main]);
  expect(github.pulls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a saved change is a branch and a draft pull request; Ready, then Publish, merges it into main', async ({
  page,
}) => {
  await signIn(page, 'home', 'Headline');
  // Signed in as GitHub's provider, for the site's host name (what Netlify and sveltia-cms-auth's ALLOWED_DOMAINS
  // check), asking for the scope the editorial workflow needs (branches and pull requests: repo).
  expect(Object.fromEntries(authRequests[authRequests.length - 1].searchParams)).toEqual({
    provider: 'github',
    site_id: new URL(origin).hostname,
    scope: 'repo',
  });

  const homeFile = bareGit('show', `${main}:content/home.yaml`);
  const [oldLine, indent, oldHeadline] = /^( *)headline: (.*)$/m.exec(homeFile) ?? [''];
  expect(oldLine).toBeTruthy();
  const headlineLine = (headline: string) => `${indent}headline: ${headline}`;
  const headline = page.getByLabel('Headline', { exact: true });
  await headline.fill(`${oldHeadline} Todya`);
  await page.getByRole('button', { name: 'Save' }).click();

  // The save is a branch of its own, cms/<collection>/<file>, whose only change is that line.
  const entryBranch = 'cms/content/home';
  await expect.poll(branches, reachesGitHub).toEqual([entryBranch, main].sort());
  expect(changedLines(main, entryBranch)).toEqual([`-${oldLine}`, `+${headlineLine(`${oldHeadline} Todya`)}`]);
  // And a pull request from it into main, labelled a draft; its title is the commit message.
  await expect.poll(() => github.pulls.map((pull) => pull.labels), reachesGitHub).toEqual([[DRAFT]]);
  const [pull] = github.pulls;
  expect(pull).toMatchObject({ branch: entryBranch, base: main, state: 'open', title: 'Update Site content “home”' });

  // A second save (a typo put right) moves the same branch: still one pull request, still that one line. Typed once
  // the editor has finished the first save (its toast), so the second press is not taken for the first; each save
  // is several requests to the fake GitHub and git commands, seconds on a loaded machine.
  await expect(page.getByText('Entry saved')).toBeVisible(reachesGitHub);
  await headline.fill(`${oldHeadline} Today`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => changedLines(main, entryBranch), reachesGitHub)
    .toEqual([`-${oldLine}`, `+${headlineLine(`${oldHeadline} Today`)}`]);
  expect(github.pulls).toHaveLength(1);

  // Ready, then Publish: Decap asks "Are you sure…" in the browser's own dialog.
  await page.getByRole('button', { name: 'Status: Draft' }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect.poll(() => pull.labels, reachesGitHub).toEqual([READY]);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    return dialog.accept();
  });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();

  // Publishing merges the pull request (a merge commit on main, which the publish workflow deploys) and deletes
  // the branch.
  await expect.poll(branches, reachesGitHub).toEqual([main]);
  expect(asked).toEqual(['Are you sure you want to publish this entry?']);
  expect(pull).toMatchObject({ state: 'closed', mergedAt: expect.any(String) });
  expect(bareGit('rev-list', '--parents', '-1', main).split(' ')).toHaveLength(3);
  expect(changedLines(`${main}^1`, main)).toEqual([`-${oldLine}`, `+${headlineLine(`${oldHeadline} Today`)}`]);
  expect(github.unanswered).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// GitHub refuses to merge a pull request whose required check fails (405); Decap then falls back to committing the
// change straight onto main ("force merge"), which only the same branch protection stops. Without protection a red
// check stops nothing: the editor must wait for green.
test('with main protected by the check, Publish of a change whose check fails is refused and main stays as it was', async ({
  page,
}) => {
  github.failingRequiredCheck = true;
  try {
    await signIn(page, 'services', 'Heading');
    const mainBefore = bareGit('rev-parse', main);
    // A change the build accepts (a longer service name would make page descriptions too long, refused on save).
    const intro = page.getByLabel('Intro', { exact: true }).first();
    await intro.fill((await intro.inputValue()).replace(/\.$/, '!'));
    await page.getByRole('button', { name: 'Save' }).click();
    const entryBranch = 'cms/content/services';
    // The branch comes first, then its pull request, then the pull request's label.
    await expect
      .poll(() => github.pulls.find((pull) => pull.branch === entryBranch)?.labels, reachesGitHub)
      .toEqual([DRAFT]);
    expect(branches()).toEqual([entryBranch, main].sort());
    const pull = github.pulls[github.pulls.length - 1];
    expect(pull).toMatchObject({ branch: entryBranch, state: 'open' });
    await page.getByRole('button', { name: 'Status: Draft' }).click();
    await page.getByRole('menuitem', { name: 'Ready' }).click();
    await expect.poll(() => pull.labels, reachesGitHub).toEqual([READY]);
    const published = github.requests.length;
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();

    await expect(page.getByText('Failed to publish: API_ERROR: Protected branch update failed')).toBeVisible(
      reachesGitHub,
    );
    expect(github.requests.slice(published).filter((request) => !request.startsWith('GET '))).toEqual([
      `PUT /repos/${repo}/pulls/${pull.number}/merge`,
      `POST /repos/${repo}/git/trees`,
      `POST /repos/${repo}/git/commits`,
      `PATCH /repos/${repo}/git/refs/heads/${main}`,
    ]);
    expect(bareGit('rev-parse', main)).toBe(mainBefore);
    expect(branches()).toEqual([entryBranch, main].sort());
    expect(pull.state).toBe('open');
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 405 (Method Not Allowed)',
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  } finally {
    github.failingRequiredCheck = false;
  }
});
