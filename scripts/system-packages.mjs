// The programs the end-to-end suite needs from the system: found, or installed from Debian in one apt-get call,
// once, before any test runs (Playwright's globalSetup, e2e/global-setup.ts). Test workers only look for them:
// two workers installing at once fight over dpkg's lock.

import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * The first executable `name` in $PATH's directories, then in `extraDirs`; null if there is none.
 * @param {string} name
 * @param {string[]} [extraDirs]
 * @returns {string | null}
 */
function findOnPath(name, extraDirs = []) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...extraDirs].filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/**
 * The executable a person named in the environment variable `name`, when it exists: their choice comes first.
 * @param {string} name
 * @returns {string | null}
 */
function namedInEnvironment(name) {
  const named = process.env[name];
  return named && existsSync(named) ? path.resolve(named) : null;
}

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

/** Playwright's own download of Chromium, which it cannot always fetch (e.g. on machines without general network). */
function playwrightChromium() {
  try {
    // Returns the expected install path even when nothing is installed there.
    const executable = chromium.executablePath();
    return existsSync(executable) ? executable : null;
  } catch {
    return null;
  }
}

const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

/**
 * A Chromium or Chrome executable, or null: $CHROMIUM_PATH, Playwright's own, then the usual names on $PATH. The whole
 * browser, for what the headless shell lacks (the back/forward cache) and for the bench, which measures as a visitor's
 * browser loads.
 * @returns {string | null}
 */
export function findChromium() {
  const named = namedInEnvironment('CHROMIUM_PATH');
  if (named) return named;
  const onPath = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'].map((name) =>
    findOnPath(name),
  );
  return playwrightChromium() ?? onPath.find(Boolean) ?? (existsSync(MAC_CHROME) ? MAC_CHROME : null);
}

/**
 * The Chromium the end-to-end tests drive: $CHROMIUM_PATH, else Chromium's headless shell (the lighter build
 * Playwright itself runs headless tests in: the suite takes a third less time than in the whole browser, which draws
 * its own window's frame even when headless), else any Chromium.
 * @returns {string | null}
 */
export function findHeadlessChromium() {
  return findHeadlessShell() ?? findChromium();
}

/** $CHROMIUM_PATH, else the headless shell on $PATH: what the tests run in when either is there. */
const findHeadlessShell = () => namedInEnvironment('CHROMIUM_PATH') ?? findOnPath('chromium-headless-shell');

/** nginx lives in sbin, which a normal user's PATH on Debian leaves out. */
export const findNginx = () => findOnPath('nginx', ['/usr/sbin', '/usr/local/sbin']);

const findJava = () => findOnPath('java');

/**
 * A stock Firefox, or null: $FIREFOX_PATH, then the usual names on $PATH. e2e/firefox.spec.ts drives it through
 * WebDriver BiDi (puppeteer-core); Playwright's own Firefox is a patched build that only Playwright can drive.
 * @returns {string | null}
 */
export function findFirefox() {
  const named = namedInEnvironment('FIREFOX_PATH');
  if (named) return named;
  return ['firefox-esr', 'firefox'].map((name) => findOnPath(name)).find(Boolean) ?? null;
}

/**
 * WebKit's WebDriver and the browser it drives, or null: $WEBKIT_WEBDRIVER and $WEBKIT_BROWSER, else WebKitGTK's
 * (Debian's webkit2gtk-driver, and the MiniBrowser of libwebkit2gtk). e2e/webkit.spec.ts drives them over WebDriver
 * (classic); Playwright's own WebKit cannot be downloaded everywhere.
 * @returns {{ driver: string, browser: string } | null}
 */
export function findWebKit() {
  const driver = process.env.WEBKIT_WEBDRIVER || findOnPath('WebKitWebDriver');
  const libraries = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'];
  const browser =
    process.env.WEBKIT_BROWSER ||
    libraries
      .flatMap((dir) =>
        ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0'].map((api) => path.join(dir, api, 'MiniBrowser')),
      )
      .find((candidate) => existsSync(candidate));
  return driver && browser ? { driver, browser } : null;
}

/** A screen for a browser that needs one, on Linux without a display. */
export const findXvfbRun = () => findOnPath('xvfb-run');

/**
 * The Tamil typeface Android draws Tamil with (Noto Sans Tamil): the Tamil pages are measured as a phone lays them
 * out (a word breaking mid-word at 320 px), which a machine with no Tamil typeface cannot do.
 */
