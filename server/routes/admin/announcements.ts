import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from '../../services/admin/announcements';
import { writeAudit } from '../../services/admin/audit';
import { storeUpload } from '../../services/uploads/uploads';
import { adminOf } from './guard';
import { announcementBody, idParams, uploadBody } from './schema';

/** Announcements CRUD and their image upload; registered inside the admin guard. */
export function announcementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/announcements', async () => ({ announcements: await listAnnouncements(ctx.db) }));

  app.post('/admin/announcements', async (request, reply) => {
    const input = validate(announcementBody, request.body);
    return reply.code(201).send({ announcement: await createAnnouncement(ctx, adminOf(request).id, input) });
  });

  app.put('/admin/announcements/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    const input = validate(announcementBody, request.body);
    return { announcement: await updateAnnouncement(ctx, adminOf(request).id, id, input) };
  });

  app.delete('/admin/announcements/:id', async (request, reply) => {
    const { id } = validate(idParams, request.params);
    await deleteAnnouncement(ctx, adminOf(request).id, id);
    return reply.code(204).send();
  });

  // The image counts against the admin's own upload quota, like any of their files.
  app.post('/admin/announcements/upload', async (request, reply) => {
    const { dataUrl } = validate(uploadBody, request.body);
    const admin = adminOf(request);
    const { url } = await storeUpload(ctx.db, admin.id, dataUrl, ['image']);
    await writeAudit(ctx.db, admin.id, 'announcement.upload', null, { url });
    return reply.code(201).send({ url });
  });
}
