import { useState, type ReactNode } from 'react';
import type { Card } from '../../../domain/data/cards';
import { RichTextView } from '../../../editors/text/RichTextView';
import { fr } from '../../i18n/fr';
import { ImagePreview } from './ImagePreview';

interface CardItemProps {
  card: Card;
  number: number;
  onEdit: () => void;
  onDelete: () => void;
  /** More actions beside edit and delete (the share button). */
  extraActions?: ReactNode;
}

/** One card of the list: its image, description and accepted answers. */
export function CardItem({ card, number, onEdit, onDelete, extraActions }: CardItemProps) {
  const [previewing, setPreviewing] = useState(false);
  const text = fr.association;
  return (
    <article className="card-item" aria-label={text.cardLabel(number)}>
      <span className="card-item__number" aria-hidden="true">
        {number}
      </span>
      {card.imageUrl && (
        <button type="button" className="card-item__thumb" aria-label={text.preview} onClick={() => setPreviewing(true)}>
          <img src={card.imageUrl} alt={text.imageAlt} loading="lazy" />
        </button>
      )}
      <div className="card-item__body">
        {card.text ? <RichTextView html={card.text} className="rich-text card-item__text" /> : <p className="card-item__text card-item__text--none">{fr.training.imageOnly}</p>}
        <ul className="card-item__answers" aria-label={text.answers}>
          {card.answers.map((answer) => (
            <li key={answer} className="chip">
              {answer}
            </li>
          ))}
        </ul>
      </div>
      <div className="card-item__actions">
        {extraActions}
        <button type="button" className="btn btn--ghost btn--sm" aria-label={text.editLabel(number)} onClick={onEdit}>
          {text.edit}
        </button>
        <button type="button" className="btn btn--ghost btn--sm btn--danger" aria-label={text.deleteLabel(number)} onClick={onDelete}>
          {text.delete}
        </button>
      </div>
      {previewing && card.imageUrl && <ImagePreview src={card.imageUrl} alt={text.imageAlt} onClose={() => setPreviewing(false)} />}
    </article>
  );
}
