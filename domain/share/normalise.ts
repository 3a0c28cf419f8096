import { limits } from '../limits';
import { isRichTextEmpty, sanitiseRichText } from '../richText';
import { normaliseAnswers, normaliseImageUrl } from '../data/cards';
import { EDGE_COLOUR, NODE_COLOUR } from '../data/mindMaps';
import { asArray, asHexColour, asInteger, asNullableText, asRecord, timestamp, unit } from '../data/primitives';
import { normalisePoints, MIN_LEGEND_POINTS } from '../data/zoning';
import { SHARE_TYPES, SHARE_VERSION, type SharedBoard, type SharedCard, type SharedEdge, type SharedLegend, type SharedMap, type SharedNode, type ShareDecodeResult, type ShareMeta, type SharePayload, type ShareType } from './types';

/** Largest node or edge index a code may name (part 1 §5). */
const MAX_INDEX = 999;
/** Default colour of shared zones and nodes (part 1 §5). */
const DEFAULT_COLOUR = NODE_COLOUR;

const richOrNull = (value: unknown, max: number) => {
  if (typeof value !== 'string') return null;
  const html = sanitiseRichText(value, max);
  return isRichTextEmpty(html) ? null : html;
};

export function normaliseSharedCard(input: unknown): SharedCard | null {
  const raw = asRecord(input);
  const answers = normaliseAnswers([raw.answer, ...asArray(raw.answers, 200)]);
  const text = typeof raw.text === 'string' ? sanitiseRichText(raw.text) : '';
  const imageUrl = normaliseImageUrl(raw.imageUrl);
  if (answers.length === 0 || (isRichTextEmpty(text) && !imageUrl)) return null;
  return { answer: answers[0]!, answers, text, imageUrl };
}

/** Coordinates rounded and clamped; a short legend is padded to 3 points (part 2 §5). */
function normaliseSharedLegend(input: unknown): SharedLegend | null {
  const raw = asRecord(input);
  const label = typeof raw.label === 'string' ? sanitiseRichText(raw.label, limits.textInputMax) : '';
  const points = normalisePoints(raw.points);
  if (isRichTextEmpty(label) || points.length === 0) return null;
  while (points.length < MIN_LEGEND_POINTS) {
    const last = points[points.length - 1]!;
    points.push({ x: unit(last.x + 0.01), y: unit(last.y + 0.01 * points.length) });
  }
  return { label, note: richOrNull(raw.note, limits.textareaMax), color: asHexColour(raw.color, DEFAULT_COLOUR), points };
}

export function normaliseSharedBoard(input: unknown): SharedBoard | null {
  const raw = asRecord(input);
  const imageUrl = normaliseImageUrl(raw.imageUrl);
  const legends = asArray(raw.legends, limits.legendsPerBoard)
    .map(normaliseSharedLegend)
    .filter((legend): legend is SharedLegend => legend !== null);
  if (!imageUrl || legends.length === 0) return null;
  return { title: asNullableText(raw.title, limits.textInputMax), imageUrl, legends };
}

function normaliseSharedNode(input: unknown): SharedNode {
  const raw = asRecord(input);
  const position = asRecord(raw.position);
  return {
    label: richOrNull(raw.label, limits.textInputMax) ?? '',
    color: asHexColour(raw.color, DEFAULT_COLOUR),
    position: { x: unit(position.x ?? raw.x), y: unit(position.y ?? raw.y) },
    annotation: richOrNull(raw.annotation, limits.textareaMax),
    imageUrl: normaliseImageUrl(raw.imageUrl),
  };
}

