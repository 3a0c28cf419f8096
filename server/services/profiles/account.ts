import type { AccountExport, ExportedSession, ExportedUpload } from '../../../domain/account';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { endSubscriptionsOfDeletedAccount, type Billing } from '../billing/billing';
import { forbidden, notFound, tooManyRequests } from '../../http/errors';
import { retryAfterSeconds } from '../throttle';
import { SESSION_COLUMNS, toSession } from '../training/store';
import { readUserData } from '../userData';
import { getUser } from '../users';
import { UPLOAD_PATH } from '../uploads/uploads';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/** Everything the account holds, secrets excepted: profile, document, sessions, files, first places. */
export async function exportAccount(ctx: AppContext, userId: string): Promise<AccountExport> {
  const user = await getUser(ctx.db, userId);
  const { data } = await readUserData(ctx.db, userId);
  const sessions = await ctx.db.query<Parameters<typeof toSession>[0] & { points: number }>(
    `SELECT ${SESSION_COLUMNS}, points FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC`,
    [userId],
  );
  const uploads = await ctx.db.query<{ id: string; kind: ExportedUpload['kind']; content_type: string; byte_size: number; created_at: Date }>(
    'SELECT id, kind, content_type, byte_size, created_at FROM uploads WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  const leaderDays = await ctx.db.query<{ day: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM leader_days WHERE user_id = $1 ORDER BY day",
    [userId],
  );
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
  };
}

/**
 * Deletes the account once its password is given again. Every row of the user goes with it
 * (tokens, document, uploads, sessions, first places: ON DELETE CASCADE). Wrong passwords are
 * throttled like sign-ins, so a stolen token cannot be used to guess the password.
 */
export async function deleteAccount(ctx: AppContext, billing: Billing, userId: string, password: string): Promise<void> {
  const key = `delete:account:${userId}`;
  const wait = retryAfterSeconds(await ctx.counters.peek(key), ctx.throttle.loginPerAccount);
  if (wait > 0) throw tooManyRequests(messages.accountDeleteThrottled(wait), wait);
  const found = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  const row = found.rows[0];
  if (!row) throw notFound();
  if (!(await verifyPassword(row.password_hash, password))) {
    await ctx.counters.increment(key, ctx.throttle.loginPerAccount.windowMs);
    throw forbidden(messages.accountPasswordWrong);
  }
  await endSubscriptionsOfDeletedAccount(ctx, billing, userId);
  await ctx.db.query('DELETE FROM users WHERE id = $1', [userId]);
  await ctx.counters.reset(key);
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  ctx.notifier.toAdmins(serverEvents.adminSessionsChanged, {});
}
