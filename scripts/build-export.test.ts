/** @jest-environment node */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_STEPS, buildExport, type Step } from './build-export';
import { staleCopies } from './precompress';

/** A step as the build runs it: a Node script with EXPORT_DIR set to the export being made. */
const node = (code: string): Step => [process.execPath, '-e', code];

/** Writes a page and its two copies, made from it, into the export being made: what a whole build leaves. */
const wholeExport = (text: string) =>
  node(`
    const fs = require('node:fs'), path = require('node:path');
    const dir = process.env.EXPORT_DIR;
    fs.mkdirSync(dir, { recursive: true });
    const page = path.join(dir, 'index.html');
    fs.writeFileSync(page, ${JSON.stringify(text)});
    const { atime, mtime } = fs.statSync(page);
    for (const copy of [page + '.br', page + '.gz']) { fs.writeFileSync(copy, 'copy'); fs.utimesSync(copy, atime, mtime); }
  `);

describe('buildExport', () => {
  let root: string;
  const out = () => path.join(root, 'out');
  const page = () => readFileSync(path.join(out(), 'index.html'), 'utf8');
  /** What the project folder holds beside its sources: the export and nothing a build left behind. */
  const leftovers = () => readdirSync(root).sort();

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'anvaya-build-'));
    buildExport('out', [wholeExport('previous build')], root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts a whole build in place of the previous one, leaving nothing else behind', () => {
    buildExport('out', [wholeExport('new build')], root);
    expect(page()).toBe('new build');
    expect(staleCopies(out())).toEqual([]);
    expect(leftovers()).toEqual(['out']);
  });

  it('leaves the previous export whole when a step fails, saying which and why', () => {
    const failing = node(
      `require('node:fs').writeFileSync(process.env.EXPORT_DIR + '/index.html', 'half'); process.exit(3)`,
    );
    expect(() => buildExport('out', [wholeExport('new build'), failing], root)).toThrow(
      /^The build step ".*" exited with 3\. out\/ is left as the last complete build made it: fix what the step reported above, then build again\.$/,
    );
    expect(page()).toBe('previous build');
    expect(leftovers()).toEqual(['out']);
  });

  it('refuses an export whose compressed copy is missing or older than its file, keeping the previous one', () => {
    const staleCopy = node(`
      const fs = require('node:fs');
      const page = process.env.EXPORT_DIR + '/index.html';
      fs.utimesSync(page + '.gz', new Date(0), new Date(0));
      fs.rmSync(page + '.br');
    `);
    expect(() => buildExport('out', [wholeExport('new build'), staleCopy], root)).toThrow(
      'The export is not whole: index.html.br, index.html.gz are missing or older than the file beside it. out/ is left as the last complete build made it.',
    );
    expect(page()).toBe('previous build');
  });

  it('leaves the previous export whole when the build is killed half-way, and the next build cleans up', async () => {
    const started = path.join(root, 'step-started');
    // Writes half of the new export, says so, then waits to be killed, as a build does in the middle of a step.
    const halfThenWait = node(`
      const fs = require('node:fs');
      fs.writeFileSync(process.env.EXPORT_DIR + '/index.html', 'half');
      fs.writeFileSync(${JSON.stringify(started)}, '');
      setTimeout(() => {}, 60_000);
    `);
    const script = `require(${JSON.stringify(path.join(__dirname, 'build-export.ts'))}).buildExport('out', ${JSON.stringify([wholeExport('new build'), halfThenWait])}, ${JSON.stringify(root)})`;
    const build = spawn(path.join('node_modules', '.bin', 'tsx'), ['-e', script], { detached: true, stdio: 'ignore' });
    const exited = new Promise((resolve) => build.on('exit', resolve));
    for (let waited = 0; !existsSync(started); waited += 50) {
      if (waited > 30_000) throw new Error('the build never reached its second step');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The whole process group, as a closed terminal or a cancelled CI job stops it.
    process.kill(-(build.pid ?? 0), 'SIGKILL');
    await exited;

    expect(page()).toBe('previous build');
    expect(staleCopies(out())).toEqual([]);
    expect(leftovers()).toEqual(['out', 'out.building', 'step-started']);

    buildExport('out', [wholeExport('new build')], root);
    expect(page()).toBe('new build');
    expect(leftovers()).toEqual(['out', 'step-started']);
  }, 60_000);

  it('brings back the previous export if a build was stopped between taking it away and putting the new one in', () => {
    mkdirSync(path.join(root, 'out.previous'));
    writeFileSync(path.join(root, 'out.previous', 'index.html'), 'previous build');
    rmSync(out(), { recursive: true });
    expect(() => buildExport('out', [node('process.exit(1)')], root)).toThrow(/exited with 1/);
    expect(page()).toBe('previous build');
    expect(leftovers()).toEqual(['out']);
  });
});

describe('the build steps', () => {
  it("are Next's export, then the post-export steps in their order, compression last so it sees the final pages", () => {
    expect(BUILD_STEPS.map((step) => step.slice(1).join(' '))).toEqual([
      'build',
      'scripts/language-pages.ts',
      'scripts/draw-pictures.tsx',
      'scripts/replace-next-runtime.ts',
      'scripts/defer-scripts.ts',
      'scripts/page-csp.ts',
      'scripts/build-admin.ts',
      'scripts/precompress.ts',
    ]);
  });
});

describe('staleCopies', () => {
  it('names a copy that is missing or carries another time than its file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anvaya-copies-'));
    try {
      writeFileSync(path.join(dir, 'a.css'), 'a');
      writeFileSync(path.join(dir, 'a.css.br'), 'old');
      utimesSync(path.join(dir, 'a.css.br'), new Date(0), new Date(0));
      expect(staleCopies(dir)).toEqual(['a.css.br', 'a.css.gz']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
