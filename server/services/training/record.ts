import { countsAsCorrect } from '../../../domain/answers/check';
import { practiceItems, questionKind, ACTIVE_METHODS } from '../../../domain/practice';
import { revisionScope } from '../../../domain/memory/revision';
import { isPlacementAnswerCorrect } from '../../../domain/questions/placement';
import { messages } from '../../../domain/messages';
import { serverEvents, type UserDataUpdatedEvent } from '../../../domain/realtime';
import { parisDay, parisDayNumber } from '../../../domain/dates';
import {
  capToDailyCeiling,
  decidePoints,
  type EarnedToday,
  minimumSessionMs,
  parisWeekStart,
  SESSION_MAX_AGE_MS,
  sessionBadges,
} from '../../../domain/scoring';
import { isTypedKind, QCM_METHOD_ID, REVISION_METHOD_ID, sessionSummary, type MethodId, type TrainingSession } from '../../../domain/data/sessions';
import type { Material } from '../../../domain/data/userData';
import { chapterKey } from '../../../domain/data/subjects';
import type { RecordSessionBody, RecordSessionResponse, SessionStartBody } from '../../../domain/training';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import { readChapterMaterial, readMaterial } from '../userData';
import { getUser } from '../users';
import { reviewMemory } from '../memory/memory';
import { addBadges, observeLeader } from './ranking';
import { heldQcmAskable } from './qcm';
import { methodAskable, revisionAskable, type Askable } from './revision';
import { findStart, registerStart, type RegisteredStart } from './starts';
import { readProgress } from './store';
import {
  countSessions,
  dropStart,
  findSessionRow,
  hasServerTimedSessionEndingAfter,
  insertSession,
  pointRowsSince,
  sessionRowsOfWeek,
} from '../../db/trainingSessions';
import { addPoints, lockUser, recordSessionDay } from '../../db/users';
import { toSession } from '../../presenters/sessions';

/** The client's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface SessionClock {
  startedAt: number;
  finishedAt: number;
  /** Times measured by the server from a registered start: only these earn timing badges. */
  serverTimed: boolean;
}

/**
 * When the session ran. A start registered with the server is its clock: the session ran from
 * there until now, whatever the client says. Without one (recorded later, e.g. after being
 * offline) the client's times stand only when plausible: started within the last day and finished
 * by now.
 */
function sessionClock(body: RecordSessionBody, start: RegisteredStart | null, now: number): SessionClock {
  if (start) {
    if (start.methodId !== body.methodId || start.subjectId !== body.subjectId || start.chapterId !== body.chapterId) {
      throw badRequest(messages.sessionStartMismatch);
    }
    return { startedAt: start.startedAt, finishedAt: Math.max(now, start.startedAt), serverTimed: true };
  }
  if (
    body.finishedAt < body.startedAt ||
    body.finishedAt > now + CLOCK_SKEW_MS ||
    body.startedAt < now - SESSION_MAX_AGE_MS - CLOCK_SKEW_MS
  ) {
    throw badRequest(messages.sessionImplausible);
  }
  return { startedAt: body.startedAt, finishedAt: body.finishedAt, serverTimed: false };
}

/**
 * Checks a finished session against the user's own material and the clock, then scores it with
 * the server's rules. Each item is asked at most once, in a way its method allows. Typed answers
 * (cards, mind-map texts, named zones) are re-checked here with the same context as on the client
 * (« almost » counts as correct), and so are zoning placements: the client's `correct` flag is
 * never trusted (a placement is right only inside the legend's zone). A QCM's answers are those
 * the server judged while it ran. Answers faster than a person can give them are refused.
 */
