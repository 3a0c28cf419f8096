import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { parisDay } from '../../../domain/dates';
import { limits } from '../../../domain/limits';
import { messageOf } from '../../api/client';
import { fr } from '../../i18n/fr';
import { clearSession } from '../../session/session';
import { forgetDevice } from '../../session/userDataSync';
import { impersonationAtom, userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { deleteAccount, exportAccount } from './api';

const text = fr.accountPage.data;

/** Saves `value` as a JSON file through a temporary link. */
function downloadJson(value: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The FAQ's promise: download everything the account holds, or delete it for good. */
export function DataSection() {
  const navigate = useNavigate();
  const impersonated = useAtomValue(impersonationAtom) !== null;
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      downloadJson(await exportAccount(), `mnemo-export-${parisDay(new Date())}.json`);
    } catch (failure) {
      showToast(messageOf(failure, text.exportFailed), 'error');
    } finally {
      setExporting(false);
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!password || !window.confirm(text.confirmPrompt)) return;
    setDeleting(true);
    try {
      await deleteAccount(password);
      const userId = appStore.get(userAtom)?.id;
      // The token died with the account: forget it without calling logout or saving anything,
      // and what this device kept of the account (drafts, edits waiting for the network).
      clearSession();
      if (userId) await forgetDevice(userId);
      showToast(text.deleted, 'success');
      await navigate('/');
    } catch (failure) {
      const message = messageOf(failure, text.deleteFailed);
      setError(message);
      showToast(message, 'error');
      setDeleting(false);
    }
  }

  return (
    <section className="account-section account-section--danger" aria-labelledby="data-title">
      <h2 id="data-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="account-section__lead">{text.lead}</p>
      <div className="account-form__actions">
        <button type="button" className="btn btn--ghost" disabled={exporting} onClick={() => void download()}>
          {exporting ? text.exporting : text.export}
        </button>
        {!confirming && !impersonated && (
          <button type="button" className="btn account-danger" onClick={() => setConfirming(true)}>
            {text.delete}
          </button>
        )}
      </div>
      {impersonated && <p className="account-section__hint">{text.deleteLocked}</p>}
      {confirming && (
        <form className="account-form account-delete" onSubmit={(event) => void remove(event)} noValidate>
          <h3 className="account-delete__title">{text.deleteTitle}</h3>
          <p className="account-section__hint">{text.deleteLead}</p>
          <label className="field">
            <span className="field__label">{text.password}</span>
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              maxLength={limits.passwordMax}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
          </label>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="account-form__actions">
            <button type="submit" className="btn account-danger" disabled={deleting || !password}>
              {deleting ? text.deleting : text.confirm}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {text.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
