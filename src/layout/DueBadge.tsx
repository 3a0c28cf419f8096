import { Link } from 'react-router';
import { useDueCounts } from '../features/memory/dueCounts';
import { syncText } from '../i18n/sync';

/** The header's « À réviser » count: the signed-in student's items due today, a link to the picker. */
export function DueBadge() {
  const summary = useDueCounts();
  if (!summary) return null;
  const due = summary.total.due;
  return (
    <Link to="/pick" className={`due-badge${due > 0 ? ' due-badge--due' : ''}`} aria-label={syncText.dueLabel(due)} data-testid="header-due">
      {syncText.due(due)}
    </Link>
  );
}
