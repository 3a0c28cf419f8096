import {
  DEFAULT_FEATURE_STATE,
  FEATURES,
  featureOn,
  isFeatureId,
  mayJoinEarlyAccess,
  type FeatureId,
  type FeaturesResponse,
  type FeatureState,
} from '../../domain/features';
import { messages } from '../../domain/messages';
import type { User } from '../../domain/user';
import { flagStateRows, hasEarlyAccess, setEarlyAccessRow, upsertFlagState } from '../db/featureFlags';
import type { Queryable } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { writeAudit } from './admin/audit';

/** Every feature of the registry with its state (a stored state of a feature since removed is ignored). */
async function flagStates(db: Queryable): Promise<Map<FeatureId, FeatureState>> {
  const stored = await flagStateRows(db);
  return new Map(FEATURES.map((f) => [f.id, stored.get(f.id) ?? DEFAULT_FEATURE_STATE]));
}

/** GET /features for a user or a visitor (null). */
export async function featuresFor(db: Queryable, user: User | null): Promise<FeaturesResponse> {
  const states = await flagStates(db);
  const earlyAccess = user ? await hasEarlyAccess(db, user.id) : false;
  const who = user ? { badges: user.badges, earlyAccess } : null;
  return {
    features: [...states].map(([id, state]) => ({ id, state, on: featureOn(state, who) })),
    earlyAccess,
    mayJoin: user ? mayJoinEarlyAccess(user.badges) : false,
  };
}

/**
 * The gate of a flagged API: 403 in French unless the feature is on for `user` (off for all, or
 * in early access and the user has not opted in, or may not).
 */
export async function requireFeature(db: Queryable, user: User, id: FeatureId): Promise<void> {
  const state = (await flagStates(db)).get(id) ?? DEFAULT_FEATURE_STATE;
  if (state === 'everyone') return;
  if (state === 'off') throw forbidden(messages.featureOff);
  const earlyAccess = await hasEarlyAccess(db, user.id);
  if (!featureOn(state, { badges: user.badges, earlyAccess })) throw forbidden(messages.featureEarlyAccess);
}

/** PUT /me/early-access: only Major and Champion (and admins) may opt in; anyone may leave. */
export async function setEarlyAccess(db: Queryable, user: User, enabled: boolean): Promise<FeaturesResponse> {
  if (enabled && !mayJoinEarlyAccess(user.badges)) throw forbidden(messages.earlyAccessPlan);
  await setEarlyAccessRow(db, user.id, enabled);
  return featuresFor(db, user);
}

/** PUT /admin/features/:id: an admin switches a feature off, to early access or to everyone. */
export async function setFeatureState(db: Queryable, admin: User, id: string, state: FeatureState): Promise<FeaturesResponse> {
  if (!isFeatureId(id)) throw notFound(messages.featureUnknown);
  await upsertFlagState(db, id, state);
  await writeAudit(db, admin.id, 'feature.state', id, { state });
  return featuresFor(db, admin);
}
