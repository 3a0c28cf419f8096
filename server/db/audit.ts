import type { AuditAction } from '../../domain/admin';
import type { Queryable } from './types';

/** SQL and row types of the table `admin_audit`: every admin action, who did what to whom. */

export async function insertAudit(db: Queryable, adminId: string, action: AuditAction, target: string | null, details: Record<string, unknown>): Promise<void> {
  await db.query('INSERT INTO admin_audit (admin_id, action, target, details) VALUES ($1, $2, $3, $4)', [
    adminId,
    action,
    target,
    JSON.stringify(details),
  ]);
}

export interface AuditRow {
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
 * Up to `limit` rows older than the row `before` (from the newest without it), newest first. The
 * target is named as it is now (user, announcement title, code), else as recorded when it was gone.
 */
export async function listAuditRows(db: Queryable, limit: number, before: number | null): Promise<AuditRow[]> {
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
    [before, limit],
  );
  return found.rows;
}
