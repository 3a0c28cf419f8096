import { fr } from '../../i18n/fr';

export type CredentialField = 'username' | 'password';

interface CredentialFieldsProps {
  /** useId() of the form: the fields' ids derive from it. */
  id: string;
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  /** Signing up asks the password manager for a new password; logging in, for the saved one. */
  purpose: 'login' | 'signup';
  /** The field an error points at, described by the form's error `${id}-error`. */
  invalidField?: CredentialField | null;
}

/** The username and password fields of the login and signup forms (part 1 §2 Auth screen). */
export function CredentialFields({ id, username, password, onUsername, onPassword, purpose, invalidField = null }: CredentialFieldsProps) {
  const invalid = (field: CredentialField) => (invalidField === field ? true : undefined);
  return (
    <>
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
          aria-invalid={invalid('username')}
          aria-describedby={invalid('username') && `${id}-error`}
          onChange={(event) => onUsername(event.target.value)}
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
          name={purpose === 'signup' ? 'new-password' : 'password'}
          autoComplete={purpose === 'signup' ? 'new-password' : 'current-password'}
          maxLength={1000}
          value={password}
          aria-invalid={invalid('password')}
          aria-describedby={invalid('password') && `${id}-error`}
          onChange={(event) => onPassword(event.target.value)}
        />
      </div>
    </>
  );
}
