import { io, type Socket } from 'socket.io-client';

/**
 * A socket.io client connected to `url` (websocket transport, like the app), signed in when a
 * token is given. Rejects with the server's connect_error message.
 */
export function connectSocket(url: string, token?: string, timeoutMs = 5000): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
    auth: token === undefined ? {} : { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` whose payload satisfies `accept`; rejects after `timeoutMs`. */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Records every `event` the socket receives, for asserting what did NOT arrive. */
export function recordEvents<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Emits and waits for the server's acknowledgement. */
export function emitWithAck<T = unknown>(socket: Socket, event: string, payload?: unknown, timeoutMs = 5000): Promise<T> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

/** Lets in-flight socket traffic land (used before asserting that an event did not arrive). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
