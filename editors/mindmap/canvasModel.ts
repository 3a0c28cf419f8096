import type { ReactNode } from 'react';
import type { MindMapEdge, MindMapNode } from '../../domain/data/mindMaps';
import { nodeCardSize } from '../../engine/mindmap/nodeSize';
import { edgeCurveOffsets, isReversed } from '../../engine/mindmap/parallelEdges';
import { toCanvasPoint } from '../../engine/mindmap/viewport';
import type { Vec } from '../../engine/geometry/vec';

/** A practice verdict drawn on the map. */
export type MarkStatus = 'right' | 'wrong' | null;

/**
 * What the canvas holds of a card besides its place: where it is in the list, whether it is
 * selected, its practice verdict. Its texts are not there but in the card contents (cardContents.ts).
 */
export interface CardData {
  index: number;
  status: MarkStatus;
  active: boolean;
}

export interface ArrowData {
  offset: number;
  reversed: boolean;
  color: string;
  above: ReactNode;
  below: ReactNode;
  aboveStatus: MarkStatus;
  belowStatus: MarkStatus;
  active: boolean;
}

/** A card on the canvas: its top-left corner and size in canvas pixels. */
export interface CardNode {
  id: string;
  position: Vec;
  width: number;
  height: number;
  data: CardData;
}

/** An arrow on the canvas, from the `source` card to the `target` card. */
export interface ArrowEdge {
  id: string;
  source: string;
  target: string;
  data: ArrowData;
}

/**
 * How a screen fills the texts of the map (fields in the editor, stored text or inputs in
 * practice); `index` is the node's or edge's place in its list, `active` whether it is selected.
 */
export interface MapSlots {
  nodeLabel: (node: MindMapNode, index: number) => ReactNode;
  nodeAnnotation: (node: MindMapNode, index: number, active: boolean) => ReactNode;
  edgeText: (edge: MindMapEdge, kind: 'above' | 'below', index: number, active: boolean) => ReactNode;
  status?: (id: string) => MarkStatus;
}

/**
 * The arrows built from the map's edges, by edge object: an arrow whose edge, slots and
 * active state are unchanged is handed back as it was, so its memoised component does not redraw.
 */
export type ArrowCache = WeakMap<MindMapEdge, { slots: MapSlots; active: boolean; index: number; built: ArrowEdge }>;

/** The map's nodes as cards: stored 0..1 centres become top-left canvas positions. */
export function toCardNodes(nodes: readonly MindMapNode[], activeId: string | null, status?: MapSlots['status']): CardNode[] {
  return nodes.map((node, index) => {
    const size = nodeCardSize(node);
    const centre = toCanvasPoint(node.x, node.y);
    return {
      id: node.id,
      position: { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
      width: size.width,
      height: size.height,
      data: { index, status: status?.(node.id) ?? null, active: node.id === activeId },
    };
  });
}

/**
 * The map's nodes as cards at each change of the map, answering the list it answered last while
 * every card is drawn alike (a text typed that does not grow its card): the canvas then takes no
 * new cards in, and renders once, not twice, per keystroke.
 */
export function createCardBuilder(): (nodes: readonly MindMapNode[], activeId: string | null, status?: MapSlots['status']) => CardNode[] {
  let last: CardNode[] = [];
  return (nodes, activeId, status) => (last = reuseCards(toCardNodes(nodes, activeId, status), last));
}

/** Whether the two cards are drawn alike: same place, size, rank, selection and verdict. */
function sameCard(a: CardNode, b: CardNode): boolean {
  return (
    a.position.x === b.position.x &&
    a.position.y === b.position.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.data.index === b.data.index &&
    a.data.active === b.data.active &&
    a.data.status === b.data.status
  );
}

/**
 * The rebuilt cards, those drawn alike handed back as the canvas has them, and when no card changed
 * (a text typed, which only the card contents carry) the very list it has: nothing is drawn again.
 */
export function reuseCards(next: readonly CardNode[], current: CardNode[]): CardNode[] {
  const known = new Map(current.map((card) => [card.id, card]));
  const kept = next.map((card) => {
    const before = known.get(card.id);
    return before && sameCard(before, card) ? before : card;
  });
  return kept.length === current.length && kept.every((card, i) => card === current[i]) ? current : kept;
}

/** The map's edges as arrows, each with its parallel-edge curve offset. */
export function toArrowEdges(edges: readonly MindMapEdge[], slots: MapSlots, activeId: string | null, cache?: ArrowCache): ArrowEdge[] {
  const offsets = edgeCurveOffsets(edges);
  return edges.map((edge, index) => {
    const offset = offsets.get(edge.id) ?? 0;
    const active = edge.id === activeId;
    const hit = cache?.get(edge);
    // A parallel arrow added or removed moves its neighbours: their offset is not in the cache key.
    if (hit && hit.slots === slots && hit.active === active && hit.index === index && hit.built.data.offset === offset) return hit.built;
    const built = buildArrow(edge, slots, offset, index, active);
    cache?.set(edge, { slots, active, index, built });
    return built;
  });
}

function buildArrow(edge: MindMapEdge, slots: MapSlots, offset: number, index: number, active: boolean): ArrowEdge {
  return {
    id: edge.id,
    source: edge.fromId,
    target: edge.toId,
    data: {
      offset,
      reversed: isReversed(edge),
      color: edge.color,
      above: slots.edgeText(edge, 'above', index, active),
      below: slots.edgeText(edge, 'below', index, active),
      aboveStatus: slots.status?.(`${edge.id}:above`) ?? null,
      belowStatus: slots.status?.(`${edge.id}:below`) ?? null,
      active,
    },
  };
}
