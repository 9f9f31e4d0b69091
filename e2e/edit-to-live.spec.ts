import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exampleClient, exampleTestimonial } from '../lib/proof-for-tests';
import { href, jobPath, NO_OPEN_JOB_SLUG } from '../lib/routes';
import { htmlFiles } from '../scripts/html-files';
import { BEFORE_DIR, BUILD_LOG, CLOSED_JOBS, EDITED_DIR, EDITED_HEADLINE, PUBLISHED_HEADERS } from './build-edited';
import { home, jobs, pages, proof, site } from './content';
import { test as base, expect } from './fixtures';
import { exerciseIslands, HOST_FILES, repoRoot, watchViolations } from './host-policy';
import { startNginx } from './nginx';
import { startServe } from './serve';
import { allRoutes, jobRoutes } from './site';

// A content edit reaches production without touching the host: the export built after the edit
// (e2e/build-edited.ts, run by npm run test:e2e) served with the host files of the deploy before it.

/** The pages with the career section: home, about and career. */
const careerSectionRoutes = [pages.home.path, pages.about.path, pages.career.path].map(href);

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

base.beforeAll(() => {
  expect(existsSync(path.join(EDITED_DIR, 'index.html')), 'out-edited/: run npm run test:e2e').toBe(true);
});

base('the edit changed the pages, and not one byte of a host file', () => {
  const before = readFileSync(path.join(repoRoot, 'out', 'index.html'), 'utf8');
  const after = readFileSync(path.join(EDITED_DIR, 'index.html'), 'utf8');
  expect(before).toContain(`>${home.hero.headline}<`);
  expect(after).toContain(`>${EDITED_HEADLINE}<`);
  // The content travels in the HTML, never in a script: the pages' inline scripts, and so their hashes, hold.
  expect(inlineScripts(after)).toEqual(inlineScripts(before));

  for (const file of HOST_FILES) {
    expect(readFileSync(path.join(repoRoot, file)), `${file} across the edit`).toEqual(
      readFileSync(path.join(BEFORE_DIR, file)),
    );
  }
  expect(readFileSync(path.join(EDITED_DIR, '_headers')), 'out/_headers across the edit').toEqual(
    readFileSync(path.join(BEFORE_DIR, PUBLISHED_HEADERS)),
  );
});

base('with every job past its closing date the build succeeds, and leaves out every job page, link and listing', () => {
  const file = (served: string) => path.join(EDITED_DIR, served, 'index.html');
  // Built before, from the same content but for the dates: every job open today has its page in out/.
  for (const route of jobRoutes) expect(existsSync(path.join(repoRoot, 'out', route, 'index.html'))).toBe(true);
  const sitemap = readFileSync(path.join(EDITED_DIR, 'sitemap.xml'), 'utf8');
  const pagesHtml = htmlFiles(EDITED_DIR).map((page) => readFileSync(page, 'utf8'));
  for (const job of CLOSED_JOBS) {
    const route = href(jobPath(job.slug));
    expect(existsSync(file(route)), `${route} in out-edited/`).toBe(false);
    expect(sitemap).not.toContain(`${site.url}${route}<`);
    for (const html of pagesHtml) expect(html).not.toContain(`href="${route}"`);
  }
  for (const html of pagesHtml) expect(html).not.toContain('"@type":"JobPosting"');
  // The one page Next's export needs of the job route: the 404 page, noindex, which nothing links to or lists.
  const placeholder = href(jobPath(NO_OPEN_JOB_SLUG));
  expect(readFileSync(file(placeholder), 'utf8')).toMatch(/<meta name="robots" content="noindex"\/>/);
  expect(sitemap).not.toContain(placeholder);
  for (const html of pagesHtml) expect(html).not.toContain(`href="${placeholder}"`);

  const log = readFileSync(BUILD_LOG, 'utf8');
  for (const job of CLOSED_JOBS)
    expect(log).toMatch(
      new RegExp(
        `⚠ content/jobs\\.yaml:\\d+:\\d+: job "${job.title}", field "validThrough" is "${job.validThrough}", a date that has passed .* the site is built without it`,
      ),
    );
});

/** The new export with the previous deploy's _headers in it, in a folder of its own. */
function editedExportWithOldHeaders(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anvaya-edited-'));
  cpSync(EDITED_DIR, dir, { recursive: true });
  cpSync(path.join(BEFORE_DIR, PUBLISHED_HEADERS), path.join(dir, '_headers'));
  return dir;
}

const hosts = [
  {
    name: 'npm start (serve.mjs) with the old _headers',
    offset: 5,
    start: (port: number) => {
      const dir = editedExportWithOldHeaders();
      return startServe({ dir, port }).then((server) => ({
        ...server,
        stop: async () => {
          await server.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      }));
    },
  },
  {
    name: 'nginx with the old nginx.conf',
    offset: 7,
    start: (port: number) =>
      startNginx({ root: EDITED_DIR, serverConf: path.join(BEFORE_DIR, 'deploy', 'nginx.conf'), port }),
  },
];

for (const host of hosts) {
  base.describe(`the edited export under ${host.name}`, () => {
    const test = base.extend<object, { host: { url: string; stop: () => Promise<void> } }>({
      host: [
        // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
        async ({}, use, workerInfo) => {
          const mainPort = Number(new URL(workerInfo.project.use.baseURL!).port);
          const server = await host.start(mainPort + host.offset + workerInfo.parallelIndex);
          await use(server);
          await server.stop();
        },
        { scope: 'worker', timeout: 120_000 },
      ],
      baseURL: async ({ host }, use) => use(host.url),
    });

    test('shows the edit, with every island working and zero policy violations on every route', async ({ page }) => {
      test.setTimeout(120_000);
      const violations = await watchViolations(page);
      for (const route of allRoutes.filter((served) => !jobRoutes.includes(served))) {
        await exerciseIslands(page, route);
        if (route === '/') {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_HEADLINE);
          // The testimonial and logo the editor added: the words, who said them and where, and the client's logo.
          const said = page.getByRole('heading', { level: 2, name: proof.testimonials.heading, exact: true });
          const quote = page.getByRole('main').getByRole('figure').filter({ hasText: exampleTestimonial.quote });
          await expect(said).toBeVisible();
          for (const part of ['person', 'role', 'company', 'town', 'source'] as const)
            await expect(quote.getByText(exampleTestimonial[part], { exact: false })).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: proof.logos.heading, exact: true })).toBeVisible();
          await expect(page.getByRole('main').getByRole('img', { name: exampleClient.logo.alt })).toBeVisible();
        }
        // With no job open, the career section says so, and how to apply anyway, in place of the cards.
        if (careerSectionRoutes.includes(route)) {
          const section = page.getByRole('region', { name: jobs.heading });
          await expect(section).toContainText(jobs.noOpenings.text);
          await expect(section).toContainText(jobs.noOpenings.howToApply);
          await expect(section.getByRole('link', { name: jobs.noOpenings.emailLabel })).toBeVisible();
        }
        // Counted per page load; the fixtures also fail the test on any console error, which is how Chromium
        // reports a blocked script.
        expect(await violations(), route).toEqual([]);
      }
    });
  });
}
