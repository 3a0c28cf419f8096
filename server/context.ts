import type { Database } from './db/types';
import type { Notifier } from './services/notifier';
import type { PublicCache } from './services/publicCache';
import type { BackoffRule, CounterStore, ThrottleRule } from './services/throttle';

export interface ThrottleRules {
  /** Failed logins per account and client IP: what locks one guesser. */
  loginPerAccountIp: BackoffRule;
  /** Failed logins per account from every IP; its lock spares the places the account signed in from. */
  loginPerAccount: BackoffRule;
  /** Failed logins per client IP, whatever the account. */
  loginPerIp: BackoffRule;
  /** Accounts created per client IP. */
  registerPerIp: ThrottleRule;
  /** Duels a user starts (invitations, « Défier », « Adversaire au hasard »). */
  duelInvitesPerUser: ThrottleRule;
  /** Unknown duel codes a user tries (codes are short: guessing them is slowed down). */
  duelCodeMissesPerUser: ThrottleRule;
}

export const defaultThrottleRules: ThrottleRules = {
  loginPerAccountIp: { limit: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000, maxLockMs: 24 * 60 * 60 * 1000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000, maxLockMs: 60 * 60 * 1000 },
  // A campus or a phone network shares one IP: its lock stays short.
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000, maxLockMs: 60 * 60 * 1000 },
  registerPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  duelInvitesPerUser: { limit: 30, windowMs: 60 * 60 * 1000 },
  duelCodeMissesPerUser: { limit: 10, windowMs: 15 * 60 * 1000 },
};

/** What every route and service works with; built once per process. */
export interface AppContext {
  db: Database;
  notifier: Notifier;
  counters: CounterStore;
  throttle: ThrottleRules;
  /** The public answers (ranking, statistics) computed once and served until they change. */
  publicCache: PublicCache;
}
