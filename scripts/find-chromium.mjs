// Locates a Chromium/Chrome executable for Playwright, since Playwright cannot
// always download its own browser (e.g. on machines without general network).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Launch flags for Chromium (Playwright adds --headless itself).
 * Background networking, component updates and sync are off because the
 * test machines' network is closed: Chromium's own calls home would be
 * refused and show up as noise or slow the browser down.
 * @type {string[]}
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** @returns {string | null} */
function playwrightChromium() {
  try {
    // Returns the expected install path even when nothing is installed there.
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * Absolute path of a Chromium/Chrome executable, or null if none is found.
 * Order: $CHROMIUM_PATH, Playwright's bundled Chromium, common system paths.
 * @returns {string | null}
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, playwrightChromium(), ...SYSTEM_PATHS];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return path.resolve(candidate);
  }
  return null;
}
