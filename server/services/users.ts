import { parisDay } from '../../domain/dates';
import { notFound } from '../http/errors';
import type { Queryable } from '../db/types';
import * as users from '../db/users';
import { presentUser } from '../presenters/user';
import type { User } from '../../domain/user';

/** Usernames are unique ignoring case: this is the key they are compared by. */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFC').toLowerCase();
}

export async function findUser(db: Queryable, id: string): Promise<User | null> {
  const row = await users.findUserRow(db, id);
  return row ? presentUser(row) : null;
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
  const row = await users.recordLoginDay(db, userId, parisDay(now), now);
  if (!row) throw notFound();
  return presentUser(row);
}

