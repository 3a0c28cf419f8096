import { Color, GraphicsContext } from 'pixi.js';
import type { Point } from '../../../domain/data/zoning';
import type { MarkerTone, ZoneView } from '../../zoning/scene';
import type { Size } from '../../zoning/viewport';
import { HANDLE_RADIUS, MARKER_RADIUS } from './sizes';

const OUTLINE_WIDTH = 2;
const EMPHASIS_WIDTH = 3;

const MARKER_COLOURS: Record<MarkerTone, string> = { placed: '#f8fafc', right: '#22c55e', wrong: '#ef4444' };

/** A zone's outline in world pixels, as Pixi's flat [x0, y0, x1, y1, …] list. */
export function flatPoints(points: readonly Point[], size: Size): number[] {
  return points.flatMap((p) => [p.x * size.width, p.y * size.height]);
}

const colours = new Map<string, number>();

/** A zone colour ('#rrggbb') as a number: Pixi parses a string again at every fill and stroke. */
function colourOf(css: string): number {
  let colour = colours.get(css);
  if (colour === undefined) {
    colour = new Color(css).toNumber();
    colours.set(css, colour);
  }
  return colour;
}

/**
 * Redraws a zone into its own context: translucent fill and outline for a closed zone, an open
 * path while it is being drawn. Called only when the zone's key or the board size changed.
 */
export function drawZone(context: GraphicsContext, zone: ZoneView, size: Size): void {
  context.clear();
  const flat = flatPoints(zone.points, size);
  const color = colourOf(zone.color);
  const stroke = { width: zone.emphasis ? EMPHASIS_WIDTH : OUTLINE_WIDTH, color, alpha: 1, join: 'round' as const };
  if (zone.points.length === 0) return;
  if (zone.open) {
    context.moveTo(flat[0]!, flat[1]!);
    for (let i = 2; i < flat.length; i += 2) context.lineTo(flat[i]!, flat[i + 1]!);
    if (zone.points.length >= 3) context.fill({ color, alpha: 0.18 });
    context.stroke(stroke);
    return;
  }
  if (zone.overlap) {
    // Strong and outlined in white: it must read apart from the translucent zones beneath it.
    context.poly(flat, true).fill({ color, alpha: 0.55 }).stroke({ width: OUTLINE_WIDTH, color: 0xffffff, alpha: 0.9, join: 'round' });
    return;
  }
  context.poly(flat, true).fill({ color, alpha: zone.emphasis ? 0.38 : 0.26 }).stroke(stroke);
}

/** One context per look, shared by every handle and marker drawn that way. */
export class SharedContexts {
  readonly handle = new GraphicsContext()
    .circle(0, 0, HANDLE_RADIUS)
    .fill({ color: '#ffffff' })
    .stroke({ width: 2, color: '#0f172a' });
  readonly markers: Record<MarkerTone, GraphicsContext> = {
    placed: markerContext(MARKER_COLOURS.placed),
    right: markerContext(MARKER_COLOURS.right),
    wrong: markerContext(MARKER_COLOURS.wrong),
  };
  /** The solution marker: a ring with a dot, in the right-answer green. */
  readonly solution = new GraphicsContext()
    .circle(0, 0, MARKER_RADIUS + 4)
    .stroke({ width: 3, color: MARKER_COLOURS.right })
    .circle(0, 0, 3)
    .fill({ color: MARKER_COLOURS.right });

  /** The keyboard's crosshair: a ring with four ticks, dark under light so any diagram shows it. */
  readonly crosshair = crosshairContext();
  /** The ring around the vertex the arrow keys move. */
  readonly keyVertex = new GraphicsContext()
    .circle(0, 0, HANDLE_RADIUS + 5)
    .stroke({ width: 3, color: '#f59e0b' });

  destroy(): void {
    this.handle.destroy();
    this.crosshair.destroy();
    this.keyVertex.destroy();
    Object.values(this.markers).forEach((context) => context.destroy());
    this.solution.destroy();
  }
}

/** A pin: a filled disc with a dark rim and a white centre, readable on any diagram. */
function markerContext(color: string): GraphicsContext {
  return new GraphicsContext()
    .circle(0, 0, MARKER_RADIUS)
    .fill({ color })
    .stroke({ width: 2, color: '#0f172a' })
    .circle(0, 0, 2.5)
    .fill({ color: '#0f172a' });
}

function crosshairContext(): GraphicsContext {
  const context = new GraphicsContext();
  for (const [width, color] of [[4, '#0f172a'], [2, '#f8fafc']] as const) {
    context.circle(0, 0, 8).stroke({ width, color });
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) context.moveTo(dx * 4, dy * 4).lineTo(dx * 14, dy * 14);
    context.stroke({ width, color });
  }
  return context;
}
