import type { AuditAction, AuditEntry, AuditResponse } from '../../../domain/admin';
import type { Queryable } from '../../db/types';

/** Every admin action leaves a row: who did what to whom, with what. */
export async function writeAudit(
  db: Queryable,
  adminId: string,
  action: AuditAction,
  target: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.query('INSERT INTO admin_audit (admin_id, action, target, details) VALUES ($1, $2, $3, $4)', [
    adminId,
    action,
    target,
    JSON.stringify(details),
  ]);
}

interface AuditRow {
  id: string | number;
  admin_id: string | null;
  admin_name: string | null;
  action: AuditAction;
  target: string | null;
  target_name: string | null;
  details: Record<string, unknown>;
  at: Date;
}

/**
 * A page of the log, newest first: `limit` rows older than the row `before` (all rows without it).
 * Paging by id rather than by offset, so rows written meanwhile never shift a page. The target
 * is named as it is now (user, announcement title, code), else as recorded when it was gone.
 */
export async function listAudit(db: Queryable, limit: number, before: number | null): Promise<AuditResponse> {
  const found = await db.query<AuditRow>(
    `SELECT a.id, a.admin_id, u.username AS admin_name, a.action, a.target, a.details, a.at,
            COALESCE(t.username, NULLIF(an.title, ''), p.code, a.details->>'username', NULLIF(a.details->>'title', ''), a.details->>'code')
              AS target_name
       FROM admin_audit a
       LEFT JOIN users u ON u.id = a.admin_id
       LEFT JOIN users t ON a.action LIKE 'user.%' AND t.id = a.target
       LEFT JOIN announcements an ON a.action LIKE 'announcement.%' AND an.id = a.target
       LEFT JOIN promo_codes p ON a.action LIKE 'promo.%' AND p.id = a.target
      WHERE $1::bigint IS NULL OR a.id < $1::bigint
      ORDER BY a.id DESC LIMIT $2`,
    [before, limit + 1],
  );
  const rows = found.rows.slice(0, limit);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: Number(row.id),
    adminId: row.admin_id,
    adminName: row.admin_name,
    action: row.action,
    target: row.target,
    targetName: row.target_name,
    details: row.details,
    at: new Date(row.at).toISOString(),
  }));
  return { entries, nextBefore: found.rows.length > limit ? entries[entries.length - 1]!.id : null };
}
