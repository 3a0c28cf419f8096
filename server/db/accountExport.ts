import type { Queryable } from './types';

/**
 * SQL of an account's export: the rows of the user across share codes, billing, tokens, live
 * sessions, spaced repetition and the admin audit. Every query names its columns, so no secret (password or token
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
