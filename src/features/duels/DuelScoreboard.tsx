import type { DuelView } from '../../../domain/duels/api';
import { duelsText } from '../../i18n/duels';
import { sidesOf } from './format';

const text = duelsText.play;

type DotState = 'right' | 'wrong' | 'answered' | 'pending';

/**
 * Both players' scores and progress, live: each question's dot turns right or wrong once its
 * verdict may be seen (the other's only once both have answered it), « répondue » before that.
 */
export function DuelScoreboard({ duel }: { duel: DuelView }) {
  const { me, them, other } = sidesOf(duel);
  const rows = new Map(duel.results.map((row) => [row.index, row]));
  const dot = (index: number, side: 'me' | 'them'): DotState => {
    const answer = rows.get(index)?.answers[side === 'me' ? duel.you : other];
    if (answer) return answer.verdict === 'wrong' ? 'wrong' : 'right';
    const player = side === 'me' ? me : them;
    // The other's answers come in order: the first ones are answered, without their verdict yet.
    return player && index < player.answered ? 'answered' : 'pending';
  };
  const indexes = Array.from({ length: duel.questionCount }, (_, i) => i);
  const player = (side: 'me' | 'them') => {
    const who = side === 'me' ? me : them;
    const name = side === 'me' ? text.you : (them?.username ?? duelsText.lists.noOpponent);
    return (
      <div className={`duel-player duel-player--${side}`} data-testid={`duel-player-${side}`}>
        <p className="duel-player__name">{name}</p>
        <p className="duel-player__score" data-testid={`duel-score-${side}`}>
          {text.points(who?.score ?? 0)}
        </p>
        <p className="duel-player__answered" data-testid={`duel-answered-${side}`}>
          {text.answeredCount(who?.answered ?? 0, duel.questionCount)}
        </p>
        <ol className="duel-dots" aria-label={`${text.progress} : ${name}`}>
          {indexes.map((index) => {
            const state = dot(index, side);
            return (
              <li key={index} className={`duel-dot duel-dot--${state}`} title={text.dot(index + 1, text.dotStates[state])}>
                <span className="visually-hidden">{text.dot(index + 1, text.dotStates[state])}</span>
              </li>
            );
          })}
        </ol>
      </div>
    );
  };
  return (
    <section className="duel-scoreboard" aria-label={text.scoreboard}>
      {player('me')}
      <span className="duel-scoreboard__versus" aria-hidden="true">
        VS
      </span>
      {player('them')}
    </section>
  );
}
