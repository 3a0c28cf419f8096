import type { QuestionKind } from '../data/sessions';
import type { MemoryItem, MemoryKind } from './items';

/**
 * A review session's scope (« Réviser maintenant »): a chapter, a subject or everything. It is
 * recorded as the session's subject and chapter, `all` standing for what it spans: a subject's
 * review is `<subject>/all`, everything's `all/all`. The weekly limit of qualifying sessions
 * counts per recorded scope, as per chapter for the other methods: the scope is the one the
 * student chose, whatever chapters its queue happened to hold.
 */
export const ALL_SCOPE = 'all';

export interface RevisionScope {
  subjectId?: string;
  chapterId?: string;
}

/** The subject and chapter a review session over `scope` is recorded under. */
export function revisionTarget(scope: RevisionScope): { subjectId: string; chapterId: string } {
  if (!scope.subjectId) return { subjectId: ALL_SCOPE, chapterId: ALL_SCOPE };
  return { subjectId: scope.subjectId, chapterId: scope.chapterId ?? ALL_SCOPE };
}

/** The scope a recorded review session's subject and chapter stand for (the inverse of `revisionTarget`). */
export function revisionScope(subjectId: string, chapterId: string): RevisionScope {
  if (subjectId === ALL_SCOPE) return {};
  return chapterId === ALL_SCOPE ? { subjectId } : { subjectId, chapterId };
}

/** Whether an item lies within a scope. */
export function inRevisionScope(item: Pick<MemoryItem, 'subjectId' | 'chapterId'>, scope: RevisionScope): boolean {
  return (!scope.subjectId || item.subjectId === scope.subjectId) && (!scope.chapterId || item.chapterId === scope.chapterId);
}

/** How a review session asks each kind of item: a card typed, a legend placed on its board, a map text typed in its blank. */
export const REVISION_QUESTION_KIND: Record<MemoryKind, QuestionKind> = { card: 'typed', legend: 'placement', label: 'typed' };
