import { chapterKey } from './data/subjects';
import type { MethodId, QuestionKind } from './data/sessions';
import type { Material } from './data/userData';
import type { Legend, ZoningBoard } from './data/zoning';
import { richTextToPlain } from './richText';

/** The methods that each ask one kind of a chapter's material: cards, boards' legends, maps' texts. */
export const MATERIAL_METHODS: readonly MethodId[] = ['association', 'image-zoning', 'mindmap'];

/** Methods that can be trained now (QCM asks the three kinds); the others are listed as 'coming soon'. */
export const ACTIVE_METHODS: readonly MethodId[] = [...MATERIAL_METHODS, 'qcm'];

export interface PracticeItem {
  /** Accepted answers: a zoning legend's is its label, typed when its zone is named. */
  answers: string[];
  /** The ways it may be asked; the first is how a question recorded without a kind was asked. */
  kinds: readonly QuestionKind[];
  /**
   * A zoning legend: its zone, where a placement must fall, and the labels of its board's
   * legends, the context of the answer check when the zone is named (`boardAnswers`).
   */
  zone?: { legend: Legend; boardAnswers: readonly string[] };
}

const TYPED: readonly QuestionKind[] = ['typed'];
const ZONING: readonly QuestionKind[] = ['placement', 'zone-name'];

/**
 * The labels of a board's legends, as plain text: the other answers a typo is weighed against when
 * one of its zones is named (« Nommer la zone »), on the client and the server alike.
 */
export function boardAnswers(board: Pick<ZoningBoard, 'legends'>): string[] {
  return board.legends.map((legend) => richTextToPlain(legend.label));
}

/**
 * What a session of `methodId` on a chapter can ask, by question id (the `cardId` of a session
 * question): association cards by card id; zoning legends by legend id; mind-map node labels by
 * node id and arrow texts by `<edgeId>:above` / `<edgeId>:below`.
 */
export function practiceItems(data: Material, methodId: MethodId, subjectId: string, chapterId: string): Map<string, PracticeItem> {
  const key = chapterKey(subjectId, chapterId);
  const items = new Map<string, PracticeItem>();
  if (methodId === 'association') {
    for (const card of data.cards[key] ?? []) items.set(card.id, { answers: card.answers, kinds: TYPED });
  } else if (methodId === 'image-zoning') {
    for (const board of data.zoningSets[key] ?? []) {
      const labels = boardAnswers(board);
      board.legends.forEach((legend, i) => items.set(legend.id, { answers: [labels[i]!], kinds: ZONING, zone: { legend, boardAnswers: labels } }));
    }
  } else if (methodId === 'mindmap') {
    for (const map of data.mindMaps[key] ?? []) {
      for (const node of map.nodes) {
        if (richTextToPlain(node.label)) items.set(node.id, { answers: [richTextToPlain(node.label)], kinds: TYPED });
      }
      for (const edge of map.edges) {
        if (edge.labelAbove && richTextToPlain(edge.labelAbove)) {
          items.set(`${edge.id}:above`, { answers: [richTextToPlain(edge.labelAbove)], kinds: TYPED });
        }
        if (edge.labelBelow && richTextToPlain(edge.labelBelow)) {
          items.set(`${edge.id}:below`, { answers: [richTextToPlain(edge.labelBelow)], kinds: TYPED });
        }
      }
    }
  }
  return items;
}

/**
 * Every accepted answer of the items always typed (cards, mind-map texts): the context of their
 * answer check (`answerCheck`), on client and server alike. A named zone has its board's instead.
 */
export function chapterAnswers(items: ReadonlyMap<string, PracticeItem>): string[] {
  return [...items.values()].flatMap((item) => (item.kinds[0] === 'typed' ? item.answers : []));
}

/**
 * How a recorded question was asked: the kind it gives, or without one its item's first way;
 * null when its item cannot be asked that way (a card « placed », a legend typed as a card).
 */
export function questionKind(item: PracticeItem, kind: QuestionKind | undefined): QuestionKind | null {
  const resolved = kind ?? item.kinds[0]!;
  return item.kinds.includes(resolved) ? resolved : null;
}
