import type { Queryable } from './types';

/**
 * SQL and row types of the table `users` (accounts, profiles, points and badges). Presenters turn
 * a `UserRow` into the API's user; the password hash is only read by `findCredentials` and
 * `passwordHashOf`.
 */

/** A users row as selected by `USER_COLUMNS`. */
export interface UserRow {
  id: string;
  username: string;
  slug: string | null;
  avatar: string;
  banner: string;
  display: unknown;
  badges: string[];
  points: number;
  login_streak: number;
  session_streak: number;
  session_streak_day: number;
  created_at: Date;
  last_login_at: Date | null;
  last_seen_at: Date | null;
  banned_until: Date | null;
}

/** The columns a presented user needs: never the password hash. */
export const USER_COLUMNS =
  'id, username, slug, avatar, banner, display, badges, points, login_streak, session_streak, session_streak_day, created_at, last_login_at, last_seen_at, banned_until';

/** `USER_COLUMNS` of the users table aliased `alias` in a join. */
export function userColumnsOf(alias: string): string {
  return USER_COLUMNS.split(', ').map((column) => `${alias}.${column}`).join(', ');
}

export async function findUserRow(db: Queryable, id: string): Promise<UserRow | null> {
  const found = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return found.rows[0] ?? null;
}

export async function findUserRowBySlug(db: Queryable, slug: string): Promise<UserRow | null> {
  const found = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE slug = $1`, [slug]);
  return found.rows[0] ?? null;
}

/** The account a sign-in names (by its username key), with its password hash. */
export async function findCredentials(db: Queryable, usernameKey: string): Promise<{ id: string; password_hash: string } | null> {
  const found = await db.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE username_key = $1', [usernameKey]);
  return found.rows[0] ?? null;
}

export async function passwordHashOf(db: Queryable, id: string): Promise<string | null> {
  const found = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]);
  return found.rows[0]?.password_hash ?? null;
}

export async function userExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1', [id])).rows.length > 0;
}

export async function usernameKeyExists(db: Queryable, usernameKey: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE username_key = $1', [usernameKey])).rows.length > 0;
}

export interface NewUser {
  id: string;
  username: string;
  usernameKey: string;
  passwordHash: string;
  /** The display settings as JSON text. */
  display: string;
}

export async function insertUser(tx: Queryable, user: NewUser): Promise<void> {
  await tx.query('INSERT INTO users (id, username, username_key, password_hash, display) VALUES ($1, $2, $3, $4, $5)', [
    user.id,
    user.username,
    user.usernameKey,
    user.passwordHash,
    user.display,
  ]);
}

export async function setImages(tx: Queryable, id: string, avatar: string, banner: string): Promise<void> {
  await tx.query('UPDATE users SET avatar = $2, banner = $3 WHERE id = $1', [id, avatar, banner]);
}

/** The profile columns PUT /me may change, as stored. */
export interface ProfileChanges {
  username?: string;
  username_key?: string;
  password_hash?: string;
  avatar?: string;
  banner?: string;
  /** The display settings as JSON text. */
  display?: string;
  slug?: string | null;
}

/** Writes the given columns; null when the account is gone. Unique violations are the caller's to name. */
export async function updateProfile(db: Queryable, id: string, changes: ProfileChanges): Promise<UserRow | null> {
  const entries = Object.entries(changes);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const updated = await db.query<UserRow>(
    `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  return updated.rows[0] ?? null;
}

/**
 * Records a sign-in day (`day`, Europe/Paris): the streak grows on the day after the last one,
 * restarts at 1 after a gap, and is unchanged within the same day.
 */
export async function recordLoginDay(db: Queryable, id: string, day: string, now: Date): Promise<UserRow | null> {
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
    [id, day, now],
  );
  return found.rows[0] ?? null;
}

/**
 * A session recorded on Paris day `day` (days since 1970-01-01): the session streak grows on the
 * day after its last one, restarts at 1 after a gap, and is unchanged by another session of a day
 * it already counts (or of an earlier day, recorded late).
 */
export async function recordSessionDay(db: Queryable, id: string, day: number): Promise<void> {
  await db.query(
    `UPDATE users SET
        session_streak = CASE
          WHEN $2::int <= session_streak_day THEN GREATEST(session_streak, 1)
          WHEN $2::int = session_streak_day + 1 THEN session_streak + 1
          ELSE 1 END,
        session_streak_day = GREATEST(session_streak_day, $2::int)
      WHERE id = $1`,
    [id, day],
  );
}

