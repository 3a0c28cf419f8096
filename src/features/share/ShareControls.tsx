import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SharePayload } from '../../../domain/share/types';
import { timings } from '../../../domain/limits';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import type { ShareFamily } from './family';
import { browserChannels, shareApi } from './shareApi';
import { createCode, deliverCode, resolveImport } from './shareFlow';

interface ShareButtonProps {
  family: ShareFamily;
  label: string;
  /**
   * The payload to share; null when there is nothing (the method's 'nothing to share' message), or
   * the message saying why what there is cannot be shared.
   */
  build: () => SharePayload | string | null;
  className?: string;
}

/** Creates a short code for `build()` and hands it over (share sheet, clipboard or prompt). */
export function ShareButton({ family, label, build, className = 'btn btn--ghost' }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    const payload = build();
    if (!payload) return showToast(fr.share.families[family].nothingToShare, 'error');
    if (typeof payload === 'string') return showToast(payload, 'error');
    setBusy(true);
    try {
      const created = await createCode(shareApi, payload, family);
      if ('error' in created) return showToast(created.error, 'error');
      const outcome = await deliverCode(created.code, family, browserChannels());
      if (outcome) showToast(outcome.message, outcome.ok ? 'success' : 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void share()} disabled={busy} aria-busy={busy}>
      {busy ? fr.share.sharing : label}
    </button>
  );
}

interface ImportBoxProps {
  family: ShareFamily;
  /** Adds the payload's items; answers how many were imported, or an error message (quota…). */
  onImport: (payload: SharePayload) => number | string;
}

/** The import box of the manage screens; its message hides after 5 s. */
export function ImportBox({ family, onImport }: ImportBoxProps) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (ok: boolean, text: string) => {
    setMessage({ ok, text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), timings.importMessageMs);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const resolved = await resolveImport(shareApi, code, family);
      if ('error' in resolved) return say(false, resolved.error);
      const result = onImport(resolved.payload);
      if (typeof result === 'string') return say(false, result);
      setCode('');
      say(true, fr.share.families[family].imported(result));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="share-import" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{fr.share.importLabel}</label>
      <div className="share-import-row">
        <input
          id={inputId}
          className="input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={fr.share.importPlaceholder}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? fr.share.importing : fr.share.importButton}
        </button>
      </div>
      {message && (
        <p className={message.ok ? 'share-import-message is-success' : 'share-import-message is-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
