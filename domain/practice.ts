import { chapterKey } from './data/subjects';
import type { MethodId } from './data/sessions';
import type { UserData } from './data/userData';
import { richTextToPlain } from './richText';

/** Methods that can be trained now; the others are listed as 'coming soon'. */
export const ACTIVE_METHODS: readonly MethodId[] = ['association', 'image-zoning', 'mindmap'];

export interface PracticeItem {
  /** Accepted answers; empty for zoning, where the answer is a placement, not a text. */
  answers: string[];
  /** Whether a typed answer can be checked against `answers`. */
  typed: boolean;
}

/**
 * What a session of `methodId` on a chapter can ask, by question id (the `cardId` of a session
 * question): association cards by card id; zoning legends by legend id; mind-map node labels by
 * node id and arrow texts by `<edgeId>:above` / `<edgeId>:below`.
 */
export function practiceItems(data: UserData, methodId: MethodId, subjectId: string, chapterId: string): Map<string, PracticeItem> {
  const key = chapterKey(subjectId, chapterId);
  const items = new Map<string, PracticeItem>();
  if (methodId === 'association') {
    for (const card of data.cards[key] ?? []) items.set(card.id, { answers: card.answers, typed: true });
  } else if (methodId === 'image-zoning') {
    for (const board of data.zoningSets[key] ?? []) {
      for (const legend of board.legends) items.set(legend.id, { answers: [richTextToPlain(legend.label)], typed: false });
    }
  } else if (methodId === 'mindmap') {
    for (const map of data.mindMaps[key] ?? []) {
      for (const node of map.nodes) {
        if (richTextToPlain(node.label)) items.set(node.id, { answers: [richTextToPlain(node.label)], typed: true });
      }
      for (const edge of map.edges) {
        if (edge.labelAbove && richTextToPlain(edge.labelAbove)) {
          items.set(`${edge.id}:above`, { answers: [richTextToPlain(edge.labelAbove)], typed: true });
        }
        if (edge.labelBelow && richTextToPlain(edge.labelBelow)) {
          items.set(`${edge.id}:below`, { answers: [richTextToPlain(edge.labelBelow)], typed: true });
        }
      }
    }
  }
  return items;
}

/** Every accepted answer of the typed items: the context of the answer check (`answerCheck`), on client and server alike. */
export function chapterAnswers(items: ReadonlyMap<string, PracticeItem>): string[] {
  return [...items.values()].flatMap((item) => (item.typed ? item.answers : []));
}
