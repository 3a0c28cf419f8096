import type { Edge, Node } from '@xyflow/react';
import type { ReactNode } from 'react';
import type { MindMapEdge, MindMapNode } from '../../domain/data/mindMaps';
import { nodeCardSize } from '../../engine/mindmap/nodeSize';
import { edgeCurveOffsets, isReversed } from '../../engine/mindmap/parallelEdges';
import { toCanvasPoint } from '../../engine/mindmap/viewport';

/** A practice verdict drawn on the map. */
export type MarkStatus = 'right' | 'wrong' | null;

export interface CardData extends Record<string, unknown> {
  node: MindMapNode;
  /** What the card shows as its label: the stored text, a practice input or an editor field. */
  label: ReactNode;
  annotation: ReactNode;
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
 * The xyflow objects built from the map's nodes or edges, by source object: a card or arrow whose
 * node or edge, slots and active state are unchanged is handed back as it was, so its memoised
 * component does not redraw (typing in one label redraws one card, not forty).
 */
export type FlowCache<Source extends object, Built> = WeakMap<Source, { slots: MapSlots; active: boolean; index: number; built: Built }>;

function cached<Source extends object, Built>(
  cache: FlowCache<Source, Built> | undefined,
  source: Source,
  slots: MapSlots,
  active: boolean,
  index: number,
  build: () => Built,
): Built {
  const hit = cache?.get(source);
  if (hit && hit.slots === slots && hit.active === active && hit.index === index) return hit.built;
  const built = build();
  cache?.set(source, { slots, active, index, built });
  return built;
}

/** The map's nodes as xyflow nodes: stored 0..1 centres become top-left canvas positions. */
export function toCardNodes(nodes: readonly MindMapNode[], slots: MapSlots, activeId: string | null, cache?: FlowCache<MindMapNode, CardNode>): CardNode[] {
  return nodes.map((node, index) => cached(cache, node, slots, node.id === activeId, index, () => {
    const size = nodeCardSize(node);
    const centre = toCanvasPoint(node.x, node.y);
    return {
      id: node.id,
      type: 'card',
      position: { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
      width: size.width,
      height: size.height,
      data: {
        node,
        label: slots.nodeLabel(node, index),
        annotation: slots.nodeAnnotation(node, index, node.id === activeId),
        status: slots.status?.(node.id) ?? null,
        active: node.id === activeId,
      },
    };
  }));
}

/**
 * The rebuilt cards with what xyflow measured of the cards they replace. A card handed to xyflow
 * without `measured` counts as new: xyflow drops its handle bounds, and every arrow attached to it
 * unmounts until the card is measured again (with the blank being typed in an arrow's text). A card
 * whose content and place did not change is handed back as xyflow has it, so a keystroke in one
 * label gives xyflow one new card, not forty to compare and re-measure.
 */
export function keepMeasures(next: readonly CardNode[], current: readonly CardNode[]): CardNode[] {
  const known = new Map(current.map((card) => [card.id, card]));
  return next.map((card) => {
    const before = known.get(card.id);
    if (!before || card.measured) return card;
    if (before.data === card.data && before.position.x === card.position.x && before.position.y === card.position.y) return before;
    return { ...card, measured: before.measured };
  });
}

/** The map's edges as xyflow edges, each with its parallel-edge curve offset. */
export function toArrowEdges(edges: readonly MindMapEdge[], slots: MapSlots, activeId: string | null, cache?: FlowCache<MindMapEdge, ArrowEdge>): ArrowEdge[] {
  const offsets = edgeCurveOffsets(edges);
  return edges.map((edge, index) => {
    const offset = offsets.get(edge.id) ?? 0;
    const active = edge.id === activeId;
    const arrow = cached(cache, edge, slots, active, index, () => buildArrow(edge, slots, offset, index, active));
    // A parallel arrow added or removed moves its neighbours: their offset is not in the cache key.
    return arrow.data!.offset === offset ? arrow : buildArrow(edge, slots, offset, index, active);
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
