import { useId, useRef, useState, type FormEvent } from 'react';
import { login } from '../../api/endpoints';
import { fr } from '../../i18n/fr';
import { loginErrorMessage } from './authErrors';
import { useAuthSuccess } from './useAuthSuccess';

/** Username and password; Enter submits; one request at a time (part 1 §2 Auth screen). */
export function LoginForm() {
  const id = useId();
  const onSuccess = useAuthSuccess();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // State updates are not immediate: a ref stops a second submit within the same tick.
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      onSuccess(await login({ username, password }));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-username`}>
          {fr.auth.username}
        </label>
        <input
          id={`${id}-username`}
          className="input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={1000}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {fr.auth.password}
        </label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={1000}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy}>
        {busy ? fr.auth.loginBusy : fr.auth.loginSubmit}
      </button>
    </form>
  );
}
