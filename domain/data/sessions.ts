import { limits } from '../limits';
import { asArray, asBoolean, asInteger, asRecord, asText, timestamp } from './primitives';

/** The methods of the catalogue (part 1 §2 Methods catalogue), in its order. */
export const CATALOGUE_METHOD_IDS = ['association', 'image-zoning', 'mindmap', 'qcm', 'dictation', 'group'] as const;
export type CatalogueMethodId = (typeof CATALOGUE_METHOD_IDS)[number];
/**
 * A review session (« Réviser maintenant », issue 19): the due and new items of a chapter, a
 * subject or everything, cards, legends and map texts mixed. Not a method of the catalogue.
 */
export const REVISION_METHOD_ID = 'revision';
/**
 * A QCM session (issue 49): QRU and QRM drawn by the server from a chapter's cards, boards and
 * maps, judged by it one answer at a time.
 */
export const QCM_METHOD_ID = 'qcm';
export const METHOD_IDS = [...CATALOGUE_METHOD_IDS, REVISION_METHOD_ID] as const;
export type MethodId = (typeof METHOD_IDS)[number];

export function isMethodId(value: unknown): value is MethodId {
  return typeof value === 'string' && (METHOD_IDS as readonly string[]).includes(value);
}

/**
 * Whether a session names its questions by memory item id (`<subject>/<chapter>/<key>`) rather
 * than by its method's question ids: review and QCM sessions ask every kind of item.
 */
export function asksByMemoryId(methodId: string): boolean {
  return methodId === REVISION_METHOD_ID || methodId === QCM_METHOD_ID;
}

/**
 * How a question was asked: its answer typed (cards, mind-map texts), a legend placed on its
 * board (zoning, « Placer »), an outlined zone named by typing its legend's label (zoning,
 * « Nommer la zone »), or propositions ticked (QCM). A question recorded without one (clients
 * older than the zoning modes) was asked its method's first way: typed, or placed in zoning.
 */
export const QUESTION_KINDS = ['typed', 'placement', 'zone-name', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export function isQuestionKind(value: unknown): value is QuestionKind {
  return typeof value === 'string' && (QUESTION_KINDS as readonly string[]).includes(value);
}

/** Whether the student typed (or ticked) the answer, at least 1 s each, rather than placed it. */
export function isTypedKind(kind: QuestionKind): boolean {
  return kind !== 'placement';
}

export interface SessionQuestion {
  cardId: string;
  correct: boolean;
  userAnswer: string;
  rightAnswer: string;
  /** Absent on questions recorded before the zoning modes: the method's first way. */
  kind?: QuestionKind;
  /** Right only within the answer check's tolerance (« Presque ! »), as the server judged it. */
  almost?: boolean;
  /** Time spent on the question (ms), bounded by the session's; absent on older sessions. */
  ms?: number;
}

/** A finished training session (part 1 §3); times are ms timestamps. */
export interface TrainingSession {
  id: string;
  methodId: MethodId;
  subjectId: string;
  chapterId: string;
  startedAt: number;
  finishedAt: number;
  total: number;
  correct: number;
  percent: number;
  questions: SessionQuestion[];
}

/** A session without its questions (what the history lists; answers are the owner's material). */
export function sessionSummary({ questions: _questions, ...summary }: TrainingSession): Omit<TrainingSession, 'questions'> {
  return summary;
}

export interface ProgressEntry {
  attempts: number;
  correct: number;
  lastAt: number | null;
}

/** Progress key: `method:subjectId:chapterId`. */
export function progressKey(methodId: string, subjectId: string, chapterId: string): string {
  return `${methodId}:${subjectId}:${chapterId}`;
}

/** A session, or null when it cannot be a real one (unknown method, negative length, more right than asked). */
export function normaliseSession(input: unknown): TrainingSession | null {
  const raw = asRecord(input);
  const id = asText(raw.id, 200);
  if (!id || !isMethodId(raw.methodId)) return null;
  const startedAt = timestamp(raw.startedAt, NaN);
  const finishedAt = timestamp(raw.finishedAt, NaN);
  if (Number.isNaN(startedAt) || Number.isNaN(finishedAt) || finishedAt < startedAt) return null;
  const questions = asArray(raw.questions, 1000).map((q) => {
    const question = asRecord(q);
    return {
      cardId: asText(question.cardId, 200),
      correct: asBoolean(question.correct),
      userAnswer: asText(question.userAnswer, limits.textInputMax),
      rightAnswer: asText(question.rightAnswer, limits.textInputMax),
      ...(isQuestionKind(question.kind) ? { kind: question.kind } : {}),
    };
  });
  const total = asInteger(raw.total, questions.length, 0, 10_000);
  const correct = asInteger(raw.correct, questions.filter((q) => q.correct).length, 0, 10_000);
  if (correct > total) return null;
  return {
    id,
    methodId: raw.methodId,
    subjectId: asText(raw.subjectId, 200),
    chapterId: asText(raw.chapterId, 200),
    startedAt,
    finishedAt,
    total,
    correct,
    percent: total > 0 ? Math.round((correct / total) * 100) : 0,
    questions,
  };
}

export function normaliseSessions(input: unknown): TrainingSession[] {
  const seen = new Set<string>();
  const sessions: TrainingSession[] = [];
  for (const item of asArray(input, limits.sessionsKept)) {
    const session = normaliseSession(item);
    if (session && !seen.has(session.id)) {
      seen.add(session.id);
      sessions.push(session);
    }
  }
  return sessions;
}

export function normaliseProgress(input: unknown, keep: (key: string) => boolean): Record<string, ProgressEntry> {
  const progress: Record<string, ProgressEntry> = {};
  for (const [key, value] of Object.entries(asRecord(input)).slice(0, 10_000)) {
    if (!keep(key)) continue;
    const raw = asRecord(value);
    const attempts = asInteger(raw.attempts, 0);
    const lastAt = timestamp(raw.lastAt, NaN);
    progress[key] = {
      attempts,
      correct: Math.min(attempts, asInteger(raw.correct, 0)),
      lastAt: Number.isNaN(lastAt) ? null : lastAt,
    };
  }
  return progress;
}
