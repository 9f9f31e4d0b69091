import { defineConfig } from '@playwright/test';
import { MAIN_PORT } from './e2e/ports';
import { CHROMIUM_ARGS, findHeadlessChromium } from './scripts/system-packages.mjs';

const baseURL = `http://localhost:${MAIN_PORT}`;

// The e2e tests serve the existing static export in out/; `npm run test:e2e`
// builds it first.
export default defineConfig({
  testDir: 'e2e',
  // Installs missing system programs (Chromium, nginx, java) once, before any worker starts.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // One worker per core of the machine the suite is timed on (2). A third took a tenth off a full run, but once left
  // a Firefox navigation unfinished under the load; e2e/ports.ts has room for WORKERS_AT_MOST.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    launchOptions: {
      // undefined lets Playwright fall back to its own downloaded browser.
      executablePath: findHeadlessChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(MAIN_PORT) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
