import type { QcmAnswerBody, QcmDraw, QcmDrawBody, QcmJudgement } from '../../../domain/qcm/api';
import { apiRequest } from '../../api/client';

/** POST /me/qcm: the server draws the session's questions (without their right propositions) and starts its clock. */
export const drawQcm = (body: QcmDrawBody) => apiRequest<QcmDraw>('/me/qcm', { method: 'POST', body });

/** POST /me/qcm/answers: the server judges one answer and only then tells the right propositions. */
export const answerQcm = (body: QcmAnswerBody) => apiRequest<QcmJudgement>('/me/qcm/answers', { method: 'POST', body });
