import { useState } from 'react';
import { examText } from '../../i18n/exam';

interface TypedAnswerProps {
  index: number;
  /** The answer saved so far (mounted again for each question: its `key` is the question's index). */
  initial: string;
  onType: (index: number, value: string) => void;
  onLeave: () => void;
}

/** A QROC's field: its text lives here, so a key typed re-renders the field alone, not the exam. */
export function TypedAnswer({ index, initial, onType, onLeave }: TypedAnswerProps) {
  const [typed, setTyped] = useState(initial);
  return (
    <label className="field exam-typed">
      <span className="field__label">{examText.take.typed}</span>
      <input
        className="input"
        data-exam-answer=""
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={typed}
        maxLength={1000}
        onChange={(e) => {
          setTyped(e.target.value);
          onType(index, e.target.value);
        }}
        onBlur={() => void onLeave()}
      />
    </label>
  );
}
