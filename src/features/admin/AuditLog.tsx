import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry } from '../../../domain/admin';
import { fr } from '../../i18n/fr';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../state/toasts';
import { adminActionsAtom, fetchAudit } from './api';
import { auditAdminName, auditTargetName, describeAuditAction } from './auditModel';

const text = fr.admin.audit;

type LogState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; entries: AuditEntry[]; nextBefore: number | null; loadingMore: boolean };

/** 'Journal des actions': every admin action, newest first, a page at a time (GET /admin/audit). */
export function AuditLog() {
  const [state, setState] = useState<LogState>({ status: 'loading' });

  const loadFirst = useCallback(() => {
    setState({ status: 'loading' });
    fetchAudit(null)
      .then(({ entries, nextBefore }) => setState({ status: 'loaded', entries, nextBefore, loadingMore: false }))
      .catch((error: unknown) => {
        console.warn('[admin] audit log unavailable', error);
        setState({ status: 'failed' });
      });
  }, []);
  useEffect(loadFirst, [loadFirst]);

  // An action taken on this dashboard shows at the top at once; the rows on screen stay meanwhile.
  const actions = useAtomValue(adminActionsAtom);
  useEffect(() => {
    if (actions === 0) return;
    fetchAudit(null)
      .then(({ entries, nextBefore }) => setState({ status: 'loaded', entries, nextBefore, loadingMore: false }))
      .catch((error: unknown) => console.warn('[admin] audit log not refreshed', error));
  }, [actions]);

  const loadMore = async (before: number) => {
    setState((current) => (current.status === 'loaded' ? { ...current, loadingMore: true } : current));
    try {
      const page = await fetchAudit(before);
      setState((current) =>
        current.status === 'loaded'
          ? { status: 'loaded', entries: [...current.entries, ...page.entries], nextBefore: page.nextBefore, loadingMore: false }
          : current,
      );
    } catch (error) {
      console.warn('[admin] older audit entries unavailable', error);
      showToast(text.failed, 'error');
      setState((current) => (current.status === 'loaded' ? { ...current, loadingMore: false } : current));
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-audit">
      <div className="admin-section__head">
        <h2 id="admin-audit" className="admin-section__title">
          {text.title}
        </h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={loadFirst} disabled={state.status === 'loading'}>
          {fr.admin.refresh}
        </button>
      </div>
      {state.status === 'loading' && <p className="admin-list__meta" role="status">{text.loading}</p>}
      {state.status === 'failed' && <p className="admin-error" role="alert">{text.failed}</p>}
      {state.status === 'loaded' && state.entries.length === 0 && <p className="admin-empty">{text.empty}</p>}
      {state.status === 'loaded' && state.entries.length > 0 && (
        <table className="audit-table" data-testid="audit-log">
          <thead>
            <tr>
              <th scope="col">{text.columns.at}</th>
              <th scope="col">{text.columns.admin}</th>
              <th scope="col">{text.columns.action}</th>
              <th scope="col">{text.columns.target}</th>
            </tr>
          </thead>
          <tbody>
            {state.entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td data-label={text.columns.at}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td data-label={text.columns.admin}>{auditAdminName(entry)}</td>
                <td data-label={text.columns.action}>{describeAuditAction(entry)}</td>
                <td data-label={text.columns.target}>{auditTargetName(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state.status === 'loaded' && state.nextBefore !== null && (
        <button
          type="button"
          className="btn btn--ghost btn--sm audit-table__more"
          disabled={state.loadingMore}
          aria-busy={state.loadingMore}
          onClick={() => void loadMore(state.nextBefore!)}
        >
          {text.more}
        </button>
      )}
    </section>
  );
}
