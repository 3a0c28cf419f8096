import { useEffect, useRef, useState } from 'react';
import type { Legend, Point } from '../../../domain/data/zoning';
import { zoningText } from '../../i18n/zoning';
import { fr } from '../../i18n/fr';
import { SessionBar } from '../training/SessionBar';
import { currentEntry, currentIndex, isLastQuestion, type TrainingState } from '../training/session';
import { LegendNote } from './LegendNote';
import { PointingBoard } from './PointingBoard';
import { placementOf, type ZoningPrompt } from './practice';
import { useFoldHeight } from './useFoldHeight';

const NO_OUTLINES: readonly Legend[] = [];

interface PracticeQuestionProps {
  /** The session (of zoning, or a review session mixing kinds of questions). */
  state: TrainingState<unknown>;
  /** The current question's legend and board. */
  prompt: ZoningPrompt;
  onPlace: (point: Point | null) => void;
  onValidate: () => void;
  onNext: () => void;
  /** « Zones visibles »: the board's zones outlined while placing. */
  zonesVisible?: boolean;
}

/** One legend to place: click or drag on the diagram, Valider, then the answer and Continuer (or Terminer). */
export function PracticeQuestion({ state, prompt, onPlace, onValidate, onNext, zonesVisible = false }: PracticeQuestionProps) {
  const text = zoningText.practice;
  const index = currentIndex(state);
  const entry = currentEntry(state);
  const question = state.questions[index];
  const [missing, setMissing] = useState(false);
  const placement = entry ? placementOf(entry.userAnswer) : null;
  const validated = entry?.validated ?? false;
  const { legend, board } = prompt;
  const { section, maxHeight } = useFoldHeight(validated);
  useEffect(() => setMissing(false), [index]);
  // A question reached from the bottom of the last one (« Continuer ») starts with its board in
  // view, below the sticky header (the page's scroll padding).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = section.current;
    const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (element && element.getBoundingClientRect().top < covered) element.scrollIntoView({ block: 'start' });
  }, [index, section]);
  if (!entry || !question) return null;

  const validate = () => {
    if (!placement) setMissing(true);
    else onValidate();
  };

  return (
    <section ref={section} className="training zoning-practice" aria-label={fr.training.progress(index + 1, state.questions.length)}>
      <SessionBar counter={fr.training.progress(index + 1, state.questions.length)} done={index / state.questions.length} startedAt={state.startedAt} />
      <p className="zoning-practice__prompt">
        {text.prompt} <strong data-testid="legend-to-place">{question.answers[0]}</strong>
      </p>
      <PointingBoard
        imageUrl={board.imageUrl}
        label={zoningText.board.label}
        maxHeight={maxHeight}
        legend={legend}
        outlines={zonesVisible ? board.legends : NO_OUTLINES}
        placement={placement}
        correct={validated ? (entry.correct ?? false) : null}
        onPlace={(point) => {
          setMissing(false);
          onPlace(point);
        }}
        onConfirm={validated ? onNext : validate}
        keyHint={text.boardKeys}
        spoken={text}
      />
      {missing ? (
        <p className="form-error" role="alert">
          {text.placeFirst}
        </p>
      ) : null}
      {validated ? (
        <div className="answer-feedback" role="status">
          <p className={`answer-feedback__verdict answer-feedback__verdict--${entry.correct ? 'right' : 'wrong'}`}>{entry.correct ? text.right : text.wrong}</p>
          <LegendNote legend={legend} />
        </div>
      ) : null}
      {/* The hint beside « Valider » on a wide screen: the board keeps the height of a line. */}
      <div className="answer-form__actions zoning-practice__actions">
        {validated ? (
          <button type="button" className="btn btn--primary btn--lg" onClick={onNext}>
            {isLastQuestion(state) ? text.finish : text.continue}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn--primary btn--lg" onClick={validate}>
              {text.validate}
            </button>
            <p className="field__hint zoning-practice__hint">{text.hint}</p>
          </>
        )}
      </div>
    </section>
  );
}
