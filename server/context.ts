import type { Database } from './db/types';
import type { Notifier } from './services/notifier';
import type { CounterStore, ThrottleRule } from './services/throttle';

export interface ThrottleRules {
  /** Failed logins per account. */
  loginPerAccount: ThrottleRule;
  /** Failed logins per client IP. */
  loginPerIp: ThrottleRule;
  /** Accounts created per client IP. */
  registerPerIp: ThrottleRule;
}

export const defaultThrottleRules: ThrottleRules = {
  loginPerAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
};

/** What every route and service works with; built once per process. */
export interface AppContext {
  db: Database;
  notifier: Notifier;
  counters: CounterStore;
  throttle: ThrottleRules;
}
