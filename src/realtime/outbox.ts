/** The part of a socket the outbox needs, so it is tested without a server. */
export interface Emitter {
  readonly connected: boolean;
  emit(event: string, payload: unknown): void;
}

export interface Outbox {
  /** Sends at once when connected, otherwise keeps the event until `attach`. */
  send(event: string, payload: unknown): void;
  /** A socket (re)connected: queued events go out in order. */
  attach(socket: Emitter): void;
  detach(): void;
  /** Signed out: queued events belonged to the previous user. */
  clear(): void;
}

/**
 * Client events that must not be lost while the connection is down (part 1 §4: "events are sent
 * at once if connected, otherwise on connection"). Bounded so a long offline spell cannot grow it forever.
 */
export function createOutbox(limit = 100): Outbox {
  let socket: Emitter | null = null;
  let queued: Array<[string, unknown]> = [];

  function drain() {
    while (socket?.connected && queued.length > 0) {
      const [event, payload] = queued.shift()!;
      socket.emit(event, payload);
    }
  }

  return {
    send(event, payload) {
      if (socket?.connected && queued.length === 0) {
        socket.emit(event, payload);
        return;
      }
      queued.push([event, payload]);
      if (queued.length > limit) queued = queued.slice(-limit);
    },
    attach(next) {
      socket = next;
      drain();
    },
    detach() {
      socket = null;
    },
    clear() {
      queued = [];
    },
  };
}
