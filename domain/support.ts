import { z } from 'zod';
import type { Plan } from './badges';
import { THREAD_LIMITS, type ThreadStatus } from './threads';

/** Support requests (issue 51, /aide). */
export const SUPPORT_LIMITS = {
  subject: 120,
  page: 300,
  /** New requests an account may open per Paris day. */
  requestsPerDay: 5,
} as const;

export const supportRequestBody = z.object({
  subject: z.string().max(SUPPORT_LIMITS.subject * 2),
  message: z.string().max(THREAD_LIMITS.messageRaw),
  attachment: z.string().max(THREAD_LIMITS.attachment).default(''),
  page: z.string().max(SUPPORT_LIMITS.page).default(''),
});
export type SupportRequestBody = z.infer<typeof supportRequestBody>;

/** The student's requests, newest first; `unread`: answers not read yet. */
export interface SupportRequestSummary {
  id: string;
  subject: string;
  status: ThreadStatus;
  createdAt: string;
  updatedAt: string;
  unread: number;
}

/** A row of the admins' « Support » inbox. */
export interface SupportInboxRow {
  id: string;
  subject: string;
  status: ThreadStatus;
  ownerName: string;
  plan: Plan;
  /** Major and Champion requests come first, marked « Prioritaire ». */
  priority: boolean;
  /** Since when the student waits for an answer; null when not waiting. */
  waitingSince: string | null;
  messageCount: number;
  createdAt: string;
}

export const supportStatusBody = z.object({ status: z.enum(['open', 'resolved']) });
