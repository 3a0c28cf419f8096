import { useState } from 'react';
import { Link } from 'react-router';
import type { DuelSummary, DuelView } from '../../../domain/duels/api';
import { messageOf } from '../../api/client';
import { duelsText } from '../../i18n/duels';
import { formatDateTime } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { showToast } from '../../state/toasts';
import { joinDuel } from './api';
import { formatTimeLeft, outcomeOf } from './format';
import { duelPath } from './paths';

const text = duelsText.lists;

/** An invitation waiting for the viewer to accept it (« Défier », a rematch offered). */
const invitation = (duel: DuelSummary) => duel.status === 'open' && duel.you === 'opponent';
const waitsForYou = (duel: DuelSummary) => duel.yourTurn || invitation(duel);
const running = (duel: DuelSummary) => duel.status === 'open' || duel.status === 'playing';

/** Whose turn it is and the time left, for a duel under way. */
function stateLine(duel: DuelSummary, now: number): string {
  const left = duel.deadline && duel.mode === 'turns' ? ` · ${text.timeLeft(formatTimeLeft(new Date(duel.deadline).getTime() - now))}` : '';
  if (invitation(duel)) return text.invitation + left;
  if (duel.mode === 'live') return duel.status === 'open' ? text.waitingOpponent : text.live;
  if (duel.yourTurn) return text.yourTurn + left;
  if (!duel.opponentName) return text.waitingOpponent;
  return text.theirTurn(duel.opponentName) + left;
}

function outcomeLine(duel: DuelSummary): string {
  if (duel.status === 'expired') return text.expired;
  const outcome = outcomeOf(duel.winner, duel.you);
  return outcome ? text[outcome] : '';
}

function DuelRow({ duel, now, onJoined }: { duel: DuelSummary; now: number; onJoined: (duel: DuelView) => void }) {
  const [busy, setBusy] = useState(false);
  const finished = !running(duel);
  const outcome = finished ? outcomeOf(duel.winner, duel.you) : null;
  const accept = async () => {
    if (!duel.code) return;
    setBusy(true);
    try {
      onJoined(await joinDuel(duel.code));
    } catch (failure) {
      showToast(messageOf(failure, duelsText.join.failed), 'error');
      setBusy(false);
    }
  };
  return (
    <li className={`duel-row${waitsForYou(duel) ? ' duel-row--waiting' : ''}`} data-testid="duel-row">
      <div className="duel-row__main">
        <p className="duel-row__title">
          <span className="duel-row__mode">{duelsText.modes[duel.mode]}</span>{' '}
          {invitation(duel) ? text.invitedBy(duel.opponentName ?? '') : duel.opponentName ? text.against(duel.opponentName) : text.noOpponent}
        </p>
        <p className={`duel-row__state${outcome ? ` duel-row__state--${outcome}` : ''}`}>
          {finished ? outcomeLine(duel) : stateLine(duel, now)}
          <span className="duel-row__date"> · {formatDateTime(duel.createdAt)}</span>
        </p>
      </div>
      {(duel.status !== 'open' || duel.you === 'challenger') && duel.opponentName && (
        <p className="duel-row__score" aria-label={text.scoreLabel(duel.yourScore, duel.theirScore)}>
          {text.score(duel.yourScore, duel.theirScore)}
        </p>
      )}
      {invitation(duel) ? (
        <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={() => void accept()}>
          {text.accept}
        </button>
      ) : (
        <Link className={`btn btn--sm ${duel.yourTurn ? 'btn--primary' : 'btn--ghost'}`} to={duelPath(duel.id)}>
          {finished ? text.results : duel.yourTurn ? text.play : text.open}
        </Link>
      )}
    </li>
  );
}

/**
 * The user's duels: those waiting for them (their turn, an invitation) first, then the others
 * under way (whose turn, the time left), then the finished ones with their result.
 */
export function DuelLists({ duels, onJoined }: { duels: DuelSummary[]; onJoined: (duel: DuelView) => void }) {
  const now = useNow(30_000);
  const groups = [
    { id: 'waiting', title: text.waitingTitle, rows: duels.filter(waitsForYou) },
    { id: 'running', title: text.runningTitle, rows: duels.filter((d) => running(d) && !waitsForYou(d)) },
    { id: 'finished', title: text.finishedTitle, rows: duels.filter((d) => !running(d)) },
  ];
  if (duels.length === 0) return <p className="duel-empty">{text.empty}</p>;
  return (
    <>
      {groups.map(
        (group) =>
          group.rows.length > 0 && (
            <section key={group.id} className="duel-list" aria-labelledby={`duels-${group.id}`} data-testid={`duels-${group.id}`}>
              <h3 id={`duels-${group.id}`} className="duel-list__title">
                {group.title}
              </h3>
              <ul className="duel-list__rows">
                {group.rows.map((duel) => (
                  <DuelRow key={duel.id} duel={duel} now={now} onJoined={onJoined} />
                ))}
              </ul>
            </section>
          ),
      )}
    </>
  );
}
