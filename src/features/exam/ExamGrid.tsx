import { memo } from 'react';
import type { ExamSlot } from '../../../domain/exam/api';
import { examText } from '../../i18n/exam';

const text = examText.take;

interface GridSlotProps {
  slot: ExamSlot;
  current: boolean;
  onGo: (index: number) => void;
}

/** One number of the grid: re-rendered only when its own state changes, not at every question opened. */
const GridSlot = memo(function GridSlot({ slot, current, onGo }: GridSlotProps) {
  const state = slot.flagged ? text.flagged : slot.answered ? text.answered : text.unanswered;
  return (
    <li>
      <button
        type="button"
        className={`exam-grid__slot${slot.answered ? ' exam-grid__slot--answered' : ''}${slot.flagged ? ' exam-grid__slot--flagged' : ''}${current ? ' exam-grid__slot--current' : ''}`}
        aria-label={text.slot(slot.index + 1, state)}
        aria-current={current ? 'step' : undefined}
        onClick={() => onGo(slot.index)}
      >
        {slot.index + 1}
      </button>
    </li>
  );
});

/** The grid of question numbers: answered, unanswered, « À revoir », the one on screen. */
export function ExamGrid({ slots, current, onGo }: { slots: readonly ExamSlot[]; current: number; onGo: (index: number) => void }) {
  return (
    <ol className="exam-grid" data-testid="exam-grid">
      {slots.map((slot) => (
        <GridSlot key={slot.index} slot={slot} current={slot.index === current} onGo={onGo} />
      ))}
    </ol>
  );
}
