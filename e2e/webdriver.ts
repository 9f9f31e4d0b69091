/**
 * The few commands of W3C WebDriver (classic) that e2e/webkit.spec.ts sends to WebKit's own driver, over fetch.
 * WebdriverIO's `webdriver` client would bring downloaders for three other browsers' drivers for these six calls.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { findWebKit, findXvfbRun } from '../scripts/system-packages.mjs';

/** How WebDriver names an element in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = { [ELEMENT]: string };

const ESCAPE = '\uE00C';

export class WebDriverSession {
  private constructor(
    private readonly driverUrl: string,
    private readonly id: string,
  ) {}

  /** A new browser window from the driver at `driverUrl`, asking for `capabilities`. */
  static async start(driverUrl: string, capabilities: Record<string, unknown>) {
    const { sessionId } = await send<{ sessionId: string }>(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(driverUrl, sessionId);
  }

  private command<T>(method: string, path: string, body?: unknown) {
    return send<T>(this.driverUrl, method, `/session/${this.id}${path}`, body);
  }

  /** Opens `url` and returns once its load event has fired (the WebDriver default page load strategy). */
  goto = (url: string) => this.command('POST', '/url', { url });

  /** Runs `script` (a function body, `arguments` holding `args`) in the page and returns what it returns. */
  run = <T>(script: string, ...args: unknown[]) => this.command<T>('POST', '/execute/sync', { script, args });

  /** Clicks, as a pointer does, the element `script` returns, brought into view first. */
  async click(script: string, ...args: unknown[]) {
    const element = await this.run<ElementReference | null>(script, ...args);
    if (!element) throw new Error(`Nothing to click: ${script}`);
    // The driver's own scroll into view follows the page's smooth scrolling and clicks before it has arrived.
    await this.run(`arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })`, element);
    await this.command('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  pressEscape = () =>
    this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: ESCAPE },
            { type: 'keyUp', value: ESCAPE },
          ],
        },
      ],
    });

  /** Polls `script` until it returns true. */
  async until(script: string, message: string, ...args: unknown[]) {
    const deadline = Date.now() + 5_000;
    while (!(await this.run<boolean>(script, ...args))) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting: ${message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  setWindowSize = (width: number, height: number) => this.command('POST', '/window/rect', { width, height });

  quit = () => this.command('DELETE', '');
}

async function send<T>(driverUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(driverUrl + path, {
    method,
    // A driver that stops answering fails the command, naming it, rather than the whole test's time.
    signal: AbortSignal.timeout(20_000),
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}

/**
 * WebKitGTK's WebDriver on `port` (under xvfb-run where there is no display), ready for sessions, and how to stop
 * it; the browser it should start for each session.
 */
export async function startWebKitDriver(port: number): Promise<{ url: string; browser: string; stop: () => void }> {
  const webkit = findWebKit();
  if (!webkit)
    throw new Error('No WebKit WebDriver: the global setup installs webkit2gtk-driver, or set WEBKIT_WEBDRIVER');
  const xvfbRun = process.env.DISPLAY ? null : findXvfbRun();
  if (!process.env.DISPLAY && !xvfbRun) throw new Error('No display and no xvfb-run: the global setup installs xvfb');
  const command = [webkit.driver, `--port=${port}`];
  // Its own process group, so stopping it stops xvfb-run's X server too.
  const driver: ChildProcess = xvfbRun
    ? spawn(xvfbRun, ['-a', ...command], { detached: true, stdio: 'ignore' })
    : spawn(command[0], command.slice(1), { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
  };
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { url, browser: webkit.browser, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`WebKit's WebDriver did not answer on port ${port} within 15 s`);
}
