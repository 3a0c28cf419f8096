import { fr } from '../../i18n/fr';
import { formatCount } from '../../lib/format';
import { formatDuration, formatPercent } from './format';
import type { StatsSummary } from './statsModel';

/** The four summary cards: sessions, right answers, precision with the record, time with the average. */
export function SummaryCards({ summary }: { summary: StatsSummary }) {
  const cards = [
    { label: fr.stats.sessions, value: formatCount(summary.sessions), hint: fr.stats.sessionsHint(summary.sessions) },
    { label: fr.stats.questions, value: `${formatCount(summary.correct)}/${formatCount(summary.questions)}`, hint: fr.stats.questionsHint },
    { label: fr.stats.precision, value: formatPercent(summary.averagePrecision), hint: fr.stats.best(formatPercent(summary.bestPrecision)) },
    { label: fr.stats.time, value: formatDuration(summary.totalMs), hint: fr.stats.average(formatDuration(summary.averageMs)) },
  ];
  return (
    <ul className="stats-cards">
      {cards.map((card) => (
        <li key={card.label} className="stats-card">
          <span className="stats-card__label">{card.label}</span>
          <strong className="stats-card__value">{card.value}</strong>
          <span className="stats-card__hint">{card.hint}</span>
        </li>
      ))}
    </ul>
  );
}
