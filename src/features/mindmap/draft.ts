import { EDGE_COLOUR, MAP_BACKGROUND, NODE_COLOUR, NODE_PALETTE, normaliseMindMap, type MindMap, type MindMapEdge, type MindMapNode } from '../../../domain/data/mindMaps';
import { newId } from '../../../domain/data/primitives';
import { limits } from '../../../domain/limits';
import type { Vec } from '../../../engine/geometry/vec';
import { freeCardSpot } from '../../../engine/mindmap/cardSpot';
import { toStoredPosition } from '../../../engine/mindmap/viewport';
import { mindMapText } from '../../i18n/mindmap';

/** The map being edited (part 2 §4 Mind map editor): its fields and the active node or edge. */
export interface MapDraft {
  id: string;
  title: string;
  backgroundColor: string;
  nodes: MindMapNode[];
  edges: MindMapEdge[];
  createdAt: number | null;
  activeId: string | null;
}

export function emptyDraft(): MapDraft {
  return { id: newId(), title: '', backgroundColor: MAP_BACKGROUND, nodes: [], edges: [], createdAt: null, activeId: null };
}

export function draftOf(map: MindMap): MapDraft {
  return {
    id: map.id,
    title: map.title ?? '',
    backgroundColor: map.backgroundColor ?? MAP_BACKGROUND,
    nodes: map.nodes,
    edges: map.edges,
    createdAt: map.createdAt,
    activeId: null,
  };
}

/** A new node, coloured from the palette by its index, in the free spot nearest the middle. */
export function addNode(draft: MapDraft): MapDraft {
  if (draft.nodes.length >= limits.mindMapNodes) return draft;
  const i = draft.nodes.length;
  const node: MindMapNode = {
    id: newId(),
    label: '',
    color: i === 0 ? NODE_COLOUR : NODE_PALETTE[i % NODE_PALETTE.length]!,
    imageUrl: null,
    annotation: null,
    ...freeCardSpot(draft.nodes),
  };
  return { ...draft, nodes: [...draft.nodes, node], activeId: node.id };
}

export function updateNode(draft: MapDraft, id: string, change: Partial<Omit<MindMapNode, 'id'>>): MapDraft {
  return { ...draft, nodes: draft.nodes.map((node) => (node.id === id ? { ...node, ...change } : node)) };
}

/** A dropped card: its centre in canvas pixels becomes its stored 0..1 position. */
export function moveNode(draft: MapDraft, id: string, centre: Vec): MapDraft {
  return updateNode(draft, id, toStoredPosition(centre));
}

/** Deleting a node deletes its edges. */
export function removeNode(draft: MapDraft, id: string): MapDraft {
  return {
    ...draft,
    nodes: draft.nodes.filter((node) => node.id !== id),
    edges: draft.edges.filter((edge) => edge.fromId !== id && edge.toId !== id),
    activeId: draft.activeId === id ? null : draft.activeId,
  };
}

/**
 * A new edge (needs 2 nodes). The first links the first and second nodes; later ones link the
 * active node, or the last, to the node after it.
 */
export function addEdge(draft: MapDraft, fromId?: string, toId?: string): MapDraft {
  if (draft.nodes.length < 2 || draft.edges.length >= limits.mindMapEdges) return draft;
  let from = fromId;
  let to = toId;
  if (!from || !to) {
    const at = draft.edges.length === 0 ? 0 : Math.max(0, draft.nodes.findIndex((n) => n.id === draft.activeId));
    from = draft.nodes[at]!.id;
    to = draft.nodes[(at + 1) % draft.nodes.length]!.id;
  }
  const edge: MindMapEdge = { id: newId(), fromId: from, toId: to, color: EDGE_COLOUR, labelAbove: null, labelBelow: null };
  return { ...draft, edges: [...draft.edges, edge], activeId: edge.id };
}

export function updateEdge(draft: MapDraft, id: string, change: Partial<Omit<MindMapEdge, 'id'>>): MapDraft {
  return { ...draft, edges: draft.edges.map((edge) => (edge.id === id ? { ...edge, ...change } : edge)) };
}

export function removeEdge(draft: MapDraft, id: string): MapDraft {
  return { ...draft, edges: draft.edges.filter((edge) => edge.id !== id), activeId: draft.activeId === id ? null : draft.activeId };
}

/** The first save rule broken (part 2 §5 Mind map save), or null. */
export function saveProblem(draft: MapDraft): string | null {
  const text = mindMapText.editor;
  if (draft.nodes.length === 0) return text.noNode;
  if (draft.edges.length === 0) return text.noEdge;
  const ids = new Set(draft.nodes.map((node) => node.id));
  if (!draft.edges.some((edge) => ids.has(edge.fromId) && ids.has(edge.toId))) return text.noValidEdge;
  return null;
}

/** The map to store, through the same normaliser the server uses. */
export function mapFromDraft(draft: MapDraft, subjectId: string, chapterId: string, now: number): MindMap {
  const raw = { ...draft, title: draft.title.trim() || null, createdAt: draft.createdAt ?? now, updatedAt: now };
  return normaliseMindMap(raw, subjectId, chapterId, now);
}
