import { useCallback, useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { fetchAdminStats } from './api';
import type { AdminStats } from '../../../domain/admin';
import { useAdminLive } from './useAdminLive';

/** Part 2 §9: refresh every 60 s, live refetches at most every 1.2 s. */
const REFRESH_MS = 60_000;
const REFETCH_THROTTLE_MS = 1_200;

/** The dashboard's figures, kept fresh by a timer and by the admin live events. */
export function useAdminStats(): { stats: AdminStats | null; error: string | null; reload: () => void } {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const lastFetch = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    lastFetch.current = Date.now();
    fetchAdminStats(controller.signal)
      .then((next) => {
        setStats(next);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('[admin] stats not loaded', failure);
          setError(fr.admin.loadFailed);
        }
      });
  }, []);

  const throttledLoad = useCallback(() => {
    if (pending.current !== null) return;
    const wait = Math.max(0, lastFetch.current + REFETCH_THROTTLE_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = null;
      load();
    }, wait);
  }, [load]);

  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(timer);
      if (pending.current !== null) clearTimeout(pending.current);
      inFlight.current?.abort();
    };
  }, [load]);

  useAdminLive({
    onMetrics: (live) => {
      setStats((current) => (current ? { ...current, metrics: { ...current.metrics, ...live } } : current));
      throttledLoad();
    },
    onStale: throttledLoad,
  });

  return { stats, error, reload: load };
}
