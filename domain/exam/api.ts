import { z } from 'zod';
import type { MindMap } from '../data/mindMaps';
import type { Point } from '../data/zoning';
import type { Verdict } from '../answers/check';
import { limits } from '../limits';
import type { MemoryKind } from '../memory/items';
import type { ExamAnswer, ExamTally } from './grade';
import { EXAM_FORMATS, EXAM_LIMITS, type ExamFormat } from './rules';

const shortId = z.string().min(1).max(200);

/** POST /me/exams: the chapters, how many questions, how long, in which formats. */
export const composeExamBody = z.object({
  chapters: z
    .array(z.object({ subjectId: shortId, chapterId: shortId }))
    .min(1)
    .max(EXAM_LIMITS.maxChapters),
  questionCount: z.number().int().min(EXAM_LIMITS.minQuestions).max(EXAM_LIMITS.maxQuestions),
  durationMinutes: z.number().int().min(EXAM_LIMITS.minMinutes).max(EXAM_LIMITS.maxMinutes),
  formats: z.array(z.enum(EXAM_FORMATS)).min(1).max(EXAM_FORMATS.length),
});
export type ComposeExamBody = z.infer<typeof composeExamBody>;

const unit = z.number().finite().min(0).max(1);

/**
 * PUT /me/exams/:id/questions/:index: the answer as given (a text, the ticked propositions, a
 * point; null clears it) and/or the « À revoir » flag.
 */
export const examAnswerBody = z
  .object({
    answer: z
      .union([
        z.object({ text: z.string().max(limits.textInputMax) }).strict(),
        z.object({ ticked: z.array(z.number().int().min(0).max(4)).max(5) }).strict(),
        z.object({ point: z.object({ x: unit, y: unit }).strict() }).strict(),
      ])
      .nullable()
      .optional(),
    flagged: z.boolean().optional(),
  })
  .strict();
export type ExamAnswerBody = z.infer<typeof examAnswerBody>;

export const examParams = z.object({ id: z.string().min(1).max(100) });
export const examQuestionParams = examParams.extend({ index: z.coerce.number().int().min(0).max(EXAM_LIMITS.maxQuestions - 1) });

/** What a question shows, without its answer: a card; a board with the zone outlined (or the name of the zone to point); a map with its blank. */
export type ExamPrompt =
  | { kind: 'card'; text: string; imageUrl: string | null }
  | { kind: 'legend'; imageUrl: string; title: string | null; zone: Point[] | null; name: string | null }
  | { kind: 'label'; map: Pick<MindMap, 'id' | 'title' | 'backgroundColor' | 'nodes' | 'edges'>; blankId: string };

/** One question while the exam runs: no right answer, no grade, propositions in the order drawn. */
export interface ExamQuestionView {
  index: number;
  format: ExamFormat;
  subjectId: string;
  chapterId: string;
  prompt: ExamPrompt;
  propositions: string[] | null;
  answer: ExamAnswer | null;
  flagged: boolean;
}

/** GET /me/exams/:id/questions: every question of the running exam as it shows, so that the screen opens each at once. */
export interface ExamQuestionViews {
  questions: ExamQuestionView[];
}

/** A question's place in the grid of numbers. */
export interface ExamSlot {
  index: number;
  answered: boolean;
  flagged: boolean;
}

export interface ExamChapter {
  subjectId: string;
  chapterId: string;
}

/** A running exam (GET /me/exams/:id before submission): the server's clock and the grid. */
export interface RunningExam {
  status: 'running';
  id: string;
  startedAt: number;
  deadline: number;
  /** The server's time when it answered, to set the client's countdown against. */
  now: number;
  chapters: ExamChapter[];
  formats: ExamFormat[];
  /** How many questions were asked for, when the chapters held fewer. */
  askedCount: number;
  slots: ExamSlot[];
}

/** A question of the correction: the question, the answer given, the right one, the grade. */
export interface ExamCorrection extends ExamQuestionView {
  itemId: string;
  kind: MemoryKind;
  /** The accepted answers; for a QRU/QRM, which propositions were right. */
  rightAnswers: string[];
  right: number[] | null;
  /** The zone that was to be pointed (or named). */
  zone: Point[] | null;
  /** The card's text, the board or the map around the question, whatever the format. */
  context: ExamPrompt;
  verdict: Verdict | null;
  credit: number;
  timeMs: number;
}

/** A submitted exam: the grade /20, the breakdown and the correction. */
export interface SubmittedExam {
  status: 'submitted';
  id: string;
  startedAt: number;
  submittedAt: number;
  /** By the student, or by the server's clock when the time ran out. */
  submittedBy: 'student' | 'clock';
  chapters: ExamChapter[];
  formats: ExamFormat[];
  askedCount: number;
  grade: number;
  earned: number;
  total: number;
  byChapter: (ExamTally & ExamChapter)[];
  byFormat: (ExamTally & { format: ExamFormat })[];
  questions: ExamCorrection[];
}

export type ExamState = RunningExam | SubmittedExam;

/** A past exam in the history. */
export interface ExamSummary {
  id: string;
  startedAt: number;
  submittedAt: number;
  chapters: ExamChapter[];
  total: number;
  grade: number;
}

/** An item most often missed across exams (« À retravailler »). */
export interface MissedItem {
  itemId: string;
  subjectId: string;
  chapterId: string;
  kind: MemoryKind;
  answer: string;
  misses: number;
}

/** GET /me/exams: the running exam if any, the history and « À retravailler ». */
export interface ExamsOverview {
  running: { id: string; deadline: number; now: number } | null;
  exams: ExamSummary[];
  toRework: MissedItem[];
}
