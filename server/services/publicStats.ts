import type { MethodsStats, PlatformStats } from '../../domain/api';
import { readMethodCounts, readPlatformCounts } from '../db/statistics';
import type { Queryable } from '../db/types';

/** The home page's figures: cards, chapters, recorded sessions and accounts. */
export async function readPlatformStats(db: Queryable): Promise<PlatformStats> {
  return readPlatformCounts(db);
}

/** The methods page's figures. */
export async function readMethodsStats(db: Queryable): Promise<MethodsStats> {
  const row = await readMethodCounts(db);
  return {
    // Correct answers over questions asked in association sessions, as a rounded percentage.
    association: { cards: row.cards, avgPrecision: row.total > 0 ? Math.round((row.correct / row.total) * 100) : 0 },
    imageZoning: { sessions: row.zoning_sessions, legends: row.legends },
    mindmap: { maps: row.maps, edges: row.edges },
    qcm: { sessions: row.qcm_sessions, avgPrecision: row.qcm_total > 0 ? Math.round((row.qcm_correct / row.qcm_total) * 100) : 0 },
  };
}
