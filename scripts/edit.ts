/**
 * `npm run edit`: the browser editor on this computer, editing the working copy without GitHub. It builds the
 * editor, starts decap-server (Decap CMS's local backend) on the next port, and serves the editor at
 * http://localhost:8080/admin/ with the site's pictures. Saving writes content/*.ts and public/images/ here;
 * `git diff` shows the change, and a commit and pull request publish it as usual.
 *
 *   npm run edit                                       the working copy, port 8080 (decap-server on 8081)
 *   npm run edit -- --port 5660 --root /tmp/copy       another copy of the repository (the tests use this)
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAdmin, previewStyles } from './build-admin';
import { MIME_TYPES } from './mime-types.mjs';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const port = Number(option('port', '8080'));
const root = path.resolve(option('root', '.'));

async function main() {
  const built = mkdtempSync(path.join(tmpdir(), 'editor-'));
  await buildAdmin(built);
  const backend = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(port + 1), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root, MODE: 'fs' },
    stdio: 'inherit',
  });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The preview's styles from the latest build (of the copy being edited, else of this project), so a build
    // made while the editor runs styles it too.
    if (url.pathname === '/admin/preview.css') {
      response.writeHead(200, { 'content-type': MIME_TYPES['.css'], 'cache-control': 'no-store' });
      response.end(previewStyles([path.join(root, 'out'), 'out']));
      return;
    }
    // The editor from its build; everything else (the pictures) from the copy being edited.
    const file = url.pathname.startsWith('/admin/')
      ? path.join(built, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname)
      : path.join(root, 'public', url.pathname);
    const inside = file.startsWith(built) || file.startsWith(path.join(root, 'public'));
    if (!inside || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': MIME_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`The editor is at http://localhost:${port}/admin/ (editing ${root}). Ctrl+C stops it.`),
  );
  // Without its backend the editor cannot open a file: stop, saying so (the port may be taken).
  backend.on('exit', (code) => {
    console.error(`decap-server stopped (exit code ${code}), so the editor stops too.`);
    server.close();
    process.exitCode = 1;
  });
  const stop = () => {
    backend.kill();
    server.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
