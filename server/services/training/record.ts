import { answerCheck, countsAsCorrect } from '../../../domain/answers/check';
import { chapterAnswers, practiceItems, ACTIVE_METHODS } from '../../../domain/practice';
import { chapterKey } from '../../../domain/data/subjects';
import type { Legend } from '../../../domain/data/zoning';
import type { UserData } from '../../../domain/data/userData';
import { isPlacementAnswerCorrect } from '../../../engine/zoning/placement';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { decidePoints, parisWeekStart, sessionBadges } from '../../../domain/scoring';
import type { MethodId, TrainingSession } from '../../../domain/data/sessions';
import type { RecordSessionBody, RecordSessionResponse } from '../../../domain/training';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { readUserData } from '../userData';
import { getUser } from '../users';
import { addBadges, observeLeader } from './ranking';
import { SESSION_COLUMNS, toSession } from './store';

/** The client's clock may run a little ahead; sessions never last longer than this. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
const MAX_SESSION_MS = 12 * 60 * 60 * 1000;
/** Nobody answers faster than this per question. */
const MIN_MS_PER_QUESTION = 300;

/** The chapter's zoning legends by id, to judge placements against their zones. */
function chapterLegends(data: UserData, body: RecordSessionBody): Map<string, Legend> {
  const legends = new Map<string, Legend>();
  if (body.methodId !== 'image-zoning') return legends;
  for (const board of data.zoningSets[chapterKey(body.subjectId, body.chapterId)] ?? []) {
    for (const legend of board.legends) legends.set(legend.id, legend);
  }
  return legends;
}

/**
 * Checks a finished session against the user's own material and the clock, then scores it with
 * the server's rules. Typed answers are re-checked here with the chapter's answers as context
 * (« almost » counts as correct), and so are zoning placements: the client's `correct` flag is
 * never trusted (a placement is right only inside the legend's zone).
 */
function verifiedSession(
  body: RecordSessionBody,
  items: ReturnType<typeof practiceItems>,
  legends: Map<string, Legend>,
  now: number,
): TrainingSession {
  const duration = body.finishedAt - body.startedAt;
  if (
    duration < 0 ||
    body.finishedAt > now + CLOCK_SKEW_MS ||
    body.startedAt < now - MAX_SESSION_MS - CLOCK_SKEW_MS ||
    duration < body.questions.length * MIN_MS_PER_QUESTION
  ) {
    throw badRequest(messages.sessionImplausible);
  }
  const asked = new Set<string>();
  const check = answerCheck(chapterAnswers(items));
  const questions = body.questions.map((question) => {
    const item = items.get(question.cardId);
    if (!item || asked.has(question.cardId)) throw badRequest(messages.sessionUnknownQuestion);
    asked.add(question.cardId);
    const legend = legends.get(question.cardId);
    const correct = item.typed
      ? countsAsCorrect(check(question.userAnswer, item.answers).verdict)
      : legend !== undefined && isPlacementAnswerCorrect(legend, question.userAnswer);
    return { ...question, correct, rightAnswer: item.answers[0] ?? '' };
  });
  const correct = questions.filter((q) => q.correct).length;
  return {
    id: body.id,
    methodId: body.methodId as MethodId,
    subjectId: body.subjectId,
    chapterId: body.chapterId,
    startedAt: body.startedAt,
    finishedAt: body.finishedAt,
    total: questions.length,
    correct,
    percent: Math.round((correct / questions.length) * 100),
    questions,
  };
}

/** Records a finished session once; a replay of the same id changes nothing and earns nothing. */
export async function recordSession(ctx: AppContext, user: User, body: RecordSessionBody): Promise<RecordSessionResponse> {
  if (!(ACTIVE_METHODS as readonly string[]).includes(body.methodId)) throw badRequest(messages.sessionMethodInactive);
  const stored = await readUserData(ctx.db, user.id);
  const subject = stored.data.subjects.find((s) => s.id === body.subjectId);
  if (!subject?.chapters.some((c) => c.id === body.chapterId)) throw notFound(messages.sessionChapterMissing);
  const items = practiceItems(stored.data, body.methodId as MethodId, body.subjectId, body.chapterId);
  const now = Date.now();
  const session = verifiedSession(body, items, chapterLegends(stored.data, body), now);

  const outcome = await ctx.db.transaction(async (tx) => {
    // One recording at a time per user, so the weekly cap cannot be raced.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const existing = await tx.query<Parameters<typeof toSession>[0]>(
      `SELECT ${SESSION_COLUMNS} FROM training_sessions WHERE user_id = $1 AND id = $2`,
      [user.id, session.id],
    );
    if (existing.rows[0]) return { session: toSession(existing.rows[0]), pointsAwarded: 0, reason: null, newBadges: [], replayed: true };

    const week = parisWeekStart(session.finishedAt);
    const sameWeek = await tx.query<Parameters<typeof toSession>[0]>(
      `SELECT ${SESSION_COLUMNS} FROM training_sessions
        WHERE user_id = $1 AND method_id = $2 AND subject_id = $3 AND chapter_id = $4 AND week_start = $5`,
      [user.id, session.methodId, session.subjectId, session.chapterId, week],
    );
    const decision = decidePoints(session, sameWeek.rows.map(toSession));
    await tx.query(
      `INSERT INTO training_sessions
         (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, points, week_start, qualifying)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        user.id, session.id, session.methodId, session.subjectId, session.chapterId,
        new Date(session.startedAt), new Date(session.finishedAt), session.total, session.correct,
        JSON.stringify(session.questions), decision.points, week, decision.qualifying,
      ],
    );
    if (decision.points > 0) {
      await tx.query('UPDATE users SET points = points + $2, updated_at = now() WHERE id = $1', [user.id, decision.points]);
    }
    const count = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM training_sessions WHERE user_id = $1', [user.id])).rows[0]?.n ?? 0;
    const earned = await addBadges(tx, user.id, sessionBadges(session, count, user.loginStreak));
    const leader = await observeLeader(tx, new Date(now));
    const newBadges = [...earned, ...(leader.leaderId === user.id ? leader.granted : [])];
    return { session, pointsAwarded: decision.points, reason: decision.reason, newBadges, replayed: false };
  });

  const [fresh, data] = await Promise.all([getUser(ctx.db, user.id), readUserData(ctx.db, user.id)]);
  if (!outcome.replayed) {
    ctx.notifier.broadcast(serverEvents.userUpdated, { user: fresh });
    ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
    ctx.notifier.toUser(user.id, serverEvents.userDataUpdated, { revision: data.revision });
  }
  return { ...outcome, user: fresh, data: data.data };
}
