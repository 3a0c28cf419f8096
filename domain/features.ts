import { z } from 'zod';
import { planOf } from './badges';

/**
 * Feature flags (ARCHITECTURE.md, « Feature flags in one registry »): every feature that can be
 * switched lives here, with its French name and description and the day it arrived. The client
 * and the server read the same registry and the same states; early access is a state of a flag,
 * not a code path of its own.
 */
export const FEATURES = [
  {
    id: 'weak-spots',
    name: 'Points faibles',
    description:
      'Une révision des éléments que tu as le plus souvent ratés, toutes matières confondues, même s’ils ne sont pas encore à revoir.',
    since: '2026-12-07',
  },
] as const;

export type FeatureId = (typeof FEATURES)[number]['id'];
export type Feature = (typeof FEATURES)[number];

/** Who a feature is on for: nobody, the subscribers who opted in to early access, or everyone. */
export const FEATURE_STATES = ['off', 'early', 'everyone'] as const;
export type FeatureState = (typeof FEATURE_STATES)[number];

/** A feature without a stored state is off: it reaches students only when an admin says so. */
export const DEFAULT_FEATURE_STATE: FeatureState = 'off';

export const FEATURE_IDS = FEATURES.map((f) => f.id) as FeatureId[];

export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && (FEATURE_IDS as string[]).includes(value);
}

export const featureParams = z.object({ id: z.string().min(1).max(64) });
export const featureStateBody = z.object({ state: z.enum(FEATURE_STATES) });
export const earlyAccessBody = z.object({ enabled: z.boolean() });

/** Early access is sold with Major and Champion (/pricing); admins may try what they switch on. */
export function mayJoinEarlyAccess(badges: readonly string[]): boolean {
  return planOf(badges) !== 'free' || badges.includes('admin');
}

/** Whether a feature in `state` is on for a user (null: a visitor) who did or did not opt in. */
export function featureOn(state: FeatureState, user: { badges: readonly string[]; earlyAccess: boolean } | null): boolean {
  if (state === 'everyone') return true;
  return state === 'early' && user !== null && user.earlyAccess && mayJoinEarlyAccess(user.badges);
}

/** GET /features: every flag's state and whether it is on for the caller, and the caller's opt-in. */
export interface FeaturesResponse {
  features: { id: FeatureId; state: FeatureState; on: boolean }[];
  /** Whether the caller opted in to early access (false for visitors). */
  earlyAccess: boolean;
  /** Whether the caller's plan lets them opt in. */
  mayJoin: boolean;
}
