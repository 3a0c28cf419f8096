import { answerCheck, countsAsCorrect, type AnswerResult } from '../answers/check';
import type { Material } from '../data/userData';
import type { Point } from '../data/zoning';
import { METHOD_OF_KIND, type MemoryKind } from '../memory/items';
import { boardAnswers, chapterAnswers, practiceItems } from '../practice';
import { canName, chapterQuestions, legendAnswer, type ItemQuestion } from '../questions/build';
import { placementCheck } from '../questions/judge';
import { shuffle } from '../questions/random';
import type { DuelMethod } from './rules';

/** What a player is shown of a question: never its answer (a blank's text is removed from its map). */
export type DuelQuestionView =
  | { kind: 'card'; text: string; imageUrl: string | null }
  | { kind: 'legend'; imageUrl: string; label: string }
  | {
      kind: 'label';
      backgroundColor: string | null;
      nodes: { id: string; label: string; color: string; imageUrl: string | null; x: number; y: number }[];
      edges: { id: string; fromId: string; toId: string; color: string; labelAbove: string | null; labelBelow: string | null }[];
      blank: { kind: 'node' | 'above' | 'below'; ownerId: string };
    };

/**
 * A question as the server holds it for the length of a duel: what is shown, and what judges it
 * (kept from the challenger's material when the duel is set up, so their later edits change
 * nothing and the opponent never reads that material).
 */
export interface HeldQuestion {
  /** The challenger's memory item, whose memory their answer updates. */
  itemId: string;
  kind: MemoryKind;
  view: DuelQuestionView;
  /** Accepted answers; the first is the one shown after judging. */
  answers: string[];
  /** A typed answer's context for « Presque ! » (the chapter's or the board's answers). */
  context: string[];
  /** A legend's zone: a placement is right only inside it. */
  zone: Point[] | null;
}

const KIND_OF_METHOD: Record<DuelMethod, MemoryKind> = { cards: 'card', legends: 'legend', blanks: 'label' };

/**
 * What is shown of a question. A map is shown without the texts of every blank drawn from it for
 * the duel, so no question's map gives away another's answer.
 */
function viewOf({ source }: ItemQuestion, hidden: ReadonlySet<string>): DuelQuestionView {
  if (source.kind === 'card') return { kind: 'card', text: source.card.text, imageUrl: source.card.imageUrl };
  if (source.kind === 'legend') return { kind: 'legend', imageUrl: source.board.imageUrl, label: legendAnswer(source.legend) };
  const { map, blank } = source;
  const shown = (blankId: string, text: string | null) => (hidden.has(`${map.id}/${blankId}`) ? '' : text);
  return {
    kind: 'label',
    backgroundColor: map.backgroundColor,
    nodes: map.nodes.map(({ id, label, color, imageUrl, x, y }) => ({ id, label: shown(id, label) ?? '', color, imageUrl, x, y })),
    edges: map.edges.map(({ id, fromId, toId, color, labelAbove, labelBelow }) => ({
      id,
      fromId,
      toId,
      color,
      labelAbove: shown(`${id}:above`, labelAbove),
      labelBelow: shown(`${id}:below`, labelBelow),
    })),
    blank: { kind: blank.kind, ownerId: blank.ownerId },
  };
}

/** The same context the one judge gives a typed answer: its chapter's answers for its method, or its board's labels. */
function contextOf(data: Material, question: ItemQuestion): string[] {
  if (question.source.kind === 'legend') return boardAnswers(question.source.board);
  const { item } = question;
  return chapterAnswers(practiceItems(data, METHOD_OF_KIND[item.kind], item.subjectId, item.chapterId));
}

function held(data: Material, question: ItemQuestion, hidden: ReadonlySet<string>): HeldQuestion {
  const legend = question.source.kind === 'legend' ? question.source.legend : null;
  return {
    itemId: question.item.id,
    kind: question.item.kind,
    view: viewOf(question, hidden),
    answers: question.answers,
    context: legend ? [] : contextOf(data, question),
    zone: legend ? legend.points : null,
  };
}

/**
 * Draws `count` questions from the chapters of `subjectId` (all of them when `chapterIds` is
 * empty), of the methods asked, the kinds taking turns so a mixed duel mixes them. Fewer come
 * back when the material has fewer.
 */
export function drawDuelQuestions(
  data: Material,
  subjectId: string,
  chapterIds: readonly string[],
  methods: readonly DuelMethod[],
  count: number,
  random: () => number = Math.random,
): HeldQuestion[] {
  const subject = data.subjects.find((s) => s.id === subjectId);
  if (!subject) return [];
  const chapters = chapterIds.length === 0 ? subject.chapters.map((c) => c.id) : chapterIds;
  const kinds = [...new Set(methods.map((m) => KIND_OF_METHOD[m]))];
  const all = chapters.flatMap((chapterId) => chapterQuestions(data, subjectId, chapterId));
  const pools = kinds.map((kind) => shuffle(all.filter((q) => q.item.kind === kind && (kind === 'legend' || canName(q))), random));
  const drawn: ItemQuestion[] = [];
  for (let i = 0; drawn.length < count && pools.some((pool) => pool.length > 0); i++) {
    const question = pools[i % pools.length]!.shift();
    if (question) drawn.push(question);
  }
  const hidden = new Set(drawn.flatMap(({ source }) => (source.kind === 'label' ? [`${source.map.id}/${source.blank.id}`] : [])));
  return shuffle(drawn, random).map((question) => held(data, question, hidden));
}

/** The one judge applied to a held question: the zoning hit test for a legend, the answer check otherwise. */
export function judgeHeld(question: HeldQuestion, answer: string): AnswerResult & { correct: boolean } {
  const result = question.zone
    ? placementCheck({ points: question.zone })(answer, question.answers)
    : answerCheck(question.context)(answer, question.answers);
  return { ...result, correct: countsAsCorrect(result.verdict) };
}
