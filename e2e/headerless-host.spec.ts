/**
 * The site on a host that sends no headers at all, as GitHub Pages (the publish workflow's host) does: there no
 * `_headers` sandboxes /images/, so a picture opened on its own is a document on the site's own address, where the
 * editor keeps its GitHub sign-in. What holds there is the content check's allow-list (lib/svg-safety.ts), which
 * refuses every SVG that could run code before it reaches the export. This spec serves a copy of out/ with
 * Content-Type alone and opens every picture directly, in Chromium and in Firefox (through puppeteer-core, as
 * e2e/firefox.spec.ts does): no script runs. The security review's probes, planted beside them, do run there, which
 * proves the host protects nothing, and the check refuses each of them.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { svgDanger } from '../lib/svg-safety';
import { MIME_TYPES } from '../scripts/mime-types.mjs';
import { findFirefox } from '../scripts/system-packages.mjs';
import { expect, test } from './fixtures';
import { repoRoot } from './host-policy';

const SVG = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"';

/** The review's probes that run by themselves when the picture is opened: each calls alert() if it runs. */
const probes: Record<string, string> = {
  'prefixed-script.svg': `<svg ${SVG} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(document.domain)</svg:script></svg>`,
  'xhtml-script.svg': `<svg ${SVG}><script xmlns="http://www.w3.org/1999/xhtml">alert(document.domain)</script></svg>`,
  'event-attribute.svg': `<svg ${SVG} onload="alert(document.domain)"><rect width="4" height="3"/></svg>`,
  'foreign-object-frame.svg': `<svg ${SVG} xmlns:x="http://www.w3.org/2000/svg"><x:foreignObject width="4" height="3"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:parent.alert(document.domain)"/></x:foreignObject></svg>`,
};

const PLANTED = 'planted';

// A fresh browser context for each of some forty pictures, in two browsers.
test.describe.configure({ timeout: 180_000 });

let served: string;
let server: Server;
let origin: string;

/** Every picture of the export, by its address ("/images/logo.svg"); the .br/.gz copies are no pictures. */
function picturesIn(dir: string): string[] {
  return (readdirSync(path.join(dir, 'images'), { recursive: true, encoding: 'utf8' }) as string[])
    .map((entry) => `/images/${entry.split(path.sep).join('/')}`)
    .filter((src) => MIME_TYPES[path.extname(src)]?.startsWith('image/') && !src.includes(`/${PLANTED}/`))
    .sort();
}

test.beforeAll(async () => {
  served = mkdtempSync(path.join(tmpdir(), 'headerless-'));
  cpSync(path.join(repoRoot, 'out'), served, { recursive: true });
  mkdirSync(path.join(served, 'images', PLANTED));
  for (const [name, svg] of Object.entries(probes)) writeFileSync(path.join(served, 'images', PLANTED, name), svg);
  // As GitHub Pages answers: the file and its Content-Type, no security header of any kind.
  server = createServer((request, response) => {
    const file = path.join(served, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const bytes = readFileSync(file);
      response.writeHead(200, { 'Content-Type': MIME_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(bytes);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  // A port of the system's choosing: never one another test run uses.
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  if (served) rmSync(served, { recursive: true, force: true });
});

/** Whether a script ran in the picture opened at `src` in Chromium: a dialog, or any script the page compiled. */
async function scriptRanInChromium(browser: Browser, src: string): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let ran = false;
    page.on('dialog', (dialog) => {
      ran = true;
      dialog.dismiss().catch(() => {});
    });
    // Every script the page's own world compiles (an inline script, an event attribute as it fires, a javascript:
    // address), Playwright's own evaluation excepted.
    const devtools = await context.newCDPSession(page);
    devtools.on('Debugger.scriptParsed', (script) => {
      const aux = script.executionContextAuxData as { isDefault?: boolean } | undefined;
      if (aux?.isDefault && !script.url.includes('__playwright')) ran = true;
    });
    await devtools.send('Debugger.enable');
    const response = await page.goto(`${origin}${src}`, { waitUntil: 'load' });
    expect(response?.status(), src).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-type'], src).toMatch(/^image\//);
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options'])
      expect(headers[header], `${src}: ${header}`).toBeUndefined();
    await page.waitForTimeout(100);
    return ran;
  } finally {
    await context.close();
  }
}

test.describe('Chromium', () => {
  test('the planted probes run on a host with no headers, and the content check refuses each', async ({ browser }) => {
    for (const [name, svg] of Object.entries(probes)) {
      expect(await scriptRanInChromium(browser, `/images/${PLANTED}/${name}`), name).toBe(true);
      expect(svgDanger(svg), name).toBeDefined();
    }
  });

  test('no picture of the export runs a script opened directly', async ({ browser }) => {
    const pictures = picturesIn(served);
    expect(pictures.length).toBeGreaterThan(30);
    const ran: string[] = [];
    for (const src of pictures) if (await scriptRanInChromium(browser, src)) ran.push(src);
    expect(ran).toEqual([]);
  });
});

test.describe('Firefox', () => {
  test('no picture of the export runs a script opened directly; the planted probes do', async () => {
    const executablePath = findFirefox();
    if (!executablePath) throw new Error('No Firefox: the global setup installs firefox-esr, or set FIREFOX_PATH');
    const firefox = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
    try {
      /** Whether opening `src` shows a dialog, or leaves anything that can run in the picture's document. */
      const scriptRan = async (src: string) => {
        const context = await firefox.createBrowserContext();
        try {
          const page = await context.newPage();
          let ran = false;
          page.on('dialog', (dialog) => {
            ran = true;
            dialog.dismiss().catch(() => {});
          });
          await page.goto(`${origin}${src}`, { waitUntil: 'load' });
          await new Promise((settle) => setTimeout(settle, 100));
          const runnable = await page.evaluate(
            () =>
              document.getElementsByTagNameNS('*', 'script').length +
              [...document.querySelectorAll('*')].filter((element) =>
                [...element.attributes].some((attribute) => /^on/i.test(attribute.localName)),
              ).length,
          );
          return ran || runnable > 0;
        } finally {
          await context.close();
        }
      };
      for (const name of Object.keys(probes)) expect(await scriptRan(`/images/${PLANTED}/${name}`), name).toBe(true);
      const ran: string[] = [];
      for (const src of picturesIn(served)) if (await scriptRan(src)) ran.push(src);
      expect(ran).toEqual([]);
    } finally {
      await firefox.close();
    }
  });
});
