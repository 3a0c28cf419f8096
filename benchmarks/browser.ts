/**
 * What the benchmarks run in headless Chromium share: the built server on a temporary data
 * directory and a free port, a browser launched with the machine's flags, a small API client,
 * and frame-time sampling in the page.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
// The whole browser, as a student runs it, with the journeys' flags.
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../tests/e2e/browsers';

export interface BenchServer {
  base: string;
  browser: Browser;
  /** Calls the API; throws on any status but 2xx. */
  api<T>(path: string, method: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<T>;
  /** Registers a fresh account and answers its token. */
  register(prefix: string): Promise<string>;
  /** Opens a page on the app's origin with `token` stored as the signed-in session. */
  signedInPage(token: string, viewport?: { width: number; height: number }): Promise<Page>;
  /**
   * Waits until the browser's processes are all but idle: together under 5 % of a core for a
   * quarter of a second (at most 10 s). Each new context opens a window of its own, whose pages of
   * the browser's own (the top-chrome WebUI renderer) keep a core busy for about two seconds on
   * this machine: a page load timed meanwhile would share the CPU with them.
   */
  quiet(): Promise<void>;
}

const QUIET_INTERVAL_MS = 250;
const QUIET_SHARE = 0.05;
const QUIET_LIMIT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server and Chromium, hands them to `body`, and always tears both down. */
export async function withBenchServer<T>(body: (server: BenchServer) => Promise<T>): Promise<T> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'mnemo-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: 'ignore',
  });
  // Also when the run is interrupted (Ctrl+C, a closed pipe, a crash): the server would otherwise
  // run on, taking CPU from the next runs. (Playwright closes its browser on those signals itself.)
  const killServer = () => server.kill('SIGTERM');
  const interrupted = () => {
    killServer();
    process.exit(130);
  };
  process.once('exit', killServer);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
  const browserCdp = await browser.newBrowserCDPSession();
  /** CPU time of all the browser's processes so far, ms. */
  const browserCpu = async () => {
    const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
    return processInfo.reduce((sum, process) => sum + process.cpuTime, 0) * 1000;
  };

  async function api<R>(path: string, method: string, payload: unknown, token?: string, headers: Record<string, string> = {}): Promise<R> {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: method === 'GET' ? undefined : JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as R;
  }

  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      // A first PGlite start (initdb) on a loaded machine can take a while: up to 3 minutes.
      if (i === 900) throw new Error('server did not start');
      const up = await fetch(`${base}/`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await body({
      base,
      browser,
      api,
      async register(prefix) {
        const { token } = await api<{ token: string }>('/auth/register', 'POST', { username: `${prefix}${Date.now().toString(36)}`, password: 'motdepasse-solide' });
        return token;
      },
      async signedInPage(token, viewport = { width: 1440, height: 1000 }) {
        const page = await browser.newPage({ viewport });
        await page.goto(`${base}/favicon.svg`);
        await page.evaluate((value) => localStorage.setItem('mnemo.token', value), token);
        return page;
      },
      async quiet() {
        const until = Date.now() + QUIET_LIMIT_MS;
        let before = await browserCpu();
        while (Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, QUIET_INTERVAL_MS));
          const now = await browserCpu();
          if (now - before < QUIET_INTERVAL_MS * QUIET_SHARE) return;
          before = now;
        }
      },
    });
  } finally {
    process.off('exit', killServer);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await browser.close();
    killServer();
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Strings, not functions: tsx would wrap a named function in a helper the page lacks.
/** Starts recording requestAnimationFrame timestamps in the page. */
export const startFrameSampling = (page: Page) =>
  page.evaluate(`
    window.benchFrames = [];
    window.benchStop = false;
    // A sampling started right after another stopped must not revive the other's last callback,
    // still queued: each sampling has its number, and a callback of an older one stops there.
    window.benchSampling = (window.benchSampling || 0) + 1;
    ((sampling) => requestAnimationFrame(function tick(time) {
      if (window.benchSampling !== sampling) return;
      window.benchFrames.push(time);
      if (!window.benchStop) requestAnimationFrame(tick);
    }))(window.benchSampling);
  `);

/** Stops the sampling and answers the intervals between frames, sorted, in ms. */
export async function stopFrameSampling(page: Page): Promise<number[]> {
  const frames = (await page.evaluate('window.benchStop = true; window.benchFrames')) as number[];
  return frames.slice(1).map((time, i) => time - frames[i]!).sort((a, b) => a - b);
}

/**
 * A reader of the page's main-thread task time so far, in ms (Chromium's TaskDuration, from the
 * debugger protocol's Performance metrics), the page's CPU slowed `cpuThrottling` times. With
 * `ThreadTime`, the main thread's CPU time instead: what the page itself costs, less swayed by
 * other jobs on a shared machine (a task's duration also counts the time it waited for the CPU).
 */
export async function mainThreadClock(page: Page, cpuThrottling = 1, metric: 'TaskDuration' | 'ThreadTime' = 'TaskDuration'): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (cpuThrottling !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === metric)?.value ?? 0) * 1000;
  };
}

