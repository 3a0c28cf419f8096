import { describe, expect, it } from 'vitest';
import { countUpValue } from './countUp';
import { createResultCache, resultKey } from './resultCache';

describe('finished result cache', () => {
  it('re-shows a result for 10 s per method, subject and chapter', () => {
    const cache = createResultCache<string>();
    const key = resultKey('association', 'anat', 'coeur');
    expect(key).toBe('association:anat:coeur');
    cache.set(key, 'résultat', 1000);
    expect(cache.get(key, 11_000)).toBe('résultat');
    expect(cache.get(resultKey('association', 'anat', 'rein'), 2000)).toBeNull();
    expect(cache.get(key, 11_001)).toBeNull();
    expect(cache.get(key, 2000)).toBeNull();
  });

  it('updates a cached result without extending its life', () => {
    const cache = createResultCache<{ points: number | null }>();
    cache.set('k', { points: null }, 0);
    cache.update('k', (r) => ({ ...r, points: 40 }));
    expect(cache.get('k', 10_000)).toEqual({ points: 40 });
    expect(cache.get('k', 10_001)).toBeNull();
    cache.update('k', () => ({ points: 1 }));
    expect(cache.get('k', 10_002)).toBeNull();
  });
});

describe('points counter', () => {
  it('counts up to the points in about 1.2 s, never past them', () => {
    expect(countUpValue(120, 0)).toBe(0);
    const half = countUpValue(120, 600);
    expect(half).toBeGreaterThan(60);
    expect(half).toBeLessThan(120);
    expect(countUpValue(120, 1199)).toBeLessThanOrEqual(120);
    expect(countUpValue(120, 1200)).toBe(120);
    expect(countUpValue(0, 300)).toBe(0);
  });
});
