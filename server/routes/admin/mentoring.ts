import type { FastifyInstance } from 'fastify';
import { mentorAssignBody, mentorGrantBody, mentoringIdParams } from '../../../domain/mentoring';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { adminMentoring, assignMentor, grantMentorMark, revokeMentorMark } from '../../services/mentoring';
import { adminOf } from './guard';

/** Mentors and their assignment; registered inside the admin guard. */
export function mentoringAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/mentoring', async () => adminMentoring(ctx.db));

  app.post('/admin/mentors', async (request) => grantMentorMark(ctx.db, adminOf(request), validate(mentorGrantBody, request.body).username));

  app.delete('/admin/mentors/:id', async (request) => revokeMentorMark(ctx.db, adminOf(request), validate(mentoringIdParams, request.params).id));

  app.put('/admin/mentoring/:id/mentor', async (request) => {
    const { id } = validate(mentoringIdParams, request.params);
    return assignMentor(ctx, adminOf(request), id, validate(mentorAssignBody, request.body).mentorId);
  });
}
