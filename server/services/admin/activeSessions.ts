import type { ActiveSessionRow } from '../../../domain/admin';
import { listActiveSessionRows } from '../../db/activeSessions';
import type { Queryable } from '../../db/types';

const LIST_LIMIT = 200;

/** Sessions in progress, newest first, with subject and chapter names read from the owner's subject list. */
export async function listActiveSessions(db: Queryable): Promise<ActiveSessionRow[]> {
  const rows = await listActiveSessionRows(db, LIST_LIMIT);
  return rows.map((row) => ({
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
