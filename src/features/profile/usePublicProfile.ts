import { useCallback, useEffect, useState } from 'react';
import type { PublicProfileData, PublicUser, RankInfo } from '../../../domain/leaderboard';
import { isStatus } from '../../api/client';
import { fetchPublicProfile, fetchPublicUser } from './api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'unavailable' }
  | { status: 'loaded'; user: PublicUser; leaderboard: RankInfo; data: PublicProfileData | null };

export type ProfileAddress = { slug: string } | { userId: string };

/**
 * A public profile by slug, or by id (the id answer has statistics for admins only: for anyone
 * else they come from the slug profile when the user has one). `reload` fetches it again, e.g. after deleting a session;
 * `patchUser` applies what an admin call answered (badges, ban) without waiting for a fetch.
 */
export function usePublicProfile(address: ProfileAddress): {
  state: ProfileState;
  reload: () => void;
  patchUser: (patch: Partial<PublicUser>) => void;
} {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [revision, setRevision] = useState(0);
  const key = 'slug' in address ? `slug:${address.slug}` : `id:${address.userId}`;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const [kind, ...rest] = key.split(':');
    const value = rest.join(':');
    (async (): Promise<ProfileState> => {
      if (kind === 'slug') {
        const profile = await fetchPublicProfile(value, signal);
        return { status: 'loaded', ...profile };
      }
      const { user, leaderboard, data: adminData } = await fetchPublicUser(value, signal);
      // Admins receive the statistics with the user; anyone else reads them from the slug profile.
      const data = adminData ?? (user.slug ? (await fetchPublicProfile(user.slug, signal)).data : null);
      return { status: 'loaded', user, leaderboard, data };
    })().then(
      (next) => {
        if (!signal.aborted) setState(next);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.info('[profile] unavailable:', error instanceof Error ? error.message : error);
        setState({ status: isStatus(error, 404) ? 'not-found' : 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [key, revision]);

  const reload = useCallback(() => setRevision((n) => n + 1), []);
  const patchUser = useCallback(
    (patch: Partial<PublicUser>) => setState((current) => (current.status === 'loaded' ? { ...current, user: { ...current.user, ...patch } } : current)),
    [],
  );
  return { state, reload, patchUser };
}
