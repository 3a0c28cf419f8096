import type { ActiveSessionRow } from '../../../domain/admin';
import type { Queryable } from '../../db/types';

const LIST_LIMIT = 200;

/** Sessions in progress, newest first, with subject and chapter names read from the owner's document. */
export async function listActiveSessions(db: Queryable): Promise<ActiveSessionRow[]> {
  const found = await db.query<{
    session_id: string;
    user_id: string;
    username: string;
    avatar: string;
    method_id: string;
    subject_id: string;
    subject_name: string | null;
    chapter_id: string;
    chapter_name: string | null;
    started_at: Date;
  }>(
    `SELECT a.session_id, a.user_id, u.username, u.avatar, a.method_id, a.subject_id, a.chapter_id, a.started_at,
            s.subject ->> 'name' AS subject_name,
            (SELECT c ->> 'name' FROM jsonb_array_elements(s.subject -> 'chapters') c
              WHERE c ->> 'id' = a.chapter_id LIMIT 1) AS chapter_name
       FROM active_sessions a
       JOIN users u ON u.id = a.user_id
       LEFT JOIN material_parts d ON d.user_id = a.user_id AND d.part = 'subjects'
       LEFT JOIN LATERAL (
         SELECT subject FROM jsonb_array_elements(COALESCE(d.content, '[]'::jsonb)) subject
          WHERE subject ->> 'id' = a.subject_id LIMIT 1
       ) s ON true
      ORDER BY a.started_at DESC LIMIT $1`,
    [LIST_LIMIT],
  );
  return found.rows.map((row) => ({
    sessionId: row.session_id,
    userId: row.user_id,
    username: row.username,
    avatar: row.avatar,
    methodId: row.method_id,
    subjectId: row.subject_id,
    subjectName: row.subject_name ?? '',
    chapterId: row.chapter_id,
    chapterName: row.chapter_name ?? '',
    scorePercent: null,
    startedAt: new Date(row.started_at).toISOString(),
  }));
}
