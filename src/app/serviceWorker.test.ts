import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncingAtom } from '../state/session';
import { appStore } from '../state/store';
import { registerServiceWorkerOnceSettled } from './serviceWorker';

/** The page's events and idle callbacks, run by the test when it chooses. */
let loadListeners: (() => void)[];
let idleCallbacks: (() => void)[];
let register: ReturnType<typeof vi.fn>;

beforeEach(() => {
  loadListeners = [];
  idleCallbacks = [];
  register = vi.fn(() => new Promise(() => undefined));
  vi.stubEnv('PROD', true);
  vi.stubGlobal('navigator', { serviceWorker: { register, addEventListener: vi.fn(), controller: null } });
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
  });
  appStore.set(syncingAtom, false);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const runAll = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());

describe('service worker registration', () => {
  it('waits for the load event, the end of the start-up synchronisation, then an idle moment', () => {
    appStore.set(syncingAtom, true);
    registerServiceWorkerOnceSettled();
    runAll(loadListeners);
    expect(idleCallbacks).toHaveLength(0);
    appStore.set(syncingAtom, false);
    expect(register).not.toHaveBeenCalled();
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('without a synchronisation (a visitor), registers at the first idle moment after the load', () => {
    registerServiceWorkerOnceSettled();
    expect(idleCallbacks).toHaveLength(0);
    runAll(loadListeners);
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers once, though the synchronisation starts again later', () => {
    appStore.set(syncingAtom, true);
    registerServiceWorkerOnceSettled();
    runAll(loadListeners);
    appStore.set(syncingAtom, false);
    appStore.set(syncingAtom, true);
    appStore.set(syncingAtom, false);
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
