import { useEffect, useId, useRef, useState } from 'react';
import { limits } from '../../../domain/limits';
import { fr } from '../../i18n/fr';
import { addAnswer, removeAnswer } from './cardEdits';

interface AnswersFieldProps {
  answers: string[];
  onChange: (answers: string[]) => void;
}

/** The accepted answers of a card: add ('Nouvelle réponse', numbered on clash) up to 50, remove while more than one remains. */
export function AnswersField({ answers, onChange }: AnswersFieldProps) {
  const id = useId();
  const [limitReached, setLimitReached] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  const text = fr.association;

  // A new answer is focused and selected, so typing replaces the placeholder text.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const inputs = list.current?.querySelectorAll('input');
    const last = inputs?.[inputs.length - 1];
    last?.focus();
    last?.select();
  }, [answers.length]);

  function add() {
    const next = addAnswer(answers, text.newAnswer);
    setLimitReached(next === null);
    if (next) {
      added.current = true;
      onChange(next);
    }
  }

  return (
    <fieldset className="answers">
      <legend className="field__label">{text.answers}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {text.answersHint}
      </p>
      <ol ref={list} className="answers__list">
        {answers.map((answer, index) => (
          <li key={index} className="answers__row">
            <label className="visually-hidden" htmlFor={`${id}-${index}`}>
              {text.answerLabel(index + 1)}
            </label>
            <input
              id={`${id}-${index}`}
              className="input"
              value={answer}
              maxLength={limits.textInputMax}
              placeholder={text.answerPlaceholder}
              aria-describedby={index === 0 ? `${id}-hint` : undefined}
              onChange={(event) => {
                setLimitReached(false);
                onChange(answers.map((a, i) => (i === index ? event.target.value : a)));
              }}
            />
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={text.removeAnswer(index + 1)}
              title={text.removeAnswer(index + 1)}
              disabled={answers.length <= 1}
              onClick={() => {
                setLimitReached(false);
                onChange(removeAnswer(answers, index));
              }}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--ghost btn--sm answers__add" onClick={add}>
        {text.addAnswer}
      </button>
      {limitReached && (
        <p className="field-error" role="alert">
          {text.answersLimit}
        </p>
      )}
    </fieldset>
  );
}