function verifiedSession(body: RecordSessionBody, { items, checkOf, judged }: Askable, clock: SessionClock): TrainingSession {
  const asked = new Set<string>();
  const answered: { userAnswer: string; typed: boolean }[] = [];
  const duration = clock.finishedAt - clock.startedAt;
  const averageMs = Math.round(duration / body.questions.length);
  const questions = body.questions.map((recorded) => {
    const question = { ...recorded, userAnswer: judged?.get(recorded.cardId) ?? recorded.userAnswer };
    const item = items.get(question.cardId);
    if (!item) throw badRequest(messages.sessionUnknownQuestion);
    if (asked.has(question.cardId)) throw badRequest(messages.sessionDuplicateQuestion);
    asked.add(question.cardId);
    const kind = questionKind(item, question.kind);
    if (!kind) throw badRequest(messages.sessionQuestionKind);
    const typed = isTypedKind(kind);
    answered.push({ userAnswer: question.userAnswer, typed });
    const verdict = typed ? checkOf(item)(question.userAnswer, item.answers).verdict : null;
    const correct = verdict
      ? countsAsCorrect(verdict)
      : item.zone !== undefined && isPlacementAnswerCorrect(item.zone.legend, question.userAnswer);
    const ms = Math.min(question.ms ?? averageMs, duration);
    return { ...question, correct, rightAnswer: item.answers[0] ?? '', ...(verdict === 'almost' ? { almost: true } : {}), ms };
  });
  if (duration < minimumSessionMs(answered)) throw badRequest(messages.sessionTooFast);
  const correct = questions.filter((q) => q.correct).length;
  return {
    id: body.id,
    methodId: body.methodId as MethodId,
    subjectId: body.subjectId,
    chapterId: body.chapterId,
    startedAt: clock.startedAt,
    finishedAt: clock.finishedAt,
    total: questions.length,
    correct,
    percent: Math.round((correct / questions.length) * 100),
    questions,
  };
}

/** Registers a session's start (POST /me/sessions/start); answers it on the server's clock. */
export async function startSession(ctx: AppContext, user: User, start: SessionStartBody): Promise<number> {
  if (!isRecordable(start.methodId)) throw badRequest(messages.sessionMethodInactive);
  return registerStart(ctx.db, user.id, start, Date.now());
}

/** The methods whose sessions the server records: the active ones, and review sessions. */
function isRecordable(methodId: string): boolean {
  return methodId === REVISION_METHOD_ID || (ACTIVE_METHODS as readonly string[]).includes(methodId);
}

/**
 * The material a session is checked against and what it may ask. A method's session: its chapter
 * (read alone), asked by the method's question ids; a QCM session, the questions the server drew
 * for it (`heldQcmAskable`). A review session: the whole material, asked by
 * memory item ids within its scope (`all` for a subject's every chapter, or every subject).
 */
async function askableOf(ctx: AppContext, userId: string, body: RecordSessionBody): Promise<{ stored: Material; askable: Askable }> {
  if (body.methodId === REVISION_METHOD_ID) {
    const stored = (await readMaterial(ctx.db, userId)).data;
    const scope = revisionScope(body.subjectId, body.chapterId);
    const subject = scope.subjectId === undefined ? null : stored.subjects.find((s) => s.id === scope.subjectId);
    if (subject === undefined || (scope.chapterId !== undefined && !subject?.chapters.some((c) => c.id === scope.chapterId))) {
      throw notFound(messages.sessionChapterMissing);
    }
    return { stored, askable: revisionAskable(stored, scope) };
  }
  const stored = await readChapterMaterial(ctx.db, userId, body.subjectId, body.chapterId);
  const subject = stored.subjects.find((s) => s.id === body.subjectId);
  if (!subject?.chapters.some((c) => c.id === body.chapterId)) throw notFound(messages.sessionChapterMissing);
  if (body.methodId === QCM_METHOD_ID) return { stored, askable: await heldQcmAskable(ctx.db, userId, body) };
  return { stored, askable: methodAskable(practiceItems(stored, body.methodId as MethodId, body.subjectId, body.chapterId)) };
}

