import { TIME_ZONE } from './limits';
import type { TrainingSession } from './data/sessions';

/** Scoring rules (part 1 §9, ARCHITECTURE.md): the same for every method. */
export const POINTS_PER_CORRECT = 10;
export const MIN_QUESTIONS_FOR_POINTS = 10;
/** Qualifying sessions per method/subject/chapter and week that still earn points. */
export const WEEKLY_QUALIFYING_SESSIONS = 3;

/**
 * Fair play (README "Points and fair play"). Nobody reads a prompt, recalls, types and validates an
 * answer in under a second, nor places a legend in under 0.3 s; blank answers cost no time (they
 * cannot score). A session answered faster is refused.
 */
export const MIN_MS_PER_TYPED_ANSWER = 1000;
export const MIN_MS_PER_PLACEMENT = 300;
/** A session (timed by the server or not) is recorded at most this long after it started. */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * Points an account may earn per Paris day: 1,000 right answers, i.e. 25 flawless 40-question
 * sessions on at least 9 chapter-method pairs (a 40-item chapter pays 1,200 points a week per
 * method), well over an hour of nothing but right answers. No honest day comes near it; a forger is
 * held to it.
 */
export const DAILY_POINTS_CEILING = 10_000;
/**
 * Points per Paris day, within the ceiling, from sessions whose time the server did not keep
 * (recorded later without a registered start, e.g. queued offline, or run alongside another
 * session): 200 right answers, five flawless 40-question sessions on the train. The server cannot
 * tell such a session from a forged one, so they never buy more than this share of a day.
 */
export const OFFLINE_DAILY_POINTS = 2_000;

/** The least time `answers` can take: one second per typed answer, 0.3 s per placement, nothing for blanks. */
export function minimumSessionMs(answers: readonly { userAnswer: string; typed: boolean }[]): number {
  return answers.reduce(
    (sum, answer) => (answer.userAnswer.trim() === '' ? sum : sum + (answer.typed ? MIN_MS_PER_TYPED_ANSWER : MIN_MS_PER_PLACEMENT)),
    0,
  );
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Calendar fields of an instant in Europe/Paris. */
export function parisParts(at: number): { year: number; month: number; day: number; hour: number; weekday: number } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The Monday (YYYY-MM-DD) starting the Paris week of an instant. */
export function parisWeekStart(at: number): string {
  const { year, month, day, weekday } = parisParts(at);
  const monday = new Date(Date.UTC(year, month - 1, day - weekday));
  return monday.toISOString().slice(0, 10);
}

export type NoPointsReason = 'too-few-questions' | 'weekly-limit' | 'nothing-correct' | 'daily-limit' | 'offline-limit';

export interface PointsDecision {
  points: number;
  /** Why nothing was earned; null when points were awarded. */
  reason: NoPointsReason | null;
  /** Whether this session counts towards the weekly limit. */
  qualifying: boolean;
}

const sameTarget = (a: TrainingSession, b: TrainingSession) =>
  a.methodId === b.methodId && a.subjectId === b.subjectId && a.chapterId === b.chapterId;

/**
 * Points for `session` given the sessions recorded before it: 10 per correct answer, only with at
 * least 10 questions and fewer than 3 earlier qualifying sessions of the same method, subject and
 * chapter finished in the same Monday-started Paris week.
 */
export function decidePoints(session: TrainingSession, earlier: readonly TrainingSession[]): PointsDecision {
  if (session.total < MIN_QUESTIONS_FOR_POINTS) return { points: 0, reason: 'too-few-questions', qualifying: false };
  const week = parisWeekStart(session.finishedAt);
  const qualifyingThisWeek = earlier.filter(
    (s) =>
      s.id !== session.id &&
      sameTarget(s, session) &&
      s.total >= MIN_QUESTIONS_FOR_POINTS &&
      parisWeekStart(s.finishedAt) === week,
  ).length;
  if (qualifyingThisWeek >= WEEKLY_QUALIFYING_SESSIONS) return { points: 0, reason: 'weekly-limit', qualifying: true };
  if (session.correct === 0) return { points: 0, reason: 'nothing-correct', qualifying: true };
  return { points: session.correct * POINTS_PER_CORRECT, reason: null, qualifying: true };
}

/** Points already earned on the current Paris day: all of them, and those of sessions the server did not time. */
export interface EarnedToday {
  all: number;
  offline: number;
}

/**
 * `decision` held to what is left of the day's ceiling, and, for a session the server did not time
 * (`serverTimed` false), to what is left of the offline share.
 */
export function capToDailyCeiling(decision: PointsDecision, earned: EarnedToday, serverTimed: boolean): PointsDecision {
  const ceilingLeft = Math.max(0, DAILY_POINTS_CEILING - earned.all);
  const offlineLeft = serverTimed ? Infinity : Math.max(0, OFFLINE_DAILY_POINTS - earned.offline);
  const left = Math.min(ceilingLeft, offlineLeft);
  if (decision.points <= left) return decision;
  if (left > 0) return { ...decision, points: left, reason: null };
  return { ...decision, points: 0, reason: ceilingLeft === 0 ? 'daily-limit' : 'offline-limit' };
}

/** Badge thresholds (part 1 §9). */
export const BADGE_RULES = {
  charbonneurSessions: 100,
  marmotteUntilHour: 4,
  turboQuestions: 15,
  turboPercent: 75,
  turboMaxMs: 60_000,
  perfectQuestions: 20,
  padawanStreak: 7,
  serialKillerDays: 7,
} as const;

/**
 * Badges a finished session earns by itself or with the user's totals. Rank badges (prems,
 * serial-killer) are decided from the leaderboard, not from a session. Timing badges need times
 * measured by the server (`serverTimed`), never the client's.
 */
export function sessionBadges(session: TrainingSession, sessionCount: number, loginStreak: number, serverTimed: boolean): string[] {
  const badges: string[] = [];
  if (serverTimed && parisParts(session.finishedAt).hour < BADGE_RULES.marmotteUntilHour) badges.push('marmotte');
  const percent = session.total > 0 ? (session.correct / session.total) * 100 : 0;
  if (
    serverTimed &&
    session.total >= BADGE_RULES.turboQuestions &&
    percent >= BADGE_RULES.turboPercent &&
    session.finishedAt - session.startedAt <= BADGE_RULES.turboMaxMs
  ) {
    badges.push('turbo');
  }
  if (session.total >= BADGE_RULES.perfectQuestions && session.correct === session.total) badges.push('perfect');
  if (sessionCount >= BADGE_RULES.charbonneurSessions) badges.push('charbonneur');
  if (loginStreak >= BADGE_RULES.padawanStreak) badges.push('padawan');
  return badges;
}
