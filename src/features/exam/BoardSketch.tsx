import type { Point } from '../../../domain/data/zoning';

interface BoardSketchProps {
  imageUrl: string;
  label: string;
  /** The zone outlined (to name, or in the correction). */
  zone?: readonly Point[] | null;
  /** A pointed place, right or wrong in the correction. */
  point?: Point | null;
  tone?: 'asked' | 'right' | 'wrong';
}

/**
 * A board as a still picture: the image with a zone outlined and a pointed place drawn over it in
 * image units (an SVG stretched over the image). For the questions that only show a board, the
 * correction and the printed pages; pointing a zone uses the interactive board.
 */
export function BoardSketch({ imageUrl, label, zone = null, point = null, tone = 'asked' }: BoardSketchProps) {
  return (
    <figure className="board-sketch">
      <img className="board-sketch__image" src={imageUrl} alt={label} />
      <svg className="board-sketch__overlay" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
        {zone && zone.length >= 3 && <polygon className={`board-sketch__zone board-sketch__zone--${tone}`} points={zone.map((p) => `${p.x},${p.y}`).join(' ')} />}
        {point && <line className={`board-sketch__point board-sketch__point--${tone}`} x1={point.x} y1={point.y} x2={point.x} y2={point.y} />}
      </svg>
    </figure>
  );
}
