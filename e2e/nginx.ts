/**
 * Runs Debian's nginx in the foreground on a test port, with the server block a deployment would use:
 * root at the export and deploy/nginx.conf included. Everything nginx writes (pid, logs, temp files) goes to
 * a temporary directory; no system service is started and nothing under /etc is changed.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx } from '../scripts/system-packages.mjs';

export type NginxServer = { url: string; stop: () => Promise<void> };

/** The nginx binary; e2e/global-setup.ts installs it (root on Debian) before any worker gets here. */
function installedNginx(): string {
  const nginx = findNginx();
  if (!nginx)
    throw new Error(
      'nginx is not installed. The test setup installs it when it runs as root on Debian; otherwise install it ' +
        'once (e.g. sudo apt-get install nginx) and run the tests again.',
    );
  return nginx;
}

/** Debian's mime.types, found next to the configuration the binary was built with. */
function mimeTypesOf(nginx: string): string {
  // nginx -V prints its build flags to stderr.
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.join(path.dirname(confPath), 'mime.types');
}

/** Whether something listens at `url`'s port: a server block may close unanswered (444) a request naming no site of its own. */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function waitUntilServing(url: string, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await listening(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '(no error log)';
  throw new Error(`nginx did not start serving ${url}:\n${log}`);
}

/** Starts nginx serving `root` on 127.0.0.1:`port` with `serverConf` included in the server block. */
export function startNginx({
  root,
  serverConf,
  port,
}: {
  root: string;
  serverConf: string;
  port: number;
}): Promise<NginxServer> {
  return runNginx({
    servers: `server {
        listen 127.0.0.1:${port};
        root ${root};
        include ${serverConf};
    }`,
    url: `http://127.0.0.1:${port}`,
  });
}

/** The http { } configuration around `servers`, with everything nginx writes kept inside `prefix`. */
function mainConfig(nginx: string, prefix: string, servers: string): string {
  const temp = (name: string) => path.join(prefix, name);
  return `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 64; }
http {
    include ${mimeTypesOf(nginx)};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    ${servers}
}
`;
}

/** What `nginx -t` says of `servers` (its exit status and messages), without starting anything. */
export function testNginxConfig(servers: string): { ok: boolean; output: string } {
  const nginx = installedNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'anvaya-nginx-'));
  try {
    writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(nginx, prefix, servers));
    const result = spawnSync(
      nginx,
      ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
      { encoding: 'utf8' },
    );
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** Starts nginx in the foreground with the given server blocks; resolves once `url` answers. */
export async function runNginx({ servers, url }: { servers: string; url: string }): Promise<NginxServer> {
  const nginx = installedNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'anvaya-nginx-'));
  const errorLog = path.join(prefix, 'error.log');
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, mainConfig(nginx, prefix, servers));
  // -e: errors before the configuration is read go to the temp log too, not to /var/log/nginx.
  const child = spawn(nginx, ['-p', prefix, '-c', confFile, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(url, child, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop: async () => {
      // SIGQUIT: finish the requests in flight, then exit.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
