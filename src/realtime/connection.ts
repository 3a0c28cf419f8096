import type { Socket } from 'socket.io-client';
import { messages } from '../../domain/messages';
import { clientEvents } from '../../domain/realtimeEvents';
import { expireSession } from '../session/session';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { bindLiveUpdates, catchUpUserData } from './liveUpdates';
import { sessionOutbox } from './sessionOutbox';

/** Presence: the server marks a user online for 5 minutes after a ping (part 2 §4). */
const PING_INTERVAL_MS = 60_000;
/** How long to wait before reconnecting a socket the server closed. */
const SERVER_CLOSE_RETRY_MS = 1000;

let socket: Socket | null = null;
let pingTimer: ReturnType<typeof setInterval> | null = null;
/** Bumped by every (re)connect request, so a slow import cannot resurrect an old connection. */
let generation = 0;

function stopPing() {
  if (pingTimer !== null) clearInterval(pingTimer);
  pingTimer = null;
}

/**
 * Opens the socket.io connection (part 1 §7, §9): websocket transport, manual connect, the auth
 * token when signed in. Replaces any previous connection. socket.io-client is loaded here, after
 * the first render, so it stays out of the entry chunk.
 */
export async function connectRealtime(token: string | null): Promise<void> {
  disconnectRealtime();
  const current = ++generation;
  const { io } = await import('socket.io-client');
  if (current !== generation) return;

  const url = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
  const next = io(url || undefined, {
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
    ...(token ? { auth: { token } } : {}),
  });
  bindLiveUpdates(next);
  next.on('connect', () => {
    if (!token) return;
    next.emit(clientEvents.ping);
    catchUpUserData(next);
    stopPing();
    pingTimer = setInterval(() => next.emit(clientEvents.ping), PING_INTERVAL_MS);
    sessionOutbox.attach(next);
  });
  next.on('disconnect', (reason) => {
    stopPing();
    sessionOutbox.detach();
    // The server closed it: the token was revoked or ran out, or the account was suspended.
    // Reconnecting checks the token again: a live one gets back in, a dead one ends the session.
    // The wait lets a sign-out or deletion made here clear the session first (no false alarm).
    if (reason === 'io server disconnect' && token) {
      setTimeout(() => {
        if (socket === next) next.connect();
      }, SERVER_CLOSE_RETRY_MS);
    }
  });
  next.on('connect_error', (error) => {
    if (token && error.message === messages.sessionExpired) {
      next.disconnect();
      if (socket === next && appStore.get(tokenAtom) === token) expireSession();
      return;
    }
    console.warn('[realtime] connection failed:', error.message);
  });
  socket = next;
  next.connect();
}

/** A live duel's player is still on its page (a player silent for 60 s forfeits); nothing when offline. */
export function sendDuelHere(duelId: string): void {
  if (socket?.connected) socket.emit(clientEvents.duelHere, { duelId });
}

export function disconnectRealtime(): void {
  generation += 1;
  stopPing();
  sessionOutbox.detach();
  socket?.disconnect();
  socket = null;
}
