import { describe, expect, it } from 'vitest';
import type { MemoryItem } from '../../../domain/memory/items';
import type { MemoryStamp } from '../../db/memory';
import { KeptMemories, type ReadMemory } from './keptMemories';

const stamp = (materialRevision: number, statesVersion: number): MemoryStamp => ({
  retentionPct: 90, dailyNewLimit: 20, built: true, materialRevision, statesVersion, deletedVersion: 0,
});
const memoryOf = (items: number): ReadMemory => ({
  items: new Map(Array.from({ length: items }, (_, i) => [`i${i}`, { id: `i${i}` } as MemoryItem])),
  states: new Map(),
});

describe('KeptMemories', () => {
  it('answers what was kept with the revision and version it was read at', () => {
    const kept = new KeptMemories(100);
    const memory = memoryOf(3);
    kept.set('ana', stamp(4, 7), memory);
    expect(kept.get('ana')).toEqual({ materialRevision: 4, statesVersion: 7, memory });
    expect(kept.get('ben')).toBeUndefined();
  });

  it('keeps at most its number of items, the least recently read going first', () => {
    const kept = new KeptMemories(10);
    kept.set('ana', stamp(1, 1), memoryOf(4));
    kept.set('ben', stamp(1, 1), memoryOf(4));
    kept.get('ana');
    kept.set('cid', stamp(1, 1), memoryOf(4));
    expect(kept.get('ben')).toBeUndefined();
    expect(kept.get('ana')).toBeDefined();
    expect(kept.get('cid')).toBeDefined();
    // Replacing a user's memory counts its items once.
    kept.set('cid', stamp(1, 2), memoryOf(6));
    expect(kept.get('ana')).toBeDefined();
    expect(kept.get('cid')?.statesVersion).toBe(2);
  });

  it('does not keep a memory larger than the whole bound', () => {
    const kept = new KeptMemories(10);
    kept.set('ana', stamp(1, 1), memoryOf(3));
    kept.set('ben', stamp(1, 1), memoryOf(11));
    expect(kept.get('ben')).toBeUndefined();
    expect(kept.get('ana')).toBeDefined();
  });
});
