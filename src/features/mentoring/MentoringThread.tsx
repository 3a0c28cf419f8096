import { StatusMessage } from '../../components/StatusMessage';
import { perksText } from '../../i18n/perks';
import { ThreadConversation } from '../threads/ThreadConversation';
import { useThread } from '../threads/useThread';
import { postMentoringMessage, readMentoringThread } from './api';

/** The private mentor–mentee thread, live. */
export function MentoringThread({ id, title }: { id: string; title: string }) {
  const { loaded, show } = useThread(id, readMentoringThread);
  return (
    <section className="thread" aria-labelledby={`mentoring-${id}`} data-testid="mentoring-thread">
      <h2 id={`mentoring-${id}`} className="thread__subject">
        {title}
      </h2>
      {loaded.status === 'loading' && <StatusMessage tone="loading" message={perksText.thread.loading} />}
      {loaded.status === 'failed' && <StatusMessage tone="warning" message={perksText.thread.loadFailed} />}
      {loaded.status === 'ready' && <ThreadConversation thread={loaded.thread} post={(body) => postMentoringMessage(id, body)} onPosted={show} fullNote={perksText.thread.mentoringFull} />}
    </section>
  );
}
