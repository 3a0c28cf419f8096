/**
 * Browser storage that never throws: private modes and full quotas make Web Storage fail, and a
 * failed write must not break sign-in or navigation (part 1 §4 Tutorial: only warned).
 */
export const storageKeys = {
  token: 'mnemo.token',
  redirect: 'redirect',
  /** The method chosen on the session picker (session storage, part 1 §2). */
  pickedMethod: 'mnemo.pickedMethod',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error);
  }
}
