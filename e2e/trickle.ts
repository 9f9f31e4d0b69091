/**
 * A front for the test server that sends each page's HTML in pieces with a pause after each, as a slow or lossy
 * network delivers it: the browser paints what it has so far, and whatever the rest of the page moves counts as a
 * layout shift. Everything else passes through at once.
 */
import { createServer } from 'node:http';

export type TrickleServer = { url: string; stop: () => Promise<void> };

// How the origin's answer is sent on as a new body: the length and encoding are the proxy's own.
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

export async function startTrickle({
  origin,
  port,
  pieceBytes,
  pauseMs,
}: {
  origin: string;
  port: number;
  pieceBytes: number;
  pauseMs: number;
}): Promise<TrickleServer> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', origin), { redirect: 'manual' });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name)));
    response.writeHead(answer.status, headers);
    if (!answer.headers.get('content-type')?.startsWith('text/html')) return response.end(body);
    for (let at = 0; at < body.length; at += pieceBytes) {
      response.write(body.subarray(at, at + pieceBytes));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
