import type { RevisionScope } from '../../../domain/memory/revision';

/** Questions a review session asks at most: the queue's first ones (due by lowest retrievability, then new). */
export const REVISION_SIZE = 20;

/** The review session's screen over a scope: `/revision`, `?subject=` and `&chapter=` narrowing it. */
export function revisionPath(scope: RevisionScope = {}): string {
  const query = new URLSearchParams();
  if (scope.subjectId) query.set('subject', scope.subjectId);
  if (scope.subjectId && scope.chapterId) query.set('chapter', scope.chapterId);
  const search = query.toString();
  return search ? `/revision?${search}` : '/revision';
}
