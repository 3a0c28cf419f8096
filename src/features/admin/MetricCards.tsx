import { fr } from '../../i18n/fr';
import { useCountUp } from './useCountUp';
import type { AdminMetrics } from '../../../domain/admin';

const text = fr.admin.metrics;
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const ORDER: (keyof AdminMetrics)[] = [
  'onlineUsers',
  'activeSessions',
  'signupsToday',
  'sessionsToday',
  'visitsToday',
  'signupsLast14Days',
  'sessionsLast14Days',
  'visitsLast14Days',
  'averageVisitMinutes',
];

function MetricCard({ name, value }: { name: keyof AdminMetrics; value: number }) {
  const shown = useCountUp(value);
  const decimals = name === 'averageVisitMinutes';
  return (
    <div className="metric-card" data-metric={name}>
      <dt>{text[name]}</dt>
      <dd>{number.format(decimals ? Math.round(shown * 10) / 10 : Math.round(shown))}</dd>
    </div>
  );
}

/** The live figures, each counting up to its new value. */
export function MetricCards({ metrics }: { metrics: AdminMetrics }) {
  return (
    <section className="admin-section" aria-labelledby="admin-metrics">
      <h2 id="admin-metrics" className="admin-section__title">
        {text.title}
      </h2>
      <dl className="metric-cards">
        {ORDER.map((name) => (
          <MetricCard key={name} name={name} value={metrics[name]} />
        ))}
      </dl>
    </section>
  );
}
