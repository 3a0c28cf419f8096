import type { MethodId } from '../data/sessions';
import { chapterKey } from '../data/subjects';
import type { Material } from '../data/userData';
import { boardAnswers } from '../practice';
import { richTextToPlain } from '../richText';

/** What a memory state is kept for: an association card, a zoning legend or a mind-map text. */
export const MEMORY_KINDS = ['card', 'legend', 'label'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/** The method whose sessions ask each kind of item. */
export const METHOD_OF_KIND: Record<MemoryKind, MethodId> = { card: 'association', legend: 'image-zoning', label: 'mindmap' };

/** One item of the user's material that has (or will have) a memory state. */
export interface MemoryItem {
  /** Unique across the user's material: `<subject>/<chapter>/<key>`, each part URI-encoded. */
  id: string;
  subjectId: string;
  chapterId: string;
  /** Within its chapter: `card/<card>`, `legend/<board>/<legend>`, `label/<map>/<node or edge:above|below>`. */
  key: string;
  kind: MemoryKind;
  /** Its siblings share it (the legends of one board, the texts of one map; a card has its own): `<subject>/<chapter>/<group>`. */
  group: string;
  /** The id a session of its method asks it by (a session question's `cardId`). */
  questionId: string;
  /** A hash of its expected answer: when the answer is edited, the item starts anew. */
  answerHash: string;
}

const enc = encodeURIComponent;

/** `<subject>/<chapter>/<key>`: an item's id across the user's material. */
export function memoryItemId(subjectId: string, chapterId: string, key: string): string {
  return `${enc(subjectId)}/${enc(chapterId)}/${key}`;
}

/**
 * cyrb53, a fast 53-bit string hash: it only tells an edited answer from the one a state was
 * built on (no secret, no adversary), so a cryptographic hash would cost for nothing.
 */
export function answerHash(answers: readonly string[]): string {
  const text = answers.join('\u0000');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The memory item of one card (`ownerId` and `questionId` its id), legend (`ownerId` its board's
 * id) or map text (`ownerId` its map's id), `answers` its expected answers as plain text.
 */
export function memoryItem(subjectId: string, chapterId: string, kind: MemoryKind, ownerId: string, questionId: string, answers: readonly string[]): MemoryItem {
  const group = `${kind}/${enc(ownerId)}`;
  const key = kind === 'card' ? group : `${group}/${enc(questionId)}`;
  return {
    id: memoryItemId(subjectId, chapterId, key),
    subjectId,
    chapterId,
    key,
    kind,
    group: memoryItemId(subjectId, chapterId, group),
    questionId,
    answerHash: answerHash(answers),
  };
}

/**
 * The items of one chapter that carry a memory state: every card, every legend, and every
 * non-empty mind-map text (node label, arrow text above, arrow text below).
 */
export function chapterMemoryItems(data: Material, subjectId: string, chapterId: string): MemoryItem[] {
  const chapter = chapterKey(subjectId, chapterId);
  const items: MemoryItem[] = [];
  for (const card of data.cards[chapter] ?? []) items.push(memoryItem(subjectId, chapterId, 'card', card.id, card.id, card.answers));
  for (const board of data.zoningSets[chapter] ?? []) {
    const labels = boardAnswers(board);
    board.legends.forEach((legend, i) => items.push(memoryItem(subjectId, chapterId, 'legend', board.id, legend.id, [labels[i]!])));
  }
  for (const map of data.mindMaps[chapter] ?? []) {
    const text = (questionId: string, html: string | null) => {
      const plain = html ? richTextToPlain(html) : '';
      if (plain) items.push(memoryItem(subjectId, chapterId, 'label', map.id, questionId, [plain]));
    };
    for (const node of map.nodes) text(node.id, node.label);
    for (const edge of map.edges) {
      text(`${edge.id}:above`, edge.labelAbove);
      text(`${edge.id}:below`, edge.labelBelow);
    }
  }
  return items;
}

/** Every item of the user's material, by id. */
export function memoryItems(data: Material): Map<string, MemoryItem> {
  const items = new Map<string, MemoryItem>();
  for (const subject of data.subjects) {
    for (const chapter of subject.chapters) {
      for (const item of chapterMemoryItems(data, subject.id, chapter.id)) items.set(item.id, item);
    }
  }
  return items;
}
