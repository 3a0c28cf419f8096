import { useId, useRef, useState, type FormEvent } from 'react';
import { login } from '../../api/endpoints';
import { fr } from '../../i18n/fr';
import { loginErrorMessage } from './authErrors';
import { CredentialFields } from './CredentialFields';
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
      <CredentialFields id={id} username={username} password={password} onUsername={setUsername} onPassword={setPassword} purpose="login" />
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
