import { atom } from 'jotai';
import { timings } from '../../domain/limits';
import { appStore } from './store';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** A button in the toast, e.g. 'Annuler' after a deletion. */
  action?: ToastAction;
}

/** At most this many toasts at once: a burst of failures must not cover the screen. */
const MAX_TOASTS = 4;

export const toastsAtom = atom<Toast[]>([]);

/** A toast with a button (undo) stays longer: reaching it by keyboard takes time. */
const ACTION_TOAST_MS = 8000;

let nextId = 1;

/**
 * Shows a toast that hides itself after 4.2 s (part 1 §4), or 8 s when it offers an action; a
 * `lasting` one stays until it is closed or acted on (a new version waiting for a reload).
 */
export function showToast(message: string, tone: ToastTone = 'info', action?: ToastAction, { lasting = false } = {}): void {
  const id = nextId++;
  const toast: Toast = action ? { id, message, tone, action } : { id, message, tone };
  appStore.set(toastsAtom, (toasts) => [...toasts.filter((t) => t.message !== message), toast].slice(-MAX_TOASTS));
  if (!lasting) setTimeout(() => dismissToast(id), action ? ACTION_TOAST_MS : timings.toastMs);
}

/** Runs a toast's action once and closes the toast. */
export function runToastAction(toast: Toast): void {
  dismissToast(toast.id);
  toast.action?.run();
}

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
