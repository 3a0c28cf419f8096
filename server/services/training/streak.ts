import { parisDayNumber } from '../../../domain/dates';
import type { Queryable } from '../../db/types';
import { finishTimesSince } from '../../db/trainingSessions';
import { findUserRow, setSessionStreak } from '../../db/users';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the session streak again from the sessions left (after one was deleted). Only the days of
 * the current streak can have changed: the day before it had no session, so the sessions since its
 * first day (a day's margin for the time zone) are all it reads.
 */
export async function recountSessionStreak(tx: Queryable, userId: string): Promise<void> {
  const user = await findUserRow(tx, userId);
  if (!user || user.session_streak === 0) return;
  const firstDay = user.session_streak_day - user.session_streak + 1;
  const days = new Set((await finishTimesSince(tx, userId, new Date((firstDay - 1) * DAY_MS))).map(parisDayNumber));
  const last = Math.max(0, ...[...days].filter((day) => day <= user.session_streak_day));
  let streak = 0;
  while (last > 0 && days.has(last - streak)) streak += 1;
  await setSessionStreak(tx, userId, streak, last);
}
