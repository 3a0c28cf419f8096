import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { limits } from '../../../domain/limits';
import type { Display, User } from '../../../domain/user';
import { fr } from '../../i18n/fr';
import { DraftNotice, dropDraft, keepDraft, useFormDraft } from '../../offline/drafts';
import { impersonationAtom } from '../../state/session';
import { AVATAR_BOX, BANNER_BOX } from '../auth/images';
import { EMPTY_PROFILE_FIELDS, profileUpdateBody, type ProfileFields } from './accountRules';
import { DisplayEditor } from './DisplayEditor';
import { ImageInput } from './ImageInput';
import { saveProfile } from './saveProfile';

const text = fr.accountPage.edit;

const PROFILE_DRAFT = 'profile';

/** The form as kept on the device (issue 18): everything but the password, which never is. */
interface ProfileDraft {
  fields: Omit<ProfileFields, 'password'>;
  display: Display;
}

/**
 * Username, new password, avatar, banner and username styling; only non-empty fields are sent.
 * The form is kept on the device as a draft until it is saved or discarded.
 */
export function EditProfileForm({ user }: { user: User }) {
  const impersonated = useAtomValue(impersonationAtom) !== null;
  const [password, setPassword] = useState('');
  const { password: _, ...blank } = EMPTY_PROFILE_FIELDS;
  const [form, setForm, draft] = useFormDraft<ProfileDraft>(PROFILE_DRAFT, { fields: blank, display: user.display });
  const fields: ProfileFields = { ...form.fields, password };
  const display = form.display;
  const setDisplay = (next: Display) => setForm((current) => ({ ...current, display: next }));
  const [processing, setProcessing] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<ProfileDraft['fields']>) => setForm((current) => ({ ...current, fields: { ...current.fields, ...change } }));
  const onProcessing = (active: boolean) => setProcessing((n) => n + (active ? 1 : -1));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // A saved profile starts the form again (it is keyed by the profile), maybe before the answer
    // arrives (the realtime notice): the draft goes as the form is sent, and comes back on failure.
    dropDraft(PROFILE_DRAFT);
    const failure = await saveProfile(profileUpdateBody(fields, display), text.saved, text.failed);
    setBusy(false);
    setError(failure);
    if (failure) {
      keepDraft(PROFILE_DRAFT, form);
      return;
    }
    setPassword('');
    draft.saved({ fields: blank, display });
  }

  return (
    <section className="account-section" aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title" className="account-section__title">
        {text.title}
      </h2>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        {draft.restored && <DraftNotice onDiscard={draft.discard} />}
        {impersonated ? (
          <p className="account-section__hint">{text.credentialsLocked}</p>
        ) : (
          <>
            <label className="field">
              <span className="field__label">{text.username}</span>
              <input
                className="input"
                value={fields.username}
                placeholder={user.username}
                autoComplete="username"
                maxLength={limits.usernameMax}
                onChange={(event) => set({ username: event.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">{text.password}</span>
              <input
                className="input"
                type="password"
                value={fields.password}
                autoComplete="new-password"
                maxLength={limits.passwordMax}
                aria-describedby="new-password-hint"
                onChange={(event) => setPassword(event.target.value)}
              />
              <span id="new-password-hint" className="field__hint">
                {text.passwordHint}
              </span>
            </label>
          </>
        )}
        <ImageInput
          label={text.avatar}
          value={fields.avatar}
          box={AVATAR_BOX}
          failure={{ toast: text.avatarFailed, inline: text.avatarInline }}
          onChange={(avatar) => set({ avatar })}
          onProcessingChange={onProcessing}
        />
        <ImageInput
          label={text.banner}
          value={fields.banner}
          box={BANNER_BOX}
          failure={{ toast: text.bannerFailed, inline: text.bannerInline }}
          onChange={(banner) => set({ banner })}
          onProcessingChange={onProcessing}
        />
        <DisplayEditor name={fields.username.trim() || user.username} display={display} onChange={setDisplay} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || processing > 0}>
            {busy ? text.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
