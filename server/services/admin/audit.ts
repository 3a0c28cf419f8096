import type { Queryable } from '../../db/types';

export interface AuditEntry {
  id: number;
  adminId: string;
  adminName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  at: string;
}

/** Every admin action leaves a row: who did what to whom, with what. */
export async function writeAudit(
  db: Queryable,
  adminId: string,
  action: string,
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

/** The latest entries first; the admin's name is joined while the account still exists. */
export async function listAudit(db: Queryable, limit: number): Promise<AuditEntry[]> {
  const found = await db.query<{
    id: string | number;
    admin_id: string;
    username: string | null;
    action: string;
    target: string | null;
    details: Record<string, unknown>;
    at: Date;
  }>(
    `SELECT a.id, a.admin_id, u.username, a.action, a.target, a.details, a.at
       FROM admin_audit a LEFT JOIN users u ON u.id = a.admin_id
      ORDER BY a.at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
  return found.rows.map((row) => ({
    id: Number(row.id),
    adminId: row.admin_id,
    adminName: row.username,
    action: row.action,
    target: row.target,
    details: row.details,
    at: new Date(row.at).toISOString(),
  }));
}