/** Sets the session streak (after a session was deleted, counted again from the days left). */
export async function setSessionStreak(db: Queryable, id: string, streak: number, day: number): Promise<void> {
  await db.query('UPDATE users SET session_streak = $2, session_streak_day = $3 WHERE id = $1', [id, streak, day]);
}

export async function touchLastSeen(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET last_seen_at = now() WHERE id = $1', [id]);
}

/** Users whose username key matches the LIKE `pattern`, most recently seen first, and how many match. */
export async function searchUserRows(db: Queryable, pattern: string, limit: number): Promise<{ rows: UserRow[]; total: number }> {
  const found = await db.query<UserRow & { total: string | number }>(
    `SELECT ${USER_COLUMNS}, count(*) OVER () AS total FROM users
      WHERE username_key LIKE $1
      ORDER BY last_seen_at DESC NULLS LAST, id LIMIT $2`,
    [pattern, limit],
  );
  return { rows: found.rows, total: Number(found.rows[0]?.total ?? 0) };
}

/** Adds a badge the user does not hold yet; null when the account is gone. */
export async function grantBadge(db: Queryable, id: string, badge: string): Promise<UserRow | null> {
  const found = await db.query<UserRow>(
    `UPDATE users SET badges = CASE WHEN $2 = ANY(badges) THEN badges ELSE badges || $2::text END, updated_at = now()
      WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, badge],
  );
  return found.rows[0] ?? null;
}

/** Takes a badge away (if held); null when the account is gone. */
export async function withdrawBadge(db: Queryable, id: string, badge: string): Promise<UserRow | null> {
  const found = await db.query<UserRow>(
    `UPDATE users SET badges = array_remove(badges, $2), updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, badge],
  );
  return found.rows[0] ?? null;
}

/** Removes a badge the user holds; answers whether it was held. */
export async function dropHeldBadge(db: Queryable, id: string, badge: string): Promise<boolean> {
  const found = await db.query(
    'UPDATE users SET badges = array_remove(badges, $2), updated_at = now() WHERE id = $1 AND $2 = ANY(badges) RETURNING id',
    [id, badge],
  );
  return found.rows.length > 0;
}

export async function badgesOf(db: Queryable, id: string): Promise<string[] | null> {
  const found = await db.query<{ badges: string[] }>('SELECT badges FROM users WHERE id = $1', [id]);
  return found.rows[0]?.badges ?? null;
}

export async function appendBadges(db: Queryable, id: string, badges: readonly string[]): Promise<void> {
  await db.query('UPDATE users SET badges = badges || $2::text[], updated_at = now() WHERE id = $1', [id, badges]);
}

/**
 * Gives (`grant`) or takes back the admin badge of the account named by `usernameKey`; answers the
 * account's id when it changed, null when there was nothing to do.
 */
export async function setAdminBadge(db: Queryable, usernameKey: string, grant: boolean): Promise<string | null> {
  const updated = await db.query<{ id: string }>(
    grant
      ? `UPDATE users SET badges = array_append(badges, 'admin'), updated_at = now()
          WHERE username_key = $1 AND NOT ('admin' = ANY (badges)) RETURNING id`
      : `UPDATE users SET badges = array_remove(badges, 'admin'), updated_at = now()
          WHERE username_key = $1 AND 'admin' = ANY (badges) RETURNING id`,
    [usernameKey],
  );
  return updated.rows[0]?.id ?? null;
}

/** Suspends until `until` (null lifts it); null when the account is gone. */
export async function setBannedUntil(db: Queryable, id: string, until: Date | null): Promise<UserRow | null> {
  const found = await db.query<UserRow>(`UPDATE users SET banned_until = $2, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`, [
    id,
    until,
  ]);
  return found.rows[0] ?? null;
}

/** Deletes the account; every row it owns goes with it (ON DELETE CASCADE). */
export async function deleteUserRow(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}

/** Locks the user's row until the transaction ends (one recording at a time per user). */
export async function lockUser(tx: Queryable, id: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
}

export async function addPoints(db: Queryable, id: string, points: number): Promise<void> {
  await db.query('UPDATE users SET points = points + $2, updated_at = now() WHERE id = $1', [id, points]);
}

/** Takes points back, never below 0. */
export async function removePoints(db: Queryable, id: string, points: number): Promise<void> {
  await db.query('UPDATE users SET points = GREATEST(points - $2, 0), updated_at = now() WHERE id = $1', [id, points]);
}

export async function pointsOf(db: Queryable, id: string): Promise<number | null> {
  const found = await db.query<{ points: number }>('SELECT points FROM users WHERE id = $1', [id]);
  return found.rows[0]?.points ?? null;
}
