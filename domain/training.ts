import { z } from 'zod';
import { limits } from './limits';
import { QUESTION_KINDS, type ProgressEntry, type TrainingSession } from './data/sessions';
import type { UserData } from './data/userData';
import { SESSION_MAX_AGE_MS, type NoPointsReason } from './scoring';
import type { User } from './user';

const shortId = z.string().min(1).max(200);

/**
 * POST /me/sessions/start: registers a session's start with the server, whose clock then times it.
 * The session is recorded later under the same id.
 */
export const sessionStartBody = z.object({
  sessionId: shortId,
  methodId: z.string().max(50),
  subjectId: shortId,
  chapterId: shortId,
});
export type SessionStartBody = z.infer<typeof sessionStartBody>;

export interface SessionStartResponse {
  /** The start on the server's clock (ms timestamp); a repeated call answers the first one. */
  startedAt: number;
}

/** POST /me/sessions: a finished session, as the client saw it. The server re-checks it. */
export const recordSessionBody = z.object({
  id: shortId,
  methodId: z.string().max(50),
  subjectId: shortId,
  chapterId: shortId,
  startedAt: z.number().int().nonnegative(),
  finishedAt: z.number().int().nonnegative(),
  questions: z
    .array(
      z.object({
        cardId: shortId,
        correct: z.boolean(),
        userAnswer: z.string().max(limits.textInputMax),
        rightAnswer: z.string().max(limits.textInputMax),
        /** How it was asked; left out by older clients (the method's first way). The server judges by it. */
        kind: z.enum(QUESTION_KINDS).optional(),
        /** Time the question was on screen (ms), as the client measured it; bounded by the session's length. */
        ms: z.number().int().nonnegative().max(SESSION_MAX_AGE_MS).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type RecordSessionBody = z.infer<typeof recordSessionBody>;

export interface RecordSessionResponse {
  session: TrainingSession;
  /** Points this call added (0 for a replay of an already recorded session). */
  pointsAwarded: number;
  /** Why no points, or null. */
  reason: NoPointsReason | null;
  /** Badges gained by this session. */
  newBadges: string[];
  /** True when this session id had already been recorded: nothing changed. */
  replayed: boolean;
  user: User;
  /** The progress of the session's chapter, per method (`method:subject:chapter`). */
  progress: Record<string, ProgressEntry>;
}

/** DELETE /me/sessions/{id}. */
export interface DeleteSessionResponse {
  data: UserData;
  user: User;
  pointsRemoved: number;
}
