import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DuelSummary } from '../../domain/duels/api';
import { duelNoticesText as text } from '../i18n/duelNotices';
import { duelEventAtom, duelsWaitingAtom } from '../state/duels';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { throttle } from '../features/leaderboard/throttle';
import { fetchDuels } from '../features/duels/api';
import { duelPath, joinPath } from '../features/duels/paths';

/** At most one read of the list per second: a live duel announces every answer. */
const REFRESH_MS = 1000;

/** What a duel newly waiting for the user tells them, by the situation. */
function noticeOf(duel: DuelSummary): string {
  const name = duel.opponentName ?? '';
  if (duel.status === 'open') return text.invited(name);
  if (duel.mode === 'live') return text.started(name);
  return text.yourTurn(name);
}

const waitingIds = (duels: DuelSummary[]) => new Set(duels.filter((d) => d.yourTurn || (d.status === 'open' && d.you === 'opponent')).map((d) => d.id));

/**
 * Keeps the count of duels waiting for the signed-in user (the badge on the « Duels » links), read
 * again whenever one of their duels moves; a duel that starts waiting for them while they look
 * elsewhere is told in a toast. Draws nothing: the counts beside the links read what it keeps.
 */
export function DuelWatch() {
  const event = useAtomValue(duelEventAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  const known = useRef<Set<string> | null>(null);

  const [refresh] = useState(() =>
    throttle(() => {
      fetchDuels().then(
        ({ duels, waiting: count }) => {
          appStore.set(duelsWaitingAtom, count);
          const now = waitingIds(duels);
          const before = known.current;
          known.current = now;
          // The first read only counts: nothing is new to someone who just arrived.
          if (!before) return;
          for (const duel of duels) {
            if (!now.has(duel.id) || before.has(duel.id) || where.current === duelPath(duel.id)) continue;
            // An invitation is accepted from its link (its duel is not the user's yet); anything else is theirs to open.
            const path = duel.status === 'open' && duel.code ? joinPath(duel.code) : duelPath(duel.id);
            showToast(noticeOf(duel), 'info', { label: text.go, run: () => void navigate(path) });
          }
        },
        () => undefined,
      );
    }, REFRESH_MS),
  );
  // Signed out (this unmounts): no count left on the links.
  useEffect(() => () => {
    refresh.cancel();
    appStore.set(duelsWaitingAtom, 0);
  }, [refresh]);
  useEffect(() => refresh.call(), [refresh, event.seq]);

  return null;
}

/** How many duels wait for the user (their turn, an invitation): beside the « Duels » links, nothing at zero. */
export function DuelCount({ className = '' }: { className?: string }) {
  const waiting = useAtomValue(duelsWaitingAtom);
  if (waiting === 0) return null;
  return (
    <span className={`nav-count ${className}`.trim()} aria-label={text.waiting(waiting)} data-testid="duel-count">
      {waiting}
    </span>
  );
}
