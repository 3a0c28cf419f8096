import { limits } from '../limits';
import { sanitiseRichText } from '../richText';
import { normaliseImageUrl } from './cards';
import {
  PALETTE,
  asArray,
  asHexColour,
  asId,
  asNullableText,
  asRecord,
  timestamp,
  uniqueIds,
  unit,
} from './primitives';

/** The 8 default zone colours, used by index when a legend has no valid colour. */
export const ZONE_COLOURS = PALETTE;

export const MIN_LEGEND_POINTS = 3;
/** Points closer than this (in normalised image units) are the same point. */
export const POINT_TOLERANCE = 0.0001;

export interface Point {
  x: number;
  y: number;
}

export interface Legend {
  id: string;
  label: string;
  note: string | null;
  color: string;
  points: Point[];
  format: 'image';
  /** Centroid and radius, derived from the points. */
  x: number;
  y: number;
  radius: number;
}

export interface ZoningBoard {
  id: string;
  subjectId: string;
  chapterId: string;
  imageUrl: string;
  title: string | null;
  legends: Legend[];
  createdAt: number;
  updatedAt: number;
}

/** Points clamped to 0..1, near-duplicates dropped, at most 10. */
export function normalisePoints(input: unknown): Point[] {
  const points: Point[] = [];
  for (const item of asArray(input, 1000)) {
    const raw = asRecord(item);
    const point = { x: unit(raw.x), y: unit(raw.y) };
    const duplicate = points.some(
      (p) => Math.abs(p.x - point.x) < POINT_TOLERANCE && Math.abs(p.y - point.y) < POINT_TOLERANCE,
    );
    if (!duplicate) points.push(point);
    if (points.length === limits.pointsPerLegend) break;
  }
  return points;
}

/** Area centroid of a simple polygon (vertex mean when the area is degenerate). */
export function centroidOf(points: Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(area) < 1e-12) {
    const n = Math.max(points.length, 1);
    return {
      x: points.reduce((s, p) => s + p.x, 0) / n,
      y: points.reduce((s, p) => s + p.y, 0) / n,
    };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Derives centroid and radius (farthest vertex, clamped 0.005..1) from a legend's points. */
export function withGeometry(legend: Omit<Legend, 'x' | 'y' | 'radius'>): Legend {
  const c = centroidOf(legend.points);
  const far = legend.points.reduce((m, p) => Math.max(m, Math.hypot(p.x - c.x, p.y - c.y)), 0);
  return { ...legend, x: round4(c.x), y: round4(c.y), radius: round4(Math.min(1, Math.max(0.005, far))) };
}

export function normaliseLegend(input: unknown, index: number): Legend {
  const raw = asRecord(input);
  const note = typeof raw.note === 'string' ? sanitiseRichText(raw.note, limits.textareaMax) : '';
  return withGeometry({
    id: asId(raw.id),
    label: typeof raw.label === 'string' ? sanitiseRichText(raw.label, limits.textInputMax) : '',
    note: note || null,
    color: asHexColour(raw.color, ZONE_COLOURS[index % ZONE_COLOURS.length]!),
    points: normalisePoints(raw.points),
    format: 'image',
  });
}

export function normaliseBoard(input: unknown, subjectId: string, chapterId: string, now: number): ZoningBoard | null {
  const raw = asRecord(input);
  const imageUrl = normaliseImageUrl(raw.imageUrl);
  if (!imageUrl) return null;
  const createdAt = timestamp(raw.createdAt, now);
  return {
    id: asId(raw.id),
    subjectId,
    chapterId,
    imageUrl,
    title: asNullableText(raw.title, limits.textInputMax),
    legends: uniqueIds(
      asArray(raw.legends, limits.legendsPerBoard).map((legend, i) => normaliseLegend(legend, i)),
    ),
    createdAt,
    updatedAt: Math.max(createdAt, timestamp(raw.updatedAt, createdAt)),
  };
}
