import { useState } from 'react';
import type { Masterclass } from '../../../domain/masterclasses';
import { messageOf } from '../../api/client';
import { perksText } from '../../i18n/perks';
import { showToast } from '../../state/toasts';
import { cancelMasterclass, fetchMasterclassIcs, signUpMasterclass } from './api';

const text = perksText.masterclasses;
export const dateTime = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
export const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

/** Saves the .ics the server wrote for this masterclass. */
async function downloadIcs(masterclass: Masterclass): Promise<void> {
  const blob = await fetchMasterclassIcs(masterclass.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `masterclass-${masterclass.id}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One masterclass: when, who, the seats; for a Champion user the sign-up, the .ics, then the call link or the replay. */
export function MasterclassCard({ masterclass, locked, onChange }: { masterclass: Masterclass; locked: boolean; onChange: (next: Masterclass) => void }) {
  const [busy, setBusy] = useState(false);
  const m = masterclass;
  const full = m.seatsTaken >= m.capacity;

  async function act(call: () => Promise<{ masterclass: Masterclass }>) {
    setBusy(true);
    try {
      onChange((await call()).masterclass);
    } catch (failure) {
      showToast(messageOf(failure, text.actionFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={`masterclass${locked ? ' masterclass--locked' : ''}`} aria-labelledby={`masterclass-${m.id}`} data-testid="masterclass">
      <h3 id={`masterclass-${m.id}`} className="masterclass__title">
        {m.title}
      </h3>
      <p className="masterclass__when">{text.when(dateTime.format(new Date(m.startsAt)), m.durationMinutes)}</p>
      <p className="masterclass__speaker">{text.speaker(m.speaker)}</p>
      {m.description && <p className="masterclass__description">{m.description}</p>}
      {m.phase !== 'past' && <p className="masterclass__seats">{full && !m.signedUp ? text.full : text.seats(m.seatsTaken, m.capacity)}</p>}
      {!locked && (
        <div className="masterclass__actions">
          {m.phase !== 'past' &&
            (m.signedUp ? (
              <>
                <span className="thread-status thread-status--resolved">{text.signedUp}</span>
                <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => void act(() => cancelMasterclass(m.id))}>
                  {text.cancel}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => void downloadIcs(m).catch((failure: unknown) => showToast(messageOf(failure, text.icsFailed), 'error'))}
                >
                  {text.ics}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn--primary btn--sm" disabled={busy || full} onClick={() => void act(() => signUpMasterclass(m.id))}>
                {text.signUp}
              </button>
            ))}
          {m.callUrl && (
            <a className="btn btn--primary btn--sm" href={m.callUrl} target="_blank" rel="noreferrer">
              {text.join}
            </a>
          )}
          {m.signedUp && !m.callUrl && m.phase === 'upcoming' && <p className="masterclass__hint">{text.callLater(clock.format(new Date(m.callOpensAt)))}</p>}
          {m.phase === 'past' &&
            (m.replayUrl ? (
              <a className="btn btn--ghost btn--sm" href={m.replayUrl} target="_blank" rel="noreferrer">
                {text.replay}
              </a>
            ) : (
              <p className="masterclass__hint">{text.noReplay}</p>
            ))}
        </div>
      )}
    </article>
  );
}
