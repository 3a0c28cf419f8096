import type { PublicSession } from './leaderboard';
import type { Plan } from './badges';
import type { StudyData, UserData } from './data/userData';
import type { User } from './user';

/** Error body of every failed call (ARCHITECTURE.md, API). */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}

export interface MeResponse {
  user: User;
  /** GET /me only: set when the token is an administrator's impersonation, ending at `endsAt`. */
  impersonation?: { endsAt: string } | null;
}

export interface UserDataResponse {
  data: UserData;
  revision: number;
}

/** GET /me/material: what the app loads (the sessions are history: GET /me/sessions). */
export interface StudyDataResponse {
  data: StudyData;
  /** Each stored part's revision (domain/data/parts). */
  revisions: Record<string, number>;
  /** The document's revision, bumped by every save. */
  revision: number;
}

/** PATCH /me/material: `{ parts: [{ key, revision, content }] }`, each part based on its `revision` (0: new). */
export interface SavePartsBody {
  parts: { key: string; revision: number; content: unknown }[];
  /**
   * The device's own id for this save (SAVE_ID_PATTERN): a page that went away before the answer
   * came asks later whether it landed (GET /me/material/saves/:saveId).
   */
  saveId?: string;
}

/** GET /me/material/saves/:saveId: whether that save was stored (among the last 100 of the account). */
export interface SaveCheckResponse {
  applied: boolean;
}

export interface SavePartsResponse {
  /** The document's revision after this save, and before it (another device saved in between when it is not the one known). */
  revision: number;
  previous: number;
  /** The saved parts' revisions. */
  revisions: Record<string, number>;
  /** Chapter parts removed with the chapters the saved subject list no longer has. */
  removed: string[];
  /**
   * The save's id was stored already (a page that went away sent it, and its next page sent it
   * again): nothing was written twice.
   */
  alreadyStored?: true;
}

/** A save in parts refused (412): those parts as the server holds them (revision 0, content null: gone). */
export interface StalePartsBody {
  error: string;
  revision: number;
  parts: { key: string; revision: number; content: unknown }[];
}

/** GET /me/sessions?before=…&limit=…: a page of history, newest first. */
export interface SessionsPageResponse {
  sessions: PublicSession[];
  /** The `before` of the next page; null on the last one. */
  next: string | null;
  /** Sessions kept in all. */
  total: number;
}

/**
 * PUT /me/data takes the whole document as its body. The revision it was based on goes in
 * `If-Match` (the ETag of GET /me/data) or, for simple clients, a top-level `revision` field.
 */
export const REVISION_HEADER = 'if-match';

export interface UploadResponse {
  url: string;
}

/** GET /me/billing: always 200, with nulls for a user without a subscription, so /account can offer the plans. */
export interface BillingStatus {
  plan: Plan;
  status: string | null;
  /** Next charge; null once a stop is scheduled (then `currentPeriodEnd` is the stop date). */
  nextPaymentDate: string | null;
  /** The end of the paid period: the stop date once a stop is scheduled. */
  currentPeriodEnd: string | null;
  amountCents: number | null;
  currency: string | null;
  cancelAtPeriodEnd: boolean;
}

/** GET /me/billing/test-checkout/{id} and its promotion code call: the in-app test payment page. */
export interface TestCheckoutResponse {
  plan: 'major' | 'champion';
  /** The plan's monthly price; `dueCents` is what the payment charges once a code is applied. */
  amountCents: number;
  currency: string;
  cancelUrl: string;
  promoCode: string | null;
  discountCents: number;
  dueCents: number;
}

/** GET /public/stats (part 1 §7): the home page's live platform figures. */
export interface PlatformStats {
  cards: number;
  sessions: number;
  chapters: number;
  users: number;
}

/** GET /public/methods-stats (part 1 §7): the figures on each method card. */
export interface MethodsStats {
  association: { cards: number; avgPrecision: number };
  imageZoning: { sessions: number; legends: number };
  mindmap: { maps: number; edges: number };
}
