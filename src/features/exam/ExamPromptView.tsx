import { memo, useMemo } from 'react';
import type { ExamPrompt } from '../../../domain/exam/api';
import { examText } from '../../i18n/exam';
import { CardPromptView } from '../association/CardPromptView';
import { MapBlankPrompt } from '../mindmap/MapBlankPrompt';
import { BoardSketch } from './BoardSketch';
import { blankOf } from './format';

/**
 * What a question shows, whatever its format: a card's text and image; a board with the zone
 * outlined (to name or recognise); a map with the asked text blanked. A zone to point is drawn
 * by the taking screen's interactive board instead. Rendered again only for another prompt (not
 * when an answer is saved or the screen's status changes).
 */
export const ExamPromptView = memo(function ExamPromptView({ prompt, verdict = null, answer }: { prompt: ExamPrompt; verdict?: 'right' | 'wrong' | null; answer?: string }) {
  const blank = useMemo(() => (prompt.kind === 'label' ? blankOf(prompt.blankId, answer) : null), [prompt, answer]);
  if (prompt.kind === 'card') return <CardPromptView prompt={prompt} />;
  if (prompt.kind === 'legend') return <BoardSketch imageUrl={prompt.imageUrl} label={prompt.title ?? examText.take.board} zone={prompt.zone} />;
  return <MapBlankPrompt map={prompt.map} blank={blank!} verdict={verdict} />;
});
