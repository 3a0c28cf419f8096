import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REVISION_METHOD_ID } from '../../domain/data/sessions';
import type { Material } from '../../domain/data/userData';
import { revisionTarget, type RevisionScope } from '../../domain/memory/revision';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { fetchMemoryQueue } from '../features/memory/api';
import { fr } from '../i18n/fr';
import { useUserData } from '../session/userDataSync';
import '../styles/study.css';

/** Questions a review session asks at most: the queue's first ones (due by lowest retrievability, then new). */
const REVISION_SIZE = 20;

// The session's views (boards, maps, their styles) load once there is something to review.
const RevisionSession = lazy(() => import('../features/revision/RevisionSession').then((m) => ({ default: m.RevisionSession })));

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'empty' } | { status: 'ready'; ids: string[]; attempt: number };

/** The scope named by the address, or null when its subject or chapter is not in the material. */
function scopeOf(data: Material, subjectId: string | null, chapterId: string | null): RevisionScope | null {
  if (!subjectId) return {};
  const subject = data.subjects.find((s) => s.id === subjectId);
  if (!subject) return null;
  if (!chapterId) return { subjectId };
  return subject.chapters.some((c) => c.id === chapterId) ? { subjectId, chapterId } : null;
}

/** Where the session sits: everything, a subject's every chapter, or one chapter. */
function scopeText(data: Material, scope: RevisionScope): string {
  const subject = data.subjects.find((s) => s.id === scope.subjectId);
  if (!subject) return fr.revision.allSubjects;
  const chapter = subject.chapters.find((c) => c.id === scope.chapterId);
  return `${subject.name} › ${chapter?.name ?? fr.revision.allChapters}`;
}

/**
 * « Réviser maintenant » (issue 19): `/revision`, optionally `?subject=…&chapter=…`. The queue
 * comes from the server (due items by lowest retrievability, then new ones up to the daily
 * limit); the session is recorded with method `revision` under its scope (see domain/memory/revision.ts).
 */
export function RevisionPage() {
  const data = useUserData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const subjectId = params.get('subject');
  const chapterId = params.get('chapter');
  const scope = data ? scopeOf(data, subjectId, chapterId) : null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  // The queue is asked for once the material is here: later saves of the material do not restart it.
  const material = useRef(data);
  material.current = data;
  const ready = data !== null;
  const queuedIds = useCallback(async (): Promise<string[]> => {
    const asked = material.current && ready ? scopeOf(material.current, subjectId, chapterId) : null;
    return asked ? (await fetchMemoryQueue(asked, REVISION_SIZE)).items.map((item) => item.id) : [];
  }, [ready, subjectId, chapterId]);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    queuedIds().then(
      (ids) => current && setLoaded(ids.length > 0 ? { status: 'ready', ids, attempt } : { status: 'empty' }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [queuedIds, attempt]);

  const text = fr.revision;
  if (!data) return null;
  const header = <PageHeader eyebrow={text.start} title={text.title} lead={scope ? scopeText(data, scope) : undefined} />;
  let body;
  if (!scope) {
    body = <StatusMessage message={text.unknownScope}><Link className="btn btn--primary" to="/pick">{text.toPick}</Link></StatusMessage>;
  } else if (loaded.status === 'loading') {
    body = <StatusMessage tone="loading" message={text.loading} />;
  } else if (loaded.status === 'failed') {
    body = (
      <StatusMessage tone="warning" message={text.failed}>
        <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
          {text.retry}
        </button>
      </StatusMessage>
    );
  } else if (loaded.status === 'empty') {
    body = (
      <div className="empty-state" data-testid="revision-empty">
        <span className="empty-state__icon" aria-hidden="true">
          🌿
        </span>
        <p className="empty-state__title">{text.emptyTitle}</p>
        <p className="empty-state__hint">{text.emptyHint}</p>
        <Link className="btn btn--primary" to="/pick">
          {text.toPick}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <Suspense fallback={<StatusMessage tone="loading" message={text.loading} />}>
          <RevisionSession
            key={loaded.attempt}
            target={{ methodId: REVISION_METHOD_ID, ...revisionTarget(scope) }}
            data={data}
            ids={loaded.ids}
            nextIds={queuedIds}
            onEmpty={() => setLoaded({ status: 'empty' })}
            onBack={() => void (window.history.state?.idx > 0 ? navigate(-1) : navigate('/pick'))}
          />
        </Suspense>
      </>
    );
  }
  return (
    <div className="page page--narrow revision-page">
      {header}
      {body}
    </div>
  );
}
