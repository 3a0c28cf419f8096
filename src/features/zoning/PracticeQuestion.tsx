import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Point } from '../../../domain/data/zoning';
import { isArrowKey, stepPoint } from '../../../engine/zoning/keyboard';
import { practiceScene } from '../../../engine/zoning/scene';
import { BoardCanvas } from '../../../editors/zoning/BoardCanvas';
import { zoningText } from '../../i18n/zoning';
import { fr } from '../../i18n/fr';
import { SessionBar } from '../training/SessionBar';
import { currentEntry, currentIndex, isLastQuestion, type TrainingState } from '../training/session';
import { LegendNote } from './LegendNote';
import { placementOf, type ZoningPrompt } from './practice';
import { useFoldHeight } from './useFoldHeight';

const CENTRE: Point = { x: 0.5, y: 0.5 };

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
  // The keyboard's crosshair (WCAG 2.1.1): arrows move it, Enter places, validates, continues.
  const [crosshair, setCrosshair] = useState<Point | null>(null);
  const [spoken, setSpoken] = useState('');
  const pressing = useRef(false);
  // Where the marker was before this press: a second finger (a pinch) puts it back.
  const before = useRef<Point | null>(null);
  const placement = entry ? placementOf(entry.userAnswer) : null;
  const validated = entry?.validated ?? false;
  const { legend, board } = prompt;
  const scene = useMemo(
    () => practiceScene({ legend, placement, crosshair, outlines: zonesVisible ? board.legends : [], correct: validated ? (entry?.correct ?? false) : null }),
    // The placement is a new object on every render: its text identifies it.
    [legend, board, zonesVisible, entry?.userAnswer, validated, entry?.correct, crosshair], // eslint-disable-line react-hooks/exhaustive-deps
  );
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

  const place = (point: Point) => {
    if (validated) return;
    setMissing(false);
    onPlace({ x: Math.min(1, Math.max(0, point.x)), y: Math.min(1, Math.max(0, point.y)) });
  };
  const validate = () => {
    if (!placement) setMissing(true);
    else onValidate();
  };
  const percent = (value: number) => Math.round(value * 100);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (isArrowKey(key)) {
      event.preventDefault();
      if (validated) return;
      const moved = stepPoint(crosshair ?? CENTRE, key, event.shiftKey);
      setCrosshair(moved);
      setSpoken(text.crosshair(percent(moved.x), percent(moved.y)));
    } else if (key === 'Enter') {
      event.preventDefault();
      if (validated) return onNext();
      const at = crosshair ?? CENTRE;
      if (placement && placement.x === at.x && placement.y === at.y) return validate();
      place(at);
      setSpoken(text.placed(percent(at.x), percent(at.y)));
    }
  };

  return (
    <section ref={section} className="training zoning-practice" aria-label={fr.training.progress(index + 1, state.questions.length)}>
      <SessionBar counter={fr.training.progress(index + 1, state.questions.length)} done={index / state.questions.length} startedAt={state.startedAt} />
      <p className="zoning-practice__prompt">
        {text.prompt} <strong data-testid="legend-to-place">{question.answers[0]}</strong>
      </p>
      <BoardCanvas
        imageUrl={board.imageUrl}
        scene={scene}
        label={zoningText.board.label}
        labels={zoningText.board}
        maxHeight={maxHeight}
        cursor={validated ? 'default' : 'crosshair'}
        onPress={({ point }) => {
          pressing.current = true;
          before.current = placement;
          place(point);
        }}
        onMove={(point) => pressing.current && place(point)}
        onRelease={() => (pressing.current = false)}
        onCancel={() => {
          if (pressing.current && !validated) onPlace(before.current);
          pressing.current = false;
        }}
        onKey={onKey}
        keyHint={text.boardKeys}
        onKeyboardFocus={() => setCrosshair((c) => c ?? CENTRE)}
        onBlur={() => setCrosshair(null)}
      />
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
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
