import type { FeatureState } from '../../domain/features';
import type { Queryable } from './types';

/** SQL of the tables `feature_flags` and `early_access` (migration 018). */

/** The stored state of every flag an admin has set, by feature id. */
export async function flagStateRows(db: Queryable): Promise<Map<string, FeatureState>> {
  const found = await db.query<{ id: string; state: FeatureState }>('SELECT id, state FROM feature_flags');
  return new Map(found.rows.map((row) => [row.id, row.state]));
}

export async function upsertFlagState(db: Queryable, id: string, state: FeatureState): Promise<void> {
  await db.query(
    `INSERT INTO feature_flags (id, state) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
    [id, state],
  );
}

export async function hasEarlyAccess(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM early_access WHERE user_id = $1', [userId])).rows.length > 0;
}

export async function setEarlyAccessRow(db: Queryable, userId: string, enabled: boolean): Promise<void> {
  if (enabled) await db.query('INSERT INTO early_access (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  else await db.query('DELETE FROM early_access WHERE user_id = $1', [userId]);
}
