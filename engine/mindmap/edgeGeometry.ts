import type { Vec } from '../geometry/vec';
import { ARROW, EDGE_LABEL_GAP, EDGE_LABEL_STAGGER } from './constants';

/** A node card on the canvas: its centre and size, in canvas pixels. */
export interface NodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How a text box sits against its anchor, as fractions of its own width and height to shift it
 * by (CSS `translate` percentages ÷ 100): the side of the box facing the line touches the anchor.
 */
export interface TextAlign {
  x: number;
  y: number;
}

/** Everything an edge component draws, in canvas pixels. */
export interface EdgeGeometry {
  /** SVG path of the edge's line. */
  path: string;
  /** SVG path of the closed arrow head at the target end. */
  arrowHead: string;
  /** The middle of the line (the apex of a curve). */
  middle: Vec;
  /** Anchors of the text above and below the edge, either side of `middle`. */
  above: Vec;
  below: Vec;
  /** How each text box sits against its anchor, so it extends away from the line. */
  aboveAlign: TextAlign;
  belowAlign: TextAlign;
}

/** Space left between a card's border and the end of a line. */
const BORDER_GAP = 4;

const round = (n: number) => Math.round(n * 100) / 100;
const pt = (p: Vec) => `${round(p.x)},${round(p.y)}`;

function normalise(v: Vec): Vec {
  const length = Math.hypot(v.x, v.y);
  return length === 0 ? { x: 1, y: 0 } : { x: v.x / length, y: v.y / length };
}

/**
 * Where the ray from the box's centre towards `toward` leaves the box (plus a small gap),
 * so that lines and arrow heads end at card borders, not under the cards.
 */
export function boxBoundaryPoint(box: NodeBox, toward: Vec): Vec {
  const dx = toward.x - box.x;
  const dy = toward.y - box.y;
  if (dx === 0 && dy === 0) return { x: box.x, y: box.y };
  const halfWidth = box.width / 2 + BORDER_GAP;
  const halfHeight = box.height / 2 + BORDER_GAP;
  const t = Math.min(dx === 0 ? Infinity : halfWidth / Math.abs(dx), dy === 0 ? Infinity : halfHeight / Math.abs(dy));
  return { x: box.x + dx * t, y: box.y + dy * t };
}

/** The closed triangle of an arrow head whose tip is `tip`, pointing along `direction`. */
export function arrowHeadPath(tip: Vec, direction: Vec): string {
  const u = normalise(direction);
  const base = { x: tip.x - u.x * ARROW.headLength, y: tip.y - u.y * ARROW.headLength };
  const half = ARROW.headWidth / 2;
  const left = { x: base.x - u.y * half, y: base.y + u.x * half };
  const right = { x: base.x + u.y * half, y: base.y - u.x * half };
  return `M${pt(tip)} L${pt(left)} L${pt(right)} Z`;
}

/** Unit normal to `tangent` pointing up the screen (or left when the tangent is vertical). */
function upNormal(tangent: Vec): Vec {
  const u = normalise(tangent);
  const n = { x: u.y, y: -u.x };
  const flip = Math.abs(n.y) > 1e-9 ? n.y > 0 : n.x > 0;
  return flip ? { x: -n.x, y: -n.y } : n;
}

/**
 * The alignment of a box placed on the `away` side of its anchor: a box above a horizontal line
 * hangs from its bottom centre, one left of a vertical line from its right middle, and so on.
 */
export function textAlignAway(away: Vec): TextAlign {
  const reach = Math.max(Math.abs(away.x), Math.abs(away.y)) || 1;
  return { x: -0.5 + (0.5 * away.x) / reach, y: -0.5 + (0.5 * away.y) / reach };
}

/** `shift` slides both text anchors along the line (parallel edges stagger their texts). */
function withLabels(path: string, arrowHead: string, middle: Vec, tangent: Vec, shift: Vec = { x: 0, y: 0 }): EdgeGeometry {
  const up = upNormal(tangent);
  const down = { x: -up.x, y: -up.y };
  const at = (side: Vec) => ({ x: middle.x + shift.x + side.x * EDGE_LABEL_GAP, y: middle.y + shift.y + side.y * EDGE_LABEL_GAP });
  return { path, arrowHead, middle, above: at(up), below: at(down), aboveAlign: textAlignAway(up), belowAlign: textAlignAway(down) };
}

/**
 * Geometry of an edge from `source` to `target` (pure, computed once per change of either card).
 * `offset` (from `edgeCurveOffsets`) bends the middle of the line that far from the straight
 * line, measured along the normal of the pair's canonical direction (`reversed` when the edge
 * runs against it). Offset 0 draws a straight line; otherwise a quadratic curve whose apex lies
 * exactly `offset` away. An edge from a node to itself is a loop above the card.
 */
export function edgeGeometry(source: NodeBox, target: NodeBox, offset: number, reversed = false): EdgeGeometry {
  if (source.x === target.x && source.y === target.y) return loopGeometry(source, offset);
  const centres = { x: target.x - source.x, y: target.y - source.y };
  const canonical = normalise(reversed ? { x: -centres.x, y: -centres.y } : centres);
  const normal = { x: -canonical.y, y: canonical.x };
  const mid = { x: (source.x + target.x) / 2, y: (source.y + target.y) / 2 };
  if (offset === 0) {
    const start = boxBoundaryPoint(source, target);
    const end = boxBoundaryPoint(target, source);
    const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    const direction = { x: end.x - start.x, y: end.y - start.y };
    return withLabels(`M${pt(start)} L${pt(end)}`, arrowHeadPath(end, direction), middle, direction);
  }
  const middle = { x: mid.x + normal.x * offset, y: mid.y + normal.y * offset };
  const aim = { x: mid.x + normal.x * offset * 2, y: mid.y + normal.y * offset * 2 };
  const start = boxBoundaryPoint(source, aim);
  const end = boxBoundaryPoint(target, aim);
  // The control point that puts the curve's apex (t = ½) exactly on `middle`.
  const control = { x: 2 * middle.x - (start.x + end.x) / 2, y: 2 * middle.y - (start.y + end.y) / 2 };
  const arrowDirection = { x: end.x - control.x, y: end.y - control.y };
  const tangent = { x: end.x - start.x, y: end.y - start.y };
  const stagger = Math.sign(offset) * EDGE_LABEL_STAGGER;
  const shift = { x: canonical.x * stagger, y: canonical.y * stagger };
  return withLabels(`M${pt(start)} Q${pt(control)} ${pt(end)}`, arrowHeadPath(end, arrowDirection), middle, tangent, shift);
}

/** A loop leaving the top of the card and coming back to it; parallel loops grow taller. */
function loopGeometry(box: NodeBox, offset: number): EdgeGeometry {
  const top = box.y - box.height / 2 - BORDER_GAP;
  const height = 80 + Math.abs(offset);
  const spread = 40;
  const start = { x: box.x - spread / 2, y: top };
  const end = { x: box.x + spread / 2, y: top };
  const c1 = { x: box.x - spread * 2, y: top - height };
  const c2 = { x: box.x + spread * 2, y: top - height };
  const middle = { x: box.x, y: 0.125 * start.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * end.y };
  const path = `M${pt(start)} C${pt(c1)} ${pt(c2)} ${pt(end)}`;
  return withLabels(path, arrowHeadPath(end, { x: end.x - c2.x, y: end.y - c2.y }), middle, { x: 1, y: 0 });
}
