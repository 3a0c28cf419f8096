/** A finished result stays re-showable for 10 s per method, subject and chapter (part 1 §4, §9). */
export const RESULT_CACHE_MS = 10_000;

export interface ResultCache<R> {
  set(key: string, result: R, now: number): void;
  /** Replaces a result still cached, keeping its time (the recording answered after the end). */
  update(key: string, change: (result: R) => R): void;
  get(key: string, now: number): R | null;
  clear(): void;
}

export function resultKey(methodId: string, subjectId: string, chapterId: string): string {
  return `${methodId}:${subjectId}:${chapterId}`;
}

export function createResultCache<R>(ttlMs: number = RESULT_CACHE_MS): ResultCache<R> {
  const entries = new Map<string, { result: R; at: number }>();
  return {
    set: (key, result, now) => void entries.set(key, { result, at: now }),
    update(key, change) {
      const entry = entries.get(key);
      if (entry) entries.set(key, { ...entry, result: change(entry.result) });
    },
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now - entry.at > ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry.result;
    },
    clear: () => entries.clear(),
  };
}
