import type { DueCount, MemorySummary, QueuedItem } from '../../../domain/memory/api';
import { inRevisionScope, type RevisionScope } from '../../../domain/memory/revision';
import { retrievability } from './schedule';
import type { OpenMemory } from './memory';

/** New items today's limit still lets a review session introduce, `introduced` being those seen today. */
export function newAllowance(memory: OpenMemory, introduced: number): number {
  return Math.max(0, memory.settings.dailyNewLimit - introduced);
}

/**
 * Per chapter and in total: the items due by the end of today (`dayEnd`) and the new ones (never
 * reviewed). The total's new count is capped by what today's limit still allows.
 */
export function dueSummary(memory: OpenMemory, introduced: number, dayEnd: number): Omit<MemorySummary, 'settings'> {
  const chapters = new Map<string, { subjectId: string; chapterId: string } & DueCount>();
  const total: DueCount = { due: 0, new: 0 };
  for (const item of memory.items.values()) {
    const key = `${item.subjectId}/${item.chapterId}`;
    let chapter = chapters.get(key);
    if (!chapter) {
      chapter = { subjectId: item.subjectId, chapterId: item.chapterId, due: 0, new: 0 };
      chapters.set(key, chapter);
    }
    const state = memory.states.get(item.id);
    if (!state) {
      chapter.new += 1;
      total.new += 1;
    } else if (state.card.due.getTime() <= dayEnd) {
      chapter.due += 1;
      total.due += 1;
    }
  }
  total.new = Math.min(total.new, newAllowance(memory, introduced));
  return { chapters: [...chapters.values()], total };
}

/**
 * Spreads siblings apart (the legends of one board, the texts of one map): each next item is the
 * first in priority order whose group is not among the last few taken, when there is one.
 */
export function spreadSiblings<T extends { group: string }>(ordered: readonly T[], window = 3): T[] {
  const left = [...ordered];
  const out: T[] = [];
  while (left.length > 0) {
    const recent = new Set(out.slice(-window).map((item) => item.group));
    const index = left.findIndex((item) => !recent.has(item.group));
    out.push(...left.splice(Math.max(0, index), 1));
  }
  return out;
}

/**
 * A review session's queue over `scope`: the items due by the end of today, lowest
 * retrievability first, then new items up to today's allowance, at most `limit` in all, siblings
 * spread apart.
 */
export function reviewQueue(memory: OpenMemory, introduced: number, now: number, dayEnd: number, scope: RevisionScope, limit: number): QueuedItem[] {
  const due: (QueuedItem & { group: string })[] = [];
  const fresh: (QueuedItem & { group: string })[] = [];
  const allowance = newAllowance(memory, introduced);
  for (const item of memory.items.values()) {
    if (!inRevisionScope(item, scope)) continue;
    const state = memory.states.get(item.id);
    if (!state) {
      if (fresh.length < allowance) fresh.push({ id: item.id, retrievability: null, group: item.group });
    } else if (state.card.due.getTime() <= dayEnd) {
      due.push({ id: item.id, retrievability: retrievability(state.card, memory.settings.retentionPct, now), group: item.group });
    }
  }
  due.sort((a, b) => a.retrievability! - b.retrievability! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return spreadSiblings([...due, ...fresh].slice(0, limit)).map(({ id, retrievability }) => ({ id, retrievability }));
}
