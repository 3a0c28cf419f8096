import type { FastifyInstance } from 'fastify';
import { masterclassParams } from '../../../domain/masterclasses';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { cancelSignUp, listMasterclasses, masterclassCalendar, signUp } from '../../services/masterclasses/masterclasses';

/** /masterclasses: the list for every signed-in user; sign-ups, links and .ics for Champion users only. */
export function masterclassRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/masterclasses', async (request) => listMasterclasses(ctx.db, requireUser(request)));

  app.post('/masterclasses/:id/signup', async (request) => {
    const user = requireUser(request, 'write:profile');
    const { id } = validate(masterclassParams, request.params);
    return { masterclass: await signUp(ctx, user, id) };
  });

  app.delete('/masterclasses/:id/signup', async (request) => {
    const user = requireUser(request, 'write:profile');
    const { id } = validate(masterclassParams, request.params);
    return { masterclass: await cancelSignUp(ctx.db, user, id) };
  });

  app.get('/masterclasses/:id/ics', async (request, reply) => {
    const user = requireUser(request);
    const { id } = validate(masterclassParams, request.params);
    const ics = await masterclassCalendar(ctx.db, user, id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="masterclass-${id}.ics"`)
      .send(ics);
  });
}
