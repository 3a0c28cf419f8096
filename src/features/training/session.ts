import { answerCheck, countsAsCorrect, type AnswerCheck, type Verdict } from '../../../domain/answers/check';
import type { MethodId, QuestionKind } from '../../../domain/data/sessions';
import { SESSION_MAX_AGE_MS } from '../../../domain/scoring';
import type { RecordSessionBody } from '../../../domain/training';

/**
 * The training session as a pure state machine (part 1 §4 Association training session), shared by
 * every method: one question at a time, validate locks the answer, next (or end) without validating
 * records the question as wrong, the last question ends the session.
 */

/** What is asked: the id the server knows (`cardId`), the accepted answers, and what the screen shows. */
export interface Question<P> {
  cardId: string;
  answers: string[];
  prompt: P;
  /** How it is asked, recorded for the server to judge it the same way; without one, its method's first way. */
  kind?: QuestionKind;
}

export interface AnswerEntry {
  userAnswer: string;
  validated: boolean;
  /** Right, or almost right (a forgiven typo): the question is earned. */
  correct: boolean;
  /** When almost right (« Presque ! »): the accepted answer it nearly matched; otherwise null. */
  almost: string | null;
  /** When the question came on screen: its time until the next one is sent with the session. */
  shownAt?: number;
}

export interface TrainingTarget {
  methodId: MethodId;
  subjectId: string;
  chapterId: string;
}

export interface TrainingState<P> extends TrainingTarget {
  id: string;
  questions: Question<P>[];
  /** One entry per question reached so far; the last one is the current question. */
  entries: AnswerEntry[];
  startedAt: number;
  finishedAt: number | null;
}

export type { AnswerCheck };

/** `method-subject-chapter-random`, as the spec builds session ids (part 1 §3). */
export function newSessionId(target: TrainingTarget, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0');
  return `${target.methodId}-${target.subjectId}-${target.chapterId}-${suffix}`;
}

export { shuffle } from '../../../domain/questions/random';

const blank = (shownAt: number): AnswerEntry => ({ userAnswer: '', validated: false, correct: false, almost: null, shownAt });

export function startTraining<P>(target: TrainingTarget, questions: Question<P>[], id: string, startedAt: number): TrainingState<P> {
  return { ...target, id, questions, entries: questions.length > 0 ? [blank(startedAt)] : [], startedAt, finishedAt: null };
}

export function currentIndex(state: TrainingState<unknown>): number {
  return state.entries.length - 1;
}

/** Whether the student has done anything in the session yet: an answer typed or placed, or a question passed. */
export function sessionBegun(state: TrainingState<unknown>): boolean {
  return state.entries.length > 1 || state.entries.some((entry) => entry.validated || entry.userAnswer !== '');
}

export function currentEntry(state: TrainingState<unknown>): AnswerEntry | undefined {
  return state.entries[state.entries.length - 1];
}

export function isLastQuestion(state: TrainingState<unknown>): boolean {
  return state.entries.length >= state.questions.length;
}

function replaceCurrent<P>(state: TrainingState<P>, entry: AnswerEntry): TrainingState<P> {
  return { ...state, entries: [...state.entries.slice(0, -1), entry] };
}

/** Typing changes the current answer until it is validated. */
export function typeAnswer<P>(state: TrainingState<P>, userAnswer: string): TrainingState<P> {
  const entry = currentEntry(state);
  if (!entry || entry.validated || state.finishedAt !== null) return state;
  return replaceCurrent(state, { ...entry, userAnswer });
}

/**
 * Validate locks the answer and checks it against every accepted answer. By default the typed
 * answer is judged as the server judges it, the session's questions (every card of the chapter)
 * as the chapter's other answers.
 */
export function validateAnswer<P>(state: TrainingState<P>, check?: AnswerCheck): TrainingState<P> {
  const entry = currentEntry(state);
  const question = state.questions[currentIndex(state)];
  if (!entry || !question || entry.validated || state.finishedAt !== null) return state;
  const judge = check ?? answerCheck(state.questions.flatMap((q) => q.answers));
  const result = judge(entry.userAnswer, question.answers);
  return replaceCurrent(state, { ...entry, ...validatedEntry(result) });
}

/**
 * Validates question `index` with a verdict given from elsewhere: the server judges a QCM answer
 * and only then tells its right answers, which the question takes on (for the feedback, the
 * results and the recording). Nothing happens unless that question is current and not validated.
 */
