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
