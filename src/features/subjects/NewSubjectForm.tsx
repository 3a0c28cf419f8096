import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { SUBJECT_PALETTE } from '../../../domain/data/subjects';
import { newId } from '../../../domain/data/primitives';
import { limits } from '../../../domain/limits';
import { fr } from '../../i18n/fr';
import { updateUserData } from '../../session/userDataSync';
import { addSubject, cleanName } from './edits';

/** Adds a subject: a trimmed, non-empty name and one colour of the palette (part 1 §3, §5). */
export function NewSubjectForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [colour, setColour] = useState<string>(SUBJECT_PALETTE[0]);
  const [error, setError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const clean = cleanName(name);
    if (clean === null) {
      setError(true);
      return;
    }
    updateUserData(addSubject(newId(), clean, colour));
    setName('');
    setError(false);
  }

  return (
    <form className="panel new-subject" onSubmit={submit} noValidate>
      <h2 className="panel__title">{fr.subjects.newSubject}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {fr.subjects.subjectName}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          maxLength={limits.textInputMax}
          placeholder={fr.subjects.subjectNamePlaceholder}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(false);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {fr.subjects.nameRequired}
          </p>
        )}
      </div>
      <fieldset className="palette">
        <legend className="field__label">{fr.subjects.colour}</legend>
        <div className="palette__swatches">
          {SUBJECT_PALETTE.map((hex, index) => (
            <label key={hex} className="swatch" style={{ '--swatch': hex } as CSSProperties}>
              <input
                className="visually-hidden"
                type="radio"
                name={`${id}-colour`}
                value={hex}
                checked={colour === hex}
                onChange={() => setColour(hex)}
                aria-label={fr.subjects.colourNames[index]}
              />
              <span className="swatch__dot" aria-hidden="true" />
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn--primary">
        {fr.subjects.addSubject}
      </button>
    </form>
  );
}
