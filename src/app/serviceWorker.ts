import { fr } from '../i18n/shell';
import { showToast } from '../state/toasts';

/** A tab left open for days still hears of a new version (the browser checks on loads only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Offers the new version, which waits until the student chooses to reload: a form being filled
 * is not cut short. Once it takes over (from this tab or another), the page reloads onto it.
 */
function offerUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // The worker Workbox generates (scripts/pwa.ts, registerType 'prompt') activates on this message.
  const reload = () => worker.postMessage({ type: 'SKIP_WAITING' });
  showToast(fr.update.ready, 'info', { label: fr.update.reload, run: reload }, { lasting: true });
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // Without a controller the page runs no older version: the first install needs no reload.
  const installedOverOld = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) offerUpdate(worker);
  };
  installedOverOld(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') installedOverOld(worker);
    });
  });
  setInterval(() => {
    if (navigator.onLine && document.visibilityState === 'visible') registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/** At most this long to wait for an idle moment before registering anyway. */
const IDLE_WAIT_MS = 5000;

/** Runs `next` once the browser has a moment with nothing to do (Safari has no idle callback: a second later). */
function whenIdle(next: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: IDLE_WAIT_MS });
  else setTimeout(next, 1000);
}

/**
 * Registers the service worker (built by vite-plugin-pwa, scripts/pwa.ts) once the first screen
 * is drawn: the page loaded, the start-up synchronisation over (`startUp` settled, whether or not
 * it succeeded), then an idle moment (the screen drawn from the data comes before it). Its install
 * downloads the whole precache (138 files in this build); registered at the page's load event, in
 * the middle of the wait for the data, that download shared the CPU with the first screen's
 * render and doubled it (a 40-node map editor drawn 745 ms after its data, median of 8 loads in
 * headless Chromium on 2 cores, 381 ms with the worker blocked).
 */
export function registerServiceWorkerOnceSettled(startUp: Promise<unknown>): void {
  // The dev server builds no worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => register().catch((error: unknown) => console.warn('[service worker] not registered', error));
  const whenStarted = () => whenIdle(() => void start());
  const afterLoad = () => void startUp.then(whenStarted, whenStarted);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
