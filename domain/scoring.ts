import { TIME_ZONE } from './limits';
import type { TrainingSession } from './data/sessions';

/** Scoring rules (part 1 §9, ARCHITECTURE.md): the same for every method. */
export const POINTS_PER_CORRECT = 10;
export const MIN_QUESTIONS_FOR_POINTS = 10;
/** Qualifying sessions per method/subject/chapter and week that still earn points. */
export const WEEKLY_QUALIFYING_SESSIONS = 3;

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

export type NoPointsReason = 'too-few-questions' | 'weekly-limit' | 'nothing-correct';

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
 * serial-killer) are decided from the leaderboard, not from a session.
 */
export function sessionBadges(session: TrainingSession, sessionCount: number, loginStreak: number): string[] {
  const badges: string[] = [];
  if (parisParts(session.finishedAt).hour < BADGE_RULES.marmotteUntilHour) badges.push('marmotte');
  const percent = session.total > 0 ? (session.correct / session.total) * 100 : 0;
  if (
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
