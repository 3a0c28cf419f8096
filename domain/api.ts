import type { UserData } from './data/userData';
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

/**
 * PUT /me/data takes the whole document as its body. The revision it was based on goes in
 * `If-Match` (the ETag of GET /me/data) or, for simple clients, a top-level `revision` field.
 */
export const REVISION_HEADER = 'if-match';

export interface UploadResponse {
  url: string;
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
