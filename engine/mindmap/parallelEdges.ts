import { EDGE_CURVE } from './constants';

/** The endpoints of an edge, as the map stores them. */
export interface EdgeEnds {
  id: string;
  fromId: string;
  toId: string;
}

/**
 * How far (in canvas pixels, signed) the middle of each edge bends away from the straight line
 * between its nodes. Edges joining the same two nodes, in either direction, share one group:
 * a lone edge stays straight; in a group, edge i bends to side (+, −, +, …) by
 * 70 × k × 1.18^(k−1) with k = ⌊i/2⌋ + 1, so no two edges of a group coincide.
 * The sign is in the frame of the pair's canonical direction (lower node id first), so edges in
 * opposite directions still fall on distinct sides.
 */
export function edgeCurveOffsets(edges: readonly EdgeEnds[]): Map<string, number> {
  const groups = new Map<string, EdgeEnds[]>();
  for (const edge of edges) {
    const key = pairKey(edge);
    const group = groups.get(key);
    if (group) group.push(edge);
    else groups.set(key, [edge]);
  }
  const offsets = new Map<string, number>();
  for (const group of groups.values()) {
    group.forEach((edge, index) => offsets.set(edge.id, group.length === 1 ? 0 : slotOffset(index)));
  }
  return offsets;
}

/** The signed offset of slot `index` in a group of parallel edges. */
export function slotOffset(index: number): number {
  const level = Math.floor(index / 2) + 1;
  const side = index % 2 === 0 ? 1 : -1;
  return side * EDGE_CURVE.offset * level * EDGE_CURVE.factor ** (level - 1);
}

/** Whether the edge runs against its pair's canonical direction (lower node id first). */
export function isReversed(edge: EdgeEnds): boolean {
  return edge.fromId > edge.toId;
}

function pairKey(edge: EdgeEnds): string {
  return isReversed(edge) ? `${edge.toId}\u0000${edge.fromId}` : `${edge.fromId}\u0000${edge.toId}`;
}
