import type { SessionStartedPayload } from '../../../domain/realtime';
import { startSession } from '../../api/endpoints';
import { sendSessionEnded, sendSessionStarted } from '../../realtime/sessionEvents';

/** Start registrations by session id, until the session is recorded; the oldest are forgotten past a few. */
const registrations = new Map<string, Promise<void>>();
const REGISTRATIONS_KEPT = 20;

/**
 * A session begins: the live 'session:started' event, and its start registered with the server,
 * whose clock then times it. A failed registration (offline…) only means the session is recorded
 * with its own times and earns no timing badge. Answers the clean-up that sends 'session:ended'.
 */
export function beginSession(payload: SessionStartedPayload): () => void {
  const { sessionId, methodId, subjectId, chapterId } = payload;
  sendSessionStarted(payload);
  if (!registrations.has(sessionId)) {
    const registered = startSession({ sessionId, methodId, subjectId, chapterId }).then(
      () => undefined,
      (error: unknown) => console.warn('[training] session start not registered', error),
    );
    registrations.set(sessionId, registered);
    const oldest = registrations.keys().next().value;
    if (registrations.size > REGISTRATIONS_KEPT && oldest !== undefined) registrations.delete(oldest);
  }
  return () => sendSessionEnded({ sessionId });
}

/** Settles once the session's start registration has: the recording must not overtake it. */
export async function startRegistered(sessionId: string): Promise<void> {
  await registrations.get(sessionId);
  registrations.delete(sessionId);
}
