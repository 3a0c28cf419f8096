import { EDGE_COLOUR, MAP_BACKGROUND, NODE_COLOUR, NODE_PALETTE, normaliseMindMap, type MindMap, type MindMapEdge, type MindMapNode } from '../../domain/data/mindMaps';
import { newId } from '../../domain/data/primitives';
import { limits } from '../../domain/limits';
import type { Vec } from '../geometry/vec';
import { emptyHistory, record, redo as redoHistory, seal, undo as undoHistory, type History } from '../history';
import { freeCardSpot } from './cardSpot';
import { toStoredPosition } from './viewport';

/**
 * The mind-map editor as a pure state machine (part 2 §4 Mind map editor): the map being edited,
 * its active node or arrow, and undo/redo of every edit. The React editor dispatches to these
 * functions and draws what they answer.
 */

/** What undo restores. */
export interface MapSnapshot {
  title: string;
  backgroundColor: string;
  nodes: MindMapNode[];
  edges: MindMapEdge[];
  activeId: string | null;
}

export interface MapEditorState extends MapSnapshot {
  id: string;
  createdAt: number | null;
  history: History<MapSnapshot>;
}

export type NodePatch = Partial<Omit<MindMapNode, 'id'>>;
export type EdgePatch = Partial<Omit<MindMapEdge, 'id'>>;

/** A new, empty map. */
export function emptyEditor(id: string = newId()): MapEditorState {
  return { id, title: '', backgroundColor: MAP_BACKGROUND, nodes: [], edges: [], createdAt: null, activeId: null, history: emptyHistory() };
}

/** An editor over a saved map, nothing selected and nothing to undo. */
export function editorOf(map: MindMap): MapEditorState {
  return {
    id: map.id,
    title: map.title ?? '',
    backgroundColor: map.backgroundColor ?? MAP_BACKGROUND,
    nodes: map.nodes,
    edges: map.edges,
    createdAt: map.createdAt,
    activeId: null,
    history: emptyHistory(),
  };
}

function snapshot(state: MapEditorState): MapSnapshot {
  return { title: state.title, backgroundColor: state.backgroundColor, nodes: state.nodes, edges: state.edges, activeId: state.activeId };
}

/** Applies an edit and records the state before it as one undo step (or extends the step of `key`). */
function commit(state: MapEditorState, next: Partial<MapSnapshot>, key: string | null = null): MapEditorState {
  return { ...state, ...next, history: record(state.history, snapshot(state), key) };
}

/** Typing in one field is one step: the key names the item and the fields changed. */
const patchKey = (id: string, patch: object) => `${id}:${Object.keys(patch).sort().join(',')}`;

export function setTitle(state: MapEditorState, title: string): MapEditorState {
  return title === state.title ? state : commit(state, { title }, 'title');
}

export function setBackground(state: MapEditorState, backgroundColor: string): MapEditorState {
  return backgroundColor === state.backgroundColor ? state : commit(state, { backgroundColor }, 'background');
}

/**
 * A new node (at most 40), active, coloured from the palette by its index: at `centre` (canvas
 * pixels, a double-click on the canvas) or in the free spot nearest the middle.
 */
export function addNode(state: MapEditorState, centre?: Vec, id: string = newId()): MapEditorState {
  if (state.nodes.length >= limits.mindMapNodes) return state;
  const i = state.nodes.length;
  const node: MindMapNode = {
    id,
    label: '',
    color: i === 0 ? NODE_COLOUR : NODE_PALETTE[i % NODE_PALETTE.length]!,
    imageUrl: null,
    annotation: null,
    ...(centre ? toStoredPosition(centre) : freeCardSpot(state.nodes)),
  };
  return commit(state, { nodes: [...state.nodes, node], activeId: node.id });
}

/** Label, annotation, colour, image or position of one node; unchanged fields are no edit. */
export function updateNode(state: MapEditorState, id: string, patch: NodePatch): MapEditorState {
  const node = state.nodes.find((n) => n.id === id);
  if (!node || Object.entries(patch).every(([field, value]) => node[field as keyof NodePatch] === value)) return state;
  return commit(state, { nodes: state.nodes.map((n) => (n === node ? { ...n, ...patch } : n)) }, patchKey(id, patch));
}

/** A dropped card: its centre in canvas pixels becomes its stored 0..1 position; each drop is a step. */
export function moveNode(state: MapEditorState, id: string, centre: Vec): MapEditorState {
  const node = state.nodes.find((n) => n.id === id);
  const at = toStoredPosition(centre);
  if (!node || (node.x === at.x && node.y === at.y)) return state;
  return commit(state, { nodes: state.nodes.map((n) => (n === node ? { ...n, ...at } : n)) });
}