export function findTamilTypeface() {
  const listed = spawnSync('fc-list', [':lang=ta', 'file', 'family'], { encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const noto = listed.stdout.split('\n').find((line) => line.includes('Noto Sans Tamil'));
  return noto ? noto.split(':')[0] : null;
}

/**
 * @typedef {{ name: string, debianPackage: string, neededBy: string, required: boolean, find: () => string | null }} SystemProgram
 * `required`: no test can run without it; the others are needed by some specs only, which fail on their own.
 * @type {SystemProgram[]}
 */
export const SYSTEM_PROGRAMS = [
  {
    name: "Chromium's headless shell",
    debianPackage: 'chromium-headless-shell',
    neededBy:
      'the end-to-end tests, which take a third less time in it than in the whole browser (without it, they run in Chromium)',
    required: false,
    find: findHeadlessShell,
  },
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    neededBy:
      'every end-to-end test (or set CHROMIUM_PATH, or run npx playwright install chromium), e2e/bfcache.spec.ts (the back/forward cache, which the headless shell lacks) and npm run bench',
    required: true,
    find: findChromium,
  },
  {
    name: 'nginx',
    debianPackage: 'nginx',
    neededBy: 'e2e/deploy.spec.ts',
    required: false,
    find: findNginx,
  },
  {
    name: 'Firefox',
    debianPackage: 'firefox-esr',
    neededBy: 'e2e/firefox.spec.ts (or set FIREFOX_PATH)',
    required: false,
    find: findFirefox,
  },
  {
    name: 'WebKit',
    debianPackage: 'webkit2gtk-driver',
    neededBy: 'e2e/webkit.spec.ts (or set WEBKIT_WEBDRIVER and WEBKIT_BROWSER)',
    required: false,
    find: () => findWebKit()?.driver ?? null,
  },
  {
    name: 'xvfb-run',
    debianPackage: 'xvfb',
    neededBy: 'e2e/webkit.spec.ts on a machine without a display',
    required: false,
    find: findXvfbRun,
  },
  {
    name: 'Noto Sans Tamil',
    debianPackage: 'fonts-noto-core',
    neededBy: 'e2e/tamil.spec.ts (the Tamil pages measured as a phone draws them)',
    required: false,
    find: findTamilTypeface,
  },
  {
    name: 'java',
    debianPackage: 'default-jre-headless',
    neededBy: 'e2e/html-validity.spec.ts (the Nu Html Checker)',
    required: false,
    find: findJava,
  },
];

/** apt-get works here: Linux, root, and apt-get present (Debian and its derivatives). */
function canUseApt() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * What to do about the missing programs: nothing; install their packages with one apt-get call; or, where apt
 * cannot be used, tell the person what to install (and stop only if a required one is missing).
 * @param {SystemProgram[]} missing
 * @param {{ canUseApt: boolean }} options
 * @returns {{ action: 'none' } | { action: 'apt', packages: string[] } | { action: 'explain', fatal: boolean, message: string }}
 */
export function installPlan(missing, { canUseApt }) {
  if (missing.length === 0) return { action: 'none' };
  if (canUseApt) return { action: 'apt', packages: missing.map((program) => program.debianPackage) };
  return {
    action: 'explain',
    fatal: missing.some((program) => program.required),
    message: missingMessage(missing),
  };
}

/** @param {SystemProgram[]} missing */
function missingMessage(missing) {
  const lines = missing.map((program) => `  - ${program.name}, for ${program.neededBy}`);
  const packages = missing.map((program) => program.debianPackage).join(' ');
  return `Not installed, needed by the end-to-end tests:\n${lines.join('\n')}\nInstall them with your package manager (on Debian or Ubuntu: sudo apt-get install ${packages}), then run the tests again.`;
}

/** @param {string[]} args */
function runApt(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    // RUNLEVEL=1 keeps nginx's install script from starting it as a system service.
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
  });
  return result.status === 0;
}

/**
 * Finds every program, installs the missing ones where apt-get can (refreshing the package lists first, since a
 * bare image has none), and throws if a required one is still missing.
 * @param {{ programs?: SystemProgram[], aptUsable?: boolean, apt?: (args: string[]) => boolean, log?: (line: string) => void }} [options]
 */
export function ensureSystemPrograms({ programs = SYSTEM_PROGRAMS, aptUsable, apt = runApt, log = console.log } = {}) {
  const missing = programs.filter((program) => !program.find());
  const plan = installPlan(missing, { canUseApt: missing.length > 0 && (aptUsable ?? canUseApt()) });
  if (plan.action === 'apt') {
    log(`Installing ${plan.packages.join(', ')} from Debian for the end-to-end tests.`);
    // A failed update may still leave usable package lists, so the install is tried anyway.
    apt(['update']);
    apt(['install', '-y', ...plan.packages]);
    const stillMissing = missing.filter((program) => !program.find());
    if (stillMissing.length > 0) throw new Error(`apt-get could not install them.\n${missingMessage(stillMissing)}`);
  } else if (plan.action === 'explain') {
    if (plan.fatal) throw new Error(plan.message);
    log(plan.message);
  }
  for (const program of programs) log(`${program.name}: ${program.find() ?? 'not installed'}`);
}
