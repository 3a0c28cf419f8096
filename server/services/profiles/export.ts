import type {
  AccountExport,
  ExportedAuditEntry,
  ExportedCheckout,
  ExportedLiveSession,
  ExportedMemory,
  ExportedSession,
  ExportedShareCode,
  ExportedSignIn,
  ExportedSubscription,
  ExportedUpload,
} from '../../../domain/account';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { listImpersonations } from '../sessions';
import { SESSION_COLUMNS, toSession } from '../training/store';
import { UPLOAD_PATH } from '../uploads/uploads';
import { readUserData } from '../userData';
import { getUser } from '../users';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/** A row as exported: camelCase keys, dates as ISO strings. */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** The rows of `sql` as exported; every query names its columns, so no secret is read. */
async function rows<T>(db: Queryable, sql: string, userId: string): Promise<T[]> {
  const found = await db.query<Record<string, unknown>>(sql, [userId]);
  return found.rows.map((row) => exported(row) as T);
}

/**
 * Everything the account holds, secrets (password and token hashes, raw IPs) excepted: profile,
 * document, sessions, files, first places, share codes and their content, payments and
 * subscriptions, signed-in sessions, administrators' visits and actions on or by the account.
 */
export async function exportAccount(ctx: AppContext, userId: string): Promise<AccountExport> {
  const { db } = ctx;
  const user = await getUser(db, userId);
  const { data } = await readUserData(db, userId);
  const sessions = await db.query<Parameters<typeof toSession>[0] & { points: number }>(
    `SELECT ${SESSION_COLUMNS}, points FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC`,
    [userId],
  );
  const uploads = await db.query<{ id: string; kind: ExportedUpload['kind']; content_type: string; byte_size: number; created_at: Date }>(
    'SELECT id, kind, content_type, byte_size, created_at FROM uploads WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  const leaderDays = await db.query<{ day: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM leader_days WHERE user_id = $1 ORDER BY day",
    [userId],
  );
  const places = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM login_places WHERE user_id = $1', [userId]);
  return {
    exportedAt: new Date().toISOString(),
    user,
    data,
    sessions: sessions.rows.map((row): ExportedSession => ({ ...toSession(row), points: row.points })),
    uploads: uploads.rows.map((row) => ({
      url: `${UPLOAD_PATH}${row.id}.${EXTENSIONS[row.content_type] ?? 'bin'}`,
      kind: row.kind,
      contentType: row.content_type,
      byteSize: row.byte_size,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    leaderDays: leaderDays.rows.map((row) => row.day),
    shareCodes: await rows<ExportedShareCode>(
      db,
      'SELECT code, type, payload, size_bytes, created_at, expires_at FROM share_codes WHERE user_id = $1 ORDER BY created_at',
      userId,
    ),
    checkouts: await rows<ExportedCheckout>(
      db,
      `SELECT id, provider, plan, amount_cents, currency, promo_code, discount_cents, status, success_url, cancel_url, created_at, paid_at
         FROM billing_checkouts WHERE user_id = $1 ORDER BY created_at`,
      userId,
    ),
    subscriptions: await rows<ExportedSubscription>(
      db,
      `SELECT id, provider, provider_customer_id, plan, status, amount_cents, currency, current_period_end,
              cancel_at_period_end, discount_cents, discount_ends_at, created_at, updated_at
         FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
      userId,
    ),
    signIns: await rows<ExportedSignIn>(
      db,
      `SELECT created_at, last_used_at, expires_at, impersonator_id IS NOT NULL AS by_administrator
         FROM auth_tokens WHERE user_id = $1 ORDER BY created_at`,
      userId,
    ),
    signInPlaces: Number(places.rows[0]?.count ?? 0),
    impersonations: await listImpersonations(db, userId),
    liveSessions: await rows<ExportedLiveSession>(
      db,
      'SELECT session_id, method_id, subject_id, chapter_id, started_at FROM active_sessions WHERE user_id = $1 ORDER BY started_at',
      userId,
    ),
    sessionStarts: await rows<ExportedLiveSession>(
      db,
      'SELECT session_id, method_id, subject_id, chapter_id, started_at FROM session_starts WHERE user_id = $1 ORDER BY started_at',
      userId,
    ),
    memory: {
      settings:
        (await rows<ExportedMemory['settings']>(db, 'SELECT retention_pct, daily_new_limit, built_at FROM memory_settings WHERE user_id = $1', userId))[0] ??
        null,
      states: await rows<ExportedMemory['states'][number]>(
        db,
        `SELECT subject_id, chapter_id, item_key, kind, state, due, stability, difficulty, scheduled_days, reps, lapses, last_review
           FROM memory_states WHERE user_id = $1 ORDER BY subject_id, chapter_id, item_key`,
        userId,
      ),
      reviews: await rows<ExportedMemory['reviews'][number]>(
        db,
        `SELECT subject_id, chapter_id, item_key, kind, session_id, reviewed_at, rating, elapsed_days, scheduled_days, duration_ms
           FROM review_logs WHERE user_id = $1 ORDER BY reviewed_at`,
        userId,
      ),
    },
    // What administrators did to the account, never who did it.
    moderation: await rows<ExportedAuditEntry>(
      db,
      `SELECT action, target, details - 'username' AS details, at FROM admin_audit
        WHERE target = $1 AND action LIKE 'user.%' ORDER BY id`,
      userId,
    ),
    adminActions: await rows<ExportedAuditEntry>(
      db,
      'SELECT action, target, details, at FROM admin_audit WHERE admin_id = $1 ORDER BY id',
      userId,
    ),
  };
}
