import { useEffect, useRef } from 'react';
import type { QcmQuestionView } from '../../../domain/qcm/api';
import { parseTicked } from '../../../domain/qcm/judge';
import { fr } from '../../i18n/fr';
import { ExamPromptView } from '../exam/ExamPromptView';
import { SessionBar } from '../training/SessionBar';
import { currentEntry, currentIndex, isLastQuestion, type Question, type TrainingState } from '../training/session';

export type AskedQcm = Question<QcmQuestionView>;

/** The ticked propositions of an answer as the session keeps it (`encodeTicked`). */
export const tickedOf = (userAnswer: string): number[] => parseTicked(userAnswer) ?? [];

/** The right propositions of a judged question: those whose text the server named right. */
export const rightIndices = (question: AskedQcm): number[] =>
  question.prompt.propositions.flatMap((text, i) => (question.answers.includes(text) ? [i] : []));

/** The letter of a proposition, as the EDN names them (A to E). */
export const letter = (index: number) => String.fromCharCode(65 + index);

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.tagName === 'TEXTAREA' || target.isContentEditable || (target instanceof HTMLInputElement && target.type === 'text'));

interface QcmQuestionProps {
  state: TrainingState<QcmQuestionView>;
  /** The answer is with the server. */
  judging: boolean;
  /** Why the last validation did not go through, in French. */
  notice: string | null;
  onToggle: (index: number) => void;
  onValidate: () => void;
  onNext: () => void;
  onSkip: () => void;
}

/**
 * One QCM question: what it shows (a card, a board with the zone outlined, a map with its blank),
 * its propositions as large boxes (a QRU's as radio buttons, a QRM's as check boxes), Valider, then
 * the verdict with the right propositions marked and Suivant, or Terminer on the last. Keyboard:
 * 1–5 tick, Enter validates then goes on.
 */
export function QcmQuestion({ state, judging, notice, onToggle, onValidate, onNext, onSkip }: QcmQuestionProps) {
  const text = fr.qcm;
  const index = currentIndex(state);
  const entry = currentEntry(state);
  const question = state.questions[index];
  const validated = entry?.validated ?? false;
  const last = isLastQuestion(state);
  const next = useRef<HTMLButtonElement>(null);
  const choices = useRef<HTMLFieldSetElement>(null);
  // Once validated, « Suivant » takes the focus: Enter (or a tap) goes on. On the next question the
  // focus leaves it for the propositions, so that Enter never presses « Terminer » before an answer.
  useEffect(() => {
    if (validated) next.current?.focus();
    else if (document.activeElement === next.current) choices.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [validated, index]);

  const keys = useRef({ onToggle, onValidate, onNext, validated, judging, count: question?.prompt.propositions.length ?? 0 });
  keys.current = { onToggle, onValidate, onNext, validated, judging, count: question?.prompt.propositions.length ?? 0 };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const now = keys.current;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isField(event.target) || now.judging) return;
      const digit = /^[1-9]$/.test(event.key) ? Number(event.key) - 1 : null;
      if (digit !== null && digit < now.count && !now.validated) {
        event.preventDefault();
        now.onToggle(digit);
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement) && !(event.target instanceof HTMLAnchorElement)) {
        event.preventDefault();
        if (now.validated) now.onNext();
        else now.onValidate();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!entry || !question) return null;
  const view = question.prompt;
  const ticked = tickedOf(entry.userAnswer);
  const right = validated ? rightIndices(question) : [];
  const verdict = !validated ? null : entry.almost !== null ? 'almost' : entry.correct ? 'right' : 'wrong';

  return (
    <section className="training qcm" aria-label={fr.training.progress(index + 1, state.questions.length)}>
      <SessionBar counter={fr.training.progress(index + 1, state.questions.length)} done={index / state.questions.length} startedAt={state.startedAt} />
      <div className="question-card qcm__prompt">
        <p className="qcm__format">
          <span className="exam-format">{text.formats[view.format]}</span> {text.formatHints[view.format]}
        </p>
        <h2 className="qcm__ask">{text.ask[view.prompt.kind]}</h2>
        <ExamPromptView key={question.cardId} prompt={view.prompt} />
      </div>
      <fieldset ref={choices} className="qcm__choices" disabled={validated || judging}>
        <legend className="visually-hidden">{text.propositions}</legend>
        <ol className="qcm-propositions" data-testid="qcm-propositions">
          {view.propositions.map((proposition, i) => {
            const isTicked = ticked.includes(i);
            const isRight = right.includes(i);
            const mark = !validated ? null : isRight ? (isTicked ? 'right' : 'missed') : isTicked ? 'wrong' : null;
            return (
              <li key={i}>
                <label className={`qcm-proposition${isTicked ? ' qcm-proposition--ticked' : ''}${mark ? ` qcm-proposition--${mark}` : ''}`}>
                  <input
                    className="visually-hidden"
                    type={view.format === 'qru' ? 'radio' : 'checkbox'}
                    name={`qcm-${question.cardId}`}
                    checked={isTicked}
                    onChange={() => onToggle(i)}
                  />
                  <span className="qcm-proposition__key" aria-hidden="true">
                    {letter(i)}
                  </span>
                  <span className="qcm-proposition__text">{proposition}</span>
                  {mark && (
                    <span className="qcm-proposition__mark">
                      {mark === 'wrong' ? `✗ ${text.wrongMark}` : mark === 'missed' && view.format === 'qrm' ? `✓ ${text.missedMark}` : `✓ ${text.rightMark}`}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ol>
      </fieldset>
      <div className="answer-feedback" role="status">
        {judging && <p className="answer-feedback__expected">{text.judging}</p>}
        {!judging && notice && <p className="form-error">{notice}</p>}
        {verdict && (
          <>
            <p className={`answer-feedback__verdict answer-feedback__verdict--${verdict}`}>
              {verdict === 'almost' ? text.almost : verdict === 'right' ? fr.training.right : fr.training.wrong}
            </p>
            <p className="answer-feedback__expected">{text.expected(question.answers.join(' · '))}</p>
          </>
        )}
      </div>
      <div className="answer-form__actions">
        <button type="button" className={`btn btn--lg ${validated ? 'btn--ghost' : 'btn--primary'}`} disabled={validated || judging} onClick={onValidate}>
          {fr.training.validate}
        </button>
        <button
          ref={next}
          type="button"
          className={`btn btn--lg ${validated ? 'btn--primary' : 'btn--ghost'}`}
          disabled={judging || (!validated && !last)}
          onClick={validated ? onNext : onSkip}
        >
          {last ? fr.training.finish : fr.training.next}
        </button>
        {!validated && !last && (
          <button type="button" className="btn btn--ghost btn--lg answer-form__skip" disabled={judging} onClick={onSkip}>
            {fr.training.skip}
          </button>
        )}
      </div>
      <p className="qcm__keys">{text.keys}</p>
    </section>
  );
}
