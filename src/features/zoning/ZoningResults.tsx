import { fr } from '../../i18n/fr';
import { zoningText } from '../../i18n/zoning';
import { PointsCounter } from '../training/PointsCounter';
import type { RecordOutcome } from '../training/record';
import { formatDuration, summarise, type TrainingState } from '../training/session';
import { placementOf, type ZoningPrompt } from './practice';
import { ZoneThumbnail } from './ZoneThumbnail';

interface ZoningResultsProps {
  state: TrainingState<ZoningPrompt>;
  outcome: RecordOutcome | null;
  onReplay: () => void;
  onBack: () => void;
}

/**
 * Zoning results (part 2 §2): score, percentage, time, the points counting up or why none,
 * Rejouer and Retour, then one card per question — Réussi or Raté, with the right zone drawn
 * over the diagram and the student's placement.
 */
export function ZoningResults({ state, outcome, onReplay, onBack }: ZoningResultsProps) {
  const text = fr.training;
  const local = summarise(state);
  // The server judges every placement again; its verdict wins once it has answered.
  const recorded = outcome?.status === 'recorded' ? outcome.session : null;
  const verdict = new Map(recorded?.questions.map((q) => [q.cardId, q.correct]) ?? []);
  const review = local.review.map((item) => ({ ...item, correct: verdict.get(item.question.cardId) ?? item.correct }));
  const total = recorded?.total ?? local.total;
  const correct = recorded?.correct ?? local.correct;
  const percent = recorded?.percent ?? local.percent;

  return (
    <section className="training-results" aria-labelledby="results-title">
      <h2 id="results-title" className="training-results__title">
        {zoningText.results.title}
      </h2>
      <dl className="results-stats">
        <div className="results-stat">
          <dt>{text.score}</dt>
          <dd>
            {correct} / {total}
          </dd>
        </div>
        <div className="results-stat">
          <dt>{text.percent}</dt>
          <dd>{fr.pick.percent(percent)}</dd>
        </div>
        <div className="results-stat">
          <dt>{text.time}</dt>
          <dd>{formatDuration(local.durationMs)}</dd>
        </div>
        <div className="results-stat results-stat--points">
          <dt>{text.points}</dt>
          <dd>{outcome?.status === 'recorded' ? <PointsCounter points={outcome.pointsAwarded} /> : fr.pick.noAttempt}</dd>
        </div>
      </dl>
      <div className="results-message" role="status">
        {(!outcome || outcome.status === 'pending') && <p>{text.recording}</p>}
        {outcome?.status === 'recorded' && outcome.reason && <p>{text.noPoints[outcome.reason]}</p>}
      </div>
      {outcome?.status === 'failed' && (
        <div className="form-error results-error" role="alert">
          <p>{outcome.message}</p>
          <p>{text.notCounted}</p>
        </div>
      )}
      <div className="results-actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={onReplay}>
          {text.replay}
        </button>
        <button type="button" className="btn btn--ghost btn--lg" onClick={onBack}>
          {text.back}
        </button>
      </div>
      <h3 className="review__title">{zoningText.results.review}</h3>
      <ol className="zone-review">
        {review.map((item, index) => (
          <li key={item.question.cardId} className={`zone-review__item zone-review__item--${item.correct ? 'right' : 'wrong'}`}>
            <div className="zone-review__head">
              <span className="zone-review__number">{index + 1}</span>
              <span className="zone-review__label">{item.rightAnswer}</span>
              <span className="zone-review__verdict">{item.correct ? zoningText.results.passed : zoningText.results.failed}</span>
            </div>
            <ZoneThumbnail
              imageUrl={item.question.prompt.board.imageUrl}
              legend={item.question.prompt.legend}
              placement={placementOf(item.userAnswer)}
              correct={item.correct}
              label={zoningText.results.zoneOf(item.rightAnswer)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
