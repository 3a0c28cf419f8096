import { useEffect, useRef } from 'react';
import type { Announcement } from '../../../domain/admin';
import { isAcceptedImageUrl } from '../../../domain/urls';
import { RichTextView } from '../../../editors/text/RichTextView';
import { fr } from '../../i18n/fr';
import { accentOf } from './dismissal';

const text = fr.announcement;

interface AnnouncementModalProps {
  announcement: Announcement;
  onClose: () => void;
  onNeverAgain: () => void;
}

/** The global announcement (part 2 §2 Overlays): a modal <dialog>, closable or hidden for good. */
export function AnnouncementModal({ announcement, onClose, onNeverAgain }: AnnouncementModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const accent = accentOf(announcement.accentColor);
  return (
    <dialog
      ref={dialog}
      className="overlay-modal announcement-modal"
      aria-labelledby="announcement-title"
      style={{ borderTopColor: accent }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {isAcceptedImageUrl(announcement.imageUrl.trim()) && <img className="announcement-modal__image" src={announcement.imageUrl} alt="" />}
      {announcement.title.trim() && (
        <h2 id="announcement-title" className="overlay-modal__title">
          {announcement.title}
        </h2>
      )}
      {announcement.body && <RichTextView html={announcement.body} className="overlay-modal__body rich-text" />}
      <div className="overlay-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onNeverAgain}>
          {text.neverAgain}
        </button>
        <button type="button" className="btn btn--primary" style={{ background: accent }} autoFocus onClick={onClose}>
          {text.close}
        </button>
      </div>
    </dialog>
  );
}
