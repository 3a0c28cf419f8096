import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setTokenSource } from './api/client';
import { initialRedirect, rememberRedirect, storedRedirect } from './app/redirect';
import { createAppRouter } from './app/router';
import { registerServiceWorkerOnceSettled } from './app/serviceWorker';
import { refreshLeaderboard } from './session/leaderboard';
import { syncingAtom, tokenAtom } from './state/session';
import { appStore } from './state/store';
import './styles/base.css';
import './styles/components.css';
import './styles/feedback.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/badges.css';

// A redirect asked for in the query, or kept in session storage on the sign-in screen, replaces
// the address on load (part 1 §2). The stored one is used once: a guard stores it again if needed.
const redirect = initialRedirect(window.location.pathname, window.location.search, storedRedirect());
rememberRedirect(null);
if (redirect) window.history.replaceState(null, '', redirect);

setTokenSource(() => appStore.get(tokenAtom));
// With a stored token the guards wait (syncing) while the session code and the account load; a
// visitor only needs the ranking, and downloads none of the session machinery (issue 20).
// `startUp` settles once that synchronisation is over (at once for a visitor).
let startUp: Promise<void> = Promise.resolve();
if (appStore.get(tokenAtom)) {
  appStore.set(syncingAtom, true);
  startUp = import('./session/bootstrap')
    .then(({ bootstrap }) => bootstrap())
    .catch((error: unknown) => {
      console.warn('[bootstrap] session code not loaded', error);
      appStore.set(syncingAtom, false);
    });
} else {
  void refreshLeaderboard();
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const router = createAppRouter();
const mount = () =>
  createRoot(root).render(
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
// The first render waits a moment for the screen's code (preloaded with `/`): painting the layout
// with a loading message first would cost a slow phone a whole render and layout more before the
// screen shows. Past the wait, the layout and the message show while the code arrives.
const FIRST_RENDER_WAIT_MS = 300;
if (router.state.initialized) mount();
else {
  const timer = window.setTimeout(mountOnce, FIRST_RENDER_WAIT_MS);
  const stop = router.subscribe((state) => {
    if (state.initialized) mountOnce();
  });
  let mounted = false;
  function mountOnce() {
    if (mounted) return;
    mounted = true;
    window.clearTimeout(timer);
    stop();
    mount();
  }
}
registerServiceWorkerOnceSettled(startUp);
