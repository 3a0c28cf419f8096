import type { ExamSummary } from './exam/api';
import { z } from 'zod';
import type { PublicSession, PublicSubject } from './leaderboard';
import type { MemoryStats } from './memory/stats';

/** Parrain/marraine (issue 51, Champion): a mentee's request, the admins' mentors, their private thread and the statistics share. */

export const MENTORING_LIMITS = { studyYear: 40, goals: 1000, username: 64 } as const;

export const mentorRequestBody = z.object({
  studyYear: z.string().trim().min(1).max(MENTORING_LIMITS.studyYear),
  goals: z.string().trim().min(1).max(MENTORING_LIMITS.goals),
});
export type MentorRequestBody = z.infer<typeof mentorRequestBody>;

export const statsShareBody = z.object({ shared: z.boolean() });
export const mentorGrantBody = z.object({ username: z.string().trim().min(1).max(MENTORING_LIMITS.username) });
export const mentorAssignBody = z.object({ mentorId: z.string().min(1).max(64) });
export const mentoringIdParams = z.object({ id: z.string().min(1).max(64) });

/** The mentee's side: their request, its mentor once assigned, the thread and the share. */
export interface OwnMentorRequest {
  studyYear: string;
  goals: string;
  createdAt: string;
  mentorName: string | null;
  threadId: string | null;
  statsShared: boolean;
}

/** A mentor's mentee, on the mentor's page. */
export interface Mentee {
  menteeId: string;
  menteeName: string;
  studyYear: string;
  goals: string;
  threadId: string | null;
  statsShared: boolean;
}

/** GET /me/mentoring: the request (a Champion's), and for a mentor their mentees. */
export interface MentoringOverview {
  request: OwnMentorRequest | null;
  /** The caller's plan includes mentoring (Champion). */
  included: boolean;
  isMentor: boolean;
  mentees: Mentee[];
}

/** GET /me/mentees/:id/stats: what the mentee shares, read-only — sessions, memory by chapter, exam grades (the subjects only name them). */
export interface MenteeStats {
  menteeName: string;
  subjects: PublicSubject[];
  sessions: PublicSession[];
  memory: MemoryStats;
  /** Their submitted exams, latest first: dates, chapters and grades, never the questions. */
  exams: ExamSummary[];
}

/** The admins' view: requests waiting or assigned, and the mentors. */
export interface AdminMentoring {
  requests: { id: string; menteeName: string; studyYear: string; goals: string; createdAt: string; mentorId: string | null; mentorName: string | null }[];
  mentors: { userId: string; username: string; mentees: number }[];
}
