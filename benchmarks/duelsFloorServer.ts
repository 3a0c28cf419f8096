/**
 * The floor of the `duels` benchmark: the same HTTP requests and socket.io events as a live duel
 * (an answer POSTed, the players told through the Redis adapter, a GET when a question opens),
 * with nothing behind them: no database, no token check, no rate limit, no rules. Run as a process
 * of its own, two of them on one Redis, like `server/main.ts` (PORT, HOST, REDIS_URL).
 */
import { createAdapter } from '@socket.io/redis-adapter';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { z } from 'zod';
import { serverEvents } from '../domain/realtimeEvents';

/** What a floor answer says: the duel, whose count moved to what, and the players to tell. */
const floorAnswerBody = z.object({
  duelId: z.string(),
  side: z.enum(['challenger', 'opponent']),
  answered: z.number().int(),
  userIds: z.array(z.string()).max(2),
});

const room = (userId: string) => `user:${userId}`;

const redisUrl = process.env.REDIS_URL!;
const app = Fastify({ logger: false });
const pub = new Redis(redisUrl);
const sub = new Redis(redisUrl);
const io = new Server(app.server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
// A key of its own: other Mnémo servers on this Redis do not hear the floor's events.
io.adapter(createAdapter(pub, sub, { key: 'mnemo-bench-floor' }));
// The socket's token is its user id, taken at its word.
io.use((socket, next) => {
  void socket.join(room(String((socket.handshake.auth as { token?: unknown }).token)));
  next();
});
app.get('/api/health', async () => ({ ok: true }));
app.get('/floor/duels/:id', async (request) => ({ id: (request.params as { id: string }).id }));
app.post('/floor/answers', async (request) => {
  const answer = floorAnswerBody.parse(request.body);
  io.to(answer.userIds.map(room)).emit(serverEvents.duelUpdated, { duelId: answer.duelId, side: answer.side, answered: answer.answered });
  return { ok: true };
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
const stop = () =>
  io.close(() => {
    pub.disconnect();
    sub.disconnect();
    process.exit(0);
  });
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