export function settleAnswer<P>(state: TrainingState<P>, index: number, result: { verdict: Verdict; answers: string[] }): TrainingState<P> {
  const entry = currentEntry(state);
  if (!entry || currentIndex(state) !== index || entry.validated || state.finishedAt !== null) return state;
  const questions = state.questions.map((question, i) => (i === index ? { ...question, answers: result.answers } : question));
  return replaceCurrent({ ...state, questions }, { ...entry, ...validatedEntry({ verdict: result.verdict, expected: result.answers.join(' · ') }) });
}

/** What an answer check makes of an entry: validated, earned or not, almost or not. */
export function validatedEntry(result: ReturnType<AnswerCheck>): Pick<AnswerEntry, 'validated' | 'correct' | 'almost'> {
  return { validated: true, correct: countsAsCorrect(result.verdict), almost: result.verdict === 'almost' ? result.expected : null };
}

/** Next question; on the last one the session ends. A question left without validating counts as wrong. */
export function goNext<P>(state: TrainingState<P>, now: number): TrainingState<P> {
  if (state.finishedAt !== null || state.entries.length === 0) return state;
  if (isLastQuestion(state)) return finishTraining(state, now);
  return { ...state, entries: [...state.entries, blank(now)] };
}

/** Ends now with the questions reached so far. */
export function finishTraining<P>(state: TrainingState<P>, now: number): TrainingState<P> {
  if (state.finishedAt !== null) return state;
  return { ...state, finishedAt: Math.max(now, state.startedAt) };
}

export interface ReviewItem<P> {
  question: Question<P>;
  userAnswer: string;
  /** The answer nearly matched when almost right, else the first accepted answer. */
  rightAnswer: string;
  correct: boolean;
  /** Almost right: earned, shown « Presque ! » with the differing letters. */
  almost: boolean;
}

export interface TrainingSummary<P> {
  total: number;
  correct: number;
  /** Rounded (part 1 §9). */
  percent: number;
  durationMs: number;
  review: ReviewItem<P>[];
}

export function summarise<P>(state: TrainingState<P>, now: number = state.finishedAt ?? state.startedAt): TrainingSummary<P> {
  const review = state.entries.map((entry, i) => {
    const question = state.questions[i]!;
    const correct = entry.validated && entry.correct;
    const almost = correct && entry.almost !== null;
    return { question, userAnswer: entry.userAnswer.trim(), rightAnswer: (almost ? entry.almost : question.answers[0]) ?? '', correct, almost };
  });
  const correct = review.filter((item) => item.correct).length;
  return {
    total: review.length,
    correct,
    percent: review.length > 0 ? Math.round((correct / review.length) * 100) : 0,
    durationMs: Math.max(0, (state.finishedAt ?? now) - state.startedAt),
    review,
  };
}

/**
 * How long each question was on screen, until the next one (or the end): what spaced repetition
 * compares with the student's usual pace. Undefined for questions answered all at once.
 */
function timesOnScreen(state: TrainingState<unknown>): (number | undefined)[] {
  return state.entries.map((entry, i) => {
    const until = state.entries[i + 1]?.shownAt ?? state.finishedAt;
    return entry.shownAt === undefined || until === null || until === undefined ? undefined : Math.max(0, Math.round(until - entry.shownAt));
  });
}

/** The body of POST /me/sessions for a finished session. */
export function recordBody(state: TrainingState<unknown>): RecordSessionBody {
  const { review } = summarise(state);
  const times = timesOnScreen(state);
  return {
    id: state.id,
    methodId: state.methodId,
    subjectId: state.subjectId,
    chapterId: state.chapterId,
    startedAt: state.startedAt,
    finishedAt: state.finishedAt ?? state.startedAt,
    questions: review.map((item, i) => ({
      cardId: item.question.cardId,
      correct: item.correct,
      userAnswer: item.userAnswer.slice(0, 1000),
      rightAnswer: item.rightAnswer.slice(0, 1000),
      ...(item.question.kind ? { kind: item.question.kind } : {}),
      ...(times[i] !== undefined ? { ms: Math.min(times[i], SESSION_MAX_AGE_MS) } : {}),
    })),
  };
}

/** mm:ss of a duration (the timer and the results). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
