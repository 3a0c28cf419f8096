import { atom } from 'jotai';
import { appStore } from './store';

/** The last change to a support or mentoring thread, live from the server or made here; `seq` tells changes apart. */
export const threadEventAtom = atom<{ threadId: string; kind: string; seq: number }>({ threadId: '', kind: '', seq: 0 });

/** A thread changed (a message, a status, or read here): its views and the menu's count ask again. */
export function threadChanged(threadId: string, kind: string): void {
  appStore.set(threadEventAtom, (last) => ({ threadId, kind, seq: last.seq + 1 }));
}

/** Counts the threads read here: the menu's unread count asks again. */
export const threadReadsAtom = atom(0);

export function threadRead(): void {
  appStore.set(threadReadsAtom, (n) => n + 1);
}
