import { limits } from '../limits';
import { sanitiseRichText } from '../richText';
import { normaliseImageUrl } from './cards';
import { asArray, asHexColour, asId, asNullableText, asRecord, timestamp, uniqueIds, unit } from './primitives';

export const NODE_COLOUR = '#6366f1';
export const EDGE_COLOUR = '#94a3b8';
export const MAP_BACKGROUND = '#05070d';
export const NODE_PALETTE = ['#6366f1', '#ec4899', '#22c55e', '#f97316', '#14b8a6', '#facc15', '#8b5cf6', '#ef4444'] as const;

export interface MindMapNode {
  id: string;
  label: string;
  color: string;
  imageUrl: string | null;
  annotation: string | null;
  x: number;
  y: number;
}

export interface MindMapEdge {
  id: string;
  fromId: string;
  toId: string;
  color: string;
  labelAbove: string | null;
  labelBelow: string | null;
}

export interface MindMap {
  id: string;
  subjectId: string;
  chapterId: string;
  title: string | null;
  backgroundColor: string | null;
  nodes: MindMapNode[];
  edges: MindMapEdge[];
  createdAt: number;
  updatedAt: number;
}

function richOrNull(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const html = sanitiseRichText(value.trim(), max);
  return html.length > 0 ? html : null;
}

export function normaliseNode(input: unknown, index: number): MindMapNode {
  const raw = asRecord(input);
  const position = asRecord(raw.position);
  return {
    id: asId(raw.id),
    label: richOrNull(raw.label, limits.textInputMax) ?? '',
    color: asHexColour(raw.color, index === 0 ? NODE_COLOUR : NODE_PALETTE[index % NODE_PALETTE.length]!),
    imageUrl: normaliseImageUrl(raw.imageUrl),
    annotation: richOrNull(raw.annotation, limits.textareaMax),
    x: unit(raw.x ?? position.x),
    y: unit(raw.y ?? position.y),
  };
}

/** Edges must join two existing nodes; the others are dropped. */
export function normaliseEdges(input: unknown, nodeIds: Set<string>): MindMapEdge[] {
  const edges: MindMapEdge[] = [];
  for (const item of asArray(input, limits.mindMapEdges * 4)) {
    const raw = asRecord(item);
    const fromId = typeof raw.fromId === 'string' ? raw.fromId : '';
    const toId = typeof raw.toId === 'string' ? raw.toId : '';
    if (!nodeIds.has(fromId) || !nodeIds.has(toId)) continue;
    edges.push({
      id: asId(raw.id),
      fromId,
      toId,
      color: asHexColour(raw.color, EDGE_COLOUR),
      labelAbove: richOrNull(raw.labelAbove, limits.textInputMax),
      labelBelow: richOrNull(raw.labelBelow, limits.textInputMax),
    });
    if (edges.length === limits.mindMapEdges) break;
  }
  return uniqueIds(edges);
}

export function normaliseMindMap(input: unknown, subjectId: string, chapterId: string, now: number): MindMap {
  const raw = asRecord(input);
  const nodes = uniqueIds(asArray(raw.nodes, limits.mindMapNodes).map((node, i) => normaliseNode(node, i)));
  const createdAt = timestamp(raw.createdAt, now);
  const background = asNullableText(raw.backgroundColor, 20);
  return {
    id: asId(raw.id),
    subjectId,
    chapterId,
    title: asNullableText(raw.title, limits.textInputMax),
    backgroundColor: background ? asHexColour(background, MAP_BACKGROUND) : null,
    nodes,
    edges: normaliseEdges(raw.edges, new Set(nodes.map((n) => n.id))),
    createdAt,
    updatedAt: Math.max(createdAt, timestamp(raw.updatedAt, createdAt)),
  };
}
