import type { Card } from '../data/cards';
import { foldAnswer } from '../data/cards';
import { PALETTE } from '../data/primitives';
import { chapterKey, type Subject } from '../data/subjects';
import type { StudyData } from '../data/userData';
import { ZONE_COLOURS, withGeometry, type ZoningBoard } from '../data/zoning';
import { memoryItemId } from '../memory/items';
import type { ImportPlan } from './mapping';

/** The preview's choice for one planned chapter: kept or not, and where it goes. */
export interface ChapterChoice {
  key: string;
  include: boolean;
  subject: string;
  chapter: string;
}

/** One chapter's new material, with the ids its subject and chapter get when they are new. */
export interface ImportedChapter {
  subject: string;
  chapter: string;
  newSubjectId: string;
  newChapterId: string;
  cards: Card[];
  boards: Array<Omit<ZoningBoard, 'subjectId' | 'chapterId'>>;
  /** Per item key in the chapter (`card/<id>`, `legend/<board>/<legend>`), the Anki cards it comes from. */
  sources: Array<[string, number[]]>;
}

export interface ImportBatch {
  chapters: ImportedChapter[];
  /** Boards the plan's quota leaves out. */
  boardsLeftOut: number;
}

const same = (a: string, b: string) => foldAnswer(a) === foldAnswer(b);

/**
 * The material an import adds, from the plan, the preview's choices and the uploaded images' addresses
 * (a card whose image did not upload keeps its text; a board without its image is left out). At most
 * `boardAllowance` boards: the plan's quota.
 */
export function buildImport(
  plan: ImportPlan,
  choices: ChapterChoice[],
  imageUrls: ReadonlyMap<string, string>,
  boardAllowance: number,
  newId: () => string,
  now: number,
): ImportBatch {
  const byKey = new Map(choices.map((choice) => [choice.key, choice]));
  let allowance = Math.max(0, boardAllowance);
  let boardsLeftOut = 0;
  const chapters: ImportedChapter[] = [];
  for (const planned of plan.chapters) {
    const choice = byKey.get(planned.key);
    if (!choice?.include || !choice.subject.trim() || !choice.chapter.trim()) continue;
    const sources: Array<[string, number[]]> = [];
    const cards: Card[] = [];
    for (const card of planned.cards) {
      const imageUrl = card.image ? (imageUrls.get(card.image) ?? null) : null;
      if (!card.text && !imageUrl) continue;
      const id = newId();
      cards.push({ id, text: card.text, answers: card.answers, answer: card.answers[0]!, imageUrl });
      sources.push([`card/${encodeURIComponent(id)}`, card.ankiCardIds]);
    }
    const boards: ImportedChapter['boards'] = [];
    for (const board of planned.boards) {
      const imageUrl = imageUrls.get(board.image);
      if (!imageUrl) continue;
      if (allowance === 0) {
        boardsLeftOut++;
        continue;
      }
      allowance--;
      const id = newId();
      const legends = board.legends.map((legend, index) => {
        const legendId = newId();
        sources.push([`legend/${encodeURIComponent(id)}/${encodeURIComponent(legendId)}`, legend.ankiCardIds]);
        return withGeometry({ id: legendId, label: legend.label, note: null, color: ZONE_COLOURS[index % ZONE_COLOURS.length]!, points: legend.points, format: 'image' });
      });
      boards.push({ id, imageUrl, title: board.title, legends, createdAt: now, updatedAt: now });
    }
    if (cards.length + boards.length === 0) continue;
    chapters.push({ subject: choice.subject.trim(), chapter: choice.chapter.trim(), newSubjectId: newId(), newChapterId: newId(), cards, boards, sources });
  }
  return { chapters, boardsLeftOut };
}

/** Where an imported chapter lands in `subjects`: a subject and chapter of the same name, else its new ids. */
export function targetOf(subjects: Subject[], chapter: ImportedChapter): { subjectId: string; chapterId: string } {
  const subject = subjects.find((s) => same(s.name, chapter.subject));
  const existing = subject?.chapters.find((c) => same(c.name, chapter.chapter));
  return { subjectId: subject?.id ?? chapter.newSubjectId, chapterId: existing?.id ?? chapter.newChapterId };
}

/**
 * Adds a batch to the user's material: a pure edit (the save queue replays it on a newer copy after
 * a conflict). Subjects and chapters are matched by name, so importing into « Anatomie » adds to it.
 */
export function withImport(data: StudyData, batch: ImportBatch): StudyData {
  let subjects = data.subjects;
  const cards = { ...data.cards };
  const zoningSets = { ...data.zoningSets };
  for (const chapter of batch.chapters) {
    const { subjectId, chapterId } = targetOf(subjects, chapter);
    let subject = subjects.find((s) => s.id === subjectId);
    if (!subject) {
      subject = { id: subjectId, name: chapter.subject, colorHex: PALETTE[subjects.length % PALETTE.length]!, chapters: [] };
      subjects = [...subjects, subject];
    }
    if (!subject.chapters.some((c) => c.id === chapterId)) {
      const grown = { ...subject, chapters: [...subject.chapters, { id: chapterId, name: chapter.chapter }] };
      subjects = subjects.map((s) => (s.id === subjectId ? grown : s));
    }
    const key = chapterKey(subjectId, chapterId);
    if (chapter.cards.length > 0) cards[key] = [...(cards[key] ?? []), ...chapter.cards];
    if (chapter.boards.length > 0) zoningSets[key] = [...(zoningSets[key] ?? []), ...chapter.boards.map((board) => ({ ...board, subjectId, chapterId }))];
  }
  return { ...data, subjects, cards, zoningSets };
}

/** The memory item ids of a batch as it landed in `subjects`, each with the Anki cards it comes from. */
export function importedItems(subjects: Subject[], batch: ImportBatch): Array<{ itemId: string; ankiCardIds: number[] }> {
  const items: Array<{ itemId: string; ankiCardIds: number[] }> = [];
  for (const chapter of batch.chapters) {
    const { subjectId, chapterId } = targetOf(subjects, chapter);
    for (const [key, ankiCardIds] of chapter.sources) if (ankiCardIds.length > 0) items.push({ itemId: memoryItemId(subjectId, chapterId, key), ankiCardIds });
  }
  return items;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pasted pairs (« Coller depuis Quizlet ») as a batch of cards: the definition asks, the term answers (or the reverse). */
export function pairsBatch(
  pairs: ReadonlyArray<{ term: string; definition: string }>,
  target: { subject: string; chapter: string; reversed: boolean },
  newId: () => string,
): ImportBatch {
  const cards: Card[] = pairs.slice(0, 5000).map(({ term, definition }) => {
    const [question, answer] = target.reversed ? [term, definition] : [definition, term];
    return { id: newId(), text: escapeHtml(question), answer, answers: [answer], imageUrl: null };
  });
  return {
    chapters: [{ subject: target.subject.trim(), chapter: target.chapter.trim(), newSubjectId: newId(), newChapterId: newId(), cards, boards: [], sources: [] }],
    boardsLeftOut: 0,
  };
}
