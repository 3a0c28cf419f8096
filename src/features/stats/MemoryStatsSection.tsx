import { useMemo } from 'react';
import type { MethodId } from '../../../domain/data/sessions';
import { MEMORY_KINDS, type MemoryKind } from '../../../domain/memory/items';
import {
  filterMemoryRows,
  memoryTotals,
  overallRetention,
  retentionPercent,
  totalsPerChapter,
  type MemoryStats,
  type RetentionCount,
} from '../../../domain/memory/stats';
import { ForecastChart, type ForecastBar } from '../../../editors/charts/ForecastChart';
import { fr } from '../../i18n/fr';
import { formatCount } from '../../lib/format';
import { formatPercent } from './format';
import { ALL, placeOf, type StatsFilters, type StatsSubject } from './statsModel';

/** The kinds of item each method's filter keeps: a review session asks all three. */
const KINDS_OF_METHOD: Partial<Record<MethodId, readonly MemoryKind[]>> = {
  association: ['card'],
  'image-zoning': ['legend'],
  mindmap: ['label'],
  revision: MEMORY_KINDS,
};

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' });

/** The forecast's bars: one per day from `today` (YYYY-MM-DD), labelled by its day of the month. */
export function forecastBars(today: string, counts: readonly number[]): ForecastBar[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return counts.map((value, i) => {
    const date = new Date(Date.UTC(y, m - 1, d + i));
    const name = i === 0 ? fr.stats.memory.today : dayFormat.format(date);
    return { id: String(i), value, label: String(date.getUTCDate()), details: fr.stats.memory.forecastDay(name, value) };
  });
}

const rate = (count: RetentionCount) => {
  const percent = retentionPercent(count);
  return percent === null ? fr.stats.memory.noRate : fr.stats.memory.rate(formatPercent(percent), count.passed, count.total);
};

interface MemoryStatsSectionProps {
  memory: MemoryStats;
  filters: StatsFilters;
  subjects: readonly StatsSubject[];
}

/**
 * Statistics of memory, under the statistics block's filters: the items new, learning, in review
 * and mature, true retention per chapter (young, mature, both), and the 14-day forecast of due items.
 */
export function MemoryStatsSection({ memory, filters, subjects }: MemoryStatsSectionProps) {
  const text = fr.stats.memory;
  const rows = useMemo(
    () =>
      filterMemoryRows(memory.rows, {
        kinds: filters.methodId === ALL ? MEMORY_KINDS : (KINDS_OF_METHOD[filters.methodId] ?? []),
        ...(filters.subjectId !== ALL ? { subjectId: filters.subjectId } : {}),
        ...(filters.chapterId !== ALL ? { chapterId: filters.chapterId } : {}),
      }),
    [memory.rows, filters],
  );
  const totals = useMemo(() => memoryTotals(rows), [rows]);
  const chapters = useMemo(() => totalsPerChapter(rows).filter((c) => overallRetention(c).total > 0), [rows]);
  const bars = useMemo(() => forecastBars(memory.today, totals.forecast), [memory.today, totals.forecast]);
  const counts = (['new', 'learning', 'review', 'mature'] as const).map((key) => ({ key, value: totals[key] }));

  return (
    <section className="memory-stats" aria-labelledby="memory-stats-title" data-testid="memory-stats">
      <h3 id="memory-stats-title" className="memory-stats__title">
        {text.title}
      </h3>
      {rows.length === 0 ? (
        <p className="stats-block__empty">{text.nothing}</p>
      ) : (
        <>
          <ul className="stats-cards">
            {counts.map(({ key, value }) => (
              <li key={key} className="stats-card" data-testid={`memory-${key}`}>
                <span className="stats-card__label">{text.counts[key]}</span>
                <strong className="stats-card__value">{formatCount(value)}</strong>
                <span className="stats-card__hint">{text.countsHint[key]}</span>
              </li>
            ))}
          </ul>
          <div className="memory-stats__retention-block">
            <h4 className="progress-chart__title">{text.retentionTitle}</h4>
            <p className="stats-card__hint">{text.retentionHint}</p>
            {chapters.length === 0 ? (
              <p className="stats-block__last">{text.noRetention}</p>
            ) : (
              <div className="memory-stats__retention">
                <table data-testid="memory-retention">
                  <thead>
                    <tr>
                      <th scope="col">{text.chapter}</th>
                      <th scope="col">{text.young}</th>
                      <th scope="col">{text.mature}</th>
                      <th scope="col">{text.overall}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {chapters.map((chapter) => {
                      const place = placeOf(subjects, chapter);
                      return (
                        <tr key={`${chapter.subjectId}/${chapter.chapterId}`}>
                          <th scope="row">{[place.subject, place.chapter].filter(Boolean).join(' › ')}</th>
                          <td>{rate(chapter.young)}</td>
                          <td>{rate(chapter.matureRetention)}</td>
                          <td>{rate(overallRetention(chapter))}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <ForecastChart bars={bars} labels={{ title: text.forecastTitle, summary: text.forecastSummary(totals.forecast.reduce((a, b) => a + b, 0)) }} />
        </>
      )}
    </section>
  );
}