/** The mouse, driven through the DevTools protocol: what a user's mouse sends, and nothing else. */
export interface RawMouse {
  move(x: number, y: number): Promise<void>;
  down(x: number, y: number): Promise<void>;
  up(x: number, y: number): Promise<void>;
  /** A wheel notch at (x, y), Ctrl held when `ctrl`. */
  wheel(x: number, y: number, deltaY: number, ctrl: boolean): Promise<void>;
}

/**
 * A mouse for measured gestures. Playwright's own, while the left button is down, checks at each
 * move whether a drag and drop started (scripts and a timer run in the page): that work would be
 * counted in the page's main-thread time, for a left-button drag only.
 */
export async function rawMouse(page: Page, button: 'left' | 'right' = 'left'): Promise<RawMouse> {
  const cdp = await page.context().newCDPSession(page);
  const buttons = button === 'left' ? 1 : 2;
  let pressed = false;
  const send = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number) =>
    cdp.send('Input.dispatchMouseEvent', { type, x, y, button: pressed || type !== 'mouseMoved' ? button : 'none', buttons: pressed ? buttons : 0, clickCount: type === 'mouseMoved' ? 0 : 1 });
  return {
    move: async (x, y) => void (await send('mouseMoved', x, y)),
    down: async (x, y) => {
      pressed = true;
      await send('mousePressed', x, y);
    },
    up: async (x, y) => {
      pressed = false;
      await send('mouseReleased', x, y);
    },
    wheel: async (x, y, deltaY, ctrl) =>
      void (await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY, modifiers: ctrl ? 2 : 0, button: 'none' })),
  };
}

/** A file of a peer page: on disk, or built in memory by `bundlePeer`. */
export type PeerFile = { path: string } | { contents: Uint8Array };

/**
 * Opens a peer page of benchmarks/peers/ (another library doing what Mnémo does, measured beside
 * it) in a page of its own. Its files are answered by the benchmark itself under /__peers/ on the
 * app's origin, so the page may load the app's assets; the app never serves them.
 */
export async function openPeerPage(server: BenchServer, viewport: { width: number; height: number }, html: string, files: Record<string, PeerFile>): Promise<Page> {
  const page = await server.browser.newPage({ viewport });
  const all: Record<string, PeerFile> = { [html]: { path: join(import.meta.dirname, 'peers', html) }, ...files };
  await page.route(`${server.base}/__peers/*`, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    const file = all[name];
    if (!file) return route.fulfill({ status: 404 });
    const type = name.endsWith('.html') ? 'text/html' : name.endsWith('.css') ? 'text/css' : 'text/javascript';
    const body = 'path' in file ? await readFile(file.path) : Buffer.from(file.contents);
    return route.fulfill({ body, contentType: `${type}; charset=utf-8` });
  });
  await page.goto(`${server.base}/__peers/${html}`);
  return page;
}

/**
 * Bundles a peer page's script (benchmarks/peers/, TypeScript or TSX importing its library and
 * the library's CSS) in memory with esbuild, minified and in production mode like the app's
 * build: `peer.js`, and `peer.css` when it imports styles.
 */
export async function bundlePeer(entry: string): Promise<Record<string, PeerFile>> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'peers', entry)],
    entryNames: 'peer',
    outdir: 'peer-bundle',
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return Object.fromEntries(result.outputFiles.map((file) => [basename(file.path), { contents: file.contents }]));
}

export { median, percentile, roundMs } from './stats';
