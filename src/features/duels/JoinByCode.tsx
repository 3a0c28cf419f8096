import { useState, type FormEvent } from 'react';
import type { DuelView } from '../../../domain/duels/api';
import { DUEL_CODE_LENGTH } from '../../../domain/duels/rules';
import { messageOf } from '../../api/client';
import { duelsText } from '../../i18n/duels';
import { joinDuel } from './api';

/** « Rejoindre un duel »: the code of an invitation, as typed (any case, spaces or dashes); open to every plan. */
export function JoinByCode({ onJoined, initialCode = '' }: { onJoined: (duel: DuelView) => void; initialCode?: string }) {
  const text = duelsText.join;
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      onJoined(await joinDuel(code));
    } catch (failure) {
      setError(messageOf(failure, text.failed));
      setBusy(false);
    }
  };

  return (
    <form className="duel-panel duel-join" onSubmit={submit} aria-labelledby="duel-join-title" noValidate>
      <h2 id="duel-join-title" className="duel-panel__title">
        {text.title}
      </h2>
      <div className="duel-join__row">
        <label className="field duel-join__field">
          <span className="field__label">{text.code}</span>
          <input
            className="input duel-join__input"
            value={code}
            placeholder={text.placeholder}
            maxLength={DUEL_CODE_LENGTH + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'duel-join-error' : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy || code.trim() === ''}>
          {busy ? text.joining : text.submit}
        </button>
      </div>
      {error && (
        <p id="duel-join-error" className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
