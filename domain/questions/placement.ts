import type { Legend, Point } from '../data/zoning';
import { isPlacementInside } from '../geometry/outline';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A placement as a session question's `userAnswer`: `{"x":…,"y":…}` in image units, 4 decimals. */
export function encodePlacement(point: Point): string {
  return JSON.stringify({ x: round4(point.x), y: round4(point.y) });
}

/** Reads a `userAnswer` back: an object with finite numbers x and y in 0..1, else null. */
export function parsePlacement(text: string): Point | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { x, y } = value as Record<string, unknown>;
  const inUnit = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1;
  return inUnit(x) && inUnit(y) ? { x, y } : null;
}

/** The server's verdict on a recorded placement: right only when it parses and lies inside the zone. */
export function isPlacementAnswerCorrect(legend: Pick<Legend, 'points'>, userAnswer: string): boolean {
  const point = parsePlacement(userAnswer);
  return point !== null && isPlacementInside(legend, point);
}
