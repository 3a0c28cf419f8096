import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { FeatureId, FeaturesResponse } from '../../../domain/features';
import { userAtom } from '../../state/session';
import { fetchFeatures } from './api';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; features: FeaturesResponse };

/** The flags as the server answered them for the current user (null before the first answer). */
const featuresAtom = atom<{ userId: string | null; loaded: Loaded }>({ userId: null, loaded: { status: 'loading' } });

/**
 * The feature flags for whoever is signed in, asked again when the account changes. `replace`
 * keeps an answer of the server (the opt-in or an admin's switch answers the new flags).
 */
export function useFeatures() {
  const user = useAtomValue(userAtom);
  const userId = user?.id ?? null;
  const [current, setCurrent] = useAtom(featuresAtom);
  const badges = user?.badges.join(',');

  useEffect(() => {
    let live = true;
    fetchFeatures().then(
      (features) => live && setCurrent({ userId, loaded: { status: 'ready', features } }),
      () => live && setCurrent({ userId, loaded: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // A plan bought or lost changes what the user may join: the badges are part of the key.
  }, [userId, badges, setCurrent]);

  const loaded: Loaded = current.userId === userId ? current.loaded : { status: 'loading' };
  return { loaded, replace: (features: FeaturesResponse) => setCurrent({ userId, loaded: { status: 'ready', features } }) };
}

/** Whether `id` is on for the current user: the client shows what the server would serve. */
export function useFeatureOn(id: FeatureId): boolean {
  const { loaded } = useFeatures();
  return loaded.status === 'ready' && loaded.features.features.some((f) => f.id === id && f.on);
}
