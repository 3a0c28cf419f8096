import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memorySettingsBody, type MemoryQueue, type MemorySettings, type MemorySummary, type WeakItems } from '../../../domain/memory/api';
import type { MemoryStats } from '../../../domain/memory/stats';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { requireFeature } from '../../services/features';
import { memoryQueue, memorySummary, updateMemorySettings, weakItems } from '../../services/memory/read';
import { importAnkiMemory } from '../../services/memory/ankiImport';
import { ankiMemoryBody, type AnkiMemoryResponse } from '../../../domain/anki/history';
import { ownMemoryStats } from '../../services/memory/stats';

const id = z.string().min(1).max(200);
const queueQuery = z.object({
  subjectId: id.optional(),
  chapterId: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

/** Spaced repetition: due counts, the review queue, memory statistics, and the student's scheduling settings. */
export function memoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/me/memory', async (request): Promise<MemorySummary> => {
    const user = requireUser(request);
    return memorySummary(ctx.db, user.id);
  });

  app.get('/me/memory/queue', async (request): Promise<MemoryQueue> => {
    const user = requireUser(request);
    const { limit, ...scope } = validate(queueQuery, request.query);
    return memoryQueue(ctx.db, user.id, scope, limit);
  });

  /** « Points faibles », behind its feature flag: the server refuses it like the client hides it. */
  app.get('/me/memory/weak', async (request): Promise<WeakItems> => {
    const user = requireUser(request);
    await requireFeature(ctx.db, user, 'weak-spots');
    return weakItems(ctx.db, user.id);
  });

  /** The statistics block's memory figures: counts, true retention and the 14-day forecast, per chapter and kind. */
  app.get('/me/memory/stats', async (request): Promise<MemoryStats> => {
    const user = requireUser(request);
    return ownMemoryStats(ctx.db, user.id);
  });

  /** The memory of items imported from Anki, from their review log: no session, so no points and nothing counted in the week. */
  app.post('/me/memory/anki', async (request): Promise<AnkiMemoryResponse> => {
    const user = requireUser(request);
    return { imported: await importAnkiMemory(ctx.db, user.id, validate(ankiMemoryBody, request.body)) };
  });

  app.put('/me/memory/settings', async (request): Promise<MemorySettings> => {
    const user = requireUser(request);
    return updateMemorySettings(ctx.db, user.id, validate(memorySettingsBody, request.body));
  });
}
