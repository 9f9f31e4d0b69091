import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { href, jobPath } from '../lib/routes';
import { BEFORE_DIR, BUILD_LOG, CLOSED_JOB, EDITED_DIR, EDITED_HEADLINE, PUBLISHED_HEADERS } from './build-edited';
import { home, jobs, pages, site } from './content';
import { test as base, expect } from './fixtures';
import { exerciseIslands, HOST_FILES, repoRoot, watchViolations } from './host-policy';
import { startNginx } from './nginx';
import { startServe } from './serve';
import { allRoutes } from './site';

// A content edit reaches production without touching the host: the export built after the edit
// (e2e/build-edited.ts, run by npm run test:e2e) served with the host files of the deploy before it.

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

base.beforeAll(() => {
  expect(existsSync(path.join(EDITED_DIR, 'index.html')), 'out-edited/: run npm run test:e2e').toBe(true);
});

base('the edit changed the pages and their inline scripts, and not one byte of a host file', () => {
  const before = readFileSync(path.join(repoRoot, 'out', 'index.html'), 'utf8');
  const after = readFileSync(path.join(EDITED_DIR, 'index.html'), 'utf8');
  expect(before).toContain(`>${home.hero.headline}<`);
  expect(after).toContain(`>${EDITED_HEADLINE}<`);
  // A host policy listing script hashes would have had to change with the edit.
  expect(inlineScripts(after)).not.toEqual(inlineScripts(before));

  for (const file of HOST_FILES) {
    expect(readFileSync(path.join(repoRoot, file)), `${file} across the edit`).toEqual(
      readFileSync(path.join(BEFORE_DIR, file)),
    );
  }
  expect(readFileSync(path.join(EDITED_DIR, '_headers')), 'out/_headers across the edit').toEqual(
    readFileSync(path.join(BEFORE_DIR, PUBLISHED_HEADERS)),
  );
});

base('a job past its closing date leaves the export by itself, with a warning, and the build succeeds', () => {
  const route = href(jobPath(CLOSED_JOB.slug));
  const file = (served: string) => path.join(EDITED_DIR, served, 'index.html');
  // Built before, from the same content but for the dates.
  expect(existsSync(path.join(repoRoot, 'out', route, 'index.html'))).toBe(true);
  expect(existsSync(file(route)), `${route} in out-edited/`).toBe(false);
  expect(readFileSync(path.join(EDITED_DIR, 'sitemap.xml'), 'utf8')).not.toContain(`${site.url}${route}<`);
  for (const page of ['/', href(pages.career.path)]) {
    const html = readFileSync(file(page), 'utf8');
    expect(html, `a card for the closed job on ${page}`).not.toContain(`href="${route}"`);
    expect(html).not.toContain(`>${CLOSED_JOB.title}<`);
    // The open jobs keep theirs.
    for (const job of jobs.jobs.filter((open) => open.slug !== CLOSED_JOB.slug))
      expect(html).toContain(`href="${href(jobPath(job.slug))}"`);
  }
  expect(readFileSync(BUILD_LOG, 'utf8')).toMatch(
    new RegExp(
      `⚠ content/jobs\\.ts:\\d+:\\d+: job "${CLOSED_JOB.title}", field "validThrough" is "${CLOSED_JOB.validThrough}", a date that has passed .* the site is built without it`,
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
      for (const route of allRoutes.filter((served) => served !== href(jobPath(CLOSED_JOB.slug)))) {
        await exerciseIslands(page, route);
        if (route === '/') await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_HEADLINE);
        // Counted per page load; the fixtures also fail the test on any console error, which is how Chromium
        // reports a blocked script.
        expect(await violations(), route).toEqual([]);
      }
    });
  });
}
