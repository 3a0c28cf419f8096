import type { UserData } from './data/userData';
import type { User } from './user';

/**
 * Shapes of the admin answers (part 2 §3: admin metrics, stats response, active session row,
 * admin user row, announcement, promotion code), shared by the server that builds them and the
 * dashboard that reads them.
 */

export interface DayValue {
  /** A Paris day, YYYY-MM-DD. */
  date: string;
  value: number;
}

export interface AdminMetrics {
  onlineUsers: number;
  activeSessions: number;
  signupsLast14Days: number;
  sessionsLast14Days: number;
  visitsLast14Days: number;
  signupsToday: number;
  sessionsToday: number;
  visitsToday: number;
  averageVisitMinutes: number;
}

export interface ActiveSessionRow {
  sessionId: string;
  userId: string;
  username: string;
  avatar: string;
  methodId: string;
  subjectId: string;
  subjectName: string;
  chapterId: string;
  chapterName: string;
  /** Unknown while the session runs: the score is only sent when it ends. */
  scorePercent: number | null;
  startedAt: string;
}

/** GET /admin/stats. */
export interface AdminStats {
  metrics: AdminMetrics;
  activeSessions: ActiveSessionRow[];
  activity: { sessions: DayValue[]; signups: DayValue[] };
  badges: { id: string; label: string; description: string; count: number; percentage: number }[];
  generatedAt: string;
  visits: DayValue[];
  methods: { id: string; count: number; percentage: number }[];
}

/** One result of GET /admin/users, and the answer of every moderation call on a user. */
export interface AdminUserRow {
  id: string;
  username: string;
  avatar: string;
  slug: string | null;
  badges: string[];
  online: boolean;
  lastSeenAt: string | null;
  bannedUntil: string | null;
}

/** POST /admin/users/{id}/impersonate. */
export interface ImpersonationResponse {
  token: string;
  user: User;
  data: UserData;
  /** The token stops working then (one hour), or sooner if the admin loses the badge. */
  endsAt: string;
}

export interface Announcement {
  id: string;
  title: string;
  body: string;
  imageUrl: string;
  accentColor: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST and PUT /admin/announcements. */
export type AnnouncementInput = Pick<Announcement, 'title' | 'body' | 'imageUrl' | 'accentColor' | 'isActive'>;

export type PromoDuration = 'once' | 'forever' | 'repeating';

export interface PromoCode {
  id: string;
  code: string;
  couponId: string;
  coupon: {
    percentOff: number | null;
    amountOff: number | null;
    currency: string | null;
    duration: PromoDuration;
    durationInMonths: number | null;
  };
  timesRedeemed: number;
  maxRedemptions: number | null;
  /** Epoch seconds, as the payment provider counts them. */
  expiresAt: number | null;
  active: boolean;
}

/** Body of POST /admin/stripe/promotion-codes as the dashboard sends it. */
export interface PromoCodeBody {
  code: string;
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: PromoDuration;
  durationInMonths: number | null;
  maxRedemptions: number | null;
  expiresAt: number | null;
}

/** What an admin did; every admin call that changes something writes one. */
export const AUDIT_ACTIONS = [
  'user.badge.add',
  'user.badge.remove',
  'user.ban',
  'user.unban',
  'user.delete',
  'user.impersonate',
  'user.session.delete',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'announcement.upload',
  'promo.create',
  'promo.activate',
  'promo.deactivate',
  'promo.delete',
  'feature.state',
  'masterclass.create',
  'masterclass.update',
  'masterclass.delete',
  'mentor.grant',
  'mentor.revoke',
  'mentor.assign',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /admin/audit: who did what, to whom, when. */
export interface AuditEntry {
  id: number;
  /** Null, like `adminName`, once the admin's account is gone. */
  adminId: string | null;
  /** Null once the admin's account is gone. */
  adminName: string | null;
  action: AuditAction;
  /** The user, announcement or promotion code acted on, when there is one (never a deleted user). */
  target: string | null;
  /** Its current name (username, announcement title, code), else the one recorded at the time. */
  targetName: string | null;
  details: Record<string, unknown>;
  at: string;
}

/** Page size of GET /admin/audit: 20 by default, at most 100; `before` asks for older rows. */
export const AUDIT_PAGE = { default: 20, max: 100 } as const;

/** GET /admin/audit; `nextBefore` is the `before` of the next, older page, null at the end. */
export interface AuditResponse {
  entries: AuditEntry[];
  nextBefore: number | null;
}
