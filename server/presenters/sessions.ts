import type { TrainingSession } from '../../domain/data/sessions';
import type { SessionRow } from '../db/trainingSessions';

/** A recorded session as the API shows it: times in milliseconds and its score in percent. */
export function toSession(row: SessionRow): TrainingSession {
  return {
    id: row.id,
    methodId: row.method_id,
    subjectId: row.subject_id,
    chapterId: row.chapter_id,
    startedAt: new Date(row.started_at).getTime(),
    finishedAt: new Date(row.finished_at).getTime(),
    total: row.total,
    correct: row.correct,
    percent: row.total > 0 ? Math.round((row.correct / row.total) * 100) : 0,
    questions: row.questions,
  };
}
