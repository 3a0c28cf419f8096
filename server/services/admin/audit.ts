import type { AuditAction, AuditEntry, AuditResponse } from '../../../domain/admin';
import { insertAudit, listAuditRows } from '../../db/audit';
import type { Queryable } from '../../db/types';

/** Every admin action leaves a row: who did what to whom, with what. */
export async function writeAudit(
  db: Queryable,
  adminId: string,
  action: AuditAction,
  target: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAudit(db, adminId, action, target, details);
}

/**
 * A page of the log, newest first: `limit` rows older than the row `before` (all rows without it).
 * Paging by id rather than by offset, so rows written meanwhile never shift a page.
 */
export async function listAudit(db: Queryable, limit: number, before: number | null): Promise<AuditResponse> {
  const found = await listAuditRows(db, limit + 1, before);
  const rows = found.slice(0, limit);
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
  return { entries, nextBefore: found.length > limit ? entries[entries.length - 1]!.id : null };
}
