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
  // One more worker than the 2 cores the suite is timed on: part of its time is waiting on purpose (2G's round trips,
  // HTML sent in pieces, real seconds for a late layout shift), which a third worker fills (a sample of the specs
  // took 18% less time). e2e/ports.ts has room for up to WORKERS_AT_MOST.
  workers: 3,
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
