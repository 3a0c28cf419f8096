import { useMemo } from 'react';
import { namingScene } from '../../../engine/zoning/scene';
import { BoardCanvas } from '../../../editors/zoning/BoardCanvas';
import { zoningText } from '../../i18n/zoning';
import { currentEntry, type TrainingState } from '../training/session';
import { TrainingQuestion } from '../training/TrainingQuestion';
import { LegendNote } from './LegendNote';
import type { ZoningPrompt } from './practice';

interface NameZoneQuestionProps {
  state: TrainingState<unknown>;
  /** The current question's legend and board. */
  prompt: ZoningPrompt;
  onType: (text: string) => void;
  onValidate: () => void;
  onNext: () => void;
}

/**
 * « Nommer la zone »: one zone of the board outlined, its legend's label typed in the answer field
 * of every typed question (Enter validates, Enter goes on), judged like a card, « Presque ! » included.
 * Once validated, the zone shows its label and the legend's note.
 */
export function NameZoneQuestion({ state, prompt: zoning, onType, onValidate, onNext }: NameZoneQuestionProps) {
  const validated = currentEntry(state)?.validated ?? false;
  const { legend, board } = zoning;
  const scene = useMemo(() => namingScene(legend, validated), [legend, validated]);

  const prompt = (
    <div className="zone-to-name">
      <p className="zoning-practice__prompt">{zoningText.practice.namePrompt}</p>
      <BoardCanvas imageUrl={board.imageUrl} scene={scene} label={zoningText.board.label} labels={zoningText.board} cursor="default" />
      {validated ? <LegendNote legend={legend} /> : null}
    </div>
  );
  return <TrainingQuestion state={state} prompt={prompt} onType={onType} onValidate={onValidate} onNext={onNext} />;
}
