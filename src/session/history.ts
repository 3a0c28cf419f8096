import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { PublicSession } from '../../domain/leaderboard';
import { fetchSessionsPage } from '../api/endpoints';
import { historyAtom, type OwnHistory } from '../state/history';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';

/**
 * The own history (issue 17): the sessions are the server's record and travel apart from the
 * material. The statistics load them page by page (GET /me/sessions, the first page in one
 * request, then the rest, shown as they come); a recorded or deleted session updates them in place.
 */
let loadingFor: string | null = null;

async function loadHistory(userId: string): Promise<void> {
  if (loadingFor === userId) return;
  loadingFor = userId;
  appStore.set(historyAtom, { sessions: [], total: 0, loading: true, failed: false });
  let before: string | null = null;
  const current = () => (appStore.get(userAtom)?.id === userId ? appStore.get(historyAtom) : null);
  try {
    do {
      const page = await fetchSessionsPage(before);
      const shown = current();
      if (!shown) return;
      const known = new Set(shown.sessions.map((session) => session.id));
      const sessions = [...shown.sessions, ...page.sessions.filter((session) => !known.has(session.id))];
      before = page.next;
      appStore.set(historyAtom, { sessions, total: page.total, loading: before !== null, failed: false });
    } while (before);
  } catch (error) {
    console.warn('[history] a page could not be loaded', error);
    const shown = current();
    if (shown) appStore.set(historyAtom, { ...shown, loading: false, failed: true });
    loadingFor = null;
  }
}

/** The own history, loaded on first use for the signed-in user. */
export function useOwnHistory(): OwnHistory | null {
  const history = useAtomValue(historyAtom);
  const userId = useAtomValue(userAtom)?.id ?? null;
  useEffect(() => {
    if (userId) void loadHistory(userId);
  }, [userId]);
  return userId ? history : null;
}

/** A session the server just recorded (here or in another tab) goes first in the loaded history. */
export function historyRecorded(session: PublicSession): void {
  const shown = appStore.get(historyAtom);
  if (!shown || shown.sessions.some((s) => s.id === session.id)) return;
  appStore.set(historyAtom, { ...shown, sessions: [session, ...shown.sessions], total: shown.total + 1 });
}

export function historyDeleted(sessionId: string): void {
  const shown = appStore.get(historyAtom);
  if (!shown) return;
  const sessions = shown.sessions.filter((s) => s.id !== sessionId);
  appStore.set(historyAtom, { ...shown, sessions, total: shown.total - (shown.sessions.length - sessions.length) });
}

/** Signed out, or another account: the history is loaded again when shown. */
export function resetHistory(): void {
  loadingFor = null;
  appStore.set(historyAtom, null);
}
