import type { Legend, Point } from '../../../domain/data/zoning';

interface ZoneThumbnailProps {
  imageUrl: string;
  legend: Legend;
  placement: Point | null;
  correct: boolean;
  label: string;
}

/** A small static view of a question for the results: the diagram, the right zone, and where the student clicked. */
export function ZoneThumbnail({ imageUrl, legend, placement, correct, label }: ZoneThumbnailProps) {
  const points = legend.points.map((p) => `${p.x * 100},${p.y * 100}`).join(' ');
  return (
    <figure className="zone-thumb" aria-label={label}>
      <img className="zone-thumb__image" src={imageUrl} alt="" loading="lazy" />
      <svg className="zone-thumb__overlay" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <polygon points={points} fill={legend.color} fillOpacity={0.35} stroke={legend.color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      {placement ? (
        <span
          className={`zone-thumb__marker zone-thumb__marker--${correct ? 'right' : 'wrong'}`}
          style={{ left: `${placement.x * 100}%`, top: `${placement.y * 100}%` }}
          aria-hidden="true"
        />
      ) : null}
    </figure>
  );
}
