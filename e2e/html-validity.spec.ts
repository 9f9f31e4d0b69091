import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// Every exported page must be valid HTML: the Nu Html Checker (vnu-jar, the W3C validator) reports no errors.
// It checks the files in out/, exactly what a static host serves.

const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

function exportDir(): string {
  const { configFile, rootDir } = test.info().config;
  return path.resolve(configFile ? path.dirname(configFile) : rootDir, process.env.SERVE_DIR ?? 'out');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** "about/index.html:1:2345: Element "x" not allowed here. [<x>]" — one line per error, readable in a CI log. */
function formatError(message: VnuMessage, dir: string): string {
  const file = message.url ? path.relative(dir, new URL(message.url).pathname) : '?';
  const extract = message.extract ? ` [${message.extract.replace(/\s+/g, ' ').trim()}]` : '';
  return `${file}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ${message.message}${extract}`;
}

test('the Nu Html Checker finds no errors in any exported page', async () => {
  // Java and the checker start slowly on a busy machine; checking itself is quick.
  test.setTimeout(120_000);
  const dir = exportDir();
  expect(existsSync(dir), 'a static export: run npm run build first').toBe(true);
  const files = htmlFiles(dir);
  expect(files.length, 'exported pages to check').toBeGreaterThan(10);

  // One Java start for all pages: the checker takes seconds to warm up, not to check.
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(
    run.error,
    'java must be installed to run the Nu Html Checker (e.g. apt-get install default-jre-headless)',
  ).toBeUndefined();

  // The checker writes its JSON report to stderr; it exits non-zero when it finds errors.
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
  expect(
    errors.map((message) => formatError(message, dir)),
    'HTML errors',
  ).toEqual([]);
  expect(run.status, 'checker exit code').toBe(0);
});