/** Points the user's sessions recorded on the current Paris day earned, for the daily ceiling and the offline share. */
async function pointsEarnedToday(db: Queryable, userId: string, now: number): Promise<EarnedToday> {
  // Two days back: a Paris day lasts up to 25 hours.
  const recent = await pointRowsSince(db, userId, new Date(now - 2 * DAY_MS));
  const today = parisDay(now);
  const earned = { all: 0, offline: 0 };
  for (const row of recent) {
    if (parisDay(new Date(row.created_at)) !== today) continue;
    earned.all += row.points;
    if (!row.server_timed) earned.offline += row.points;
  }
  return earned;
}

/**
 * A session behind a registered start is timed by the server alone only if no other session timed
 * by it ended after that start: a script opening twenty starts at once and recording them all later
 * would otherwise have the same minutes pay twenty times. An overlapping session keeps the server's
 * times but is scored as one the server did not see (the offline share, no timing badge).
 */
async function timedAlone(db: Queryable, userId: string, clock: SessionClock): Promise<SessionClock> {
  if (!clock.serverTimed) return clock;
  const overlaps = await hasServerTimedSessionEndingAfter(db, userId, new Date(clock.startedAt));
  return overlaps ? { ...clock, serverTimed: false } : clock;
}

/** Records a finished session once; a replay of the same id changes nothing and earns nothing. */
export async function recordSession(ctx: AppContext, user: User, body: RecordSessionBody): Promise<RecordSessionResponse> {
  if (!isRecordable(body.methodId)) throw badRequest(messages.sessionMethodInactive);
  const { stored, askable } = await askableOf(ctx, user.id, body);
  const now = Date.now();
  const clock = sessionClock(body, await findStart(ctx.db, user.id, body.id, now), now);
  const session = verifiedSession(body, askable, clock);

  const outcome = await ctx.db.transaction(async (tx) => {
    // One recording at a time per user, so the weekly cap cannot be raced.
    await lockUser(tx, user.id);
    const existing = await findSessionRow(tx, user.id, session.id);
    if (existing) return { session: toSession(existing), pointsAwarded: 0, reason: null, newBadges: [], replayed: true };

    const week = parisWeekStart(session.finishedAt);
    const sameWeek = await sessionRowsOfWeek(tx, user.id, session, week);
    const timed = await timedAlone(tx, user.id, clock);
    const earnedToday = await pointsEarnedToday(tx, user.id, now);
    const decision = capToDailyCeiling(decidePoints(session, sameWeek.map(toSession)), earnedToday, timed.serverTimed);
    await insertSession(tx, user.id, session, {
      points: decision.points, week, qualifying: decision.qualifying, serverTimed: timed.serverTimed, createdAt: new Date(now),
    });
    await dropStart(tx, user.id, session.id);
    await recordSessionDay(tx, user.id, parisDayNumber(session.finishedAt));
    await reviewMemory(tx, user.id, stored, session, async () => (await readMaterial(tx, user.id)).data);
    if (decision.points > 0) {
      await addPoints(tx, user.id, decision.points);
    }
    const count = await countSessions(tx, user.id);
    const earned = await addBadges(tx, user.id, sessionBadges(session, count, user.loginStreak, timed.serverTimed));
    const leader = await observeLeader(tx, new Date(now));
    const newBadges = [...earned, ...(leader.leaderId === user.id ? leader.granted : [])];
    return { session, pointsAwarded: decision.points, reason: decision.reason, newBadges, replayed: false };
  });

  const chapter = chapterKey(session.subjectId, session.chapterId);
  const [fresh, progress] = await Promise.all([
    getUser(ctx.db, user.id),
    readProgress(ctx.db, user.id, new Set([chapter]), { subjectId: session.subjectId, chapterId: session.chapterId }),
  ]);
  if (!outcome.replayed) {
    ctx.notifier.broadcast(serverEvents.userUpdated, { user: fresh });
    ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
    const recorded: UserDataUpdatedEvent = { recorded: { session: sessionSummary(outcome.session), progress } };
    ctx.notifier.toUser(user.id, serverEvents.userDataUpdated, recorded);
  }
  // The answer is the new session, the chapter's progress and the user: never the document.
  return { ...outcome, user: fresh, progress };
}
