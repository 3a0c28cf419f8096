import { parisDay } from '../../domain/dates';
import { notFound } from '../http/errors';
import type { Queryable } from '../db/types';
import { USER_COLUMNS, presentUser, type UserRow } from '../presenters/user';
import type { User } from '../../domain/user';

/** Usernames are unique ignoring case: this is the key they are compared by. */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFC').toLowerCase();
}

export async function findUser(db: Queryable, id: string): Promise<User | null> {
  const found = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return found.rows[0] ? presentUser(found.rows[0]) : null;
}

export async function getUser(db: Queryable, id: string): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw notFound();
  return user;
}

/**
 * Records a sign-in day (Europe/Paris): the streak grows on the day after the last one,
 * restarts at 1 after a gap, and is unchanged within the same day.
 */
export async function recordLoginDay(db: Queryable, userId: string, now: Date = new Date()): Promise<User> {
  const today = parisDay(now);
  const found = await db.query<UserRow>(
    `UPDATE users SET
        login_streak = CASE
          WHEN last_login_day = $2::date THEN GREATEST(login_streak, 1)
          WHEN last_login_day = $2::date - 1 THEN login_streak + 1
          ELSE 1 END,
        last_login_day = $2::date,
        last_login_at = $3,
        last_seen_at = $3
      WHERE id = $1
      RETURNING ${USER_COLUMNS}`,
    [userId, today, now],
  );
  if (!found.rows[0]) throw notFound();
  return presentUser(found.rows[0]);
}

/** Presence: the user was seen now (socket ping). */
export async function touchLastSeen(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET last_seen_at = now() WHERE id = $1', [userId]);
}
