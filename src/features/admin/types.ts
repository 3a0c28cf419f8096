import type { UserData } from '../../../domain/data/userData';
import type { User } from '../../../domain/user';

/** Shapes of the admin answers (part 2 §3 Admin stats response, Admin user row, Promotion code). */
export interface DayValue {
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
  scorePercent: number | null;
  startedAt: string;
}

export interface AdminStats {
  metrics: AdminMetrics;
  activeSessions: ActiveSessionRow[];
  activity: { sessions: DayValue[]; signups: DayValue[] };
  badges: { id: string; label: string; description: string; count: number; percentage: number }[];
  generatedAt: string;
  visits: DayValue[];
  methods: { id: string; count: number; percentage: number }[];
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

export type AnnouncementInput = Pick<Announcement, 'title' | 'body' | 'imageUrl' | 'accentColor' | 'isActive'>;

export interface AdminUser {
  id: string;
  username: string;
  avatar: string;
  slug: string | null;
  badges: string[];
  online: boolean;
  lastSeenAt: string | null;
  bannedUntil: string | null;
}

export interface ImpersonationResponse {
  token: string;
  user: User;
  data: UserData;
}

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
  expiresAt: number | null;
  active: boolean;
}

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
