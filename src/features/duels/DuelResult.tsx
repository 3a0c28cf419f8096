import { Link } from 'react-router';
import type { DuelAnswerResult, DuelResultRow, DuelView } from '../../../domain/duels/api';
import { parsePlacement } from '../../../domain/questions/placement';
import { blankPlace } from '../../../engine/mindmap/hiddenItems';
import { duelsText } from '../../i18n/duels';
import { CardPromptView } from '../association/CardPromptView';
import { BoardSketch } from '../exam/BoardSketch';
import { placeText } from '../mindmap/blankPlaceText';
import { outcomeOf, sidesOf } from './format';
import { blankOfView, mapOf } from './questionView';
import { RematchOffer } from './RematchOffer';

const text = duelsText.result;

/** What a question asked, recalled in a line: the card, the legend to place, where the map text was. */
function Asked({ row }: { row: DuelResultRow }) {
  const { view } = row;
  if (view.kind === 'card') return <CardPromptView prompt={view} compact />;
  if (view.kind === 'legend') return <p>{text.legendAsk(view.label)}</p>;
  const blank = blankOfView(view);
  return (
    <p>
      {text.blankAsk} · {placeText(blankPlace(mapOf(view), blank, new Set([blank.id])))}
    </p>
  );
}

/** One player's answer to a question: what they answered (a legend's point on its board), the verdict, how fast. */
function Answer({ row, answer, who }: { row: DuelResultRow; answer: DuelAnswerResult | undefined; who: string }) {
  if (!answer) return <div className="duel-answer duel-answer--none">{text.noAnswer}</div>;
  const tone = answer.verdict === 'wrong' ? 'wrong' : 'right';
  const point = row.view.kind === 'legend' && answer.answer ? parsePlacement(answer.answer) : null;
  return (
    <div className={`duel-answer duel-answer--${tone}`}>
      <span className="visually-hidden">{who} :</span>
      {row.view.kind === 'legend' ? (
        point ? (
          <div className="duel-answer__sketch">
            <BoardSketch imageUrl={row.view.imageUrl} label={`${text.placed} · ${who}`} point={point} tone={tone} />
          </div>
        ) : (
          <span className="duel-answer__text">{text.noAnswer}</span>
        )
      ) : (
        <span className="duel-answer__text">{answer.answer?.trim() ? answer.answer : text.noAnswer}</span>
      )}
      <span className="duel-answer__meta">
        <span className={`duel-verdict answer-feedback__verdict answer-feedback__verdict--${answer.verdict}`}>{text.verdicts[answer.verdict]}</span>
        {answer.ms !== null && answer.answer !== null && <span>{text.seconds(answer.ms)}</span>}
        <span>{duelsText.play.gained(answer.points)}</span>
      </span>
    </div>
  );
}

/**
 * A finished duel: who won and how it ended, both scores, the rating change, each question side
 * by side (who answered what, how fast, for how many points), and « Revanche ».
 */
export function DuelResult({ duel }: { duel: DuelView }) {
  const { me, them, other } = sidesOf(duel);
  const outcome = outcomeOf(duel.winner, duel.you);
  const theirName = them?.username ?? duelsText.lists.noOpponent;
  const ending = duel.ending ? text.endings[duel.ending] : null;
  return (
    <div className="duel-result" data-testid="duel-result">
      <section className={`duel-panel duel-result__head${outcome ? ` duel-result__head--${outcome}` : ''}`} aria-labelledby="duel-result-title">
        <h2 id="duel-result-title" className="duel-result__outcome" data-testid="duel-outcome">
          {outcome ? text[outcome] : text.expired}
        </h2>
        {ending && <p className="duel-result__ending">{ending}</p>}
        {them && (
          <div className="duel-result__scores">
            <p className="duel-result__score">
              <span className="duel-result__name">{duelsText.play.you}</span>
              <strong data-testid="duel-final-me">{duelsText.play.points(me.score)}</strong>
            </p>
            <p className="duel-result__score">
              <span className="duel-result__name">{theirName}</span>
              <strong data-testid="duel-final-them">{duelsText.play.points(them.score)}</strong>
            </p>
          </div>
        )}
        {duel.status === 'finished' && them && <p className="duel-result__rating">{duel.ratingChange === null ? text.unrated : text.rating(duel.ratingChange)}</p>}
        <div className="duel-result__actions">
          {them && <RematchOffer duel={duel} otherName={them.username} />}
          <Link className="btn btn--ghost" to="/duels">
            {duelsText.back}
          </Link>
        </div>
      </section>
      {duel.results.length > 0 && (
        <section className="duel-panel" aria-labelledby="duel-questions-title">
          <h2 id="duel-questions-title" className="duel-panel__title">
            {text.questions}
          </h2>
          <ol className="duel-rows" data-testid="duel-rows">
            {duel.results.map((row) => (
              <li key={row.index} className="duel-rows__row" data-testid="duel-result-row">
                <div className="duel-rows__asked">
                  <span className="duel-rows__number">{row.index + 1}</span>
                  <div>
                    <Asked row={row} />
                    {row.view.kind !== 'legend' && <p className="duel-rows__right">{duelsText.play.expected(row.rightAnswer)}</p>}
                  </div>
                </div>
                <div className="duel-rows__answers">
                  <div className="duel-rows__side">
                    <p className="duel-rows__who">{duelsText.play.you}</p>
                    <Answer row={row} answer={row.answers[duel.you]} who={duelsText.play.you} />
                  </div>
                  <div className="duel-rows__side">
                    <p className="duel-rows__who">{theirName}</p>
                    <Answer row={row} answer={row.answers[other]} who={theirName} />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
