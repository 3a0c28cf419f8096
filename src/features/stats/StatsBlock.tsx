import { lazy, Suspense, useMemo, useState } from 'react';
import { ProgressChart, type ChartPoint } from '../../../editors/charts/ProgressChart';
import { fr } from '../../i18n/fr';
import { formatPercent, formatPercentTick, formatSessionDate } from './format';
import { SessionsTable } from './SessionsTable';
import { StatsFilters } from './StatsFilters';
import {
  NO_FILTERS,
  changeFilters,
  filterSessions,
  methodsWithSessions,
  newestFirst,
  oldestFirst,
  placeOf,
  precisionOf,
  summarise,
  type StatsFilters as Filters,
  type StatsSession,
  type StatsSubject,
} from './statsModel';
import { SummaryCards } from './SummaryCards';
import type { MemoryStatsState } from './useMemoryStats';
import '../../styles/stats.css';

// Memory statistics and their chart load with their figures.
const MemoryStatsSection = lazy(() => import('./MemoryStatsSection').then((m) => ({ default: m.MemoryStatsSection })));

interface StatsBlockProps {
  sessions: readonly StatsSession[];
  subjects: readonly StatsSubject[];
  /** Given only when the viewer may delete these sessions (the owner). */
  onDelete?: ((session: StatsSession) => void) | undefined;
  /** While more pages of history are coming, what to say of them. */
  loading?: string | null;
  /** The memory statistics, when the viewer may see them (null: not shown). */
  memory?: MemoryStatsState | null;
}

function placeText(subjects: readonly StatsSubject[], session: StatsSession): string {
  const place = placeOf(subjects, session, fr.stats);
  return [place.subject ?? fr.stats.deletedSubject, place.chapter].filter(Boolean).join(' › ');
}

/** A user's statistics (part 2 §2): filters, summary, last session, progress chart and history, then memory (issue 19). */
export function StatsBlock({ sessions, subjects, onDelete, loading = null, memory = null }: StatsBlockProps) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const methods = useMemo(() => methodsWithSessions(sessions), [sessions]);
  const filtered = useMemo(() => filterSessions(sessions, filters), [sessions, filters]);
  const summary = useMemo(() => summarise(filtered), [filtered]);
  const points = useMemo<ChartPoint[]>(
    () =>
      oldestFirst(filtered).map((session) => ({
        id: session.id,
        value: precisionOf(session),
        details: [
          formatSessionDate(session.finishedAt),
          `${fr.stats.methods[session.methodId]} · ${placeText(subjects, session)}`,
          `${fr.stats.score(session.correct, session.total)} · ${formatPercent(precisionOf(session))}`,
        ],
      })),
    [filtered, subjects],
  );
  const last = summary.last;

  return (
    <section className="stats-block" aria-labelledby="stats-title">
      <h2 id="stats-title" className="stats-block__title">
        {fr.stats.title}
      </h2>
      {loading && (
        <p className="stats-block__loading" role="status">
          {loading}
        </p>
      )}
      <StatsFilters filters={filters} methods={methods} subjects={subjects} onChange={(change) => setFilters((f) => changeFilters(subjects, f, change))} />
      {filtered.length === 0 ? (
        <div className="stats-block__empty">
          <p>{sessions.length === 0 ? fr.stats.noSession : fr.stats.noSessionForFilters}</p>
          <p className="stats-block__empty-chart">{fr.stats.noChart}</p>
        </div>
      ) : (
        <>
          <SummaryCards summary={summary} />
          {last && (
            <p className="stats-block__last">
              {fr.stats.last(
                formatSessionDate(last.finishedAt),
                fr.stats.methods[last.methodId],
                placeText(subjects, last),
                formatPercent(precisionOf(last)),
              )}
            </p>
          )}
          <ProgressChart
            points={points}
            labels={{
              title: fr.stats.chartTitle,
              expand: fr.stats.chartExpand,
              collapse: fr.stats.chartCollapse,
              summary: fr.stats.chartSummary(points.length, formatPercent(summary.averagePrecision)),
              formatTick: formatPercentTick,
            }}
          />
          <SessionsTable key={JSON.stringify(filters)} sessions={newestFirst(filtered)} subjects={subjects} onDelete={onDelete} />
        </>
      )}
      {memory?.status === 'loaded' && (
        <Suspense fallback={null}>
          <MemoryStatsSection memory={memory.stats} filters={filters} subjects={subjects} />
        </Suspense>
      )}
      {memory && memory.status !== 'loaded' && (
        <p className="stats-block__loading" role="status">
          {memory.status === 'loading' ? fr.stats.memory.loading : fr.stats.memory.failed}
        </p>
      )}
    </section>
  );
}
