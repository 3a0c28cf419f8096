import { useId, useMemo, useState } from 'react';
import { scaleLinear } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { CHART, chartDomain, chartTicks, clampPercent, nearestIndex } from './chartModel';
import { useChartCursor } from './useChartCursor';

export interface ChartPoint {
  id: string;
  /** A success percentage; drawn clamped to 0–100. */
  value: number;
  /** The tooltip's lines (date, method, score…). */
  details: string[];
}

/** Texts of the chart; the app passes them in (editors/ holds no French). */
export interface ChartLabels {
  title: string;
  expand: string;
  collapse: string;
  /** Accessible summary of the whole chart. */
  summary: string;
  formatTick: (value: number) => string;
}

interface ProgressChartProps {
  points: readonly ChartPoint[];
  labels: ChartLabels;
}

/** Horizontal and vertical margins inside the viewBox, so end dots are not cut. */
const INSET_X = 3;
const INSET_Y = 4;

/**
 * Success of sessions from oldest to newest: an SVG line drawn by React from d3 scales, stretched
 * to the container's width. Strokes and dots keep their size whatever the stretch
 * (non-scaling strokes; a dot is a zero-length round-capped line). Hover, touch or the arrow keys
 * show one session's tooltip.
 */
export function ProgressChart({ points, labels }: ProgressChartProps) {
  const [expanded, setExpanded] = useState(false);
  const { active, plot } = useChartCursor(points.length, CHART.width, (units) =>
    nearestIndex((units - INSET_X) / (CHART.width - 2 * INSET_X), points.length),
  );
  const gradientId = useId();
  const height = expanded ? CHART.expandedHeight : CHART.collapsedHeight;

  const geometry = useMemo(() => {
    const values = points.map((point) => clampPercent(point.value));
    const domain = chartDomain(values);
    const y = scaleLinear().domain(domain).range([height - INSET_Y, INSET_Y]);
    const x = scaleLinear()
      .domain([0, Math.max(1, values.length - 1)])
      .range(values.length === 1 ? [CHART.width / 2, CHART.width / 2] : [INSET_X, CHART.width - INSET_X]);
    const coords = values.map((value, i) => ({ x: x(i), y: y(value), value }));
    const path = line<{ x: number; y: number }>().x((c) => c.x).y((c) => c.y).curve(curveMonotoneX)(coords) ?? '';
    const fill =
      area<{ x: number; y: number }>().x((c) => c.x).y0(height - INSET_Y).y1((c) => c.y).curve(curveMonotoneX)(coords) ?? '';
    return { coords, path, fill, ticks: chartTicks(domain).map((tick) => ({ value: tick, y: y(tick) })) };
  }, [points, height]);

  const activePoint = active !== null ? points[active] : undefined;
  const activeCoords = active !== null ? geometry.coords[active] : undefined;

  return (
    <figure className={`progress-chart${expanded ? ' progress-chart--expanded' : ''}`}>
      <figcaption className="progress-chart__header">
        <span className="progress-chart__title">{labels.title}</span>
        <button type="button" className="btn btn--ghost btn--sm" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? labels.collapse : labels.expand}
        </button>
      </figcaption>
      <div
        className="progress-chart__plot"
        style={{ height: `${height * 3}px` }}
        role="img"
        aria-label={labels.summary}
        {...plot}
      >
        <svg className="progress-chart__svg" viewBox={`0 0 ${CHART.width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--chart-line)" stopOpacity="0.35" />
              <stop offset="100%" stopColor="var(--chart-line)" stopOpacity="0" />
            </linearGradient>
          </defs>
          {geometry.ticks.map((tick) => (
            <line key={tick.value} className="progress-chart__grid" x1={0} x2={CHART.width} y1={tick.y} y2={tick.y} vectorEffect="non-scaling-stroke" />
          ))}
          {points.length > 1 && <path d={geometry.fill} fill={`url(#${gradientId})`} />}
          <path className="progress-chart__line" d={geometry.path} vectorEffect="non-scaling-stroke" />
          {activeCoords && (
            <line className="progress-chart__guide" x1={activeCoords.x} x2={activeCoords.x} y1={0} y2={height} vectorEffect="non-scaling-stroke" />
          )}
          {geometry.coords.map((c, i) => (
            <path
              key={points[i]!.id}
              className={`progress-chart__dot${i === active ? ' progress-chart__dot--active' : ''}`}
              d={`M ${c.x} ${c.y} h 0`}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        {geometry.ticks.map((tick) => (
          <span key={tick.value} className="progress-chart__tick" style={{ top: `${(tick.y / height) * 100}%` }}>
            {labels.formatTick(tick.value)}
          </span>
        ))}
        {activePoint && activeCoords && (
          <div
            className={`progress-chart__tooltip${activeCoords.x > CHART.width / 2 ? ' progress-chart__tooltip--left' : ''}`}
            style={{ left: `${activeCoords.x}%`, top: `${(activeCoords.y / height) * 100}%` }}
            role="status"
          >
            {activePoint.details.map((detail, i) => (
              <span key={i}>{detail}</span>
            ))}
          </div>
        )}
      </div>
    </figure>
  );
}
