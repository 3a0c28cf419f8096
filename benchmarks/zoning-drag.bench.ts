import type { BenchFigure } from './types';
import { percentile, roundMs, startFrameSampling, stopFrameSampling, withBenchServer } from './browser';
import { fullBoardLegends } from './zoning-board';

const MOVES = 240;

/**
 * Frame times while dragging a vertex on a full board (10 legends × 10 points) in headless
 * Chromium: the built server on a temporary data directory, the editor with the board loaded,
 * 240 mouse moves, and requestAnimationFrame timestamps taken in the page.
 */
export function run(): Promise<BenchFigure[]> {
  return withBenchServer(async ({ base, api, register, signedInPage }) => {
    const token = await register('bench');
    const { url } = await api<{ url: string }>('/me/uploads', 'POST', { dataUrl: await demoDataUrl(base) }, token);
    await api('/me/data', 'PUT', {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: { 'anat.coeur': [{ id: 'bench-board', imageUrl: url, title: 'Banc', legends: fullBoardLegends() }] },
    }, token, { 'if-match': '"0"' });

    const page = await signedInPage(token);
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

    await startFrameSampling(page);
    await page.mouse.move(...at(vertex.x, vertex.y));
    await page.mouse.down();
    for (let i = 1; i <= MOVES; i++) {
      const t = i / MOVES;
      await page.mouse.move(...at(vertex.x + 0.25 * Math.sin(t * Math.PI * 2), vertex.y + 0.3 * t));
    }
    await page.mouse.up();
    const intervals = await stopFrameSampling(page);
    const moved = await page.getByRole('button', { name: 'Retirer le point 1', exact: true }).getAttribute('title');
    if (!moved || moved === 'x 21 % · y 28 %') throw new Error('the vertex did not move');

    return [
      { benchmark: 'zoning drag (headless Chromium)', metric: 'frames during the drag', value: intervals.length, unit: 'frames' },
      { benchmark: 'zoning drag (headless Chromium)', metric: 'frame time, median', value: roundMs(percentile(intervals, 50)), unit: 'ms' },
      { benchmark: 'zoning drag (headless Chromium)', metric: 'frame time, p95', value: roundMs(percentile(intervals, 95)), unit: 'ms' },
    ];
  });
}

async function demoDataUrl(base: string): Promise<string> {
  const response = await fetch(`${base}/demo/coeur-schema.png`);
  if (!response.ok) throw new Error(`demo diagram: ${response.status}`);
  return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}
