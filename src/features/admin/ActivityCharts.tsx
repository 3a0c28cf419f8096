import { fr } from '../../i18n/fr';
import type { AdminStats, DayValue } from '../../../domain/admin';

const text = fr.admin.activity;
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const WIDTH = 280;
const HEIGHT = 100;
const LABEL = 14;

/** One 14-day series as SVG bars, each with its day and value in a tooltip. */
function BarChart({ title, values }: { title: string; values: DayValue[] }) {
  const max = Math.max(1, ...values.map((day) => day.value));
  const slot = WIDTH / Math.max(1, values.length);
  return (
    <figure className="bar-chart__figure">
      <figcaption className="bar-chart__title">{title}</figcaption>
      <svg className="bar-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL}`} role="img" aria-label={title}>
        {values.map((day, i) => {
          const height = (day.value / max) * HEIGHT;
          const label = shortDay.format(new Date(`${day.date}T12:00:00Z`));
          return (
            <g key={day.date}>
              <rect x={i * slot + 2} y={HEIGHT - height} width={slot - 4} height={Math.max(height, 0.5)} rx={2}>
                <title>{text.bar(label, day.value)}</title>
              </rect>
              {i % 3 === values.length % 3 && (
                <text x={i * slot + slot / 2} y={HEIGHT + LABEL - 2} textAnchor="middle">
                  {label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function ActivityCharts({ stats }: { stats: AdminStats }) {
  return (
    <section className="admin-section" aria-labelledby="admin-activity">
      <h2 id="admin-activity" className="admin-section__title">
        {text.title}
      </h2>
      <div className="admin-columns">
        <BarChart title={text.sessions} values={stats.activity.sessions} />
        <BarChart title={text.signups} values={stats.activity.signups} />
        <BarChart title={text.visits} values={stats.visits} />
      </div>
    </section>
  );
}
