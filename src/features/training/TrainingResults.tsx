import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { markedAnswers } from './MarkedAnswers';
import { PointsCounter } from './PointsCounter';
import type { RecordOutcome } from './record';
import { formatDuration, summarise, type Question, type ReviewItem, type TrainingState } from './session';

/** The session's summary with the server's verdict laid over it once it has answered: it re-checks every answer. */
export function reviewedResults<P>(state: TrainingState<P>, outcome: RecordOutcome | null) {
  const local = summarise(state);
  const recorded = outcome?.status === 'recorded' ? outcome.session : null;
  const verdict = new Map(recorded?.questions.map((q) => [q.cardId, q.correct]) ?? []);
  return {
    review: local.review.map((item) => {
      const correct = verdict.get(item.question.cardId) ?? item.correct;
      return { ...item, correct, almost: item.almost && correct };
    }),
    total: recorded?.total ?? local.total,
    correct: recorded?.correct ?? local.correct,
    percent: recorded?.percent ?? local.percent,
    durationMs: local.durationMs,
  };
}

interface ResultsSummaryProps {
  title: string;
  results: ReturnType<typeof reviewedResults>;
  outcome: RecordOutcome | null;
  onReplay: () => void;
  onBack: () => void;
}

/** The head of every method's results (part 1 §2, §4): score, percent, time, points or why none, Rejouer and Retour. */
export function ResultsSummary({ title, results, outcome, onReplay, onBack }: ResultsSummaryProps) {
  const text = fr.training;
  return (
    <>
      <h2 id="results-title" className="training-results__title">
        {title}
      </h2>
      <dl className="results-stats">
        <div className="results-stat">
          <dt>{text.score}</dt>
          <dd>
            {results.correct} / {results.total}
          </dd>
        </div>
        <div className="results-stat">
          <dt>{text.percent}</dt>
          <dd>{fr.pick.percent(results.percent)}</dd>
        </div>
        <div className="results-stat">
          <dt>{text.time}</dt>
          <dd>{formatDuration(results.durationMs)}</dd>
        </div>
        <div className="results-stat results-stat--points">
          <dt>{text.points}</dt>
          <dd>{outcome?.status === 'recorded' ? <PointsCounter points={outcome.pointsAwarded} /> : fr.pick.noAttempt}</dd>
        </div>
      </dl>
      <div className="results-message" role="status">
        {(!outcome || outcome.status === 'pending') && <p>{text.recording}</p>}
        {outcome?.status === 'recorded' && outcome.reason && <p>{text.noPoints[outcome.reason]}</p>}
        {outcome?.status === 'queued' && <p>{text.queued}</p>}
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
    </>
  );
}

/** A typed answer in the review: given and expected, the differing letters marked when almost right. */
export function ReviewAnswers({ item }: { item: Pick<ReviewItem<unknown>, 'userAnswer' | 'rightAnswer' | 'almost'> }) {
  const text = fr.training;
  const marked = item.almost ? markedAnswers(item.userAnswer, item.rightAnswer) : null;
  return (
    <dl className="review__answers">
      <div>
        <dt>{text.reviewGiven}</dt>
        <dd>{marked?.given ?? (item.userAnswer || text.noAnswer)}</dd>
      </div>
      <div>
        <dt>{text.reviewExpected}</dt>
        <dd>{marked?.expected ?? item.rightAnswer}</dd>
      </div>
    </dl>
  );
}

interface TrainingResultsProps<P> {
  state: TrainingState<P>;
  outcome: RecordOutcome | null;
  /** How a question is recalled in the review (a card's description, a legend…). */
  renderPrompt: (question: Question<P>) => ReactNode;
  /** How an answer is shown when it is not typed text (a placement on a board); the given and expected texts otherwise. */
  renderAnswer?: (item: ReviewItem<P>) => ReactNode | null;
  onReplay: () => void;
  onBack: () => void;
}

/** Association results: the summary, then the per-question review of given and expected answers. */
export function TrainingResults<P>({ state, outcome, renderPrompt, renderAnswer, onReplay, onBack }: TrainingResultsProps<P>) {
  const text = fr.training;
  const results = reviewedResults(state, outcome);

  return (
    <section className="training-results" aria-labelledby="results-title">
      <ResultsSummary title={text.resultsTitle} results={results} outcome={outcome} onReplay={onReplay} onBack={onBack} />
      <h3 className="review__title">{text.review}</h3>
      <ol className="review">
        {results.review.map((item, index) => (
          <li key={item.question.cardId} className={`review__item review__item--${item.correct ? 'right' : 'wrong'}`}>
            <span className="review__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="review__prompt">
              <span className="visually-hidden">{text.reviewQuestion} </span>
              {renderPrompt(item.question)}
            </div>
            {renderAnswer?.(item) ?? <ReviewAnswers item={item} />}
            <span className="review__verdict">{item.almost ? `✓ ${text.almost}` : item.correct ? `✓ ${text.correct}` : `✗ ${text.incorrect}`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
