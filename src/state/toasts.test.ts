import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '../../domain/limits';
import { appStore } from './store';
import { runToastAction, showToast, toastsAtom } from './toasts';

const shown = () => appStore.get(toastsAtom).map((toast) => toast.message);

beforeEach(() => {
  vi.useFakeTimers();
  appStore.set(toastsAtom, []);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('hide themselves after 4.2 s, or 8 s when they offer an action', () => {
    showToast('Enregistré');
    showToast('Carte supprimée', 'info', { label: 'Annuler', run: () => undefined });
    vi.advanceTimersByTime(timings.toastMs);
    expect(shown()).toEqual(['Carte supprimée']);
    vi.advanceTimersByTime(8000 - timings.toastMs);
    expect(shown()).toEqual([]);
  });

  it('a lasting toast stays until it is acted on', () => {
    const run = vi.fn();
    showToast('Nouvelle version disponible', 'info', { label: 'Recharger', run }, { lasting: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    const [toast] = appStore.get(toastsAtom);
    expect(toast?.message).toBe('Nouvelle version disponible');
    runToastAction(toast!);
    expect(run).toHaveBeenCalledOnce();
    expect(shown()).toEqual([]);
  });
});
