import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BenchFigure } from './types';
import { mainThreadClock, median, openPeerPage, percentile, rawMouse, roundMs, startFrameSampling, stopFrameSampling, withBenchServer, type BenchServer } from './browser';
import { demoDiagramDataUrl, fullBoardLegends } from './zoning-board';

/** Pointer moves per drag, and drags per tool and profile (interleaved Mnémo / fabric.js). */
const MOVES = 120;
const ROUNDS = 3;

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  cpuThrottling: number;
}

const PROFILES: Profile[] = [
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 }, cpuThrottling: 1 },
  { name: 'phone 375×812, CPU ×4', viewport: { width: 375, height: 812 }, cpuThrottling: 4 },
];

/** A board under test: where it is on the page and where its dragged vertex starts (image units). */
interface Board {
  page: Page;
  /** Main-thread task time so far, ms. */
  clock: () => Promise<number>;
  /** Main-thread CPU time so far, ms: what the page itself costs, less swayed by a loaded machine. */
  cpu: () => Promise<number>;
  box: { x: number; y: number; width: number; height: number };
  vertex: { x: number; y: number };
  /** Where the dragged vertex is now, as the tool itself reports it. */
  position: () => Promise<{ x: number; y: number }>;
}

interface Drag {
  /** Main-thread task time (Chromium's TaskDuration metric) per pointer event, ms. */
  taskMs: number;
  /** Main-thread CPU time (ThreadTime) per pointer event, ms. */
  cpuMs: number;
  frames: number[];
}

/**
 * Vertex drag on a full board (10 legends × 10 points over the demo diagram), Mnémo's editor
 * against a fabric.js 7 board (benchmarks/peers/) in the same headless Chromium, same board size
 * and pointer path, drags interleaved. Per profile: main-thread ms per pointer event, frame
 * median/p95 for each, their ratio (and the ratio of their main-thread CPU time, which a machine
 * busy with other jobs sways less), and the time from 'Modifier' to a board ready to edit.
 */
export function run(): Promise<BenchFigure[]> {
  return withBenchServer(async (server) => {
    const token = await server.register('bench');
    const { url } = await server.api<{ url: string }>('/me/uploads', 'POST', { dataUrl: await demoDiagramDataUrl(server.base) }, token);
    await server.api('/me/data', 'PUT', {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: { 'anat.coeur': [{ id: 'bench-board', imageUrl: url, title: 'Banc', legends: fullBoardLegends() }] },
    }, token, { 'if-match': '"0"' });

    const figures: BenchFigure[] = [];
    for (const profile of PROFILES) {
      const { board: mnemo, openMs } = await openMnemo(server, token, profile);
      const fabric = await openFabric(server, profile, mnemo.box);
      await warmUp(mnemo);
      await warmUp(fabric);
      const results: Record<'mnemo' | 'fabric', Drag[]> = { mnemo: [], fabric: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate who goes first, so neither always runs on a warmer (or busier) machine.
        const order = round % 2 === 0 ? (['mnemo', 'fabric'] as const) : (['fabric', 'mnemo'] as const);
        for (const tool of order) results[tool].push(await drag(tool === 'mnemo' ? mnemo : fabric));
      }
      await mnemo.page.close();
      await fabric.page.close();

      const name = `zoning drag, ${profile.name}`;
      const task = (tool: 'mnemo' | 'fabric') => median(results[tool].map((r) => r.taskMs));
      const cpu = (tool: 'mnemo' | 'fabric') => median(results[tool].map((r) => r.cpuMs));
      const frames = (tool: 'mnemo' | 'fabric') => results[tool].flatMap((r) => r.frames).sort((a, b) => a - b);
      figures.push(
        { benchmark: name, metric: 'Mnémo: editor open → interactive', value: Math.round(openMs), unit: 'ms' },
        { benchmark: name, metric: 'Mnémo: main-thread time per pointer event', value: roundMs(task('mnemo')), unit: 'ms' },
        { benchmark: name, metric: 'fabric.js: main-thread time per pointer event', value: roundMs(task('fabric')), unit: 'ms' },
        { benchmark: name, metric: 'ratio Mnémo / fabric.js (main-thread time)', value: Math.round((task('mnemo') / task('fabric')) * 100) / 100, unit: '×' },
        { benchmark: name, metric: 'ratio Mnémo / fabric.js (main-thread CPU time)', value: Math.round((cpu('mnemo') / cpu('fabric')) * 100) / 100, unit: '×' },
        { benchmark: name, metric: 'Mnémo: frame time, median', value: roundMs(percentile(frames('mnemo'), 50)), unit: 'ms' },
        { benchmark: name, metric: 'Mnémo: frame time, p95', value: roundMs(percentile(frames('mnemo'), 95)), unit: 'ms' },
        { benchmark: name, metric: 'fabric.js: frame time, median', value: roundMs(percentile(frames('fabric'), 50)), unit: 'ms' },
        { benchmark: name, metric: 'fabric.js: frame time, p95', value: roundMs(percentile(frames('fabric'), 95)), unit: 'ms' },
      );
    }
    return figures;
  });
}

