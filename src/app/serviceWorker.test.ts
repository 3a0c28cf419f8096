import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerOnceSettled } from './serviceWorker';

/** The page's events and idle callbacks, run by the test when it chooses. */
let loadListeners: (() => void)[];
let idleCallbacks: (() => void)[];
let register: ReturnType<typeof vi.fn>;
let page: { addEventListener: (type: string, listener: () => void) => void; requestIdleCallback?: (callback: () => void) => void };

beforeEach(() => {
  loadListeners = [];
  idleCallbacks = [];
  register = vi.fn(() => new Promise(() => undefined));
  vi.stubEnv('PROD', true);
  vi.stubGlobal('navigator', { serviceWorker: { register, addEventListener: vi.fn(), controller: null } });
  vi.stubGlobal('document', { readyState: 'loading' });
  page = {
    addEventListener: (type, listener) => {
      if (type === 'load') loadListeners.push(listener);
    },
    requestIdleCallback: (callback) => idleCallbacks.push(callback),
  };
  vi.stubGlobal('window', page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const runAll = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());
/** Lets the promise callbacks queued so far run (a few turns of the microtask queue). */
async function settled() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

/** A start-up synchronisation the test ends when it chooses. */
function synchronisation() {
  let end!: () => void;
  let fail!: () => void;
  const done = new Promise<void>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return { done, end, fail };
}

describe('service worker registration', () => {
  it('waits for the load event, the end of the start-up synchronisation, then an idle moment', async () => {
    const sync = synchronisation();
    registerServiceWorkerOnceSettled(sync.done);
    runAll(loadListeners);
    await settled();
    expect(idleCallbacks).toHaveLength(0);
    sync.end();
    await settled();
    expect(register).not.toHaveBeenCalled();
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('without a synchronisation (a visitor), registers at the first idle moment after the load', async () => {
    registerServiceWorkerOnceSettled(Promise.resolve());
    await settled();
    expect(idleCallbacks).toHaveLength(0);
    runAll(loadListeners);
    await settled();
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers once after a synchronisation that failed too', async () => {
    const sync = synchronisation();
    registerServiceWorkerOnceSettled(sync.done);
    runAll(loadListeners);
    sync.fail();
    await settled();
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits for the idle moment only', async () => {
    vi.stubGlobal('document', { readyState: 'complete' });
    registerServiceWorkerOnceSettled(Promise.resolve());
    await settled();
    expect(loadListeners).toHaveLength(0);
    runAll(idleCallbacks);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks (Safari), registers a second later', async () => {
    vi.useFakeTimers();
    delete page.requestIdleCallback;
    registerServiceWorkerOnceSettled(Promise.resolve());
    runAll(loadListeners);
    await settled();
    vi.advanceTimersByTime(999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
