import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { isAdmin } from '../../domain/badges';
import { messages } from '../../domain/messages';
import {
  clientEvents,
  duelHerePayload,
  serverEvents,
  sessionEndedPayload,
  sessionStartedPayload,
  type Ack,
} from '../../domain/realtime';
import type { User } from '../../domain/user';
import { isDataException, isForeignKeyViolation, type Database } from '../db/types';
import { can } from '../policies';
import type { Notifier } from './notifier';
import { authenticateToken } from './sessions';
import { touchLastSeen } from '../db/users';
import { readDocumentRevision } from '../db/material';
import { endActiveSession, endSocketSessions, startActiveSession } from '../db/activeSessions';
import { markPresent } from './duels/play';

const userRoom = (userId: string) => `user:${userId}`;
const tokenRoom = (tokenHash: string) => `token:${tokenHash}`;
/** The sockets of impersonation tokens an admin opened. */
const impersonatorRoom = (adminId: string) => `impersonator:${adminId}`;
const ADMIN_ROOM = 'admins';
/** A presence write (and the token check before it) at most this often per socket. */
const PING_WRITE_INTERVAL_MS = 30_000;

interface SocketState {
  userId: string | null;
  token: string | null;
  lastPingWrite: number;
  /** Closes the socket when its impersonation token's hour is over. */
  expiry: ReturnType<typeof setTimeout> | null;
}

export interface Realtime extends Notifier {
  io: Server;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Database;
  /** With Redis, events emitted by one process reach sockets connected to the others. */
  redis?: { pub: Redis; sub: Redis } | undefined;
}

/**
 * socket.io at /socket.io. The auth token is read at connect (anonymous sockets get public
 * events only; a bad token is refused). Signed-in sockets join their user's and their token's
 * rooms, so revoking a token, deleting or suspending an account closes them on every process;
 * events that write check the token again, and an impersonation's socket closes at its end.
 */
