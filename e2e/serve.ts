/** Runs scripts/serve.mjs (what `npm start` runs) on a folder and port of a test's choosing. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export type StaticServer = { url: string; stop: () => Promise<void> };

export async function startServe({
  dir,
  port,
  basePath,
}: {
  dir: string;
  port: number;
  basePath?: string;
}): Promise<StaticServer> {
  const server = spawn(process.execPath, [path.resolve(__dirname, '..', 'scripts', 'serve.mjs')], {
    env: { ...process.env, PORT: String(port), SERVE_DIR: dir, BASE_PATH: basePath ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
