import { z } from 'zod';
import { isMethodId, type ProgressEntry } from './data/sessions';
import type { PublicSession } from './leaderboard';

// The event names live apart, without zod, for the client's realtime code (issue 20).
export { clientEvents, serverEvents } from './realtimeEvents';

const shortId = z.string().min(1).max(200);

export const sessionStartedPayload = z.object({
  sessionId: shortId,
  methodId: z.string().refine(isMethodId),
  subjectId: shortId,
  chapterId: shortId,
  startedAt: z.number().int().nonnegative(),
});
export type SessionStartedPayload = z.infer<typeof sessionStartedPayload>;

export const sessionEndedPayload = z.object({ sessionId: shortId });

/** `duel:here`: a live duel's player is on its page. */
export const duelHerePayload = z.object({ duelId: z.string().min(1).max(100) });
export type SessionEndedPayload = z.infer<typeof sessionEndedPayload>;

/** Acknowledgement sent back for every client event; `user-data:revision` answers the material's revision. */
export type Ack = { ok: true; revision?: number } | { ok: false; error: string };

/**
 * `user-data:updated`, sent to the owner's sockets only, so other tabs can refresh: a save moves the
 * material's revision on; a session recorded or deleted changes the history and the progress,
 * which travel with the event (the revision does not move).
 */
export type UserDataUpdatedEvent =
  | { revision: number }
  | { recorded: { session: PublicSession; progress: Record<string, ProgressEntry> } }
  | { deleted: { sessionId: string; progress: Record<string, ProgressEntry> } };
