import type { Queryable } from './types';

/** SQL of `masterclasses` and `masterclass_signups` (migration 019). */

export interface MasterclassRow {
  id: string;
  title: string;
  description: string;
  speaker: string;
  starts_at: Date;
  duration_minutes: number;
  capacity: number;
  call_url: string;
  replay_url: string;
  seats_taken: number;
  signed_up: boolean;
}

export interface MasterclassFields {
  title: string;
  description: string;
  speaker: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  callUrl: string;
  replayUrl: string;
}

const SELECT = `SELECT m.id, m.title, m.description, m.speaker, m.starts_at, m.duration_minutes, m.capacity, m.call_url, m.replay_url,
       (SELECT count(*)::int FROM masterclass_signups s WHERE s.masterclass_id = m.id) AS seats_taken,
       EXISTS (SELECT 1 FROM masterclass_signups s WHERE s.masterclass_id = m.id AND s.user_id = $1) AS signed_up
  FROM masterclasses m`;

/** Every masterclass, the soonest first, with its seats taken and whether `userId` signed up. */
export async function listMasterclassRows(db: Queryable, userId: string): Promise<MasterclassRow[]> {
  return (await db.query<MasterclassRow>(`${SELECT} ORDER BY m.starts_at, m.id`, [userId])).rows;
}

export async function findMasterclassRow(db: Queryable, userId: string, id: string): Promise<MasterclassRow | null> {
  return (await db.query<MasterclassRow>(`${SELECT} WHERE m.id = $2`, [userId, id])).rows[0] ?? null;
}

const values = (f: MasterclassFields) => [f.title, f.description, f.speaker, f.startsAt, f.durationMinutes, f.capacity, f.callUrl, f.replayUrl];

export async function insertMasterclass(db: Queryable, id: string, fields: MasterclassFields): Promise<void> {
  await db.query(
    `INSERT INTO masterclasses (id, title, description, speaker, starts_at, duration_minutes, capacity, call_url, replay_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, ...values(fields)],
  );
}

/** False when there is no such masterclass. */
export async function updateMasterclassRow(db: Queryable, id: string, fields: MasterclassFields): Promise<boolean> {
  const found = await db.query(
    `UPDATE masterclasses SET title = $2, description = $3, speaker = $4, starts_at = $5, duration_minutes = $6, capacity = $7,
            call_url = $8, replay_url = $9 WHERE id = $1 RETURNING id`,
    [id, ...values(fields)],
  );
  return found.rows.length > 0;
}

export async function deleteMasterclassRow(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM masterclasses WHERE id = $1 RETURNING id', [id])).rows.length > 0;
}

/**
 * Signs `userId` up if a seat is left, in the transaction `tx`: the masterclass's row is locked
 * first, so concurrent sign-ups count the seats one after the other and never overbook it.
 * Answers what happened.
 */
export async function takeSeat(tx: Queryable, id: string, userId: string, now: Date): Promise<'signed' | 'already' | 'full' | 'over' | 'missing'> {
  const found = await tx.query<{ capacity: number; ends_at: Date }>(
    "SELECT capacity, starts_at + duration_minutes * interval '1 minute' AS ends_at FROM masterclasses WHERE id = $1 FOR UPDATE",
    [id],
  );
  const row = found.rows[0];
  if (!row) return 'missing';
  if (new Date(row.ends_at).getTime() <= now.getTime()) return 'over';
  const mine = await tx.query('SELECT 1 FROM masterclass_signups WHERE masterclass_id = $1 AND user_id = $2', [id, userId]);
  if (mine.rows.length > 0) return 'already';
  const taken = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM masterclass_signups WHERE masterclass_id = $1', [id]);
  if ((taken.rows[0]?.n ?? 0) >= row.capacity) return 'full';
  await tx.query('INSERT INTO masterclass_signups (masterclass_id, user_id) VALUES ($1, $2)', [id, userId]);
  return 'signed';
}

export async function leaveSeat(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query('DELETE FROM masterclass_signups WHERE masterclass_id = $1 AND user_id = $2', [id, userId]);
}
