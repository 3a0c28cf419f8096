import { useState } from 'react';
import type { Card } from '../../../domain/data/cards';
import { RichTextView } from '../../../editors/text/RichTextView';
import { fr } from '../../i18n/fr';
import { ImagePreview } from './ImagePreview';
import '../../styles/richtext.css';

export type CardPrompt = Pick<Card, 'text' | 'imageUrl'>;

/** A card's description and image, as the question shows them. */
export function CardPromptView({ prompt, compact = false }: { prompt: CardPrompt; compact?: boolean }) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className={`card-prompt${compact ? ' card-prompt--compact' : ''}`}>
      {prompt.imageUrl && (
        <button type="button" className="card-prompt__image" aria-label={fr.association.preview} onClick={() => setPreviewing(true)}>
          <img src={prompt.imageUrl} alt={fr.association.imageAlt} />
        </button>
      )}
      {prompt.text ? <RichTextView html={prompt.text} className="rich-text card-prompt__text" /> : compact && <p>{fr.training.imageOnly}</p>}
      {previewing && prompt.imageUrl && <ImagePreview src={prompt.imageUrl} alt={fr.association.imageAlt} onClose={() => setPreviewing(false)} />}
    </div>
  );
}

