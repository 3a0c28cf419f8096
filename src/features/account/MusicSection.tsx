import { useState, type FormEvent } from 'react';
import { messageOf } from '../../api/client';
import { FilePicker } from '../../components/FilePicker';
import { fr } from '../../i18n/fr';
import { updateUserData, useUserData } from '../../session/userDataSync';
import { showToast } from '../../state/toasts';
import { audioFileError, AUDIO_TYPES } from './accountRules';
import { readAsDataUrl } from '../../lib/dataUrl';
import { removeUpload, uploadDataUrl } from './api';

const text = fr.accountPage.music;

/** The profile music: uploaded, then its address set as `profileMusicUrl` in the user data. */
export function MusicSection() {
  const data = useUserData();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = data?.profileMusicUrl ?? null;

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = data ? audioFileError(file) : text.notLoaded;
    setError(problem);
    if (problem || !file) return;
    setBusy(true);
    try {
      const { url } = await uploadDataUrl(await readAsDataUrl(file));
      if (!updateUserData((doc) => ({ ...doc, profileMusicUrl: url }))) throw new Error(text.notLoaded);
      setFile(null);
      showToast(text.saved, 'success');
    } catch (failure) {
      const message = `${text.failedTitle} : ${messageOf(failure, text.failed)}`;
      setError(message);
      showToast(message, 'error');
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    if (!current) return;
    if (!updateUserData((doc) => ({ ...doc, profileMusicUrl: null }))) return;
    // The file itself is cleaned up in the background; a failure is only logged.
    removeUpload(current).catch((failure: unknown) => console.info('[account] music upload not deleted', failure));
    showToast(text.removed, 'success');
  }

  return (
    <section className="account-section" aria-labelledby="music-title">
      <h2 id="music-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="account-section__lead">{text.lead}</p>
      {current ? (
        <div className="account-music__current">
          <span className="field__label">{text.current}</span>
          <audio controls preload="none" src={current} />
          <button type="button" className="btn btn--ghost btn--sm" onClick={remove}>
            {text.remove}
          </button>
        </div>
      ) : (
        <p className="account-section__hint">{text.none}</p>
      )}
      <form className="account-form" onSubmit={(event) => void save(event)} noValidate>
        <FilePicker
          label={text.file}
          accept={AUDIO_TYPES.join(',')}
          fileName={file?.name ?? null}
          onPick={(picked) => {
            setFile(picked);
            setError(null);
          }}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? text.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
