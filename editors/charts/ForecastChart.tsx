import { useMemo } from 'react';
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { chartTicks } from './chartModel';
import { useChartCursor } from './useChartCursor';

export interface ForecastBar {
  id: string;
  value: number;
  /** Under the bar (a day). */
  label: string;
  /** The tooltip's lines. */
  details: string[];
}

/** Texts of the chart; the app passes them in (editors/ holds no French). */
export interface ForecastLabels {
  title: string;
  /** Accessible summary of the whole chart. */
  summary: string;
}

const WIDTH = 100;
const HEIGHT = 50;
const TOP = 3;

/** The vertical domain's top: the largest bar, rounded up to a tick step, at least 1. */
function domainTop(values: readonly number[]): number {
  const max = Math.max(1, ...values);
  const ticks = chartTicks([0, max]);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : max;
  return Math.ceil(max / step) * step;
}

/**
 * Counts per day as SVG bars drawn by React from d3 scales, stretched to the container's width.
 * Hover, touch or the arrow keys (the plot takes the focus) show one bar's tooltip.
 */
export function ForecastChart({ bars, labels }: { bars: readonly ForecastBar[]; labels: ForecastLabels }) {
  const geometry = useMemo(() => {
    const top = domainTop(bars.map((bar) => bar.value));
    const x = scaleBand<number>().domain(bars.map((_, i) => i)).range([0, WIDTH]).paddingInner(0.25).paddingOuter(0.1);
    const y = scaleLinear().domain([0, top]).range([HEIGHT, TOP]);
    const ticks = chartTicks([0, top]).map((tick) => ({ value: tick, y: y(tick), path: line()([[0, y(tick)], [WIDTH, y(tick)]]) ?? '' }));
    const rects = bars.map((bar, i) => ({ x: x(i) ?? 0, width: x.bandwidth(), y: y(bar.value), height: HEIGHT - y(bar.value) }));
    return { rects, ticks, step: x.step() };
  }, [bars]);

  const { active, plot } = useChartCursor(bars.length, WIDTH, (units) =>
    Math.min(bars.length - 1, Math.max(0, Math.floor(units / geometry.step))),
  );
  const activeBar = active !== null ? bars[active] : undefined;
  const activeRect = active !== null ? geometry.rects[active] : undefined;

  return (
    <figure className="forecast-chart">
      <figcaption className="forecast-chart__title">{labels.title}</figcaption>
      <div
        className="forecast-chart__plot"
        role="img"
        aria-label={labels.summary}
        {...plot}
      >
        <svg className="forecast-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
          {geometry.ticks.map((tick) => (
            <path key={tick.value} className="forecast-chart__grid" d={tick.path} vectorEffect="non-scaling-stroke" />
          ))}
          {geometry.rects.map((rect, i) => (
            <rect
              key={bars[i]!.id}
              className={`forecast-chart__bar${i === active ? ' forecast-chart__bar--active' : ''}`}
              x={rect.x}
              y={rect.y}
              width={rect.width}
              height={rect.height}
            />
          ))}
        </svg>
        {geometry.ticks.map((tick) => (
          <span key={tick.value} className="forecast-chart__tick" style={{ top: `${(tick.y / HEIGHT) * 100}%` }}>
            {tick.value}
          </span>
        ))}
        {activeBar && activeRect && (
          <div
            // Above a short bar, below the top of a tall one: inside the plot, never over the title.
            className={`forecast-chart__tooltip${activeRect.x > WIDTH / 2 ? ' forecast-chart__tooltip--left' : ''}${activeRect.y < HEIGHT / 2 ? ' forecast-chart__tooltip--below' : ''}`}
            style={{ left: `${activeRect.x + activeRect.width / 2}%`, top: `${(activeRect.y / HEIGHT) * 100}%` }}
            role="status"
          >
            {activeBar.details.map((detail, i) => (
              <span key={i}>{detail}</span>
            ))}
          </div>
        )}
      </div>
      <div className="forecast-chart__labels" aria-hidden="true">
        {bars.map((bar) => (
          <span key={bar.id}>{bar.label}</span>
        ))}
      </div>
    </figure>
  );
}
