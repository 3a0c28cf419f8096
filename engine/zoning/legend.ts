import { asArray, asRecord } from '../../domain/data/primitives';
import {
  MIN_LEGEND_POINTS,
  normaliseLegend,
  normalisePoints,
  POINT_TOLERANCE,
  type Legend,
  type Point,
} from '../../domain/data/zoning';
import { clampToImage } from '../geometry/vec';
import { DEFAULT_SHAPE_SIZE, legacyShapePoints, readLegacyGeometry } from './legacyShapes';

/** How far a padded point sits from the legend's existing points, in image units. */
const PAD_OFFSET = 0.05;

export interface LegendInputOptions {
  /** Imported legends (share codes, old data) are padded to 3 points so they stay playable. */
  imported?: boolean;
}

const same = (a: Point, b: Point) => Math.abs(a.x - b.x) < POINT_TOLERANCE && Math.abs(a.y - b.y) < POINT_TOLERANCE;

/**
 * Completes a short polygon to 3 points: nothing becomes the default triangle in the middle of
 * the image, one point gets two neighbours, two points get the apex of a triangle on their
 * segment. Added points stay inside the image and never duplicate an existing one.
 */
export function padToTriangle(points: readonly Point[]): Point[] {
  if (points.length >= MIN_LEGEND_POINTS) return [...points];
  const out = [...points];
  const add = (candidates: Point[]) => {
    for (const candidate of candidates.map(clampToImage)) {
      if (out.length >= MIN_LEGEND_POINTS) return;
      if (!out.some((p) => same(p, candidate))) out.push(candidate);
    }
  };
  if (out.length === 0) {
    const r = DEFAULT_SHAPE_SIZE / 2;
    add([{ x: 0.5, y: 0.5 - r }, { x: 0.5 + r, y: 0.5 + r }, { x: 0.5 - r, y: 0.5 + r }]);
  } else if (out.length === 1) {
    const p = out[0]!;
    const dx = p.x + PAD_OFFSET <= 1 ? PAD_OFFSET : -PAD_OFFSET;
    const dy = p.y + PAD_OFFSET <= 1 ? PAD_OFFSET : -PAD_OFFSET;
    add([{ x: p.x + dx, y: p.y }, { x: p.x, y: p.y + dy }]);
  } else {
    const [a, b] = out as [Point, Point];
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const height = Math.max(length / 2, PAD_OFFSET);
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
    add([
      { x: mid.x + normal.x * height, y: mid.y + normal.y * height },
      { x: mid.x - normal.x * height, y: mid.y - normal.y * height },
    ]);
  }
  return out;
}

/**
 * A stored or imported legend as the editor and practice use it: the domain normaliser's rules
 * (points clamped to 0..1, near-duplicates dropped, at most 10, label and note sanitised, colour
 * #rrggbb or one of the 8 defaults by index), plus two steps the domain does not take yet:
 * a legend without points but with a legacy shape gets the shape's polygon, and with
 * `imported` a legend with fewer than 3 points is padded to 3.
 */
export function normaliseLegendInput(input: unknown, index: number, options: LegendInputOptions = {}): Legend {
  const raw = asRecord(input);
  let points = normalisePoints(raw.points);
  if (points.length === 0 && asArray(raw.points).length === 0) {
    const legacy = readLegacyGeometry(raw);
    if (legacy) points = normalisePoints(legacyShapePoints(legacy));
  }
  if (options.imported) points = padToTriangle(points);
  return normaliseLegend({ ...raw, points }, index);
}
