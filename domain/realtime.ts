import { z } from 'zod';
import { isMethodId } from './data/sessions';

/** Names of the socket.io events (part 1 §4 and §7, part 2 §4 Live updates). */
export const serverEvents = {
  userCreated: 'user:created',
  userUpdated: 'user:updated',
  leaderboardUpdate: 'leaderboard:update',
  userDataUpdated: 'user-data:updated',
  announcementUpdate: 'announcement:update',
  adminMetrics: 'admin:metrics',
  adminSessionsChanged: 'admin:sessions:changed',
} as const;

export const clientEvents = {
  ping: 'ping',
  sessionStarted: 'session:started',
  sessionEnded: 'session:ended',
} as const;

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
export type SessionEndedPayload = z.infer<typeof sessionEndedPayload>;

/** Acknowledgement sent back for every client event. */
export type Ack = { ok: true } | { ok: false; error: string };

/** `user-data:updated`, sent to the owner's sockets only, so other tabs can refresh. */
export interface UserDataUpdatedEvent {
  revision: number;
}
