import { fr } from '../../i18n/shell';
import type { PlatformStats } from '../../../domain/api';
import { fetchPlatformStats } from './api';
import { formatCount } from './format';
import { useCountUp } from './useCountUp';
import { useRemote } from './useRemote';

const KEYS: Array<keyof PlatformStats> = ['cards', 'sessions', 'chapters', 'users'];

function StatCard({ label, target }: { label: string; target: number | null }) {
  const value = useCountUp(target);
  return (
    <div className="stat-card" data-stat-target={target ?? undefined}>
      <dd className="stat-card__value">{value === null ? fr.home.stats.loading : formatCount(value)}</dd>
      <dt className="stat-card__label">{label}</dt>
    </div>
  );
}

/** Live platform figures (part 1 §2 Home): '…' while loading, a notice if they cannot be read. */
export function PlatformStatsCards() {
  const stats = useRemote(fetchPlatformStats, 'stats');
  const text = fr.home.stats;
  return (
    <section className="home-section" aria-labelledby="home-stats-title">
      <h2 id="home-stats-title" className="home-section__title">
        {text.title}
      </h2>
      {stats.status === 'failed' ? (
        <p className="home-stats__unavailable" role="status">
          {text.unavailable}
        </p>
      ) : (
        <dl className="home-stats">
          {KEYS.map((key) => (
            <StatCard key={key} label={text[key]} target={stats.status === 'ready' ? stats.value[key] : null} />
          ))}
        </dl>
      )}
    </section>
  );
}
