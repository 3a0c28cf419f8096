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
  /** What the card shows as its label: the stored text, or a practice input. */
  label: ReactNode;
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

/** How a screen fills the texts of the map (stored text in the editor, inputs in practice). */
export interface MapSlots {
  nodeLabel: (node: MindMapNode) => ReactNode;
  edgeText: (edge: MindMapEdge, kind: 'above' | 'below') => ReactNode;
  status?: (id: string) => MarkStatus;
}

/** The map's nodes as xyflow nodes: stored 0..1 centres become top-left canvas positions. */
export function toCardNodes(nodes: readonly MindMapNode[], slots: MapSlots, activeId: string | null): CardNode[] {
  return nodes.map((node) => {
    const size = nodeCardSize(node);
    const centre = toCanvasPoint(node.x, node.y);
    return {
      id: node.id,
      type: 'card',
      position: { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
      width: size.width,
      height: size.height,
      data: { node, label: slots.nodeLabel(node), status: slots.status?.(node.id) ?? null, active: node.id === activeId },
    };
  });
}

/** The map's edges as xyflow edges, each with its parallel-edge curve offset. */
export function toArrowEdges(edges: readonly MindMapEdge[], slots: MapSlots, activeId: string | null): ArrowEdge[] {
  const offsets = edgeCurveOffsets(edges);
  return edges.map((edge) => ({
    id: edge.id,
    type: 'arrow',
    source: edge.fromId,
    target: edge.toId,
    data: {
      offset: offsets.get(edge.id) ?? 0,
      reversed: isReversed(edge),
      color: edge.color,
      above: slots.edgeText(edge, 'above'),
      below: slots.edgeText(edge, 'below'),
      aboveStatus: slots.status?.(`${edge.id}:above`) ?? null,
      belowStatus: slots.status?.(`${edge.id}:below`) ?? null,
      active: edge.id === activeId,
    },
  }));
}
