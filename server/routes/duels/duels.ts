import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createDuelBody, duelAnswerBody, duelSetup, joinDuelBody } from '../../../domain/duels/api';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { duelRanking, duelRecord, listDuels } from '../../services/duels/lists';
import { answerDuel, readDuel } from '../../services/duels/play';
import { cancelRandom, createDuel, joinDuel, randomDuel, rematchDuel } from '../../services/duels/setup';

const duelParams = z.object({ id: z.string().min(1).max(100) });
const userParams = z.object({ id: z.string().min(1).max(200) });
const rankingQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** Duels (issue 50): setting up, joining by code, playing on the server's clock, results and the duel ranking. */
export function duelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/duels', async (request) => listDuels(ctx.db, requireUser(request).id));

  app.post('/duels', async (request, reply) => {
    const user = requireUser(request, 'earn');
    const duel = await createDuel(ctx, user, validate(createDuelBody, request.body));
    reply.code(201);
    return duel;
  });

  app.post('/duels/join', async (request) => {
    const user = requireUser(request, 'earn');
    return joinDuel(ctx, user, validate(joinDuelBody, request.body).code);
  });

  /** « Adversaire au hasard »: `{ duel }` when matched, `{ duel: null }` while the request waits (a minute). */
  app.post('/duels/random', async (request) => {
    const user = requireUser(request, 'earn');
    return { duel: await randomDuel(ctx, user, validate(duelSetup, request.body)) };
  });

  app.delete('/duels/random', async (request, reply) => {
    await cancelRandom(ctx, requireUser(request));
    reply.code(204);
  });

  app.get('/duels/:id', async (request) => {
    const user = requireUser(request);
    return readDuel(ctx, user, validate(duelParams, request.params).id);
  });

  app.post('/duels/:id/answers', async (request) => {
    const user = requireUser(request, 'earn');
    return answerDuel(ctx, user, validate(duelParams, request.params).id, validate(duelAnswerBody, request.body));
  });

  app.post('/duels/:id/rematch', async (request, reply) => {
    const user = requireUser(request, 'earn');
    const duel = await rematchDuel(ctx, user, validate(duelParams, request.params).id);
    reply.code(201);
    return duel;
  });

  app.get('/public/duels/ranking', async (request) => ({ entries: await duelRanking(ctx.db, validate(rankingQuery, request.query).limit) }));

  app.get('/public/users/:id/duels', async (request) => duelRecord(ctx.db, validate(userParams, request.params).id));
}
