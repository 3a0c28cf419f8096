import type { DuelSummary } from '../../../domain/duels/api';
import { duelsText } from '../../i18n/duels';
import { useNow } from '../../lib/useNow';
import { formatTimeLeft } from './format';

const text = duelsText.play;

/** A turn-based duel whose turn has come: the scores so far and « Jouer ma manche » (its first question's 20 s start then). */
export function DuelIntro({ summary, onStart }: { summary: DuelSummary; onStart: () => void }) {
  const now = useNow(30_000);
  const left = summary.deadline ? formatTimeLeft(new Date(summary.deadline).getTime() - now) : null;
  return (
    <section className="duel-panel duel-intro" aria-labelledby="duel-intro-title" data-testid="duel-intro">
      <h2 id="duel-intro-title" className="duel-panel__title">
        {text.yourTurn}
      </h2>
      {summary.opponentName && (
        <p className="duel-intro__score">
          {text.introScore(summary.yourScore, summary.opponentName, summary.theirScore)}
          {left && <> · {duelsText.lists.timeLeft(left)}</>}
        </p>
      )}
      <p>{text.yourTurnLead}</p>
      <button type="button" className="btn btn--primary btn--lg" onClick={onStart} autoFocus>
        {text.startRound}
      </button>
    </section>
  );
}
