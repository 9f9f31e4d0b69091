/**
 * The ports of the servers the suite starts beside the one serving out/ (E2E_PORT): each kind of server has a block of
 * ports of its own above that one, with a place in it for every worker, so no two servers ever meet on a port,
 * however many workers run (up to WORKERS_AT_MOST).
 */

/** The port of the server of out/ (never 3000, so the suite does not collide with `npm run dev` or `npm start`). */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4311);

/** The most workers the suite may run: playwright.config.ts runs fewer. */
export const WORKERS_AT_MOST = 4;

/** The servers a worker starts (as a fixture, or in one test), and how many ports each takes, in block order. */
const PER_WORKER = {
  /** deploy.spec.ts: nginx serving out/ with deploy/nginx.conf. */
  nginx: 1,
  /** base-path.spec.ts: npm start serving out-base-path/ under /site. */
  basePath: 1,
  /** edit-to-live.spec.ts: the edited export under npm start, and under nginx. */
  editedServe: 1,
  editedNginx: 1,
  /** deploy.spec.ts: the example site's http and https. */
  exampleSite: 2,
  /** infra.spec.ts: npm start on a folder of its own. */
  serveFolder: 1,
  /** workflows.spec.ts: the server of the workflows' own commands. */
  workflowCommands: 1,
  /** deploy.spec.ts: nginx serving the base-path export from a folder's root. */
  basePathNginx: 1,
  /** loading.spec.ts: the server that sends each page's HTML in pieces. */
  trickle: 1,
} as const;

/** Servers one file starts once for the whole run, running its tests one after another, above every worker's. */
// decap-server's is the one after the editor's: scripts/edit.ts starts it there.
const ONCE_PER_RUN = ['editor', 'decapServer', 'webkitDriver', 'webkitDriverWithoutJavaScript'] as const;

/** The port of `server` for the worker numbered `parallelIndex` (Playwright's), its `nth` when it takes several. */
export function workerPort(server: keyof typeof PER_WORKER, parallelIndex: number, nth = 0): number {
  if (parallelIndex >= WORKERS_AT_MOST) throw new Error(`e2e/ports.ts has room for ${WORKERS_AT_MOST} workers`);
  const kinds = Object.keys(PER_WORKER) as (keyof typeof PER_WORKER)[];
  const blockStart = kinds
    .slice(0, kinds.indexOf(server))
    .reduce((start, kind) => start + PER_WORKER[kind] * WORKERS_AT_MOST, MAIN_PORT + 1);
  return blockStart + parallelIndex * PER_WORKER[server] + nth;
}

/** The port of a server started once for the whole run. */
export function runPort(server: (typeof ONCE_PER_RUN)[number]): number {
  const perWorker = Object.values(PER_WORKER).reduce((sum, ports) => sum + ports, 0);
  return MAIN_PORT + 1 + perWorker * WORKERS_AT_MOST + ONCE_PER_RUN.indexOf(server);
}
