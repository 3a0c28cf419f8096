import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchFigure } from './types';
import { fullBoardLegends } from './zoning-board';

const MOVES = 240;
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

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

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function api<T>(base: string, path: string, method: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Frame times while dragging a vertex on a full board (10 legends × 10 points) in headless
 * Chromium: the built server on a temporary data directory, the editor with the board loaded,
 * 240 mouse moves, and requestAnimationFrame timestamps taken in the page.
 */
export async function run(): Promise<BenchFigure[]> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'mnemo-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    await waitUntilUp(base, server);
    const { token } = await api<{ token: string }>(base, '/auth/register', 'POST', { username: `bench${Date.now().toString(36)}`, password: 'motdepasse-solide' });
    const { url } = await api<{ url: string }>(base, '/me/uploads', 'POST', { dataUrl: await demoDataUrl(base) }, token);
    await api(base, '/me/data', 'PUT', {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: { 'anat.coeur': [{ id: 'bench-board', imageUrl: url, title: 'Banc', legends: fullBoardLegends() }] },
    }, token, { 'if-match': '"0"' });

    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('mnemo.token', value), token);
    await page.goto(`${base}/zoning/manage/anat/coeur`);
    await page.getByRole('button', { name: 'Modifier' }).click();
    const stage = page.locator('.board-canvas__stage[data-ready="true"]');
    await stage.waitFor();
    await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await stage.boundingBox())!;
    // The first legend's first vertex: the centre of zone 1 plus its outer radius to the right.
    const vertex = fullBoardLegends()[0]!.points[0]!;
    const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
    await page.waitForTimeout(500);

    // A string, not a function: tsx would wrap a named function in a helper the page lacks.
    await page.evaluate(`
      window.benchFrames = [];
      window.benchStop = false;
      requestAnimationFrame(function tick(time) {
        window.benchFrames.push(time);
        if (!window.benchStop) requestAnimationFrame(tick);
      });
    `);
    await page.mouse.move(...at(vertex.x, vertex.y));
    await page.mouse.down();
    for (let i = 1; i <= MOVES; i++) {
      const t = i / MOVES;
      await page.mouse.move(...at(vertex.x + 0.25 * Math.sin(t * Math.PI * 2), vertex.y + 0.3 * t));
    }
    await page.mouse.up();
    const frames = (await page.evaluate('window.benchStop = true; window.benchFrames')) as number[];
    const moved = await page.getByRole('button', { name: 'Retirer le point 1', exact: true }).getAttribute('title');
    if (!moved || moved === 'x 21 % · y 28 %') throw new Error('the vertex did not move');

    const intervals = frames.slice(1).map((time, i) => time - frames[i]!).sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return [
      { benchmark: 'zoning drag (headless Chromium)', metric: 'frames during the drag', value: intervals.length, unit: 'frames' },
      { benchmark: 'zoning drag (headless Chromium)', metric: 'frame time, median', value: round(percentile(intervals, 50)), unit: 'ms' },
      { benchmark: 'zoning drag (headless Chromium)', metric: 'frame time, p95', value: round(percentile(intervals, 95)), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function demoDataUrl(base: string): Promise<string> {
  const response = await fetch(`${base}/demo/coeur-schema.png`);
  if (!response.ok) throw new Error(`demo diagram: ${response.status}`);
  return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}
