import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Card } from '../../../domain/data/cards';
import { newId } from '../../../domain/data/primitives';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import { updateUserData, useUserData } from '../../session/userDataSync';
import { AnswersField } from './AnswersField';
import { deleteMaterialUpload } from '../../offline/deferredUploads';
import { dropDraft, keepDraft } from '../../offline/drafts';
import { syncText } from '../../i18n/sync';
import { cardFromDraft, draftOf, isImageUsed, saveEditedCard, type CardDraft } from './cardEdits';
import { CardImageField } from './CardImageField';
import { createUploadTracker, isOwnUpload } from './uploadTracker';

interface CardEditorProps {
  subjectId: string;
  chapterId: string;
  /** The card to edit, or null for a new one. */
  card: Card | null;
  /** The form as it was left (a reload), instead of the card's. */
  restored?: CardDraft | undefined;
  onDone: () => void;
}

/** The form of the card editor of a chapter, kept on the device while it is open. */
export interface OpenCardEditor {
  /** 'new' or the card's id. */
  editing: string;
  draft: CardDraft;
}

export const cardDraftName = (subjectId: string, chapterId: string) => `cards:${subjectId}.${chapterId}`;

/** Writes a card: answers, a rich-text description and an image (part 1 §2 Association manage screen, §5). */
export function CardEditor({ subjectId, chapterId, card, restored, onDone }: CardEditorProps) {
  const id = useId();
  const data = useUserData();
  const [draft, setDraft] = useState(() => restored ?? draftOf(card));
  // The card as the form found it: if it changes elsewhere meanwhile, saving keeps both versions.
  const [opened] = useState(card);
  const [incomplete, setIncomplete] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const [tracker] = useState(() => {
    const created = createUploadTracker(card?.imageUrl ?? null, deleteMaterialUpload);
    // An image uploaded before the reload belongs to this edit: cancelling deletes it.
    if (restored && restored.imageUrl !== (card?.imageUrl ?? '') && isOwnUpload(restored.imageUrl)) created.uploaded(restored.imageUrl);
    return created;
  });
  const saved = useRef(false);
  const text = fr.association;
  const draftName = cardDraftName(subjectId, chapterId);

  // The form is kept on the device while it changes; saving or cancelling drops it.
  const changed = useRef(restored !== undefined);
  useEffect(() => {
    if (changed.current) keepDraft(draftName, { editing: card?.id ?? 'new', draft } satisfies OpenCardEditor);
  }, [draftName, card, draft]);
  const close = () => {
    dropDraft(draftName);
    onDone();
  };

  // Leaving without saving (cancel, another page) deletes this edit's uploads.
  useEffect(
    () => () => {
      if (!saved.current) tracker.abandoned();
    },
    [tracker],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = cardFromDraft(draft, card?.id ?? newId());
    if (!next) {
      setIncomplete(true);
      return;
    }
    const { edit, kept } = saveEditedCard(subjectId, chapterId, next, opened, data ?? null);
    const after = data ? edit(data) : null;
    updateUserData(edit);
    tracker.saved(next.imageUrl, (url) => after === null || isImageUsed(after, url));
    saved.current = true;
    if (kept) showToast(syncText.cardConflict(1), 'info');
    else showToast(card ? text.saved : text.created, 'success');
    close();
  }

  const change = (patch: Partial<typeof draft>) => {
    changed.current = true;
    setIncomplete(false);
    setDraft((current) => ({ ...current, ...patch }));
  };

  return (
    <form className="panel card-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {card ? text.editCard : text.newCard}
      </h2>
      <AnswersField answers={draft.answers} onChange={(answers) => change({ answers })} />
      <div className="field">
        <span className="field__label" aria-hidden="true">
          {text.description}
        </span>
        <RichTextField value={draft.text} onChange={(value) => change({ text: value })} label={text.description} labels={fr.richText} />
      </div>
      <CardImageField value={draft.imageUrl} onChange={(imageUrl) => change({ imageUrl })} tracker={tracker} onBusyChange={setImageBusy} />
      {incomplete && (
        <p className="form-error" role="alert">
          {text.incomplete}
        </p>
      )}
      <div className="card-editor__actions">
        <button type="submit" className="btn btn--primary" disabled={imageBusy}>
          {card ? text.save : text.create}
        </button>
        <button type="button" className="btn btn--ghost" onClick={close}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
