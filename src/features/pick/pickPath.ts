import type { MethodId } from '../../../domain/data/sessions';

// Apart from the picker's logic: the home page links here without loading the practice rules.

/** What the session picker has chosen (part 1 §2 Session picker). */
export interface PickSelection {
  methodId: MethodId;
  subjectId: string | null;
  chapterId: string | null;
}

/** The picker's address with a method, subject and chapter preselected (links from subjects, methods, results). */
export function pickPath(selection: Partial<PickSelection>): string {
  const query = new URLSearchParams();
  if (selection.methodId) query.set('method', selection.methodId);
  if (selection.subjectId) query.set('subject', selection.subjectId);
  if (selection.chapterId) query.set('chapter', selection.chapterId);
  const search = query.toString();
  return search ? `/pick?${search}` : '/pick';
}
