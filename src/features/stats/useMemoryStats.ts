import { useEffect, useState } from 'react';
import type { MemoryStats } from '../../../domain/memory/stats';
import { apiRequest } from '../../api/client';

/** Whose memory statistics: the signed-in student's, a public profile's, or (admins) a user's by id. */
export type MemorySource = { own: true } | { slug: string } | { userId: string };

function pathOf(source: MemorySource): string {
  if ('own' in source) return '/me/memory/stats';
  if ('slug' in source) return `/public/profiles/${encodeURIComponent(source.slug)}/memory`;
  return `/public/users/${encodeURIComponent(source.userId)}/memory`;
}

export type MemoryStatsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; stats: MemoryStats };

/**
 * The memory statistics of `source` (none: not shown), asked again when `version` changes (a
 * session recorded or deleted).
 */
export function useMemoryStats(source: MemorySource | null, version: number): MemoryStatsState | null {
  const path = source ? pathOf(source) : null;
  const [state, setState] = useState<{ path: string; version: number; state: MemoryStatsState } | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    apiRequest<MemoryStats>(path, { signal: controller.signal }).then(
      (stats) => setState({ path, version, state: { status: 'loaded', stats } }),
      () => !controller.signal.aborted && setState({ path, version, state: { status: 'failed' } }),
    );
    return () => controller.abort();
  }, [path, version]);
  if (!path) return null;
  // The previous figures stay while the next ones load.
  return state?.path === path ? state.state : { status: 'loading' };
}
