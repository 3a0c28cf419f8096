import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { SupportInboxRow } from '../../../domain/support';
import { perksText } from '../../i18n/perks';
import { useNow } from '../../lib/useNow';
import { threadEventAtom } from '../../state/threads';
import { planName } from '../billing/plans';
import { fetchSupportInbox } from '../support/api';
import { StatusTag, SupportThread } from '../support/SupportThread';
import { waitedFor } from '../support/supportModel';

const text = perksText.supportInbox;

/** The admins' « Support » inbox: Major and Champion requests first, marked « Prioritaire », with their waiting time; live. */
export function SupportInbox() {
  const [rows, setRows] = useState<SupportInboxRow[] | null | 'failed'>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const event = useAtomValue(threadEventAtom);
  const changed = event.kind === 'support' ? event.seq : 0;
  const now = useNow(60_000);

  useEffect(() => {
    let live = true;
    fetchSupportInbox().then(
      (answer) => {
        if (!live) return;
        setRows(answer.requests);
      },
      () => live && setRows((current) => (Array.isArray(current) ? current : 'failed')),
    );
    return () => {
      live = false;
    };
  }, [changed]);

  return (
    <section className="admin-section" aria-labelledby="admin-support" data-testid="admin-support">
      <h2 id="admin-support" className="admin-section__title">
        {text.title}
      </h2>
      <p className="admin-list__meta">{text.lead}</p>
      {rows === null && <p className="admin-empty">{text.loading}</p>}
      {rows === 'failed' && <p className="admin-error" role="alert">{text.failed}</p>}
      {Array.isArray(rows) && rows.length === 0 && <p className="admin-empty">{text.empty}</p>}
      <div className="admin-columns">
        {Array.isArray(rows) && rows.length > 0 && (
          <ul className="admin-list support-inbox">
            {rows.map((row) => (
              <li key={row.id} className={`admin-list__item${row.id === selected ? ' admin-list__item--selected' : ''}`} data-testid="support-row">
                <button type="button" className="btn btn--ghost btn--sm admin-list__main support-inbox__open" onClick={() => setSelected(row.id)}>
                  {row.subject}
                </button>
                {row.priority && <span className="admin-tag admin-tag--on">{text.priority}</span>}
                <StatusTag status={row.status} />
                <span className="admin-list__meta">
                  {row.ownerName} · {planName(row.plan)} · {text.messages(row.messageCount)}
                  {row.waitingSince && <> · {text.waiting(waitedFor(row.waitingSince, now))}</>}
                </span>
              </li>
            ))}
          </ul>
        )}
        {selected && (
          <div className="support-inbox__thread">
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setSelected(null)}>
              {text.close}
            </button>
            <SupportThread key={selected} id={selected} asStaff />
          </div>
        )}
      </div>
    </section>
  );
}
