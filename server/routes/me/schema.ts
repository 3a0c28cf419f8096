import { z } from 'zod';
import { limits, SAVE_ID_PATTERN } from '../../../domain/limits';

/** Request shapes of the signed-in user's calls; the domain's where the client shares them. */
export { deleteAccountBody } from '../../../domain/account';
export { recordSessionBody, sessionStartBody } from '../../../domain/training';
export { qcmAnswerBody, qcmDrawBody } from '../../../domain/qcm/api';
export { uploadBody } from '../../../domain/uploads';
export { updateMeBody } from '../../../domain/user';

export const deleteUploadBody = z.object({ url: z.string().min(1).max(2000) });

export const sessionsQuery = z.object({
  before: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(limits.sessionsPerPage).optional(),
});

export const pointsBody = z.object({ delta: z.number().finite() });
export const badgeBody = z.object({ badgeId: z.string().max(50) });
export const sessionParams = z.object({ id: z.string().min(1).max(200) });
export const saveParams = z.object({ saveId: z.string().regex(SAVE_ID_PATTERN) });
