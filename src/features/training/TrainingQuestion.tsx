import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { limits } from '../../../domain/limits';
import { fr } from '../../i18n/fr';
import { markedAnswers } from './MarkedAnswers';
import { SessionBar } from './SessionBar';
import { currentEntry, currentIndex, isLastQuestion, type TrainingState } from './session';

interface TrainingQuestionProps<P> {
  state: TrainingState<P>;
  /** What the question shows (a card's description and image…). */
  prompt: ReactNode;
  onType: (text: string) => void;
  onValidate: () => void;
  onNext: () => void;
}

/** « Presque ! »: the answer counts, and the expected one shows which letters differ. */
function AlmostFeedback({ given, expected }: { given: string; expected: string }) {
  const text = fr.training;
  const marked = markedAnswers(given, expected);
  return (
    <>
      <p className="answer-feedback__verdict answer-feedback__verdict--almost">{text.almost}</p>
      <p className="answer-feedback__expected">
        {text.expectedMarked} <span className="answer-feedback__answer">{marked.expected}</span>
      </p>
      <p className="answer-feedback__expected">
        {text.givenMarked} <span className="answer-feedback__answer">{marked.given}</span>
      </p>
    </>
  );
}

/**
 * One question: the prompt, the answer field, Valider (locks and checks), Suivant once validated,
 * or Terminer on the last question. Enter validates, then goes on. 'Passer' and 'Terminer' without
 * validating record the question as wrong.
 */
export function TrainingQuestion<P>({ state, prompt, onType, onValidate, onNext }: TrainingQuestionProps<P>) {
  const text = fr.training;
  const index = currentIndex(state);
  const entry = currentEntry(state);
  const question = state.questions[index];
  const validated = entry?.validated ?? false;
  const input = useRef<HTMLInputElement>(null);
  // The answer field keeps the focus, so Enter goes on after a click on Valider too.
  useEffect(() => input.current?.focus(), [index, validated]);
  if (!entry || !question) return null;
  const last = isLastQuestion(state);

  function submit(event: FormEvent) {
    event.preventDefault();
    onValidate();
  }

  // Enter validates, then goes on (the form's own Enter would hit the disabled 'Valider').
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (validated) onNext();
    else onValidate();
  }

  return (
    <section className="training" aria-label={text.progress(index + 1, state.questions.length)}>
      <SessionBar counter={text.progress(index + 1, state.questions.length)} done={index / state.questions.length} startedAt={state.startedAt} />
      <div className="question-card">{prompt}</div>
      <form className="answer-form" onSubmit={submit}>
        <label className="field__label" htmlFor="training-answer">
          {text.answer}
        </label>
        <input
          key={index}
          ref={input}
          id="training-answer"
          className={`input answer-form__input${entry.validated ? (entry.almost !== null ? ' is-almost' : entry.correct ? ' is-right' : ' is-wrong') : ''}`}
          value={entry.userAnswer}
          placeholder={text.answerPlaceholder}
          maxLength={limits.textInputMax}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          readOnly={entry.validated}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="answer-feedback" role="status">
          {entry.validated && entry.almost !== null && <AlmostFeedback given={entry.userAnswer} expected={entry.almost} />}
          {entry.validated && entry.almost === null && (
            <>
              <p className={`answer-feedback__verdict answer-feedback__verdict--${entry.correct ? 'right' : 'wrong'}`}>
                {entry.correct ? text.right : text.wrong}
              </p>
              <p className="answer-feedback__expected">{text.expected(question.answers.join(' · '))}</p>
            </>
          )}
        </div>
        <div className="answer-form__actions">
          <button type="submit" className={`btn btn--lg ${validated ? 'btn--ghost' : 'btn--primary'}`} disabled={validated}>
            {text.validate}
          </button>
          <button type="button" className={`btn btn--lg ${validated ? 'btn--primary' : 'btn--ghost'}`} disabled={!validated && !last} onClick={onNext}>
            {last ? text.finish : text.next}
          </button>
          {!validated && !last && (
            <button type="button" className="btn btn--ghost btn--lg answer-form__skip" onClick={onNext}>
              {text.skip}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