/** The editor with the full board, and how long 'Modifier' took to give a board ready to edit. */
async function openMnemo(server: BenchServer, token: string, profile: Profile): Promise<{ board: Board; openMs: number }> {
  const page = await server.signedInPage(token, profile.viewport);
  await page.goto(`${server.base}/zoning/manage/anat/coeur`);
  const edit = page.getByRole('button', { name: 'Modifier' });
  await edit.waitFor();
  const clock = await mainThreadClock(page, profile.cpuThrottling);
  const cpu = await mainThreadClock(page, 1, 'ThreadTime');
  // Timed in the page: from the click to the first frame painted after the board is ready.
  const openMs = (await page.evaluate(`new Promise((resolve) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Modifier');
    const start = performance.now();
    button.click();
    const poll = () => document.querySelector('.board-canvas__stage[data-ready="true"]')
      ? requestAnimationFrame(() => resolve(performance.now() - start))
      : requestAnimationFrame(poll);
    poll();
  })`)) as number;
  const stage = page.locator('.board-canvas__stage[data-ready="true"]');
  await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const box = (await stage.boundingBox())!;
  const chip = page.getByRole('button', { name: 'Retirer le point 1', exact: true });
  const position = async () => {
    const [x, y] = ((await chip.getAttribute('title')) ?? '').match(/\d+/g)!.map((n) => Number(n) / 100);
    return { x: x!, y: y! };
  };
  return { board: { page, clock, cpu, box, vertex: fullBoardLegends()[0]!.points[0]!, position }, openMs };
}

/** The fabric.js peer page on the app's origin (its files served from disk), at the same board size. */
async function openFabric(server: BenchServer, profile: Profile, size: { width: number; height: number }): Promise<Board> {
  const page = await openPeerPage(server, profile.viewport, 'fabric-board.html', {
    'fabric-board.js': { path: join(import.meta.dirname, 'peers', 'fabric-board.js') },
    // The package's browser build (UMD, the global `fabric`); no native canvas needed.
    'fabric.js': { path: createRequire(import.meta.url).resolve('fabric') },
  });
  const board = { width: Math.round(size.width), height: Math.round(size.height) };
  await page.evaluate(
    ([s, legends, image]) => (window as unknown as { buildBoard: (...args: unknown[]) => Promise<void> }).buildBoard(s, legends, image),
    [board, fullBoardLegends(), `${server.base}/demo/coeur-schema.png`] as const,
  );
  const clock = await mainThreadClock(page, profile.cpuThrottling);
  const cpu = await mainThreadClock(page, 1, 'ThreadTime');
  const box = (await page.locator('canvas.upper-canvas').boundingBox())!;
  const position = async () => (await page.evaluate('window.peerVertex()')) as { x: number; y: number };
  return { page, clock, cpu, box, vertex: await position(), position };
}

/**
 * Grabs the vertex and moves it along a closed loop (it ends where it started), MOVES events, with
 * the protocol's mouse (`rawMouse`: no test harness work in the page at each move).
 */
async function drag({ page, clock, cpu, box, vertex }: Board): Promise<Drag> {
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  const mouse = await rawMouse(page);
  await mouse.move(...at(vertex.x, vertex.y));
  await mouse.down(...at(vertex.x, vertex.y));
  await startFrameSampling(page);
  const before = await clock();
  const cpuBefore = await cpu();
  for (let i = 1; i <= MOVES; i++) {
    const t = (2 * Math.PI * i) / MOVES;
    await mouse.move(...at(vertex.x + 0.2 * Math.sin(t), vertex.y + 0.12 * Math.sin(2 * t)));
  }
  const after = await clock();
  const cpuAfter = await cpu();
  const frames = await stopFrameSampling(page);
  await mouse.up(...at(vertex.x, vertex.y));
  return { taskMs: (after - before) / MOVES, cpuMs: (cpuAfter - cpuBefore) / MOVES, frames };
}

/** An unmeasured drag there and back, which also proves the drag moves the vertex in both tools. */
async function warmUp(board: Board): Promise<void> {
  const { page, box, vertex } = board;
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  for (const [from, to] of [[vertex.x, vertex.x + 0.1], [vertex.x + 0.1, vertex.x]] as const) {
    await page.mouse.move(...at(from, vertex.y));
    await page.mouse.down();
    await page.mouse.move(...at(to, vertex.y), { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(100);
    const now = await board.position();
    if (Math.abs(now.x - to) > 0.015 || Math.abs(now.y - vertex.y) > 0.015) throw new Error(`the vertex did not follow the drag (at ${now.x}, ${now.y})`);
  }
}
