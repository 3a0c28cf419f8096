import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { formatBanEnd } from '../../lib/format';
import { activeBanAtom } from '../../state/session';
import { dismissBanNotice, isBanNoticeDismissed } from './dismissal';

const text = fr.announcement;

/** While a ban lasts, a notice once per ban end date (part 2 §2 Overlays). */
export function BanNotice() {
  const bannedUntil = useAtomValue(activeBanAtom);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!bannedUntil || dismissed === bannedUntil || isBanNoticeDismissed(bannedUntil)) return null;
  return (
    <BanDialog
      bannedUntil={bannedUntil}
      onClose={() => {
        dismissBanNotice(bannedUntil);
        setDismissed(bannedUntil);
      }}
    />
  );
}

function BanDialog({ bannedUntil, onClose }: { bannedUntil: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="overlay-modal ban-notice"
      aria-labelledby="ban-notice-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="ban-notice-title" className="overlay-modal__title">
        {text.banTitle}
      </h2>
      <p className="overlay-modal__body">{text.banBody(formatBanEnd(bannedUntil))}</p>
      <p className="overlay-modal__body">{text.banDetail}</p>
      <div className="overlay-modal__actions">
        <button type="button" className="btn btn--primary" autoFocus onClick={onClose}>
          {text.understood}
        </button>
      </div>
    </dialog>
  );
}
