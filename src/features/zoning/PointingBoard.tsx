import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Point } from '../../../domain/data/zoning';
import { isArrowKey, stepPoint } from '../../../engine/zoning/keyboard';
import { practiceScene, type PracticeView } from '../../../engine/zoning/scene';
import { BoardCanvas } from '../../../editors/zoning/BoardCanvas';
import { zoningText } from '../../i18n/zoning';

const CENTRE: Point = { x: 0.5, y: 0.5 };
const percent = (value: number) => Math.round(value * 100);
const onBoard = (point: Point): Point => ({ x: Math.min(1, Math.max(0, point.x)), y: Math.min(1, Math.max(0, point.y)) });

interface PointingBoardProps extends Omit<PracticeView, 'crosshair'> {
  imageUrl: string;
  label: string;
  maxHeight?: number;
  /** A point placed on the board, or the one before a press that a second finger (a pinch) cancelled. */
  onPlace: (point: Point | null) => void;
  /** Enter on the placed point (or on an answered board): validate, or go on. */
  onConfirm: () => void;
  /** The keys, said under the board. */
  keyHint: string;
  /** What a screen reader hears when the crosshair moves and when the point is placed. */
  spoken: { crosshair: (x: number, y: number) => string; placed: (x: number, y: number) => string };
}

/**
 * A board to point on, as practice, the review, the exam and the duels ask: a click, a drag, a
 * touch (with the loupe) or the keyboard's crosshair places the point; once answered (`correct`
 * set) it shows the verdict and takes no point.
 */
export function PointingBoard({ imageUrl, label, maxHeight, legend, outlines, placement, correct, onPlace, onConfirm, keyHint, spoken }: PointingBoardProps) {
  // The keyboard's crosshair (WCAG 2.1.1): arrows move it, Enter places, Enter again confirms.
  const [crosshair, setCrosshair] = useState<Point | null>(null);
  const [said, say] = useState('');
  const pressing = useRef(false);
  const before = useRef<Point | null>(null);
  const answered = correct !== null;
  const scene = useMemo(
    () => practiceScene({ legend, placement, crosshair, outlines, correct }),
    // A placement may be a new object on every render: its coordinates identify it.
    [legend, outlines, placement?.x, placement?.y, crosshair, correct], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const place = (point: Point) => {
    if (!answered) onPlace(onBoard(point));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      if (answered) return;
      const moved = stepPoint(crosshair ?? CENTRE, event.key, event.shiftKey);
      setCrosshair(moved);
      say(spoken.crosshair(percent(moved.x), percent(moved.y)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (answered) return onConfirm();
      const at = crosshair ?? CENTRE;
      if (placement && placement.x === at.x && placement.y === at.y) return onConfirm();
      place(at);
      say(spoken.placed(percent(at.x), percent(at.y)));
    }
  };
  return (
    <>
      <BoardCanvas
        imageUrl={imageUrl}
        scene={scene}
        label={label}
        labels={zoningText.board}
        cursor={answered ? 'default' : 'crosshair'}
        maxHeight={maxHeight}
        onPress={({ point }) => {
          pressing.current = true;
          before.current = placement;
          place(point);
        }}
        onMove={(point) => pressing.current && place(point)}
        onRelease={() => (pressing.current = false)}
        onCancel={() => {
          if (pressing.current && !answered) onPlace(before.current);
          pressing.current = false;
        }}
        onKey={onKey}
        keyHint={keyHint}
        onKeyboardFocus={() => setCrosshair((c) => c ?? CENTRE)}
        onBlur={() => setCrosshair(null)}
      />
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
