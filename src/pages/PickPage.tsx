import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { useDueCounts } from '../features/memory/dueCounts';
import { MethodChoice } from '../features/pick/MethodChoice';
import { PickSummary } from '../features/pick/PickSummary';
import { ReviseNowLink } from '../features/revision/ReviseNowLink';
import { chooseChapter, chooseMethod } from '../features/pick/selection';
import { fr } from '../i18n/fr';
import { DuelCount } from '../layout/DuelWatch';
import { readStored, storageKeys, writeStored } from '../lib/storage';
import { useUserData } from '../session/userDataSync';
import '../styles/study.css';
import '../styles/pick.css';

/**
 * Session picker (part 1 §2): a method (remembered in session storage), a subject and a chapter,
 * kept in the query so a link can preselect them and going back returns to the same choice.
 */
export function PickPage() {
  const data = useUserData();
  const dueCounts = useDueCounts();
  const [params, setParams] = useSearchParams();
  const methodId = chooseMethod(params.get('method'), readStored('session', storageKeys.pickedMethod));
  const subjects = data?.subjects ?? [];
  const { subjectId, chapterId } = chooseChapter(subjects, params.get('subject'), params.get('chapter'));
  const subject = subjects.find((s) => s.id === subjectId);

  useEffect(() => writeStored('session', storageKeys.pickedMethod, methodId), [methodId]);

  function select(change: Record<string, string>) {
    const next = new URLSearchParams(params);
    next.set('method', methodId);
    if (subjectId) next.set('subject', subjectId);
    if (chapterId) next.set('chapter', chapterId);
    for (const [key, value] of Object.entries(change)) next.set(key, value);
    if (change.subject) next.delete('chapter');
    setParams(next, { replace: true });
  }

  if (!data) return null;
  return (
    <div className="page">
      <PageHeader title={fr.pages.pick.title} lead={fr.pages.pick.lead} />
      {dueCounts && (
        <p className="pick-due-total" data-testid="pick-due-total">
          <strong>{fr.pick.toReview}</strong> — {fr.pick.dueTotal} : {fr.pick.dueCount(dueCounts.total.due, dueCounts.total.new)}
          <ReviseNowLink scope={{}} count={dueCounts.total} />
        </p>
      )}
      <p className="pick-exam">
        {fr.pick.examLead}{' '}
        <Link className="btn btn--ghost btn--sm" to="/examen">
          {fr.nav.exam}
        </Link>
      </p>
      <p className="pick-exam pick-duels">
        {fr.pick.duelsLead}{' '}
        <Link className="btn btn--ghost btn--sm" to="/duels">
          {fr.nav.duels}
          <DuelCount />
        </Link>
      </p>
      <div className="pick-layout">
        <MethodChoice value={methodId} onChange={(id) => select({ method: id })} />
        {subjects.length === 0 ? (
          <div className="empty-state pick-layout__wide">
            <span className="empty-state__icon" aria-hidden="true">
              🗂️
            </span>
            <p className="empty-state__title">{fr.pick.noSubject}</p>
            <p className="empty-state__hint">{fr.pick.noSubjectHint}</p>
            <Link className="btn btn--primary" to="/subjects">
              {fr.pick.toSubjects}
            </Link>
          </div>
        ) : (
          <section className="panel pick-target">
            <div className="field">
              <label className="field__label" htmlFor="pick-subject">
                {fr.pick.subject}
              </label>
              <select id="pick-subject" className="input select" value={subjectId ?? ''} onChange={(e) => select({ subject: e.target.value })}>
                {subjects.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            {subject && subject.chapters.length > 0 ? (
              <div className="field">
                <label className="field__label" htmlFor="pick-chapter">
                  {fr.pick.chapter}
                </label>
                <select id="pick-chapter" className="input select" value={chapterId ?? ''} onChange={(e) => select({ chapter: e.target.value })}>
                  {subject.chapters.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="pick-target__empty">
                {fr.pick.noChapter}{' '}
                <Link to="/subjects">{fr.pick.toChapters}</Link>
              </p>
            )}
            {subjectId && chapterId && <PickSummary data={data} methodId={methodId} subjectId={subjectId} chapterId={chapterId} />}
          </section>
        )}
      </div>
    </div>
  );
}
