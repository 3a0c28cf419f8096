import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DuelAnswerResponse, DuelSummary, DuelView } from '../../../domain/duels/api';
import { messageOf } from '../../api/client';
import { duelsText } from '../../i18n/duels';
import { readStored, writeStored } from '../../lib/storage';
import { sendDuelHere } from '../../realtime/connection';
import { duelEventAtom } from '../../state/duels';
import { answerDuel, fetchDuel, fetchDuels } from './api';

export type DuelLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** A turn of the viewer's, not started: its first question (and its 20 s) comes when they ask. */
  | { status: 'intro'; summary: DuelSummary }
  /** `deadline`: when the question under way ends, on this device's clock (kept while a live player waits for the other). */
  | { status: 'ready'; duel: DuelView; deadline: number | null };

/** A live player's sign of life, well within the 60 s after which they forfeit. */
const PRESENCE_MS = 10_000;
/** A live duel is read again this often besides its events, should the socket have missed one. */
const LIVE_POLL_MS = 5_000;

/** Session storage: the viewer started their round of this turn-based duel here (a reload resumes it at once). */
const roundKey = (id: string) => `mnemo.duelRound.${id}`;

const running = (duel: DuelView) => duel.status === 'open' || duel.status === 'playing';

/**
 * A duel as the viewer sees it, kept current: read again on its live events (and, for a live duel,
 * every few seconds and when the tab comes back), with the question's end on this device's clock.
 * A live player's page tells the server they are there. Asking for a duel shows its current
 * question (its time starts), so a turn-based duel whose turn has come waits for « Jouer ma manche ».
 */
export function useDuel(id: string, initial: DuelView | null) {
  const [load, setLoad] = useState<DuelLoad>(() => (initial ? { status: 'ready', duel: initial, deadline: initial.current ? Date.now() + initial.current.msLeft : null } : { status: 'loading' }));
  const event = useAtomValue(duelEventAtom);
  // Answers are applied in the order they were asked for: a slow read never undoes a newer one.
  const issued = useRef(0);
  const applied = useRef(0);
  const live = useRef<boolean | null>(initial ? initial.mode === 'live' : null);

  const apply = useCallback(
    (duel: DuelView, request: number) => {
      if (request < applied.current) return;
      applied.current = request;
      live.current = duel.mode === 'live';
      if (duel.mode === 'turns') writeStored('session', roundKey(id), duel.current && running(duel) ? '1' : null);
      setLoad((previous) => {
        const before = previous.status === 'ready' ? previous : null;
        let deadline: number | null = null;
        if (duel.current) {
          const fresh = Date.now() + duel.current.msLeft;
          // The same question read again keeps its countdown steady.
          const same = before?.duel.current?.index === duel.current.index && before.deadline !== null && Math.abs(before.deadline - fresh) < 1000;
          deadline = same ? before.deadline : fresh;
        } else if (duel.mode === 'live' && duel.status === 'playing') {
          deadline = before?.deadline ?? null;
        }
        return { status: 'ready', duel, deadline };
      });
    },
    [id],
  );

  const inFlight = useRef(false);
  const again = useRef(false);
  const reload = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const request = ++issued.current;
    try {
      if (live.current !== true && readStored('session', roundKey(id)) === null) {
        const summary = (await fetchDuels()).duels.find((d) => d.id === id);
        if (summary?.mode === 'turns' && summary.yourTurn) {
          if (request >= applied.current) {
            applied.current = request;
            setLoad({ status: 'intro', summary });
          }
          return;
        }
      }
      apply(await fetchDuel(id), request);
    } catch (failure) {
      // A duel on screen stays there; only a first load fails visibly.
      if (request >= applied.current) setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'failed', message: messageOf(failure, duelsText.play.failed) }));
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void reload();
      }
    }
  }, [id, apply]);

  useEffect(() => {
    if (initial) apply(initial, ++issued.current);
    else void reload();
    // The first answer is the one passed in or read once; later reads follow events.
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (event.duelId === id) void reload();
  }, [event.seq]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  const duel = load.status === 'ready' ? load.duel : null;
  const liveRunning = duel !== null && duel.mode === 'live' && running(duel);
  useEffect(() => {
    if (!liveRunning) return;
    sendDuelHere(id);
    const presence = setInterval(() => sendDuelHere(id), PRESENCE_MS);
    const poll = setInterval(() => void reload(), LIVE_POLL_MS);
    return () => {
      clearInterval(presence);
      clearInterval(poll);
    };
  }, [id, liveRunning, reload]);

  /** Sends the answer to question `index`; the server judges and times it. Throws as the API does. */
  const answer = useCallback(
    async (index: number, text: string): Promise<DuelAnswerResponse> => {
      const request = ++issued.current;
      const response = await answerDuel(id, index, text);
      apply(response.duel, request);
      return response;
    },
    [id, apply],
  );

  /** « Jouer ma manche »: the turn's first question is asked for (its 20 s start). */
  const startRound = useCallback(() => {
    writeStored('session', roundKey(id), '1');
    void reload();
  }, [id, reload]);

  return { load, reload, answer, startRound };
}
