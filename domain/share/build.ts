import type { Card } from '../data/cards';
import type { MindMap } from '../data/mindMaps';
import { newId } from '../data/primitives';
import type { ZoningBoard } from '../data/zoning';
import { withGeometry } from '../data/zoning';
import { SHARE_VERSION, type SharedBoard, type SharedCard, type SharedMap, type ShareMeta, type SharePayload } from './types';

export function shareMeta(subjectId: string | null, chapterId: string | null, now: number = Date.now()): ShareMeta {
  return { sharedAt: now, subjectId, chapterId };
}

const base = (meta: ShareMeta) => ({ version: SHARE_VERSION, meta }) as const;

export function toSharedCard(card: Card): SharedCard {
  return { answer: card.answer, answers: card.answers, text: card.text, imageUrl: card.imageUrl };
}

export function toSharedBoard(board: ZoningBoard): SharedBoard {
  return {
    title: board.title,
    imageUrl: board.imageUrl,
    legends: board.legends.map((legend) => ({ label: legend.label, note: legend.note, color: legend.color, points: legend.points })),
  };
}

/** Nodes are named by index in the shared form, so edges survive new ids on import. */
export function toSharedMap(map: MindMap): SharedMap {
  const index = new Map(map.nodes.map((node, i) => [node.id, i]));
  return {
    title: map.title,
    backgroundColor: map.backgroundColor,
    nodes: map.nodes.map((node) => ({
      label: node.label,
      color: node.color,
      position: { x: node.x, y: node.y },
      annotation: node.annotation,
      imageUrl: node.imageUrl,
    })),
    edges: map.edges.map((edge) => ({
      fromIndex: index.get(edge.fromId)!,
      toIndex: index.get(edge.toId)!,
      color: edge.color,
      labelAbove: edge.labelAbove,
      labelBelow: edge.labelBelow,
    })),
  };
}

export const shareCard = (card: Card, meta: ShareMeta): SharePayload => ({ type: 'association-card', ...base(meta), card: toSharedCard(card) });
export const shareCards = (cards: Card[], meta: ShareMeta): SharePayload => ({ type: 'association-training', ...base(meta), cards: cards.map(toSharedCard) });
export const shareBoard = (board: ZoningBoard, meta: ShareMeta): SharePayload => ({ type: 'zoning-set', ...base(meta), set: toSharedBoard(board) });
export const shareBoards = (boards: ZoningBoard[], meta: ShareMeta): SharePayload => ({ type: 'zoning-collection', ...base(meta), sets: boards.map(toSharedBoard) });
export const shareMap = (map: MindMap, meta: ShareMeta): SharePayload => ({ type: 'mindmap-set', ...base(meta), map: toSharedMap(map) });
export const shareMaps = (maps: MindMap[], meta: ShareMeta): SharePayload => ({ type: 'mindmap-collection', ...base(meta), maps: maps.map(toSharedMap) });

/** The cards of a payload as new cards of the user (fresh ids). */
export function importedCards(payload: SharePayload): Card[] {
  const cards = payload.type === 'association-card' ? [payload.card] : payload.type === 'association-training' ? payload.cards : [];
  return cards.map((card) => ({ id: newId(), ...card }));
}

export function importedBoards(payload: SharePayload, subjectId: string, chapterId: string, now: number = Date.now()): ZoningBoard[] {
  const sets = payload.type === 'zoning-set' ? [payload.set] : payload.type === 'zoning-collection' ? payload.sets : [];
  return sets.map((set) => ({
    id: newId(),
    subjectId,
    chapterId,
    imageUrl: set.imageUrl,
    title: set.title,
    legends: set.legends.map((legend) => withGeometry({ id: newId(), ...legend, format: 'image' })),
    createdAt: now,
    updatedAt: now,
  }));
}

export function importedMaps(payload: SharePayload, subjectId: string, chapterId: string, now: number = Date.now()): MindMap[] {
  const maps = payload.type === 'mindmap-set' ? [payload.map] : payload.type === 'mindmap-collection' ? payload.maps : [];
  return maps.map((map) => {
    const nodes = map.nodes.map((node) => ({
      id: newId(),
      label: node.label,
      color: node.color,
      imageUrl: node.imageUrl,
      annotation: node.annotation,
      x: node.position.x,
      y: node.position.y,
    }));
    return {
      id: newId(),
      subjectId,
      chapterId,
      title: map.title,
      backgroundColor: map.backgroundColor,
      nodes,
      edges: map.edges.map((edge) => ({
        id: newId(),
        fromId: nodes[edge.fromIndex]!.id,
        toId: nodes[edge.toIndex]!.id,
        color: edge.color,
        labelAbove: edge.labelAbove,
        labelBelow: edge.labelBelow,
      })),
      createdAt: now,
      updatedAt: now,
    };
  });
}
