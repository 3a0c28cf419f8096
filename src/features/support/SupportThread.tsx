import { useMemo, useState } from 'react';
import type { ThreadStatus } from '../../../domain/threads';
import { messageOf } from '../../api/client';
import { StatusMessage } from '../../components/StatusMessage';
import { perksText } from '../../i18n/perks';
import { ThreadConversation } from '../threads/ThreadConversation';
import { useThread } from '../threads/useThread';
import { supportThreadCalls } from './api';

const text = perksText.support;
const threadText = perksText.thread;

export function StatusTag({ status }: { status: ThreadStatus }) {
  return <span className={`thread-status thread-status--${status}`}>{threadText.statuses[status]}</span>;
}

/** One support request as a conversation: by its student on /aide, or by an admin in the inbox (`asStaff`). */
export function SupportThread({ id, asStaff }: { id: string; asStaff: boolean }) {
  const calls = useMemo(() => supportThreadCalls(asStaff), [asStaff]);
  const { loaded, show } = useThread(id, calls.read);
  const [statusError, setStatusError] = useState<string | null>(null);

  if (loaded.status === 'loading') return <StatusMessage tone="loading" message={threadText.loading} />;
  if (loaded.status === 'failed') return <StatusMessage tone="warning" message={loaded.missing ? text.notFound : threadText.loadFailed} />;
  const { thread } = loaded;

  async function setStatus(status: 'open' | 'resolved') {
    setStatusError(null);
    try {
      show((await calls.setStatus(id, status)).thread);
    } catch (failure) {
      setStatusError(messageOf(failure, text.statusFailed));
    }
  }

  return (
    <article className="thread" aria-labelledby={`thread-${id}`} data-testid="support-thread">
      <header className="thread__head">
        <h2 id={`thread-${id}`} className="thread__subject">
          {thread.subject}
        </h2>
        <StatusTag status={thread.status} />
        {thread.page && <span className="thread__page">{text.from(thread.page)}</span>}
        <button type="button" className="btn btn--ghost btn--sm thread__status-action" onClick={() => void setStatus(thread.status === 'resolved' ? 'open' : 'resolved')}>
          {thread.status === 'resolved' ? text.reopen : text.resolve}
        </button>
      </header>
      {statusError && (
        <p className="field-error" role="alert">
          {statusError}
        </p>
      )}
      <ThreadConversation thread={thread} post={(body) => calls.post(id, body)} onPosted={show} screenshot={!asStaff} />
    </article>
  );
}
