import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from './scripts/system-packages.mjs';

// Never 3000, so the suite does not collide with `npm run dev` / `npm start`.
const E2E_PORT = Number(process.env.E2E_PORT ?? 4311);
const baseURL = `http://localhost:${E2E_PORT}`;

// The e2e tests serve the existing static export in out/; `npm run test:e2e`
// builds it first.
export default defineConfig({
  testDir: 'e2e',
  // Installs missing system programs (Chromium, nginx, java) once, before any worker starts.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
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
    env: { PORT: String(E2E_PORT) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
