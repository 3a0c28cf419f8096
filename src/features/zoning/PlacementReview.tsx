import type { Legend, ZoningBoard } from '../../../domain/data/zoning';
import { legendAt } from '../../../engine/zoning/hitTest';
import { richTextToPlain } from '../../../domain/richText';
import { zoningText } from '../../i18n/zoning';
import { placementOf } from './practice';
import { ZoneThumbnail } from './ZoneThumbnail';

interface PlacementReviewProps {
  board: ZoningBoard;
  legend: Legend;
  /** The recorded answer: the placement encoded, or empty when nothing was placed. */
  userAnswer: string;
  correct: boolean;
  /** The legend's right answer, named in the thumbnail's accessible label. */
  rightAnswer: string;
}

/**
 * A placement in the results: the board with the right zone and the student's point, and in words
 * where the point fell (« Placé dans : … », « Placé hors des zones »), never the raw coordinates.
 */
export function PlacementReview({ board, legend, userAnswer, correct, rightAnswer }: PlacementReviewProps) {
  const text = zoningText.results;
  const placement = placementOf(userAnswer);
  const landed = placement ? legendAt(board.legends, placement) : null;
  const where = !placement ? text.nothingPlaced : landed ? text.placedIn(richTextToPlain(landed.label).trim()) : text.placedOutside;
  return (
    <div className="placement-review">
      <ZoneThumbnail imageUrl={board.imageUrl} legend={legend} placement={placement} correct={correct} label={text.zoneOf(rightAnswer)} />
      <p className="placement-review__where">{where}</p>
    </div>
  );
}
