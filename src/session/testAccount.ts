import type { User } from '../../domain/user';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { fetchUserStudy, resetUserData } from './userDataSync';

/** Tests of the save machinery: `id` signs in on this page and its material is loaded (from the mocked API). */
export async function signInForTest(id: string): Promise<void> {
  appStore.set(userAtom, { id, username: id, badges: [] } as unknown as User);
  resetUserData(await fetchUserStudy());
}

/** Signs the test's account out and forgets its material. */
export function signOutForTest(): void {
  resetUserData(null);
  appStore.set(userAtom, null);
}
