import { useState } from 'react';
import type { DuelMode } from '../../../domain/duels/rules';
import { duelsText } from '../../i18n/duels';
import { joinPath } from './paths';

const text = duelsText.invite;

/**
 * The invitation of a duel waiting for its opponent: « Rejoins mon duel : K7P2Q », its link, and
 * the ways to send them (copy, the phone's share sheet).
 */
export function DuelInvite({ code, mode }: { code: string; mode: DuelMode }) {
  const link = `${window.location.origin}${joinPath(code)}`;
  const message = `${text.message(code)}\n${link}`;
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopied(text.copied);
    } catch {
      setCopied(text.copyFailed);
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <section className="duel-panel duel-invite" aria-labelledby="duel-invite-title" data-testid="duel-invite">
      <h2 id="duel-invite-title" className="duel-panel__title">
        {text.title}
      </h2>
      <p className="duel-invite__message">
        {text.message('')}
        <strong className="duel-invite__code" data-testid="duel-code">
          {code}
        </strong>
      </p>
      <label className="field">
        <span className="field__label">{text.link}</span>
        <input className="input" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="duel-link" />
      </label>
      <div className="duel-invite__actions">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          {text.copy}
        </button>
        {canShare && (
          <button type="button" className="btn btn--ghost" onClick={() => void navigator.share({ text: message }).catch(() => undefined)}>
            {text.share}
          </button>
        )}
      </div>
      <p className="duel-invite__copied" role="status">
        {copied}
      </p>
      <p className="duel-invite__waiting">
        {mode === 'live' && <span className="spinner" aria-hidden="true" />}
        {mode === 'live' ? text.waitingLive : text.waitingTurns}
      </p>
    </section>
  );
}
