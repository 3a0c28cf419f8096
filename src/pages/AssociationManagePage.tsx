import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { chapterKey } from '../../domain/data/subjects';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { CardEditor, cardDraftName, type OpenCardEditor } from '../features/association/CardEditor';
import { readDraft } from '../offline/drafts';
import { CardItem } from '../features/association/CardItem';
import { deleteCard, restoreCard } from '../features/association/cardEdits';
import { methodScreenPath } from '../features/methods/catalogue';
import { pickPath } from '../features/pick/selection';
import { fr } from '../i18n/fr';
import { importedCards, shareCard, shareCards, shareMeta } from '../../domain/share/build';
import type { SharePayload } from '../../domain/share/types';
import { ImportBox, ShareButton } from '../features/share/ShareControls';
import { deleteWithUndo } from '../session/undo';
import { updateUserData, useUserData } from '../session/userDataSync';
import '../styles/study.css';
import '../styles/cards.css';
import '../styles/richtext.css';

/** Association manage screen (part 1 §2): the chapter's cards, added, edited and deleted (with undo). */
export function AssociationManagePage() {
  const { subject, chapter } = useChapterContext();
  const data = useUserData();
  // One editor at a time: 'new', a card id, or none.
  const [editing, setEditing] = useState<string | null>(null);
  const cards = data?.cards[chapterKey(subject.id, chapter.id)] ?? [];
  // A card being written when the page was left (a reload, a closed tab) opens again as it was.
  const [restored, setRestored] = useState<OpenCardEditor | null>(null);
  useEffect(() => {
    let current = true;
    void readDraft<OpenCardEditor>(cardDraftName(subject.id, chapter.id)).then((open) => {
      if (!current || !open) return;
      setRestored(open);
      setEditing(open.editing);
    });
    return () => {
      current = false;
    };
  }, [subject.id, chapter.id]);
  const restoredFor = (target: string) => (restored?.editing === target ? restored.draft : undefined);
  const closeEditor = () => {
    setEditing(null);
    setRestored(null);
  };
  const text = fr.association;

  function remove(index: number) {
    const card = cards[index];
    if (!card) return;
    if (editing === card.id) setEditing(null);
    deleteWithUndo(text.deleted, deleteCard(subject.id, chapter.id, card.id), restoreCard(subject.id, chapter.id, card, index));
  }

  const meta = () => shareMeta(subject.id, chapter.id);
  /** Imported cards go before the existing ones, with fresh ids (part 1 §5). */
  function importCards(payload: SharePayload): number {
    const imported = importedCards(payload);
    const key = chapterKey(subject.id, chapter.id);
    updateUserData((current) => ({ ...current, cards: { ...current.cards, [key]: [...imported, ...(current.cards[key] ?? [])] } }));
    return imported.length;
  }

  return (
    <div className="page">
      <MethodScreenHeader method={fr.methods.association} mode="manage" />
      <div className="manage-toolbar">
        <p className="manage-toolbar__count">{text.cardCount(cards.length)}</p>
        <div className="manage-toolbar__actions">
          <Link className="btn btn--ghost" to={pickPath({ methodId: 'association', subjectId: subject.id, chapterId: chapter.id })}>
            {text.backToPick}
          </Link>
          <Link className="btn btn--ghost" to={methodScreenPath('association', 'train', subject.id, chapter.id) ?? '/pick'}>
            {text.train}
          </Link>
          <ShareButton family="association" label={fr.share.shareAllCards} build={() => (cards.length ? shareCards(cards, meta()) : null)} />
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {text.newCard}
          </button>
        </div>
      </div>
      <ImportBox family="association" onImport={importCards} />
      {editing === 'new' && <CardEditor subjectId={subject.id} chapterId={chapter.id} card={null} restored={restoredFor('new')} onDone={closeEditor} />}
      <section className="card-list" aria-label={text.cardsTitle}>
        {cards.length === 0 && editing !== 'new' ? (
          <div className="empty-state">
            <span className="empty-state__icon" aria-hidden="true">
              🃏
            </span>
            <p className="empty-state__title">{text.empty}</p>
            <p className="empty-state__hint">{text.emptyHint}</p>
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {text.newCard}
            </button>
          </div>
        ) : (
          cards.map((card, index) =>
            editing === card.id ? (
              <CardEditor key={card.id} subjectId={subject.id} chapterId={chapter.id} card={card} restored={restoredFor(card.id)} onDone={closeEditor} />
            ) : (
              <CardItem
                key={card.id}
                card={card}
                number={index + 1}
                onEdit={() => setEditing(card.id)}
                onDelete={() => remove(index)}
                extraActions={<ShareButton family="association" label={fr.share.shareOne} className="btn btn--ghost btn--sm" build={() => shareCard(card, meta())} />}
              />
            ),
          )
        )}
      </section>
    </div>
  );
}
