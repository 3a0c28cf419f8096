import { withGeometry, type Point } from '../../../domain/data/zoning';
import { examText } from '../../i18n/exam';
import { PointingBoard } from '../zoning/PointingBoard';
import '../../styles/zoning.css';

/** The board fits the screen under the exam's bar, with the question's buttons in sight. */
const BOARD_HEIGHT = 420;
// The scene wants a legend; with no verdict shown it draws only the placed marker and the crosshair.
const NOTHING = withGeometry({ id: 'pointed', label: '', note: null, color: '#6366f1', points: [], format: 'image' });
const NO_OUTLINES = [] as const;

/**
 * « Zone à pointer »: the board as practice draws it, never with a verdict (none before the end).
 * Enter on the placed point goes on to the next question.
 */
export function ZonePointer({ imageUrl, point, onPoint, onNext }: { imageUrl: string; point: Point | null; onPoint: (point: Point) => void; onNext: () => void }) {
  const text = examText.take;
  return (
    <PointingBoard
      imageUrl={imageUrl}
      label={text.board}
      maxHeight={BOARD_HEIGHT}
      legend={NOTHING}
      outlines={NO_OUTLINES}
      placement={point}
      correct={null}
      // A pinch puts back the point from before the press, or none.
      onPlace={(at) => at && onPoint(at)}
      onConfirm={onNext}
      keyHint={text.boardKeys}
      spoken={{ crosshair: text.crosshair, placed: text.pointed }}
    />
  );
}
