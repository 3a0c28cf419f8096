import { Navigate, Outlet, useOutletContext, useParams } from 'react-router';
import type { Chapter, Subject } from '../../../domain/data/subjects';
import { useUserData } from '../../state/userData';

export interface ChapterContext {
  subject: Subject;
  chapter: Chapter;
}

/** Manage and train screens need the subject and chapter of their address; else back to /pick. */
export function RequireChapter() {
  const data = useUserData();
  const { subjectId, chapterId } = useParams();
  const subject = data?.subjects.find((s) => s.id === subjectId);
  const chapter = subject?.chapters.find((c) => c.id === chapterId);
  if (!subject || !chapter) return <Navigate to="/pick" replace />;
  return <Outlet context={{ subject, chapter } satisfies ChapterContext} />;
}

/** The subject and chapter checked by RequireChapter, for the screens under it. */
export function useChapterContext(): ChapterContext {
  return useOutletContext<ChapterContext>();
}
