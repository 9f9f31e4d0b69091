#!/usr/bin/env node

// Makes sure a Chromium for the e2e tests exists; installs it with apt-get
// when running as root on Debian/Ubuntu, otherwise explains what to do.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

function found(executable) {
  console.log(`Chromium for e2e tests: ${executable}`);
  process.exit(0);
}

function canUseApt() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function apt(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const fromEnv = process.env.CHROMIUM_PATH;
if (fromEnv && !existsSync(fromEnv)) {
  console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere.`);
}

let executable = findChromium();
if (executable) found(executable);

if (canUseApt()) {
  console.log('No Chromium found; installing it with apt-get.');
  // A failed update may still leave usable package lists, so try the install anyway.
  apt(['update']);
  apt(['install', '-y', 'chromium']);
  executable = findChromium();
  if (executable) found(executable);
}

console.error(`No Chromium or Chrome found for the e2e tests. Either:
  - install Chromium with your package manager (e.g. sudo apt-get install chromium),
  - or run: npx playwright install chromium
  - or set CHROMIUM_PATH to the browser's executable.`);
process.exit(1);
