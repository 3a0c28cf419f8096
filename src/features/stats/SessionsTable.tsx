import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { formatDuration, formatPercent, formatSessionDate } from './format';
import { durationOf, placeOf, precisionOf, stepRows, TABLE_STEP, type StatsSession, type StatsSubject } from './statsModel';

interface SessionsTableProps {
  /** Newest first. */
  sessions: readonly StatsSession[];
  subjects: readonly StatsSubject[];
  /** Present only when deleting is allowed: then the Actions column shows. */
  onDelete?: ((session: StatsSession) => void) | undefined;
}

/** The session history, 10 rows at first, then '+10' / '−10'. */
export function SessionsTable({ sessions, subjects, onDelete }: SessionsTableProps) {
  const [shown, setShown] = useState(TABLE_STEP);
  const rows = sessions.slice(0, shown);
  return (
    <div className="stats-table">
      <div className="stats-table__scroll">
        <table>
          <caption className="visually-hidden">{fr.stats.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{fr.stats.columns.date}</th>
              <th scope="col">{fr.stats.columns.method}</th>
              <th scope="col">{fr.stats.columns.subject}</th>
              <th scope="col">{fr.stats.columns.chapter}</th>
              <th scope="col">{fr.stats.columns.score}</th>
              <th scope="col">{fr.stats.columns.duration}</th>
              <th scope="col">{fr.stats.columns.success}</th>
              {onDelete && <th scope="col">{fr.stats.columns.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((session) => {
              const place = placeOf(subjects, session, fr.stats);
              const date = formatSessionDate(session.finishedAt);
              return (
                <tr key={session.id}>
                  <td>{date}</td>
                  <td>{fr.stats.methods[session.methodId]}</td>
                  <td>{place.subject ?? fr.stats.deletedSubject}</td>
                  <td>{place.chapter ?? fr.stats.unknownPlace}</td>
                  <td>{fr.stats.score(session.correct, session.total)}</td>
                  <td>{formatDuration(durationOf(session))}</td>
                  <td>{formatPercent(precisionOf(session))}</td>
                  {onDelete && (
                    <td>
                      <button type="button" className="btn btn--ghost btn--sm stats-table__delete" aria-label={fr.stats.deleteLabel(date)} onClick={() => onDelete(session)}>
                        {fr.stats.delete}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {sessions.length > TABLE_STEP && (
        <div className="stats-table__paging">
          <span className="stats-table__count">{fr.stats.rowsShown(rows.length, sessions.length)}</span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={fr.stats.showFewerLabel}
            disabled={shown <= TABLE_STEP}
            onClick={() => setShown((n) => stepRows(n, -1, sessions.length))}
          >
            {fr.stats.showFewer}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={fr.stats.showMoreLabel}
            disabled={shown >= sessions.length}
            onClick={() => setShown((n) => stepRows(n, 1, sessions.length))}
          >
            {fr.stats.showMore}
          </button>
        </div>
      )}
    </div>
  );
}
