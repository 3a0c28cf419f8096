import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DuelSetup, DuelSummary, DuelView } from '../../../domain/duels/api';
import { RANDOM_MATCH_MS } from '../../../domain/duels/rules';
import { messageOf } from '../../api/client';
import { duelsText } from '../../i18n/duels';
import { duelEventAtom } from '../../state/duels';
import { askRandomDuel, cancelRandomDuel, fetchDuels } from './api';
import { duelPath } from './paths';

const text = duelsText.random;
/** While waiting, the list is read this often besides the duel events, should the socket miss the match. */
const POLL_MS = 3_000;

const liveIds = (duels: DuelSummary[]) => new Set(duels.filter((d) => d.mode === 'live' && d.status === 'playing').map((d) => d.id));

/**
 * « Adversaire au hasard »: asks the server for a live duel with another user who asked in the last
 * minute; else waits for one to ask (the match is announced live, and the list is read meanwhile),
 * for a minute. Leaving or stopping takes the request back.
 */
export function RandomSearch({ setup, onMatched, onStop }: { setup: DuelSetup; onMatched: (duel: DuelView) => void; onStop: () => void }) {
  const navigate = useNavigate();
  const event = useAtomValue(duelEventAtom);
  const [state, setState] = useState<'asking' | 'waiting' | 'none' | { error: string }>('asking');
  const [round, setRound] = useState(0);
  const before = useRef<Set<string> | null>(null);

  useEffect(() => {
    let live = true;
    setState('asking');
    (async () => {
      before.current = liveIds((await fetchDuels()).duels);
      const { duel } = await askRandomDuel(setup);
      if (!live) return;
      if (duel) onMatched(duel);
      else setState('waiting');
    })().catch((failure: unknown) => live && setState({ error: messageOf(failure, text.failed) }));
    return () => {
      live = false;
    };
  }, [round]); // eslint-disable-line react-hooks/exhaustive-deps

  const waiting = state === 'waiting';
  // Matched by someone else's ask: the new live duel appears in the list.
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    fetchDuels().then(({ duels }) => {
      const found = live && before.current ? duels.find((d) => d.mode === 'live' && d.status === 'playing' && !before.current!.has(d.id)) : undefined;
      if (found) void navigate(duelPath(found.id));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [waiting, event.seq, polls, navigate]);
  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(() => setPolls((n) => n + 1), POLL_MS);
    const end = setTimeout(() => {
      setState('none');
      void cancelRandomDuel().catch(() => undefined);
    }, RANDOM_MATCH_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(end);
    };
  }, [waiting]);
  // Leaving the page takes the request back.
  const asked = useRef(false);
  asked.current = state === 'waiting';
  useEffect(() => () => void (asked.current && cancelRandomDuel().catch(() => undefined)), []);

  const stop = () => {
    if (asked.current) void cancelRandomDuel().catch(() => undefined);
    asked.current = false;
    onStop();
  };

  return (
    <section className="duel-panel duel-random" aria-labelledby="duel-random-title" data-testid="duel-random">
      <h2 id="duel-random-title" className="duel-panel__title">
        {duelsText.setup.random}
      </h2>
      {state === 'asking' || state === 'waiting' ? (
        <>
          <p className="duel-random__status" role="status">
            <span className="spinner" aria-hidden="true" />
            {text.searching}
          </p>
          <p className="field__hint">{text.lead}</p>
          <button type="button" className="btn btn--ghost" onClick={stop}>
            {text.cancel}
          </button>
        </>
      ) : (
        <>
          <p className={state === 'none' ? 'duel-random__status' : 'form-error'} role="alert">
            {state === 'none' ? text.none : state.error}
          </p>
          <div className="duel-setup__actions">
            <button type="button" className="btn btn--primary" onClick={() => setRound((n) => n + 1)}>
              {text.again}
            </button>
            <button type="button" className="btn btn--ghost" onClick={stop}>
              {text.close}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
