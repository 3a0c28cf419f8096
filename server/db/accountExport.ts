import type { Queryable } from './types';

/**
 * SQL of an account's export: the rows of the user across share codes, billing, tokens, live
 * sessions, spaced repetition, exams, QCM draws and the admin audit. Every query names its columns, so no secret (password or token
 * hash, raw IP) is read. Rows come as stored; the export service shapes them.
 */
const EXPORTED = {
  shareCodes: 'SELECT code, type, payload, size_bytes, created_at, expires_at FROM share_codes WHERE user_id = $1 ORDER BY created_at',
  checkouts: `SELECT id, provider, plan, amount_cents, currency, promo_code, discount_cents, status, success_url, cancel_url, created_at, paid_at
                FROM billing_checkouts WHERE user_id = $1 ORDER BY created_at`,
  subscriptions: `SELECT id, provider, provider_customer_id, plan, status, amount_cents, currency, current_period_end,
                         cancel_at_period_end, discount_cents, discount_ends_at, created_at, updated_at
                    FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
  signIns: `SELECT created_at, last_used_at, expires_at, impersonator_id IS NOT NULL AS by_administrator
              FROM auth_tokens WHERE user_id = $1 ORDER BY created_at`,
  liveSessions: 'SELECT session_id, method_id, subject_id, chapter_id, started_at FROM active_sessions WHERE user_id = $1 ORDER BY started_at',
  sessionStarts: 'SELECT session_id, method_id, subject_id, chapter_id, started_at FROM session_starts WHERE user_id = $1 ORDER BY started_at',
  recentSaves: 'SELECT save_id, revision FROM material_saves WHERE user_id = $1 ORDER BY revision',
  memorySettings: 'SELECT retention_pct, daily_new_limit, built_at FROM memory_settings WHERE user_id = $1',
  memoryStates: `SELECT subject_id, chapter_id, item_key, kind, state, due, stability, difficulty, scheduled_days, reps, lapses, last_review
                   FROM memory_states WHERE user_id = $1 ORDER BY subject_id, chapter_id, item_key`,
  reviewLogs: `SELECT subject_id, chapter_id, item_key, kind, session_id, reviewed_at, rating, elapsed_days, scheduled_days, duration_ms
                 FROM review_logs WHERE user_id = $1 ORDER BY reviewed_at`,
  exams: `SELECT id, chapters, formats, asked_count, started_at, deadline, submitted_at, submitted_by, earned, grade
            FROM exams WHERE user_id = $1 ORDER BY started_at`,
  // A running exam's questions hold what grades them: only submitted exams' are exported.
  examQuestions: `SELECT q.exam_id, q.position, q.item_id, q.subject_id, q.chapter_id, q.kind, q.format, q.answers, q.choice, q.answer,
                         q.flagged, q.time_ms, q.credit, q.verdict
                    FROM exam_questions q JOIN exams e ON e.id = q.exam_id
                   WHERE e.user_id = $1 AND e.submitted_at IS NOT NULL ORDER BY e.started_at, q.position`,
  // QCM sessions drawn in the last day: which propositions are right only of the questions answered.
  qcmSessions: `SELECT s.session_id, s.subject_id, s.chapter_id, s.drawn_at,
                       COALESCE((SELECT json_agg(json_build_object('position', q.position, 'itemId', q.item_id, 'format', q.format,
                                                                  'propositions', q.propositions, 'ticked', q.ticked, 'credit', q.credit,
                                                                  'right', CASE WHEN q.ticked IS NULL THEN NULL ELSE q.right_indices END)
                                                 ORDER BY q.position)
                                   FROM qcm_questions q WHERE q.user_id = s.user_id AND q.session_id = s.session_id), '[]'::json) AS questions
                  FROM qcm_sessions s WHERE s.user_id = $1 ORDER BY s.drawn_at`,
  earlyAccess: 'SELECT joined_at FROM early_access WHERE user_id = $1',
  // Support and mentoring conversations the user takes part in; who else wrote is never named.
  threads: `SELECT t.id, t.kind, t.subject, t.page, t.status, t.created_at, t.updated_at
              FROM threads t JOIN thread_participants p ON p.thread_id = t.id AND p.user_id = $1 ORDER BY t.created_at`,
  threadMessages: `SELECT m.thread_id, m.author_id IS NOT DISTINCT FROM $1 AS mine, m.from_staff, m.body, m.attachment, m.created_at
                     FROM thread_messages m JOIN thread_participants p ON p.thread_id = m.thread_id AND p.user_id = $1 ORDER BY m.id`,
  mentor: 'SELECT granted_at FROM mentors WHERE user_id = $1',
  mentorRequest: `SELECT study_year, goals, stats_shared, mentor_id IS NOT NULL AS assigned, created_at, assigned_at
                    FROM mentor_requests WHERE mentee_id = $1`,
  masterclassSignups: `SELECT m.title, m.speaker, m.starts_at, s.created_at FROM masterclass_signups s
                         JOIN masterclasses m ON m.id = s.masterclass_id WHERE s.user_id = $1 ORDER BY m.starts_at`,
  duelRating: 'SELECT rating, rd, vol, wins, losses, draws, updated_at FROM duel_ratings WHERE user_id = $1',
  duelQueue: 'SELECT setup, asked_at FROM duel_queue WHERE user_id = $1',
  // The user's duels with their own answers (the questions are the challenger's material).
  duels: `SELECT d.id, d.mode, d.status, s.side, d.winner, d.ending, d.rated, d.rating_change, d.created_at, d.finished_at,
                 COALESCE((SELECT json_agg(json_build_object('index', a.index, 'answer', a.answer, 'verdict', a.verdict, 'ms', a.ms,
                                                            'points', a.points) ORDER BY a.index)
                             FROM duel_answers a WHERE a.duel_id = d.id AND a.side = s.side), '[]'::json) AS answers
            FROM duels d, LATERAL (SELECT CASE WHEN d.challenger_id = $1 THEN 'challenger' ELSE 'opponent' END AS side) s
           WHERE d.challenger_id = $1 OR d.opponent_id = $1 ORDER BY d.created_at`,
  // What administrators did to the account, never who did it.
  moderation: `SELECT action, target, details - 'username' AS details, at FROM admin_audit
                WHERE target = $1 AND action LIKE 'user.%' ORDER BY id`,
  adminActions: 'SELECT action, target, details, at FROM admin_audit WHERE admin_id = $1 ORDER BY id',
} as const;

export type ExportedRows = Record<keyof typeof EXPORTED, Record<string, unknown>[]>;

/** The user's rows of every exported table, one query after the other. */
export async function readExportedRows(db: Queryable, userId: string): Promise<ExportedRows> {
  const rows: Partial<ExportedRows> = {};
  for (const [name, sql] of Object.entries(EXPORTED) as [keyof typeof EXPORTED, string][]) {
    rows[name] = (await db.query<Record<string, unknown>>(sql, [userId])).rows;
  }
  return rows as ExportedRows;
}

/** From how many places (client IP hashes) the user signed in. */
export async function countLoginPlaces(db: Queryable, userId: string): Promise<number> {
  const places = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM login_places WHERE user_id = $1', [userId]);
  return Number(places.rows[0]?.count ?? 0);
}
