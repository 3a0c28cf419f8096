import type { SessionEndedPayload, SessionStartedPayload } from '../../domain/realtime';
import { clientEvents } from '../../domain/realtimeEvents';
import { sessionOutbox } from './sessionOutbox';

/** Sent at once when connected, otherwise on connection (part 1 §4 Association training session). */
export function sendSessionStarted(payload: SessionStartedPayload): void {
  sessionOutbox.send(clientEvents.sessionStarted, payload);
}

export function sendSessionEnded(payload: SessionEndedPayload): void {
  sessionOutbox.send(clientEvents.sessionEnded, payload);
}
