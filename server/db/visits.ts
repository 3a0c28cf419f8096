import type { Queryable } from './types';

/** SQL of the table `visits`: one row per Paris day and client (a hash, never the IP). */

export async function insertVisit(db: Queryable, day: string, clientKey: string): Promise<void> {
  await db.query('INSERT INTO visits (day, client_key) VALUES ($1::date, $2) ON CONFLICT DO NOTHING', [day, clientKey]);
}
