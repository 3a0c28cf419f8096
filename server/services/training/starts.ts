import { SESSION_MAX_AGE_MS } from '../../../domain/scoring';
import type { SessionStartBody } from '../../../domain/training';
import { deleteStartsBefore, findStartRow, insertStart, keepNewestStarts } from '../../db/trainingSessions';
import type { Queryable } from '../../db/types';

/** Starts a user may leave open (sessions begun and never recorded); older ones are dropped. */
const OPEN_STARTS_KEPT = 20;

export interface RegisteredStart {
  methodId: string;
  subjectId: string;
  chapterId: string;
  startedAt: number;
}

/**
 * Registers a session's start on the server's clock. A repeated call keeps the first start (so
 * re-announcing cannot shorten a session) and answers it.
 */
export async function registerStart(db: Queryable, userId: string, start: SessionStartBody, now: number): Promise<number> {
  await deleteStartsBefore(db, userId, new Date(now - SESSION_MAX_AGE_MS));
  await insertStart(db, userId, start, new Date(now));
  await keepNewestStarts(db, userId, OPEN_STARTS_KEPT);
  const row = await findStartRow(db, userId, start.sessionId);
  return new Date(row?.started_at ?? now).getTime();
}

/** The registered start of a session, if one is open and less than a day old. */
export async function findStart(db: Queryable, userId: string, sessionId: string, now: number): Promise<RegisteredStart | null> {
  const row = await findStartRow(db, userId, sessionId);
  if (!row) return null;
  const startedAt = new Date(row.started_at).getTime();
  if (startedAt < now - SESSION_MAX_AGE_MS) return null;
  return { methodId: row.method_id, subjectId: row.subject_id, chapterId: row.chapter_id, startedAt };
}
