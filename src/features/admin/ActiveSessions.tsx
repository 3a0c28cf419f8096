import { Avatar } from '../../components/Avatar';
import { fr } from '../../i18n/fr';
import { useNow } from '../../lib/useNow';
import { methodById } from '../methods/catalogue';
import type { ActiveSessionRow } from '../../../domain/admin';

const text = fr.admin.sessions;
/** Part 2 §9: the clock of the elapsed times ticks every 15 s. */
const TICK_MS = 15_000;

export function ActiveSessions({ sessions }: { sessions: ActiveSessionRow[] }) {
  const now = useNow(TICK_MS);
  return (
    <section className="admin-section" aria-labelledby="admin-sessions">
      <h2 id="admin-sessions" className="admin-section__title">
        {text.title}
      </h2>
      {sessions.length === 0 ? (
        <p className="admin-empty">{text.empty}</p>
      ) : (
        <ul className="admin-list" data-testid="active-sessions">
          {sessions.map((session) => {
            const method = methodById(session.methodId);
            return (
              <li key={`${session.userId}:${session.sessionId}`} className="admin-list__item">
                <Avatar src={session.avatar} name={session.username} size="sm" />
                <div className="admin-list__main">
                  <strong>{session.username}</strong>
                  <div className="admin-list__meta">
                    {method ? `${method.emoji} ${method.name}` : session.methodId} ·{' '}
                    {text.place(session.subjectName || session.subjectId, session.chapterName || session.chapterId)}
                  </div>
                </div>
                <span className="admin-list__meta">{text.since(Math.floor((now - Date.parse(session.startedAt)) / 60_000))}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
