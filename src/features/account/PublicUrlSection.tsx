import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../domain/user';
import { limits } from '../../../domain/limits';
import { fr } from '../../i18n/fr';
import { checkSlug } from './accountRules';
import { saveProfile } from './saveProfile';

const text = fr.accountPage.publicUrl;

/** The public identifier: save, view the public profile, disable (sends null). */
export function PublicUrlSection({ user }: { user: User }) {
  const [draft, setDraft] = useState(user.slug ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkSlug(draft, user.slug);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    const failure = await saveProfile({ slug: checked.slug }, text.saved, fr.accountPage.edit.failed);
    setBusy(false);
    setError(failure);
    if (!failure) setDraft(checked.slug);
  }

  async function disable() {
    setBusy(true);
    const failure = await saveProfile({ slug: null }, text.disabled, fr.accountPage.edit.failed);
    setBusy(false);
    setError(failure);
    if (!failure) setDraft('');
  }

  return (
    <section className="account-section" aria-labelledby="public-url-title">
      <h2 id="public-url-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="account-section__lead">{text.lead}</p>
      <form className="account-form" onSubmit={(event) => void save(event)} noValidate>
        <label className="field">
          <span className="field__label">{text.field}</span>
          <input
            className="input"
            value={draft}
            maxLength={limits.slugMax}
            placeholder={text.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'slug-error slug-length' : 'slug-length'}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          <span id="slug-length" className="field__hint">
            {text.length(draft.length, limits.slugMax)}
          </span>
        </label>
        {error && (
          <p id="slug-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <p className="account-section__hint">{user.slug ? text.preview(user.slug) : text.none}</p>
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {text.save}
          </button>
          {user.slug && (
            <>
              <Link className="btn btn--ghost" to={`/profile/${encodeURIComponent(user.slug)}`}>
                {text.view}
              </Link>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void disable()}>
                {text.disable}
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
