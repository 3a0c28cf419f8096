import { useMemo } from 'react';
import type { ExamPrompt } from '../../../domain/exam/api';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { examText } from '../../i18n/exam';
import { CardPromptView } from '../association/CardPromptView';
import { MapBlankPrompt } from '../mindmap/MapBlankPrompt';
import { BoardSketch } from './BoardSketch';

/** The blank a map question asks, from its id (the answer stays on the server). */
function blankOf(blankId: string, answer = ''): MindMapBlank {
  const [ownerId, side] = blankId.split(':');
  const kind = side === 'above' || side === 'below' ? side : 'node';
  return { id: blankId, kind, ownerId: ownerId ?? blankId, answer, richText: answer };
}

/**
 * What a question shows, whatever its format: a card's text and image; a board with the zone
 * outlined (to name or recognise); a map with the asked text blanked. A zone to point is drawn
 * by the taking screen's interactive board instead.
 */
export function ExamPromptView({ prompt, verdict = null, answer }: { prompt: ExamPrompt; verdict?: 'right' | 'wrong' | null; answer?: string }) {
  const blank = useMemo(() => (prompt.kind === 'label' ? blankOf(prompt.blankId, answer) : null), [prompt, answer]);
  if (prompt.kind === 'card') return <CardPromptView prompt={prompt} />;
  if (prompt.kind === 'legend') return <BoardSketch imageUrl={prompt.imageUrl} label={prompt.title ?? examText.take.board} zone={prompt.zone} />;
  return <MapBlankPrompt map={prompt.map} blank={blank!} verdict={verdict} />;
}
