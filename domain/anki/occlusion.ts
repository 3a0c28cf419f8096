import { union, type Pair, type Polygon } from 'polygon-clipping';
import { limits } from '../limits';
import type { Point } from '../data/zoning';
import { occlusionOf, parseClozes, type ClozeNode } from './cloze';

/** One shape of an Image Occlusion note (rslib/src/image_occlusion/imagedata.rs: `{{cN::image-occlusion:kind:key=value:…}}`). */
export interface OcclusionShape {
  ordinals: number[];
  kind: string;
  props: Record<string, string>;
}

/** The shapes of an Occlusion field, in order; `\:` is a colon inside a value. */
export function parseOcclusionShapes(field: string): OcclusionShape[] {
  const shapes: OcclusionShape[] = [];
  const walk = (nodes: ClozeNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      const body = occlusionOf(node);
      if (body !== null) {
        const parts = body.split(/(?<!\\):/).map((part) => part.replace(/\\:/g, ':'));
        const props: Record<string, string> = {};
        for (const part of parts.slice(1)) {
          const eq = part.indexOf('=');
          if (eq > 0) props[part.slice(0, eq)] = part.slice(eq + 1);
        }
        shapes.push({ ordinals: node.ordinals, kind: parts[0] ?? '', props });
      } else walk(node.nodes);
    }
  };
  walk(parseClozes(field));
  return shapes;
}

/** Width and height of a PNG, JPEG, GIF or WebP from its header, or null. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 30 && view.getUint32(0) === 0x52494646 && view.getUint32(8) === 0x57454250) {
    const chunk = view.getUint32(12);
    if (chunk === 0x56503858) return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (chunk === 0x56503820) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 0x5650384c) {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + length;
    }
  }
  return null;
}

const ELLIPSE_POINTS = limits.pointsPerLegend;

/**
 * A shape's outline in image units (0–1). Anki 23.12 on writes fractions of the image; 23.10 wrote
 * pixels, read here with the image's size (null without it).
 */
export function shapeRing(shape: OcclusionShape, size: { width: number; height: number } | null): Point[] | null {
  const n = (key: string) => Number.parseFloat(shape.props[key] ?? '');
  const values = ['left', 'top', 'width', 'height', 'rx', 'ry'].map(n).filter(Number.isFinite);
  const points = (shape.props.points ?? '')
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number.parseFloat))
    .filter((pair): pair is [number, number] => pair.length === 2 && pair.every(Number.isFinite));
  const pixels = [...values, ...points.flat()].some((value) => value > 1.5);
  if (pixels && !size) return null;
  const sx = pixels ? 1 / size!.width : 1;
  const sy = pixels ? 1 / size!.height : 1;
  const left = n('left') * sx;
  const top = n('top') * sy;
  if (shape.kind === 'rect') {
    const width = n('width') * sx;
    const height = n('height') * sy;
    if (![left, top, width, height].every(Number.isFinite) || width <= 0 || height <= 0) return null;
    return [
      { x: left, y: top },
      { x: left + width, y: top },
      { x: left + width, y: top + height },
      { x: left, y: top + height },
    ];
  }
  if (shape.kind === 'ellipse') {
    const rx = (Number.isFinite(n('rx')) ? n('rx') : n('width') / 2) * sx;
    const ry = (Number.isFinite(n('ry')) ? n('ry') : n('height') / 2) * sy;
    if (![left, top, rx, ry].every(Number.isFinite) || rx <= 0 || ry <= 0) return null;
    return Array.from({ length: ELLIPSE_POINTS }, (_, i) => {
      const angle = (2 * Math.PI * i) / ELLIPSE_POINTS;
      return { x: left + rx + rx * Math.cos(angle), y: top + ry + ry * Math.sin(angle) };
    });
  }
  if (shape.kind === 'polygon') {
    if (points.length < 3) return null;
    return points.map(([x, y]) => ({ x: x * sx, y: y * sy }));
  }
  return null;
}

function area(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += (ring[j]!.x + ring[i]!.x) * (ring[j]!.y - ring[i]!.y);
  return Math.abs(twice) / 2;
}

/** Visvalingam–Whyatt: drops the vertex that spans the smallest triangle until `max` are left. */
export function simplifyRing(ring: Point[], max: number = limits.pointsPerLegend): Point[] {
  const points = [...ring];
  while (points.length > max) {
    let smallest = Infinity;
    let at = 0;
    for (let i = 0; i < points.length; i++) {
      const triangle = area([points[(i + points.length - 1) % points.length]!, points[i]!, points[(i + 1) % points.length]!]);
      if (triangle < smallest) {
        smallest = triangle;
        at = i;
      }
    }
    points.splice(at, 1);
  }
  return points;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const toPair = (point: Point): Pair => [clamp(point.x), clamp(point.y)];

/**
 * The zones of one cloze number: its shapes joined with polygon-clipping (shapes that overlap or
 * touch make one zone; apart, they stay apart), each outline simplified to the legend's 10 points.
 */
export function joinShapes(rings: Point[][]): Point[][] {
  if (rings.length === 0) return [];
  const polygons: Polygon[] = rings.map((ring) => [ring.map(toPair)]);
  const joined = union(polygons[0]!, ...polygons.slice(1));
  return joined
    .map((polygon) => polygon[0]!.slice(0, -1).map(([x, y]) => ({ x, y })))
    .filter((ring) => ring.length >= 3 && area(ring) > 1e-6)
    .map((ring) => simplifyRing(ring));
}

/** Whether `point` is inside `ring` (even–odd rule). */
export function ringHolds(ring: readonly Point[], point: Point): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
