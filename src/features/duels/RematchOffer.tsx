import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DuelSummary, DuelView } from '../../../domain/duels/api';
import { messageOf } from '../../api/client';
import { duelsText } from '../../i18n/duels';
import { duelEventAtom } from '../../state/duels';
import { fetchDuels, rematchDuel } from './api';
import { duelPath } from './paths';

const text = duelsText.result;

/**
 * « Revanche »: the same setup drawn again on the challenger's material, offered to the other. The
 * first to ask creates it and the other is told live (« X propose une revanche »); the second's ask
 * starts it. An opponent asking first for a live rematch waits here until the challenger comes.
 */
export function RematchOffer({ duel, otherName }: { duel: DuelView; otherName: string }) {
  const navigate = useNavigate();
  const event = useAtomValue(duelEventAtom);
  const [rematch, setRematch] = useState<DuelSummary | null>(null);
  const [state, setState] = useState<'idle' | 'asking' | 'waiting'>('idle');
  const [error, setError] = useState<string | null>(null);
  const waiting = useRef(false);
  waiting.current = state === 'waiting';

  const ask = async () => {
    setState('asking');
    setError(null);
    try {
      const next: DuelView = await rematchDuel(duel.id);
      if (next.status === 'open' && next.you === 'opponent') setState('waiting');
      else void navigate(duelPath(next.id));
    } catch (failure) {
      setError(messageOf(failure, text.rematchFailed));
      setState('idle');
    }
  };
  const askRef = useRef(ask);
  askRef.current = ask;

  // Read again whenever one of the user's duels moves: the rematch may have been asked, or started.
  useEffect(() => {
    if (event.duelId === duel.id) return;
    let live = true;
    fetchDuels().then(
      ({ duels }) => {
        if (!live) return;
        const found = duels.find((d) => d.rematchOf === duel.id) ?? null;
        setRematch(found);
        // Waiting for the challenger: their ask was announced, ours now starts the duel.
        if (found && waiting.current && event.duelId === found.id) void askRef.current();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [duel.id, event.seq]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state === 'waiting') {
    return (
      <p className="duel-result__rematch" role="status" data-testid="rematch-waiting">
        {text.rematchWaiting(otherName)}
      </p>
    );
  }
  if (rematch && rematch.status !== 'open' && rematch.status !== 'playing') {
    return null;
  }
  const offered = rematch?.status === 'open' && rematch.you === 'opponent';
  return (
    <>
      {offered && (
        <p className="duel-result__rematch" role="status" data-testid="rematch-offered">
          {text.rematchAsked(otherName)}
        </p>
      )}
      {/* Asked again even to open it: the challenger's ask is what tells an opponent waiting for them. */}
      <button type="button" className="btn btn--primary" disabled={state === 'asking'} onClick={() => void ask()}>
        {state === 'asking' ? text.rematching : offered ? text.rematchAccept : rematch ? text.rematchGo : text.rematch}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
