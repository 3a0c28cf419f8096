import classifyPoint from 'robust-point-in-polygon';
import { withGeometry } from '../domain/data/zoning';
import { legendAt } from '../engine/zoning/hitTest';
import type { BenchFigure } from './types';
import { fullBoardLegends, seededRandom } from './zoning-board';

const QUERIES = 200_000;
const ROUNDS = 5;

/** Best of `ROUNDS` timings of `work`, in ms. */
function best(work: () => number): { ms: number; hits: number } {
  let ms = Infinity;
  let hits = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    hits = work();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, hits };
}

/**
 * Which zone is under a point, on a full board (10 legends × 10 points): the engine (cached
 * polygons, bounding-box broad phase, then robust-point-in-polygon) against robust-point-in-polygon
 * run on every zone, both on the same random points.
 */
export async function run(): Promise<BenchFigure[]> {
  const legends = fullBoardLegends().map((legend) => withGeometry({ ...legend, note: null, format: 'image' }));
  const random = seededRandom(42);
  const points = Array.from({ length: QUERIES }, () => ({ x: random(), y: random() }));
  const pairs = legends.map((legend) => legend.points.map((p) => [p.x, p.y] as const));

  const engine = best(() => {
    let hits = 0;
    for (const point of points) if (legendAt(legends, point)) hits++;
    return hits;
  });
  const plain = best(() => {
    let hits = 0;
    for (const point of points) {
      const xy = [point.x, point.y] as const;
      if (pairs.some((polygon) => classifyPoint(polygon, xy) <= 0)) hits++;
    }
    return hits;
  });
  if (engine.hits !== plain.hits) throw new Error(`engine found ${engine.hits} hits, robust-point-in-polygon ${plain.hits}`);
  const perSecond = (ms: number) => Math.round(QUERIES / (ms / 1000));
  return [
    { benchmark: 'zoning hit test', metric: 'engine (broad + narrow phase)', value: perSecond(engine.ms), unit: 'queries/s' },
    { benchmark: 'zoning hit test', metric: 'robust-point-in-polygon alone', value: perSecond(plain.ms), unit: 'queries/s' },
    { benchmark: 'zoning hit test', metric: 'engine / plain', value: Math.round((plain.ms / engine.ms) * 100) / 100, unit: '×' },
    { benchmark: 'zoning hit test', metric: 'points inside a zone', value: engine.hits, unit: `of ${QUERIES}` },
  ];
}
