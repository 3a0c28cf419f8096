import { Link } from 'react-router';
import type { MethodId } from '../../../domain/data/sessions';
import type { StudyData } from '../../../domain/data/userData';
import { fr } from '../../i18n/fr';
import { formatRelativeTime } from '../../lib/relativeTime';
import { useNow } from '../../lib/useNow';
import { methodScreenPath } from '../methods/catalogue';
import { chapterDue, useDueCounts } from '../memory/dueCounts';
import { ReviseNowLink } from '../revision/ReviseNowLink';
import { chapterSummary } from './selection';

interface PickSummaryProps {
  data: StudyData;
  methodId: MethodId;
  subjectId: string;
  chapterId: string;
}

/** The chosen chapter for the chosen method: content count, success rate, age of the last session, and the two actions. */
export function PickSummary({ data, methodId, subjectId, chapterId }: PickSummaryProps) {
  const now = useNow(15_000);
  const summary = chapterSummary(data, methodId, subjectId, chapterId);
  const counts = useDueCounts();
  const due = counts && chapterDue(counts, subjectId, chapterId);
  const count = methodId === 'association' || methodId === 'image-zoning' || methodId === 'mindmap' || methodId === 'qcm' ? fr.pick.counts[methodId](summary.count) : '';
  const train = methodScreenPath(methodId, 'train', subjectId, chapterId);
  const chapterName = data.subjects.find((s) => s.id === subjectId)?.chapters.find((c) => c.id === chapterId)?.name;
  const manage = methodScreenPath(methodId, 'manage', subjectId, chapterId);
  return (
    <div className="pick-summary">
      <h2 className="visually-hidden">{fr.pick.summary}</h2>
      <dl className="pick-stats">
        <div className="pick-stat">
          <dt>{fr.pick.content}</dt>
          <dd>{count}</dd>
        </div>
        <div className="pick-stat">
          <dt>{fr.pick.successRate}</dt>
          <dd>{summary.successRate === null ? fr.pick.noAttempt : fr.pick.percent(summary.successRate)}</dd>
        </div>
        <div className="pick-stat">
          <dt>{fr.pick.lastSession}</dt>
          <dd>{summary.lastAt === null ? fr.pick.never : formatRelativeTime(summary.lastAt, now, fr.pick.justNow)}</dd>
        </div>
        {due && (
          <div className="pick-stat" data-testid="pick-due">
            <dt>{fr.pick.toReview}</dt>
            <dd>{fr.pick.dueCount(due.due, due.new)}</dd>
          </div>
        )}
      </dl>
      {train && (
        <div className="pick-actions">
          <Link className="btn btn--primary btn--lg" to={train}>
            {fr.pick.start}
          </Link>
          {manage && (
            <Link className="btn btn--ghost btn--lg" to={manage}>
              {fr.pick.manage}
            </Link>
          )}
          {due && <ReviseNowLink scope={{ subjectId, chapterId }} count={due} where={chapterName} large />}
        </div>
      )}
      {train && !manage && <p className="pick-summary__note">{fr.pick.qcmSource}</p>}
    </div>
  );
}
