import { atom } from 'jotai';
import { timings } from '../../domain/limits';
import { appStore } from './store';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** At most this many toasts at once: a burst of failures must not cover the screen. */
const MAX_TOASTS = 4;

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast that hides itself after 4.2 s (part 1 §4). */
export function showToast(message: string, tone: ToastTone = 'info'): void {
  const id = nextId++;
  appStore.set(toastsAtom, (toasts) => [...toasts.filter((t) => t.message !== message), { id, message, tone }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), timings.toastMs);
}

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
