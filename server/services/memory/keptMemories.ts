import type { MemoryItem } from '../../../domain/memory/items';
import type { MemoryStamp } from '../../db/memory';
import type { MemoryState } from './schedule';

/** A user's items and valid states, as read for the due counts, the queue and the statistics. */
export interface ReadMemory {
  items: ReadonlyMap<string, MemoryItem>;
  states: ReadonlyMap<string, MemoryState>;
}

/** A user's memory as read at a material revision and states version. */
export interface KeptMemory {
  materialRevision: number;
  statesVersion: number;
  memory: ReadMemory;
}

/**
 * The memories this process read lately, per user: the due counts shown on every page and the
 * review queue then skip reading and parsing thousands of states (see `openMemory`, which checks
 * them against the database's stamp, so several instances stay right). Bounded by items (about a
 * kilobyte each), least recently read out first; a memory kept is never changed.
 */
export class KeptMemories {
  private readonly byUser = new Map<string, KeptMemory>();
  private items = 0;

  constructor(private readonly maxItems: number) {}

  get(userId: string): KeptMemory | undefined {
    const kept = this.byUser.get(userId);
    if (kept) {
      this.drop(userId);
      this.add(userId, kept);
    }
    return kept;
  }

  /** Keeps `memory`, read after `stamp` was (a change in between only makes the next read read it again). */
  set(userId: string, stamp: MemoryStamp, memory: ReadMemory): void {
    this.drop(userId);
    if (memory.items.size > this.maxItems) return;
    this.add(userId, { materialRevision: stamp.materialRevision, statesVersion: stamp.statesVersion, memory });
    for (const user of this.byUser.keys()) {
      if (this.items <= this.maxItems) break;
      this.drop(user);
    }
  }

  private add(userId: string, kept: KeptMemory): void {
    this.byUser.set(userId, kept);
    this.items += kept.memory.items.size;
  }

  private drop(userId: string): void {
    const kept = this.byUser.get(userId);
    if (!kept) return;
    this.byUser.delete(userId);
    this.items -= kept.memory.items.size;
  }
}
