import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { deleteLocal, localKey, readLocal, writeLocal } from './localStore';

/**
 * Forms being filled (a card, a board…) are kept on the device as they change (issue 18), for the
 * signed-in student only, and offered back where they were after a reload or a closed tab; a
 * draft goes once its form is saved or cancelled.
 */
const WRITE_DELAY_MS = 250;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function keyOf(name: string): string | null {
  const userId = appStore.get(userAtom)?.id;
  return userId ? localKey(userId, `draft:${name}`) : null;
}

export function readDraft<T>(name: string): Promise<T | undefined> {
  const key = keyOf(name);
  return key ? readLocal<T>('drafts', key) : Promise.resolve(undefined);
}

/** Stores `value` shortly (the last of quick changes wins). */
export function keepDraft(name: string, value: unknown): void {
  const key = keyOf(name);
  if (!key) return;
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void writeLocal('drafts', key, value);
    }, WRITE_DELAY_MS),
  );
}

export function dropDraft(name: string): void {
  const key = keyOf(name);
  if (!key) return;
  clearTimeout(timers.get(key));
  timers.delete(key);
  void deleteLocal('drafts', key);
}
