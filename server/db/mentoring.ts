import type { Queryable } from './types';

/** SQL of `mentors` and `mentor_requests` (migration 019). */

export interface MentorRequestRow {
  id: string;
  mentee_id: string;
  mentee_name: string;
  study_year: string;
  goals: string;
  mentor_id: string | null;
  mentor_name: string | null;
  thread_id: string | null;
  stats_shared: boolean;
  created_at: Date;
}

const REQUEST = `SELECT r.id, r.mentee_id, e.username AS mentee_name, r.study_year, r.goals, r.mentor_id, m.username AS mentor_name,
       r.thread_id, r.stats_shared, r.created_at
  FROM mentor_requests r JOIN users e ON e.id = r.mentee_id LEFT JOIN users m ON m.id = r.mentor_id`;

export async function requestOfMentee(db: Queryable, menteeId: string): Promise<MentorRequestRow | null> {
  return (await db.query<MentorRequestRow>(`${REQUEST} WHERE r.mentee_id = $1`, [menteeId])).rows[0] ?? null;
}

export async function requestById(db: Queryable, id: string): Promise<MentorRequestRow | null> {
  return (await db.query<MentorRequestRow>(`${REQUEST} WHERE r.id = $1`, [id])).rows[0] ?? null;
}

export async function requestsOfMentor(db: Queryable, mentorId: string): Promise<MentorRequestRow[]> {
  return (await db.query<MentorRequestRow>(`${REQUEST} WHERE r.mentor_id = $1 ORDER BY r.created_at`, [mentorId])).rows;
}

/** Every request: those waiting for a mentor first, the oldest first. */
export async function allRequests(db: Queryable, limit: number): Promise<MentorRequestRow[]> {
  return (await db.query<MentorRequestRow>(`${REQUEST} ORDER BY r.mentor_id IS NOT NULL, r.created_at LIMIT $1`, [limit])).rows;
}

/** False when the mentee already has a request (one per mentee). */
export async function insertRequest(db: Queryable, id: string, menteeId: string, studyYear: string, goals: string): Promise<boolean> {
  const found = await db.query(
    'INSERT INTO mentor_requests (id, mentee_id, study_year, goals) VALUES ($1, $2, $3, $4) ON CONFLICT (mentee_id) DO NOTHING RETURNING id',
    [id, menteeId, studyYear, goals],
  );
  return found.rows.length > 0;
}

/** Assigns a mentor to a request still waiting for one; false when it already has one. */
export async function assignRequest(db: Queryable, id: string, mentorId: string, threadId: string): Promise<boolean> {
  const found = await db.query(
    'UPDATE mentor_requests SET mentor_id = $2, thread_id = $3, assigned_at = now() WHERE id = $1 AND mentor_id IS NULL RETURNING id',
    [id, mentorId, threadId],
  );
  return found.rows.length > 0;
}

export async function setStatsShared(db: Queryable, menteeId: string, shared: boolean): Promise<void> {
  await db.query('UPDATE mentor_requests SET stats_shared = $2 WHERE mentee_id = $1', [menteeId, shared]);
}

export async function isMentor(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM mentors WHERE user_id = $1', [userId])).rows.length > 0;
}

export async function grantMentor(db: Queryable, userId: string, grantedBy: string): Promise<void> {
  await db.query('INSERT INTO mentors (user_id, granted_by) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, grantedBy]);
}

export async function revokeMentor(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM mentors WHERE user_id = $1', [userId]);
}

export async function listMentors(db: Queryable): Promise<{ user_id: string; username: string; mentees: number }[]> {
  const found = await db.query<{ user_id: string; username: string; mentees: number }>(
    `SELECT m.user_id, u.username, (SELECT count(*)::int FROM mentor_requests r WHERE r.mentor_id = m.user_id) AS mentees
       FROM mentors m JOIN users u ON u.id = m.user_id ORDER BY u.username`,
  );
  return found.rows;
}