export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const { db } = options;
  const io = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    cors: { origin: false },
  });
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub));

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const state: SocketState = { userId: null, token: null, lastPingWrite: 0, expiry: null };
    socket.data = state;
    if (token === undefined || token === null || token === '') return next();
    try {
      const auth = typeof token === 'string' ? await authenticateToken(db, token) : null;
      if (!auth) return next(new Error(messages.sessionExpired));
      state.userId = auth.user.id;
      state.token = token as string;
      const rooms = [userRoom(auth.user.id), tokenRoom(auth.tokenHash)];
      if (isAdmin(auth.user.badges)) rooms.push(ADMIN_ROOM);
      if (auth.impersonation) {
        rooms.push(impersonatorRoom(auth.impersonation.impersonatorId));
        const left = auth.impersonation.endsAt.getTime() - Date.now();
        state.expiry = setTimeout(() => socket.disconnect(true), Math.max(0, left));
      }
      await socket.join(rooms);
      next();
    } catch (error) {
      console.error('[realtime] could not authenticate a socket:', error);
      next(new Error(messages.internal));
    }
  });

  /** Disconnect clean-ups still running, awaited by `close`. */
  const pendingCleanups = new Set<Promise<void>>();

  io.on('connection', (socket: Socket) => {
    const state = socket.data as SocketState;
    const reply = (ack: unknown, answer: Ack) => {
      if (typeof ack === 'function') (ack as (a: Ack) => void)(answer);
    };
    const expired: Ack = { ok: false, error: messages.sessionExpired };
    /** The socket's user as the token stands now, or null once it is dead. */
    const currentUser = async (): Promise<User | null> => (await authenticateToken(db, state.token!))?.user ?? null;
    const guarded = (handler: (payload: unknown) => Promise<Ack | void>) => async (...args: unknown[]) => {
      // socket.io hands the acknowledgement last: it is the only argument of an event sent without payload.
      const ack = typeof args.at(-1) === 'function' ? args.pop() : undefined;
      const payload = args[0];
      if (!state.userId) return reply(ack, { ok: false, error: messages.unauthenticated });
      let answer: Ack;
      try {
        answer = (await handler(payload)) ?? { ok: true };
      } catch (error) {
        const badInput = error instanceof RealtimeInputError || isDataException(error);
        // A foreign-key violation: the account went between the token check and the write.
        if (isForeignKeyViolation(error)) answer = expired;
        else if (badInput) answer = { ok: false, error: messages.realtimeBadPayload };
        else {
          console.error('[realtime] event failed:', error);
          answer = { ok: false, error: messages.internal };
        }
      }
      reply(ack, answer);
      // A dead token's socket is told why, then closed.
      if (answer === expired) socket.disconnect(true);
    };

    socket.on(
      clientEvents.ping,
      guarded(async () => {
        const now = Date.now();
        if (now - state.lastPingWrite < PING_WRITE_INTERVAL_MS) return;
        state.lastPingWrite = now;
        if (!(await currentUser())) return expired;
        await touchLastSeen(db, state.userId!);
      }),
    );
    // Asked on every connect: a save made elsewhere while the socket was not in its rooms (the
    // page loading, a network cut) was announced to nobody there.
    socket.on(
      clientEvents.dataRevision,
      guarded(async () => {
        const revision = await readDocumentRevision(db, state.userId!);
        return revision === null ? expired : { ok: true, revision };
      }),
    );
    socket.on(
      clientEvents.sessionStarted,
      guarded(async (payload) => {
        const parsed = sessionStartedPayload.safeParse(payload);
        if (!parsed.success) throw new RealtimeInputError();
        const user = await currentUser();
        if (!user) return expired;
        if (!can(user, 'earn')) return { ok: false, error: messages.suspended };
        await startActiveSession(db, state.userId!, socket.id, parsed.data);
        notifier.toAdmins(serverEvents.adminSessionsChanged, {});
      }),
    );
    socket.on(
      clientEvents.sessionEnded,
      guarded(async (payload) => {
        const parsed = sessionEndedPayload.safeParse(payload);
        if (!parsed.success) throw new RealtimeInputError();
        if (!(await currentUser())) return expired;
        if (await endActiveSession(db, state.userId!, parsed.data.sessionId)) {
          notifier.toAdmins(serverEvents.adminSessionsChanged, {});
        }
      }),
    );
    // A live duel's player is there: one silent for 60 s forfeits (the token was checked at connect
    // and closing an account or a token closes its sockets).
    socket.on(
      clientEvents.duelHere,
      guarded(async (payload) => {
        const parsed = duelHerePayload.safeParse(payload);
        if (!parsed.success) throw new RealtimeInputError();
        await markPresent(db, state.userId!, parsed.data.duelId);
      }),
    );
    socket.on('disconnect', () => {
      if (state.expiry) clearTimeout(state.expiry);
      if (!state.userId) return;
      const cleanup = endSocketSessions(db, socket.id)
        .then((ended) => {
          if (ended > 0) notifier.toAdmins(serverEvents.adminSessionsChanged, {});
        })
        .catch((error: Error) => console.error('[realtime] could not end sessions:', error.message));
      pendingCleanups.add(cleanup);
      void cleanup.finally(() => pendingCleanups.delete(cleanup));
    });
  });

  const notifier: Notifier = {
    broadcast: (event, payload) => void io.emit(event, payload),
    toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
    toUsers: (userIds, event, payload) => {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(event, payload);
    },
    toAdmins: (event, payload) => void io.to(ADMIN_ROOM).emit(event, payload),
    endTokenSockets: (tokenHashes) => {
      if (tokenHashes.length > 0) io.in(tokenHashes.map(tokenRoom)).disconnectSockets(true);
    },
    endUserSockets: (userId) => io.in([userRoom(userId), impersonatorRoom(userId)]).disconnectSockets(true),
  };

  return {
    io,
    ...notifier,
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      // Closing disconnected every socket: let their sessions be ended (and announced) while the
      // database and Redis are still open, or the rows would outlive the process.
      await Promise.allSettled([...pendingCleanups]);
    },
  };
}

class RealtimeInputError extends Error {
  constructor() {
    super(messages.realtimeBadPayload);
  }
}
