import { fr } from '../../i18n/fr';
import { zoningText } from '../../i18n/zoning';
import type { RecordOutcome } from '../training/record';
import type { TrainingState } from '../training/session';
import { ResultsSummary, ReviewAnswers, reviewedResults } from '../training/TrainingResults';
import { PlacementReview } from './PlacementReview';
import type { ZoningPrompt } from './practice';
import { ZoneThumbnail } from './ZoneThumbnail';

interface ZoningResultsProps {
  state: TrainingState<ZoningPrompt>;
  outcome: RecordOutcome | null;
  onReplay: () => void;
  onBack: () => void;
}

/**
 * Zoning results (part 2 §2): score, percentage, time, the points counting up or why none,
 * Rejouer and Retour, then one card per question — Réussi, Presque ! or Raté, with the right zone
 * drawn over the diagram and the student's placement, or the label typed for a named zone.
 */
export function ZoningResults({ state, outcome, onReplay, onBack }: ZoningResultsProps) {
  const results = reviewedResults(state, outcome);

  return (
    <section className="training-results" aria-labelledby="results-title">
      <ResultsSummary title={zoningText.results.title} results={results} outcome={outcome} onReplay={onReplay} onBack={onBack} />
      <h3 className="review__title">{zoningText.results.review}</h3>
      <ol className="zone-review">
        {results.review.map((item, index) => {
          const named = item.question.kind === 'zone-name';
          return (
            <li key={item.question.cardId} className={`zone-review__item zone-review__item--${item.correct ? 'right' : 'wrong'}`}>
              <div className="zone-review__head">
                <span className="zone-review__number">{index + 1}</span>
                <span className="zone-review__label">{item.rightAnswer}</span>
                <span className="zone-review__verdict">{item.almost ? fr.training.almost : item.correct ? zoningText.results.passed : zoningText.results.failed}</span>
              </div>
              {named ? (
                <>
                  <ZoneThumbnail
                    imageUrl={item.question.prompt.board.imageUrl}
                    legend={item.question.prompt.legend}
                    placement={null}
                    correct={item.correct}
                    label={zoningText.results.zoneOf(item.rightAnswer)}
                  />
                  <ReviewAnswers item={item} />
                </>
              ) : (
                <PlacementReview {...item.question.prompt} userAnswer={item.userAnswer} correct={item.correct} rightAnswer={item.rightAnswer} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
