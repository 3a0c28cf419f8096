import type { FastifyInstance } from 'fastify';
import type { ImpersonationsResponse } from '../../../domain/account';
import { messages } from '../../../domain/messages';
import { parisDay } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { refuseImpersonation, requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import type { Billing } from '../../services/billing/billing';
import { deleteAccount } from '../../services/profiles/account';
import { exportAccount } from '../../services/profiles/export';
import { listImpersonations } from '../../services/sessions';
import { deleteAccountBody } from './schema';

/** The account's data export and deletion (the FAQ's promise). */
export function accountRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing): void {
  app.get('/me/export', async (request, reply) => {
    const user = requireUser(request);
    const exported = await exportAccount(ctx, user.id);
    reply.header('content-disposition', `attachment; filename="mnemo-export-${parisDay(new Date())}.json"`);
    return exported;
  });

  /** When administrators signed in as the user: the account page shows it to its owner. */
  app.get('/me/impersonations', async (request): Promise<ImpersonationsResponse> => {
    const user = requireUser(request);
    return { impersonations: await listImpersonations(ctx.db, user.id) };
  });

  // Suspended users may leave too: deletion is not participation.
  app.delete('/me', async (request, reply) => {
    const user = requireUser(request);
    refuseImpersonation(request, messages.impersonationDelete);
    const { password } = validate(deleteAccountBody, request.body);
    await deleteAccount(ctx, billing, user.id, password);
    reply.code(204);
  });
}
