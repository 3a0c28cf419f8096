import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { withGeometry, type Point } from '../../../domain/data/zoning';
import { isArrowKey, stepPoint } from '../../../engine/zoning/keyboard';
import { practiceScene } from '../../../engine/zoning/scene';
import { BoardCanvas } from '../../../editors/zoning/BoardCanvas';
import { examText } from '../../i18n/exam';
import { zoningText } from '../../i18n/zoning';
import '../../styles/zoning.css';

const CENTRE: Point = { x: 0.5, y: 0.5 };
/** The board fits the screen under the exam's bar, with the question's buttons in sight. */
const BOARD_HEIGHT = 420;
// The scene wants a legend; with no verdict shown it draws only the placed marker and the crosshair.
const NOTHING = withGeometry({ id: 'pointed', label: '', note: null, color: '#6366f1', points: [], format: 'image' });

/** What the board says to a screen reader and under the board; a duel's Enter validates rather than goes on. */
export interface ZonePointerTexts {
  board: string;
  boardKeys: string;
  pointed: (x: number, y: number) => string;
  crosshair: (x: number, y: number) => string;
}

interface ZonePointerProps {
  imageUrl: string;
  point: Point | null;
  onPoint: (point: Point) => void;
  onNext: () => void;
  texts?: ZonePointerTexts;
}

/**
 * « Zone à pointer »: the board as practice draws it; a click, a touch (with the loupe) or the
 * keyboard's crosshair places the point. Enter on the placed point goes on to the next question.
 */
export function ZonePointer({ imageUrl, point, onPoint, onNext, texts: text = examText.take }: ZonePointerProps) {
  const [crosshair, setCrosshair] = useState<Point | null>(null);
  const [spoken, setSpoken] = useState('');
  const pressing = useRef(false);
  const scene = useMemo(() => practiceScene({ legend: NOTHING, placement: point, crosshair, correct: null }), [point, crosshair]);
  const place = (at: Point) => onPoint({ x: Math.min(1, Math.max(0, at.x)), y: Math.min(1, Math.max(0, at.y)) });
  const percent = (value: number) => Math.round(value * 100);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const moved = stepPoint(crosshair ?? CENTRE, event.key, event.shiftKey);
      setCrosshair(moved);
      setSpoken(text.crosshair(percent(moved.x), percent(moved.y)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const at = crosshair ?? CENTRE;
      if (point && point.x === at.x && point.y === at.y) return onNext();
      place(at);
      setSpoken(text.pointed(percent(at.x), percent(at.y)));
    }
  };
  return (
    <>
      <BoardCanvas
        imageUrl={imageUrl}
        scene={scene}
        label={text.board}
        labels={zoningText.board}
        cursor="crosshair"
        maxHeight={BOARD_HEIGHT}
        onPress={({ point: at }) => {
          pressing.current = true;
          place(at);
        }}
        onMove={(at) => pressing.current && place(at)}
        onRelease={() => (pressing.current = false)}
        onCancel={() => (pressing.current = false)}
        onKey={onKey}
        keyHint={text.boardKeys}
        onKeyboardFocus={() => setCrosshair((c) => c ?? CENTRE)}
        onBlur={() => setCrosshair(null)}
      />
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
    </>
  );
}
