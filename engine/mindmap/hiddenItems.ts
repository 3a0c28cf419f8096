import type { MindMap } from '../../domain/data/mindMaps';
import { mindMapBlanks, plainText, type MindMapBlank } from '../../domain/questions/blanks';

/** How many of `total` texts a session hides: half, rounded down, at least 1 (none of none). */
export function hiddenCount(total: number): number {
  return total <= 0 ? 0 : Math.max(1, Math.floor(total / 2));
}

/**
 * The texts hidden in a practice session: `hiddenCount` of the map's blanks chosen at random
 * (`random` returns numbers in [0, 1)), returned in map order.
 */
export function pickHiddenItems(map: Pick<MindMap, 'nodes' | 'edges'>, random: () => number = Math.random): MindMapBlank[] {
  const blanks = mindMapBlanks(map);
  const order = blanks.map((_, i) => i);
  const count = hiddenCount(blanks.length);
  // Partial Fisher–Yates: the first `count` slots end up a uniform random choice.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const chosen = new Set(order.slice(0, count));
  return blanks.filter((_, i) => chosen.has(i));
}

/** A ninth of the map: rows top, middle, bottom by columns left, centre, right. */
export type MapArea = `${'top' | 'middle' | 'bottom'}-${'left' | 'centre' | 'right'}`;

/**
 * Where a blank lies on the map, for the list of blanks under it: the ninth of the map it is in,
 * and for a node label the nodes its arrows link it to, for an arrow text the arrow's two ends.
 * A name is null when that text is hidden too (or empty): the list must not give away another
 * answer.
 */
export type BlankPlace = { area: MapArea } & (
  | { kind: 'node'; neighbours: (string | null)[] }
  | { kind: 'above' | 'below'; from: string | null; to: string | null }
);

/** The ninth of the span of the map's card centres that holds `point` (stored 0..1 coordinates). */
function areaOf(map: Pick<MindMap, 'nodes'>, point: { x: number; y: number }): MapArea {
  const third = (value: number, axis: 'x' | 'y'): 0 | 1 | 2 => {
    const values = map.nodes.map((n) => n[axis]);
    const min = Math.min(...values);
    const span = Math.max(...values) - min;
    // A map in one row (or column) is all in the middle one.
    if (span < 0.05) return 1;
    const index = Math.floor(((value - min) / span) * 3);
    return index <= 0 ? 0 : index === 1 ? 1 : 2;
  };
  const rows = ['top', 'middle', 'bottom'] as const;
  const columns = ['left', 'centre', 'right'] as const;
  return `${rows[third(point.y, 'y')]}-${columns[third(point.x, 'x')]}`;
}

export function blankPlace(map: Pick<MindMap, 'nodes' | 'edges'>, blank: MindMapBlank, hiddenIds: ReadonlySet<string>): BlankPlace {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const name = (id: string) => {
    const node = byId.get(id);
    return node && !hiddenIds.has(id) ? plainText(node.label) || null : null;
  };
  if (blank.kind !== 'node') {
    const edge = map.edges.find((e) => e.id === blank.ownerId);
    const from = edge && byId.get(edge.fromId);
    const to = edge && byId.get(edge.toId);
    const middle = from && to ? { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 } : { x: 0.5, y: 0.5 };
    return { kind: blank.kind, area: areaOf(map, middle), from: edge ? name(edge.fromId) : null, to: edge ? name(edge.toId) : null };
  }
  const neighbours: string[] = [];
  for (const edge of map.edges) {
    const other = edge.fromId === blank.ownerId ? edge.toId : edge.toId === blank.ownerId ? edge.fromId : null;
    if (other !== null && other !== blank.ownerId && !neighbours.includes(other)) neighbours.push(other);
  }
  const node = byId.get(blank.ownerId);
  return { kind: 'node', area: areaOf(map, node ?? { x: 0.5, y: 0.5 }), neighbours: neighbours.map(name) };
}
