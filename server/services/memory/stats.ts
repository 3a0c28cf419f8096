import { State } from 'ts-fsrs';
import { memoryItems, type MemoryItem, type MemoryKind } from '../../../domain/memory/items';
import { binForecast, forecastDays } from '../../../domain/memory/forecast';
import { MATURE_DAYS, type MemoryStats, type MemoryStatsRow } from '../../../domain/memory/stats';
import { loadStates, retentionRows } from '../../db/memory';
import type { Database } from '../../db/types';
import { readMaterial } from '../userData';
import { openMemory } from './memory';
import type { MemoryState } from './schedule';

const rowKey = (subjectId: string, chapterId: string, kind: MemoryKind) => `${subjectId}\u0000${chapterId}\u0000${kind}`;

/**
 * The memory figures of a material's items, per chapter and kind: the count of new, learning,
 * review and mature items, true retention from the review logs, and the 14-day forecast of due
 * items. `items` are the material's; `states` the valid ones (of those items, on their current answer).
 */
export function statsOf(
  items: ReadonlyMap<string, MemoryItem>,
  states: ReadonlyMap<string, MemoryState>,
  retention: Awaited<ReturnType<typeof retentionRows>>,
  now: number,
): MemoryStats {
  const days = forecastDays(now);
  const ends = days.map((d) => d.end);
  const rows = new Map<string, MemoryStatsRow & { dues: number[] }>();
  for (const item of items.values()) {
    const key = rowKey(item.subjectId, item.chapterId, item.kind);
    let row = rows.get(key);
    if (!row) {
      row = {
        subjectId: item.subjectId, chapterId: item.chapterId, kind: item.kind,
        new: 0, learning: 0, review: 0, mature: 0,
        young: { passed: 0, total: 0 }, matureRetention: { passed: 0, total: 0 }, forecast: [], dues: [],
      };
      rows.set(key, row);
    }
    const card = states.get(item.id)?.card;
    if (!card || card.state === State.New) row.new += 1;
    else if (card.state !== State.Review) row.learning += 1;
    else if (card.scheduled_days >= MATURE_DAYS) row.mature += 1;
    else row.review += 1;
    if (card && card.state !== State.New) row.dues.push(card.due.getTime());
  }
  for (const counted of retention) {
    const row = rows.get(rowKey(counted.subject_id, counted.chapter_id, counted.kind));
    if (!row) continue; // the chapter or its items of that kind are gone
    row.young = { passed: counted.young_passed, total: counted.young_total };
    row.matureRetention = { passed: counted.mature_passed, total: counted.mature_total };
  }
  return {
    today: days[0]!.day,
    rows: [...rows.values()].map(({ dues, ...row }) => ({ ...row, forecast: binForecast(dues, ends) })),
  };
}

/** GET /me/memory/stats: the student's own figures (states built first if they never were, stale ones dropped). */
export async function ownMemoryStats(db: Database, userId: string, now = Date.now()): Promise<MemoryStats> {
  const memory = await openMemory(db, userId);
  return statsOf(memory.items, memory.states, await retentionRows(db, userId, MATURE_DAYS), now);
}

/**
 * A public profile's figures: read only (a visitor never makes the server build or prune the
 * owner's states); a state whose item is gone or whose answer changed is left out.
 */
export async function publicMemoryStats(db: Database, userId: string, now = Date.now()): Promise<MemoryStats> {
  const material = (await readMaterial(db, userId)).data;
  const items = memoryItems(material);
  const [states, retention] = await Promise.all([loadStates(db, userId), retentionRows(db, userId, MATURE_DAYS)]);
  const valid = new Map(states.filter((s) => items.get(s.item.id)?.answerHash === s.item.answerHash).map((s) => [s.item.id, s]));
  return statsOf(items, valid, retention, now);
}
