import type { FastifyInstance } from 'fastify';
import { masterclassBody, masterclassParams } from '../../../domain/masterclasses';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { adminMasterclasses, createMasterclass, deleteMasterclass, updateMasterclass } from '../../services/masterclasses/masterclasses';
import { adminOf } from './guard';

/** Scheduling the masterclasses; registered inside the admin guard. */
export function masterclassAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/masterclasses', async (request) => ({ masterclasses: await adminMasterclasses(ctx.db, adminOf(request)) }));

  app.post('/admin/masterclasses', async (request, reply) => {
    const input = validate(masterclassBody, request.body);
    return reply.code(201).send({ masterclass: await createMasterclass(ctx.db, adminOf(request), input) });
  });

  app.put('/admin/masterclasses/:id', async (request) => {
    const { id } = validate(masterclassParams, request.params);
    const input = validate(masterclassBody, request.body);
    return { masterclass: await updateMasterclass(ctx.db, adminOf(request), id, input) };
  });

  app.delete('/admin/masterclasses/:id', async (request, reply) => {
    const { id } = validate(masterclassParams, request.params);
    await deleteMasterclass(ctx.db, adminOf(request), id);
    return reply.code(204).send();
  });
}