/** Deleting a node deletes its edges. */
export function removeNode(state: MapEditorState, id: string): MapEditorState {
  if (!state.nodes.some((n) => n.id === id)) return state;
  return commit(state, {
    nodes: state.nodes.filter((n) => n.id !== id),
    edges: state.edges.filter((e) => e.fromId !== id && e.toId !== id),
    activeId: state.activeId === id || state.edges.some((e) => e.id === state.activeId && (e.fromId === id || e.toId === id)) ? null : state.activeId,
  });
}

/**
 * A new edge (needs 2 nodes, at most 80), active. The first links the first and second nodes;
 * later ones link the active node, or the first, to the node after it.
 */
export function addEdge(state: MapEditorState, fromId?: string, toId?: string, id: string = newId()): MapEditorState {
  if (state.nodes.length < 2 || state.edges.length >= limits.mindMapEdges) return state;
  let from = fromId;
  let to = toId;
  if (!from || !to) {
    const at = state.edges.length === 0 ? 0 : Math.max(0, state.nodes.findIndex((n) => n.id === state.activeId));
    from = state.nodes[at]!.id;
    to = state.nodes[(at + 1) % state.nodes.length]!.id;
  }
  const edge: MindMapEdge = { id, fromId: from, toId: to, color: EDGE_COLOUR, labelAbove: null, labelBelow: null };
  return commit(state, { edges: [...state.edges, edge], activeId: edge.id });
}

/** Start, end, texts or colour of one edge; unchanged fields are no edit. */
export function updateEdge(state: MapEditorState, id: string, patch: EdgePatch): MapEditorState {
  const edge = state.edges.find((e) => e.id === id);
  if (!edge || Object.entries(patch).every(([field, value]) => edge[field as keyof EdgePatch] === value)) return state;
  return commit(state, { edges: state.edges.map((e) => (e === edge ? { ...e, ...patch } : e)) }, patchKey(id, patch));
}

export function removeEdge(state: MapEditorState, id: string): MapEditorState {
  if (!state.edges.some((e) => e.id === id)) return state;
  return commit(state, { edges: state.edges.filter((e) => e.id !== id), activeId: state.activeId === id ? null : state.activeId });
}

/** Delete on the canvas: removes the active node (with its edges) or arrow. */
export function removeActive(state: MapEditorState): MapEditorState {
  if (!state.activeId) return state;
  return state.nodes.some((n) => n.id === state.activeId) ? removeNode(state, state.activeId) : removeEdge(state, state.activeId);
}

/** Selecting is no edit, but it ends the typing step under way. Null (Escape) deselects. */
export function select(state: MapEditorState, id: string | null): MapEditorState {
  if (state.activeId === id) return state;
  return { ...state, activeId: id, history: seal(state.history) };
}

/** After a save: the map now exists, created at `createdAt`. */
export function saved(state: MapEditorState, createdAt: number): MapEditorState {
  return state.createdAt === createdAt ? state : { ...state, createdAt };
}

export function canUndo(state: MapEditorState): boolean {
  return state.history.past.length > 0;
}

export function canRedo(state: MapEditorState): boolean {
  return state.history.future.length > 0;
}

export function undo(state: MapEditorState): MapEditorState {
  const step = undoHistory(state.history, snapshot(state));
  return step ? { ...state, ...step.snapshot, history: step.history } : state;
}

export function redo(state: MapEditorState): MapEditorState {
  const step = redoHistory(state.history, snapshot(state));
  return step ? { ...state, ...step.snapshot, history: step.history } : state;
}

/** The first save rule broken (part 2 §5 Mind map save), or null. */
export type SaveProblem = 'noNode' | 'noEdge' | 'noValidEdge';

export function saveProblem(state: MapEditorState): SaveProblem | null {
  if (state.nodes.length === 0) return 'noNode';
  if (state.edges.length === 0) return 'noEdge';
  const ids = new Set(state.nodes.map((node) => node.id));
  if (!state.edges.some((edge) => ids.has(edge.fromId) && ids.has(edge.toId))) return 'noValidEdge';
  return null;
}

/** The map to store, through the same normaliser the server uses. */
export function mapToSave(state: MapEditorState, subjectId: string, chapterId: string, now: number): MindMap {
  const raw = {
    id: state.id,
    title: state.title.trim() || null,
    backgroundColor: state.backgroundColor,
    nodes: state.nodes,
    edges: state.edges,
    createdAt: state.createdAt ?? now,
    updatedAt: now,
  };
  return normaliseMindMap(raw, subjectId, chapterId, now);
}
