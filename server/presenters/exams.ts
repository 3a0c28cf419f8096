import type { ExamCorrection, ExamPrompt, ExamQuestionView, ExamQuestionViews, ExamSummary, RunningExam, SubmittedExam } from '../../domain/exam/api';
import { tallyBy } from '../../domain/exam/grade';
import { EXAM_FORMATS, type ExamFormat } from '../../domain/exam/rules';
import type { MindMap } from '../../domain/data/mindMaps';
import { chapterKey } from '../../domain/data/subjects';
import { legendAnswer, type QuestionSource } from '../../domain/questions/build';
import type { ExamQuestionRow, ExamRow } from '../db/exams';

/** A map with the texts of `hidden` blanks (node ids, `<edge>:above|below`) removed, their notes too. */
function blankedMap(map: MindMap, hidden: ReadonlySet<string>): Extract<ExamPrompt, { kind: 'label' }>['map'] {
  return {
    id: map.id,
    title: map.title,
    backgroundColor: map.backgroundColor,
    nodes: map.nodes.map((node) => (hidden.has(node.id) ? { ...node, label: '', annotation: null } : node)),
    edges: map.edges.map((edge) => ({
      ...edge,
      labelAbove: hidden.has(`${edge.id}:above`) ? null : edge.labelAbove,
      labelBelow: hidden.has(`${edge.id}:below`) ? null : edge.labelBelow,
    })),
  };
}

/**
 * What a question shows while the exam runs: the card; the board with the zone outlined, or for a
 * zone to point the zone's name and no zone at all; the map with this blank (and the exam's other
 * blanks of that map) emptied.
 */
export function promptOf(source: QuestionSource, format: ExamFormat, hiddenBlanks: ReadonlySet<string>): ExamPrompt {
  if (source.kind === 'card') return { kind: 'card', text: source.card.text, imageUrl: source.card.imageUrl };
  if (source.kind === 'legend') {
    const pointed = format === 'zone';
    return {
      kind: 'legend',
      imageUrl: source.board.imageUrl,
      title: source.board.title,
      zone: pointed ? null : source.legend.points,
      name: pointed ? legendAnswer(source.legend) : null,
    };
  }
  return { kind: 'label', map: blankedMap(source.map, new Set([...hiddenBlanks, source.blank.id])), blankId: source.blank.id };
}

/** The context of the correction: the whole card, the board with the zone and its name, the whole map. */
function contextOf(source: QuestionSource): ExamPrompt {
  if (source.kind === 'legend') {
    return { kind: 'legend', imageUrl: source.board.imageUrl, title: source.board.title, zone: source.legend.points, name: legendAnswer(source.legend) };
  }
  if (source.kind === 'label') return { kind: 'label', map: blankedMap(source.map, new Set()), blankId: source.blank.id };
  return promptOf(source, 'qroc', new Set());
}

/** A question while the exam runs: never its right answer, the right propositions nor a grade. */
export function toQuestionView(row: ExamQuestionRow, hiddenBlanks: ReadonlySet<string> = new Set()): ExamQuestionView {
  return {
    index: row.position,
    format: row.format,
    subjectId: row.subject_id,
    chapterId: row.chapter_id,
    prompt: promptOf(row.source, row.format, hiddenBlanks),
    propositions: row.choice?.propositions ?? null,
    answer: row.answer,
    flagged: row.flagged,
  };
}

export function toRunningExam(
  exam: Pick<ExamRow, 'id' | 'started_at' | 'deadline' | 'chapters' | 'formats' | 'asked_count'>,
  slots: { position: number; answered: boolean; flagged: boolean }[],
  now: number,
): RunningExam {
  return {
    status: 'running',
    id: exam.id,
    startedAt: exam.started_at.getTime(),
    deadline: exam.deadline.getTime(),
    now,
    chapters: exam.chapters,
    formats: exam.formats,
    askedCount: exam.asked_count,
    slots: slots.map((slot) => ({ index: slot.position, answered: slot.answered, flagged: slot.flagged })),
  };
}

function toCorrection(row: ExamQuestionRow, hiddenBlanks: ReadonlySet<string>): ExamCorrection {
  return {
    ...toQuestionView(row, hiddenBlanks),
    itemId: row.item_id,
    kind: row.kind,
    rightAnswers: row.answers,
    right: row.choice?.right ?? null,
    zone: row.source.kind === 'legend' ? row.source.legend.points : null,
    context: contextOf(row.source),
    verdict: row.verdict,
    credit: row.credit ?? 0,
    timeMs: row.time_ms,
  };
}

/**
 * The blanks of the exam's questions, by map, and each question's: a map question shows the map
 * with the exam's other blanks of it emptied too, while it runs as in the correction.
 */
function blanksOfRows(rows: readonly ExamQuestionRow[]): (row: ExamQuestionRow) => ReadonlySet<string> {
  const byMap = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.source.kind !== 'label') continue;
    const blanks = byMap.get(row.source.map.id) ?? new Set<string>();
    blanks.add(row.source.blank.id);
    byMap.set(row.source.map.id, blanks);
  }
  const none = new Set<string>();
  return (row) => (row.source.kind === 'label' ? byMap.get(row.source.map.id)! : none);
}

/** Every question of a running exam (`toQuestionView`), for the screen to open each at once. */
export function toQuestionViews(rows: readonly ExamQuestionRow[]): ExamQuestionViews {
  const blanksOf = blanksOfRows(rows);
  return { questions: rows.map((row) => toQuestionView(row, blanksOf(row))) };
}

export function toSubmittedExam(exam: ExamRow, rows: readonly ExamQuestionRow[]): SubmittedExam {
  const credit = (row: ExamQuestionRow) => row.credit ?? 0;
  const byChapter = tallyBy(rows, (row) => chapterKey(row.subject_id, row.chapter_id), credit);
  const byFormat = tallyBy(rows, (row) => row.format, credit);
  const blanksOf = blanksOfRows(rows);
  return {
    status: 'submitted',
    id: exam.id,
    startedAt: exam.started_at.getTime(),
    submittedAt: exam.submitted_at!.getTime(),
    submittedBy: exam.submitted_by ?? 'student',
    chapters: exam.chapters,
    formats: exam.formats,
    askedCount: exam.asked_count,
    grade: exam.grade ?? 0,
    earned: exam.earned ?? 0,
    total: rows.length,
    byChapter: exam.chapters.flatMap((chapter) => {
      const tally = byChapter.get(chapterKey(chapter.subjectId, chapter.chapterId));
      return tally ? [{ ...chapter, ...tally }] : [];
    }),
    byFormat: EXAM_FORMATS.flatMap((format) => {
      const tally = byFormat.get(format);
      return tally ? [{ format, ...tally }] : [];
    }),
    questions: rows.map((row) => toCorrection(row, blanksOf(row))),
  };
}

export function toExamSummary(exam: ExamRow & { total: number }): ExamSummary {
  return {
    id: exam.id,
    startedAt: exam.started_at.getTime(),
    submittedAt: exam.submitted_at!.getTime(),
    chapters: exam.chapters,
    total: exam.total,
    grade: exam.grade ?? 0,
  };
}
