import { z } from 'zod';
import type { TrainingSession } from './data/sessions';
import type { UserData } from './data/userData';
import type { User } from './user';

/** DELETE /me: the account is only deleted when its password is given again. */
export const deleteAccountBody = z.object({ password: z.string().min(1).max(1000) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** A file the account stored, listed in the export with the address that serves it. */
export interface ExportedUpload {
  url: string;
  kind: 'image' | 'audio';
  contentType: string;
  byteSize: number;
  createdAt: string;
}

/** An administrator's visit of the account, as its owner sees it: when, never who. */
export interface AccountImpersonation {
  startedAt: string;
  endsAt: string;
}

/** GET /me/impersonations, newest first. */
export interface ImpersonationsResponse {
  impersonations: AccountImpersonation[];
}

/** A recorded session as kept by the server, with the points it earned. */
export type ExportedSession = TrainingSession & { points: number };

/** A share code the account created, with what it shares. */
export interface ExportedShareCode {
  code: string;
  type: string;
  payload: unknown;
  sizeBytes: number;
  createdAt: string;
  expiresAt: string;
}

/** A payment the account started (paid or not). */
export interface ExportedCheckout {
  id: string;
  provider: string;
  plan: string;
  amountCents: number;
  currency: string;
  promoCode: string | null;
  discountCents: number;
  status: string;
  successUrl: string;
  cancelUrl: string;
  createdAt: string;
  paidAt: string | null;
}

export interface ExportedSubscription {
  id: string;
  provider: string;
  providerCustomerId: string | null;
  plan: string;
  status: string;
  amountCents: number;
  currency: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  discountCents: number;
  discountEndsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A signed-in session (a token, never the token itself). */
export interface ExportedSignIn {
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** An administrator's impersonation. */
  byAdministrator: boolean;
}

/** A training session in progress, as announced over the realtime connection. */
export interface ExportedLiveSession {
  sessionId: string;
  methodId: string;
  subjectId: string;
  chapterId: string;
  startedAt: string;
}

/** A save in parts a device named (its id and the revision it made), kept so a device can ask whether it landed. */
export interface ExportedSave {
  saveId: string;
  revision: number;
}

/** An administrator's action: on the account (`moderation`, never who did it) or by it (`adminActions`). */
export interface ExportedAuditEntry {
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  at: string;
}

/** Spaced repetition: the settings, each item's memory state and every review. */
export interface ExportedMemory {
  settings: { retentionPct: number; dailyNewLimit: number; builtAt: string | null } | null;
  states: Array<{
    subjectId: string;
    chapterId: string;
    itemKey: string;
    kind: string;
    state: number;
    due: string;
    stability: number;
    difficulty: number;
    scheduledDays: number;
    reps: number;
    lapses: number;
    lastReview: string | null;
  }>;
  reviews: Array<{
    subjectId: string;
    chapterId: string;
    itemKey: string;
    kind: string;
    sessionId: string;
    reviewedAt: string;
    rating: number;
    elapsedDays: number;
    scheduledDays: number;
    durationMs: number;
  }>;
}

/**
 * The student's exams (« Mode examen »); a running exam's questions are left out, since they hold
 * what grades them.
 */
export interface ExportedExam {
  id: string;
  chapters: { subjectId: string; chapterId: string }[];
  formats: string[];
  askedCount: number;
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  submittedBy: string | null;
  earned: number | null;
  grade: number | null;
  questions: Array<{
    position: number;
    itemId: string;
    subjectId: string;
    chapterId: string;
    kind: string;
    format: string;
    answers: string[];
    choice: { propositions: string[]; right: number[] } | null;
    answer: unknown;
    flagged: boolean;
    timeMs: number;
    credit: number | null;
    verdict: string | null;
  }>;
}

/**
 * A QCM session drawn in the last day, each question with the answer judged; which propositions
 * are right only for the questions answered (the others may still be).
 */
export interface ExportedQcmSession {
  sessionId: string;
  subjectId: string;
  chapterId: string;
  drawnAt: string;
  questions: Array<{
    position: number;
    itemId: string;
    format: string;
    propositions: string[];
    ticked: number[] | null;
    credit: number | null;
    right: number[] | null;
  }>;
}

/** The account's duels: its rating and record, a random-opponent request waiting, and each duel with its own answers. */
export interface ExportedDuels {
  rating: { rating: number; rd: number; vol: number; wins: number; losses: number; draws: number; updatedAt: string } | null;
  queued: { setup: unknown; askedAt: string } | null;
  list: Array<{
    id: string;
    mode: string;
    status: string;
    side: string;
    winner: string | null;
    ending: string | null;
    rated: boolean;
    ratingChange: Record<string, number> | null;
    createdAt: string;
    finishedAt: string | null;
    answers: Array<{ index: number; answer: string | null; verdict: string | null; ms: number | null; points: number }>;
  }>;
}

/** GET /me/export: everything the account holds, secrets excepted (FAQ promise). */
export interface AccountExport {
  exportedAt: string;
  user: User;
  data: UserData;
  sessions: ExportedSession[];
  uploads: ExportedUpload[];
  /** Paris days on which the account held first place. */
  leaderDays: string[];
  shareCodes: ExportedShareCode[];
  checkouts: ExportedCheckout[];
  subscriptions: ExportedSubscription[];
  signIns: ExportedSignIn[];
  /** How many places (client IPs, kept as hashes only) the account signed in from recently. */
  signInPlaces: number;
  impersonations: AccountImpersonation[];
  liveSessions: ExportedLiveSession[];
  /** Session starts registered with the server (POST /me/sessions/start) and not recorded yet. */
  sessionStarts: ExportedLiveSession[];
  /** The last saves the account's devices named (GET /me/material/saves/:saveId). */
  recentSaves: ExportedSave[];
  memory: ExportedMemory;
  exams: ExportedExam[];
  qcmSessions: ExportedQcmSession[];
  /** When the account opted in to early access (« Essayer les nouveautés en avant-première »), else null. */
  earlyAccess: { joinedAt: string } | null;
  /** Support requests and the mentoring thread, with their messages (issue 51). */
  threads: ExportedThread[];
  threadMessages: ExportedThreadMessage[];
  /** When an administrator made the account a mentor, else null. */
  mentor: { grantedAt: string } | null;
  mentorRequest: ExportedMentorRequest | null;
  masterclassSignups: ExportedMasterclassSignup[];
  duels: ExportedDuels;
  moderation: ExportedAuditEntry[];
  adminActions: ExportedAuditEntry[];
}

export interface ExportedThread {
  id: string;
  kind: 'support' | 'mentoring';
  subject: string;
  page: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedThreadMessage {
  threadId: string;
  mine: boolean;
  fromStaff: boolean;
  body: string;
  attachment: string;
  createdAt: string;
}

export interface ExportedMentorRequest {
  studyYear: string;
  goals: string;
  statsShared: boolean;
  assigned: boolean;
  createdAt: string;
  assignedAt: string | null;
}

export interface ExportedMasterclassSignup {
  title: string;
  speaker: string;
  startsAt: string;
  createdAt: string;
}
