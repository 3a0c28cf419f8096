import { z } from 'zod';

/** Body of an upload (POST /me/upload, /admin/upload): a data: URL, checked by its bytes on the server. */
export const uploadBody = z.object({ dataUrl: z.string().min(1) });
