import type { DuelResultRow, DuelView } from '../../../domain/duels/api';
import { ROUND_QUESTIONS, ROUNDS } from '../../../domain/duels/rules';
import { duelsText } from '../../i18n/duels';
import { useNow } from '../../lib/useNow';
import { Countdown } from '../exam/Countdown';
import { DuelInvite } from './DuelInvite';
import { DuelQuestion } from './DuelQuestion';
import { DuelScoreboard } from './DuelScoreboard';
import { formatTimeLeft, sidesOf } from './format';

const text = duelsText.play;

/** The verdict of the viewer's last judged question, shown above what comes next. */
function LastVerdict({ row, you }: { row: DuelResultRow; you: DuelView['you'] }) {
  const own = row.answers[you];
  if (!own) return null;
  const missed = own.answer === null;
  const tone = own.verdict === 'wrong' ? 'wrong' : own.verdict;
  return (
    <p className="duel-verdict-line" role="status" data-testid="duel-last-verdict">
      <span className="duel-verdict-line__n">{text.lastVerdict(row.index + 1)}</span>{' '}
      <span className={`answer-feedback__verdict answer-feedback__verdict--${tone}`}>{missed ? text.missed : text[own.verdict]}</span>
      {own.points > 0 && <strong className="duel-verdict-line__points"> {text.gained(own.points)}</strong>}
      {own.verdict !== 'right' && row.view.kind !== 'legend' && <span className="answer-feedback__expected"> {text.expected(row.rightAnswer)}</span>}
    </p>
  );
}

interface DuelBoardProps {
  duel: DuelView;
  deadline: number | null;
  onSend: (answer: string) => Promise<unknown>;
  onStale: () => void;
}

/**
 * A duel under way: both players' progress, the viewer's last verdict, then their question, or
 * what they wait for (the opponent to join, the other to answer, the other's turn).
 */
export function DuelBoard({ duel, deadline, onSend, onStale }: DuelBoardProps) {
  const now = useNow(30_000);
  const { them } = sidesOf(duel);
  const theirName = them?.username ?? '';
  const last = duel.results.at(-1);
  const counter = (index: number) =>
    duel.mode === 'live' ? text.question(index + 1, duel.questionCount) : `${text.round(Math.floor(index / ROUND_QUESTIONS) + 1, ROUNDS)} · ${text.question(index + 1, duel.questionCount)}`;

  let body;
  if (duel.current && deadline !== null) {
    body = <DuelQuestion key={duel.current.index} view={duel.current.view} deadline={deadline} counter={counter(duel.current.index)} onSend={onSend} onStale={onStale} />;
  } else if (duel.status === 'open') {
    body = <DuelInvite code={duel.code} mode={duel.mode} />;
  } else if (duel.mode === 'live') {
    // The viewer answered the question under way; the other is still on it.
    const index = Math.max(0, duel[duel.you]!.answered - 1);
    body = (
      <section className="duel-panel duel-wait" data-testid="duel-waiting">
        <div className="duel-question__bar">
          <h2 className="duel-question__counter">{counter(index)}</h2>
          {deadline !== null && <Countdown key={deadline} deadline={deadline} offset={0} onZero={() => setTimeout(onStale, 800)} label={text.timer} urgentMs={5000} testId="duel-timer" />}
        </div>
        <p className="duel-wait__text" role="status" data-testid="duel-other-status">
          {text.waitingOther(theirName)}
        </p>
      </section>
    );
  } else {
    const left = duel.turn ? formatTimeLeft(new Date(duel.turn.deadline).getTime() - now) : null;
    body = (
      <section className="duel-panel duel-wait" data-testid="duel-their-turn">
        <h2 className="duel-panel__title">{text.turnOf(theirName)}</h2>
        {left && <p className="duel-wait__text">{text.turnOfLead(theirName, left)}</p>}
      </section>
    );
  }
  // Live, the other's progress on the question under way: answered or not (their verdict comes once both have).
  const otherStatus =
    duel.mode === 'live' && duel.current && them ? (
      <p className="duel-other" role="status" data-testid="duel-other-status">
        {them.answered > duel.current.index ? text.otherAnswered(theirName) : text.otherThinking(theirName)}
      </p>
    ) : null;
  return (
    <div className="duel-board">
      {/* Nobody to compare with yet, and nothing played: the invitation alone. */}
      {(them || duel.current) && <DuelScoreboard duel={duel} />}
      {last && <LastVerdict key={last.index} row={last} you={duel.you} />}
      {otherStatus}
      {body}
    </div>
  );
}
