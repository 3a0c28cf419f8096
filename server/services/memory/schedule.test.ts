import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { DEFAULT_MEMORY_SETTINGS } from '../../../domain/memory/api';
import type { MemoryItem } from '../../../domain/memory/items';
import { gradeOf, MemoryBook, percentile75 } from './schedule';
import { spreadSiblings } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;
const item = (id: string, group: string): MemoryItem => ({
  id, subjectId: 's', chapterId: 'c', key: id, kind: 'legend', group, questionId: id, answerHash: 'h',
});

describe('gradeOf', () => {
  it('maps wrong, almost, slow and right answers to Again, Hard, Hard and Good', () => {
    expect(gradeOf({ correct: false, almost: false, durationMs: 1 }, 10)).toBe(Rating.Again);
    expect(gradeOf({ correct: true, almost: true, durationMs: 1 }, 10)).toBe(Rating.Hard);
    expect(gradeOf({ correct: true, almost: false, durationMs: 11 }, 10)).toBe(Rating.Hard);
    expect(gradeOf({ correct: true, almost: false, durationMs: 10 }, 10)).toBe(Rating.Good);
    expect(gradeOf({ correct: true, almost: false, durationMs: 99_999 }, undefined)).toBe(Rating.Good);
  });
});

describe('percentile75', () => {
  it('is percentile_disc(0.75), and undefined under ten values', () => {
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBeUndefined();
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(percentile75(Array.from({ length: 20 }, (_, i) => i + 1))).toBe(15);
  });
});

describe('MemoryBook load balancer', () => {
  it('keeps siblings off the same day when their interval allows it', () => {
    const book = new MemoryBook();
    const at = Date.UTC(2026, 0, 1, 12);
    const legends = ['a', 'b', 'c'].map((id) => item(id, 'board'));
    const answers = legends.map((legend) => ({ item: legend, correct: true, almost: false, durationMs: 1000 }));
    // Two Goods a month apart bring each legend to a review interval of weeks.
    book.review(answers, 's1', at, DEFAULT_MEMORY_SETTINGS, {});
    book.review(answers, 's2', at + 30 * DAY_MS, DEFAULT_MEMORY_SETTINGS, {});
    const days = [...book.states.values()].map((state) => Math.floor(state.card.due.getTime() / DAY_MS));
    expect(new Set(days).size).toBe(3);
    expect([...book.states.values()].every((state) => state.card.scheduled_days >= 3)).toBe(true);
  });
});

describe('spreadSiblings', () => {
  it('moves an item after others when its group was just taken, keeping priority otherwise', () => {
    const ordered = ['a1', 'a2', 'a3', 'b1', 'c1', 'b2'].map((id) => ({ id, group: id[0]! }));
    expect(spreadSiblings(ordered, 1).map((x) => x.id)).toEqual(['a1', 'b1', 'a2', 'c1', 'a3', 'b2']);
    expect(spreadSiblings([{ id: 'x', group: 'g' }, { id: 'y', group: 'g' }]).map((x) => x.id)).toEqual(['x', 'y']);
  });
});