export function normaliseSharedMap(input: unknown): SharedMap | null {
  const raw = asRecord(input);
  const nodes = asArray(raw.nodes, limits.mindMapNodes).map(normaliseSharedNode);
  const edges: SharedEdge[] = [];
  for (const item of asArray(raw.edges, limits.mindMapEdges)) {
    const edge = asRecord(item);
    const fromIndex = asInteger(edge.fromIndex, -1, -1, MAX_INDEX);
    const toIndex = asInteger(edge.toIndex, -1, -1, MAX_INDEX);
    // An edge must join two nodes of the map.
    if (fromIndex < 0 || toIndex < 0 || fromIndex >= nodes.length || toIndex >= nodes.length) continue;
    edges.push({
      fromIndex,
      toIndex,
      color: asHexColour(edge.color, EDGE_COLOUR),
      labelAbove: richOrNull(edge.labelAbove, limits.textInputMax),
      labelBelow: richOrNull(edge.labelBelow, limits.textInputMax),
    });
  }
  const named = nodes.filter((node) => !isRichTextEmpty(node.label)).length;
  if (named < 2 || edges.length === 0) return null;
  const background = asNullableText(raw.backgroundColor, 20);
  return {
    title: asNullableText(raw.title, limits.textInputMax),
    backgroundColor: background ? asHexColour(background, '#05070d') : null,
    nodes,
    edges,
  };
}

function normaliseMeta(input: unknown, now: number): ShareMeta {
  const raw = asRecord(input);
  return {
    sharedAt: timestamp(raw.sharedAt, now),
    subjectId: asNullableText(raw.subjectId, 200),
    chapterId: asNullableText(raw.chapterId, 200),
  };
}

function list<T>(input: unknown, max: number, normalise: (item: unknown) => T | null): T[] {
  return asArray(input, max)
    .map(normalise)
    .filter((item): item is T => item !== null);
}

/**
 * Any decoded JSON to a valid payload, total: unusable items are dropped (a payload may come out
 * empty — see `shareItemCount`). Legacy forms are read too: no version, a bare card, a list of cards.
 */
export function normaliseSharePayload(input: unknown, now: number = Date.now()): ShareDecodeResult {
  if (Array.isArray(input)) return normaliseSharePayload({ type: 'association-training', cards: input }, now);
  const raw = asRecord(input);
  if (typeof raw.type !== 'string' && ('answer' in raw || 'answers' in raw)) {
    return normaliseSharePayload({ type: 'association-card', card: raw }, now);
  }
  if (typeof raw.type !== 'string') return { ok: false, error: 'invalid' };
  if (!(SHARE_TYPES as readonly string[]).includes(raw.type)) return { ok: false, error: 'unknown-type' };
  const base = { version: SHARE_VERSION, meta: normaliseMeta(raw.meta, now) } as const;
  const type = raw.type as ShareType;
  let payload: SharePayload | null = null;
  switch (type) {
    case 'association-card': {
      const card = normaliseSharedCard(raw.card);
      payload = card ? { type, ...base, card } : { type: 'association-training', ...base, cards: [] };
      break;
    }
    case 'association-training':
      payload = { type, ...base, cards: list(raw.cards, 5000, normaliseSharedCard) };
      break;
    case 'zoning-set': {
      const set = normaliseSharedBoard(raw.set);
      payload = set ? { type, ...base, set } : { type: 'zoning-collection', ...base, sets: [] };
      break;
    }
    case 'zoning-collection':
      payload = { type, ...base, sets: list(raw.sets, 500, normaliseSharedBoard) };
      break;
    case 'mindmap-set': {
      const map = normaliseSharedMap(raw.map);
      payload = map ? { type, ...base, map } : { type: 'mindmap-collection', ...base, maps: [] };
      break;
    }
    case 'mindmap-collection':
      payload = { type, ...base, maps: list(raw.maps, 500, normaliseSharedMap) };
      break;
  }
  return { ok: true, payload };
}

/** How many usable items (cards, boards, maps) a payload holds. */
export function shareItemCount(payload: SharePayload): number {
  switch (payload.type) {
    case 'association-card':
    case 'zoning-set':
    case 'mindmap-set':
      return 1;
    case 'association-training':
      return payload.cards.length;
    case 'zoning-collection':
      return payload.sets.length;
    case 'mindmap-collection':
      return payload.maps.length;
  }
}
