import type { DueCount, MemorySummary, QueuedItem } from '../../../domain/memory/api';
import { MEMORY_KINDS, type MemoryKind } from '../../../domain/memory/items';
import { inRevisionScope, type RevisionScope } from '../../../domain/memory/revision';
import { retrievability } from './schedule';
import type { OpenMemory } from './memory';

/** New items today's limit still lets a review session introduce, `introduced` being those seen today. */
export function newAllowance(memory: OpenMemory, introduced: number): number {
  return Math.max(0, memory.settings.dailyNewLimit - introduced);
}

/**
 * Per chapter and in total: the items due by the end of today (`dayEnd`) and the new ones (never
 * reviewed), new counts capped by what today's limit still allows.
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
  // What a review can introduce today, wherever it is counted: a chapter, a subject or in all.
  const allowance = newAllowance(memory, introduced);
  total.new = Math.min(total.new, allowance);
  for (const chapter of chapters.values()) chapter.new = Math.min(chapter.new, allowance);
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
 * Shares `total` among groups in proportion to their sizes (largest remainder), every non-empty
 * group getting at least one while the total allows, and none more than it holds.
 */
export function proportionalShares(sizes: readonly number[], total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const budget = Math.min(total, sum);
  if (budget === 0) return sizes.map(() => 0);
  const exact = sizes.map((size) => (size * budget) / sum);
  const shares = exact.map(Math.floor);
  // At least one of each kind present, taken from the largest shares, while the budget allows.
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i]! > 0 && shares[i] === 0 && shares.reduce((a, b) => a + b, 0) < budget) shares[i] = 1;
  }
  const byRemainder = sizes.map((_, i) => i).sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!));
  while (shares.reduce((a, b) => a + b, 0) < budget) {
    const next = byRemainder.find((i) => shares[i]! < sizes[i]!);
    if (next === undefined) break;
    shares[next]! += 1;
    byRemainder.push(...byRemainder.splice(byRemainder.indexOf(next), 1));
  }
  return shares;
}

/** Most questions of one kind in a row while another kind is still to come. */
export const MAX_KIND_RUN = 3;

/**
 * Interleaves the kinds' lists, each kept in its own order: at every step the kind furthest behind
 * its even spread goes next (a due item before a new one), and never more than `MAX_KIND_RUN` of one
 * kind in a row while another kind has items left.
 */
export function interleaveKinds<T extends { due: boolean }>(lists: readonly (readonly T[])[]): T[] {
  const taken = lists.map(() => 0);
  const out: T[] = [];
  let last = -1;
  let run = 0;
  const total = lists.reduce((n, list) => n + list.length, 0);
  while (out.length < total) {
    const open = lists.map((list, i) => i).filter((i) => taken[i]! < lists[i]!.length);
    const allowed = run >= MAX_KIND_RUN && open.some((i) => i !== last) ? open.filter((i) => i !== last) : open;
    const behind = (i: number) => (taken[i]! + 1) / lists[i]!.length;
    const pick = allowed.reduce((best, i) => {
      const dueFirst = Number(lists[best]![taken[best]!]!.due) - Number(lists[i]![taken[i]!]!.due);
      if (dueFirst !== 0) return dueFirst < 0 ? i : best;
      return behind(i) < behind(best) ? i : best;
    });
    out.push(lists[pick]![taken[pick]!]!);
    taken[pick]! += 1;
    run = pick === last ? run + 1 : 1;
    last = pick;
  }
  return out;
}

type Candidate = QueuedItem & { group: string; due: boolean };

/**
 * A review session's queue over `scope`: the items due by the end of today, then new items up to
 * today's allowance, at most `limit` in all. Each part is shared among cards, legends and map texts
 * in proportion to what each kind has (due ones by lowest retrievability, new ones in the material's
 * order); the kinds are interleaved and siblings spread apart.
 */
export function reviewQueue(memory: OpenMemory, introduced: number, now: number, dayEnd: number, scope: RevisionScope, limit: number): QueuedItem[] {
  const due = new Map<MemoryKind, Candidate[]>(MEMORY_KINDS.map((kind) => [kind, []]));
  const fresh = new Map<MemoryKind, Candidate[]>(MEMORY_KINDS.map((kind) => [kind, []]));
  for (const item of memory.items.values()) {
    if (!inRevisionScope(item, scope)) continue;
    const state = memory.states.get(item.id);
    if (!state) {
      fresh.get(item.kind)!.push({ id: item.id, retrievability: null, group: item.group, due: false });
    } else if (state.card.due.getTime() <= dayEnd) {
      const r = retrievability(state.card, memory.settings.retentionPct, now);
      due.get(item.kind)!.push({ id: item.id, retrievability: r, group: item.group, due: true });
    }
  }
  for (const list of due.values()) list.sort((a, b) => a.retrievability! - b.retrievability! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const dueCount = [...due.values()].reduce((n, list) => n + list.length, 0);
  const freshCount = [...fresh.values()].reduce((n, list) => n + list.length, 0);
  const dueBudget = Math.min(limit, dueCount);
  const freshBudget = Math.min(limit - dueBudget, newAllowance(memory, introduced), freshCount);
  const dueShares = proportionalShares(MEMORY_KINDS.map((kind) => due.get(kind)!.length), dueBudget);
  const freshShares = proportionalShares(MEMORY_KINDS.map((kind) => fresh.get(kind)!.length), freshBudget);
  const lists = MEMORY_KINDS.map((kind, i) =>
    spreadSiblings([...due.get(kind)!.slice(0, dueShares[i]), ...fresh.get(kind)!.slice(0, freshShares[i])]),
  ).filter((list) => list.length > 0);
  return interleaveKinds(lists).map(({ id, retrievability }) => ({ id, retrievability }));
}
