import { Link } from 'react-router';
import type { DueCount } from '../../../domain/memory/api';
import type { RevisionScope } from '../../../domain/memory/revision';
import { fr } from '../../i18n/fr';

/** The review session's screen over a scope: `/revision`, `?subject=` and `&chapter=` narrowing it. */
export function revisionPath(scope: RevisionScope = {}): string {
  const query = new URLSearchParams();
  if (scope.subjectId) query.set('subject', scope.subjectId);
  if (scope.subjectId && scope.chapterId) query.set('chapter', scope.chapterId);
  const search = query.toString();
  return search ? `/revision?${search}` : '/revision';
}

interface ReviseNowLinkProps {
  scope: RevisionScope;
  /** The scope's due counts: without anything due or new, no link. */
  count: DueCount;
  /** The subject or chapter, for the link's accessible name; none for everything. */
  where?: string | undefined;
  /** Beside the large actions of /pick. */
  large?: boolean;
}

/** « Réviser maintenant » over a chapter, a subject or everything, where something is due or new. */
export function ReviseNowLink({ scope, count, where, large = false }: ReviseNowLinkProps) {
  if (count.due + count.new === 0) return null;
  return (
    <Link className={`btn btn--primary ${large ? 'btn--lg' : 'btn--sm revise-now'}`} to={revisionPath(scope)} aria-label={where ? fr.revision.startOver(where) : undefined}>
      {fr.revision.start}
    </Link>
  );
}
