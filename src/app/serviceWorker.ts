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

/**
 * Registers the service worker (built by vite-plugin-pwa, scripts/pwa.ts) once the page has
 * loaded, so neither its script nor its precache downloads compete with the first paint.
 */
export function registerServiceWorkerAfterLoad(): void {
  // The dev server builds no worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => register().catch((error: unknown) => console.warn('[service worker] not registered', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
