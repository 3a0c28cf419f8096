import { Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import type { ReactNode } from 'react';
import type { MindMapEdge, MindMapNode } from '../../domain/data/mindMaps';
import { nodeCardSize } from '../../engine/mindmap/nodeSize';
import { edgeCurveOffsets, isReversed } from '../../engine/mindmap/parallelEdges';
import { toCanvasPoint } from '../../engine/mindmap/viewport';

/** A practice verdict drawn on the map. */
export type MarkStatus = 'right' | 'wrong' | null;

/**
 * What xyflow holds of a card: where it is in the list, whether it is selected, its practice
 * verdict. Its texts are not there but in the canvas's card contents (cardContents.ts).
 */
export interface CardData extends Record<string, unknown> {
  index: number;
  status: MarkStatus;
  active: boolean;
}

export interface ArrowData extends Record<string, unknown> {
  offset: number;
  reversed: boolean;
  color: string;
  above: ReactNode;
  below: ReactNode;
  aboveStatus: MarkStatus;
  belowStatus: MarkStatus;
  active: boolean;
}

export type CardNode = Node<CardData, 'card'>;
export type ArrowEdge = Edge<ArrowData, 'arrow'>;

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
 * The xyflow edges built from the map's edges, by edge object: an arrow whose edge, slots and
 * active state are unchanged is handed back as it was, so its memoised component does not redraw.
 */
export type ArrowCache = WeakMap<MindMapEdge, { slots: MapSlots; active: boolean; index: number; built: ArrowEdge }>;

/** A card's handle: 10 px (mindmap.css), centred on its top (target) or bottom (source) edge. */
const HANDLE = 10;

/**
 * Where a card's two handles are, given with the card so that xyflow draws its arrows in the
 * render that draws the cards, instead of one more render after measuring the cards' handles.
 */
function cardHandles(width: number, height: number): NodeHandle[] {
  const x = width / 2 - HANDLE / 2;
  return [
    { type: 'target', position: Position.Top, x, y: -HANDLE / 2, width: HANDLE, height: HANDLE },
    { type: 'source', position: Position.Bottom, x, y: height - HANDLE / 2, width: HANDLE, height: HANDLE },
  ];
}

/** The map's nodes as xyflow nodes: stored 0..1 centres become top-left canvas positions. */
export function toCardNodes(nodes: readonly MindMapNode[], activeId: string | null, status?: MapSlots['status']): CardNode[] {
  return nodes.map((node, index) => {
    const size = nodeCardSize(node);
    const centre = toCanvasPoint(node.x, node.y);
    return {
      id: node.id,
      type: 'card',
      position: { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
      width: size.width,
      height: size.height,
      // The card's box is its given size (mindmap.css): told so, xyflow finds nothing new when it
      // measures the card drawn, instead of handing every card back to be drawn again.
      measured: size,
      handles: cardHandles(size.width, size.height),
      data: { index, status: status?.(node.id) ?? null, active: node.id === activeId },
    };
  });
}

/** Whether xyflow would draw the two cards alike: same place, size, rank, selection and verdict. */
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
 * The rebuilt cards, those xyflow would draw alike handed back as xyflow has them, and when no card
 * changed (a text typed, which only the card contents carry) the very list xyflow has: xyflow then
 * looks at nothing.
 */
export function reuseCards(next: readonly CardNode[], current: CardNode[]): CardNode[] {
  const known = new Map(current.map((card) => [card.id, card]));
  const kept = next.map((card) => {
    const before = known.get(card.id);
    return before && sameCard(before, card) ? before : card;
  });
  return kept.length === current.length && kept.every((card, i) => card === current[i]) ? current : kept;
}

/** The map's edges as xyflow edges, each with its parallel-edge curve offset. */
export function toArrowEdges(edges: readonly MindMapEdge[], slots: MapSlots, activeId: string | null, cache?: ArrowCache): ArrowEdge[] {
  const offsets = edgeCurveOffsets(edges);
  return edges.map((edge, index) => {
    const offset = offsets.get(edge.id) ?? 0;
    const active = edge.id === activeId;
    const hit = cache?.get(edge);
    // A parallel arrow added or removed moves its neighbours: their offset is not in the cache key.
    if (hit && hit.slots === slots && hit.active === active && hit.index === index && hit.built.data!.offset === offset) return hit.built;
    const built = buildArrow(edge, slots, offset, index, active);
    cache?.set(edge, { slots, active, index, built });
    return built;
  });
}

function buildArrow(edge: MindMapEdge, slots: MapSlots, offset: number, index: number, active: boolean): ArrowEdge {
  return {
    id: edge.id,
    type: 'arrow',
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
