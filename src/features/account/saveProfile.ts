import type { UpdateMeBody } from '../../../domain/user';
import { messageOf } from '../../api/client';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { updateMe } from './api';

/**
 * PUT /me and adopt the answer. Answers the server's message on failure (null on success), which
 * the form shows; a toast says it too.
 */
export async function saveProfile(body: UpdateMeBody, success: string, fallback: string): Promise<string | null> {
  try {
    const { user } = await updateMe(body);
    appStore.set(userAtom, user);
    showToast(success, 'success');
    return null;
  } catch (error) {
    const message = messageOf(error, fallback);
    showToast(message, 'error');
    return message;
  }
}
