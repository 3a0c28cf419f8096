import { useId, useRef, useState, type FormEvent } from 'react';
import { passwordError, usernameError } from '../../../domain/user';
import { register } from '../../api/endpoints';
import { fr } from '../../i18n/fr';
import { signupErrorMessage } from './authErrors';
import { CredentialFields, type CredentialField } from './CredentialFields';
import { ImageField } from './ImageField';
import { AVATAR_BOX, BANNER_BOX, registrationImage } from './images';
import { ProfilePreview } from './ProfilePreview';
import { useAuthSuccess } from './useAuthSuccess';

/** Account creation with avatar and banner by link or upload, and a live preview (part 1 §2, §5). */
export function SignupForm() {
  const id = useId();
  const onSuccess = useAuthSuccess();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [avatar, setAvatar] = useState('');
  const [banner, setBanner] = useState('');
  const [error, setError] = useState<{ message: string; field: CredentialField | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [processing, setProcessing] = useState({ avatar: false, banner: false });
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const usernameProblem = usernameError(username);
    const passwordProblem = passwordError(password);
    if (usernameProblem || passwordProblem) {
      setError(usernameProblem ? { message: usernameProblem, field: 'username' } : { message: passwordProblem!, field: 'password' });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      onSuccess(
        await register({ username, password, avatar: registrationImage(avatar), banner: registrationImage(banner) }),
      );
    } catch (failure) {
      setError({ message: signupErrorMessage(failure), field: null });
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  }

  // A field's error goes away as soon as the field becomes valid, not at the next submit.
  const fieldProblem = (field: CredentialField) => (field === 'username' ? usernameError(username) : passwordError(password));
  const shownError = error?.field && !fieldProblem(error.field) ? null : error;
  const waitingForImage = processing.avatar || processing.banner;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <ProfilePreview username={username} avatar={avatar} banner={banner} />
      <CredentialFields
        id={id}
        username={username}
        password={password}
        onUsername={setUsername}
        onPassword={setPassword}
        purpose="signup"
        invalidField={shownError?.field ?? null}
      />
      <ImageField
        label={fr.auth.avatar}
        uploadLabel={fr.auth.avatarUpload}
        value={avatar}
        onChange={setAvatar}
        box={AVATAR_BOX}
        failureMessage={fr.auth.avatarFailed}
        onProcessingChange={(busyNow) => setProcessing((state) => ({ ...state, avatar: busyNow }))}
      />
      <ImageField
        label={fr.auth.banner}
        uploadLabel={fr.auth.bannerUpload}
        value={banner}
        onChange={setBanner}
        box={BANNER_BOX}
        failureMessage={fr.auth.bannerFailed}
        onProcessingChange={(busyNow) => setProcessing((state) => ({ ...state, banner: busyNow }))}
      />
      {shownError && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {shownError.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy || waitingForImage} aria-busy={busy}>
        {busy ? fr.auth.signupBusy : fr.auth.signupSubmit}
      </button>
    </form>
  );
}
