import { isMethodId, progressKey, QCM_METHOD_ID, type MethodId } from '../../../domain/data/sessions';
import type { Subject } from '../../../domain/data/subjects';
import type { StudyData } from '../../../domain/data/userData';
import { practiceItems } from '../../../domain/practice';
import { qcmItems } from '../../../domain/qcm/draw';
import { chapterQuestions } from '../../../domain/questions/build';
import { methodById } from '../methods/catalogue';
import type { PickSelection } from './pickPath';

export { pickPath, type PickSelection } from './pickPath';

const DEFAULT_METHOD: MethodId = 'association';

/** An available method: the one asked for, else the remembered one, else association. */
export function chooseMethod(asked: string | null, remembered: string | null): MethodId {
  for (const candidate of [asked, remembered]) {
    if (isMethodId(candidate) && methodById(candidate)?.enabled) return candidate;
  }
  return DEFAULT_METHOD;
}

/** The subject and chapter asked for when they exist, else the first ones. */
export function chooseChapter(subjects: readonly Subject[], subjectId: string | null, chapterId: string | null): Pick<PickSelection, 'subjectId' | 'chapterId'> {
  const subject = subjects.find((s) => s.id === subjectId) ?? subjects[0];
  if (!subject) return { subjectId: null, chapterId: null };
  const chapter = subject.chapters.find((c) => c.id === chapterId) ?? subject.chapters[0];
  return { subjectId: subject.id, chapterId: chapter?.id ?? null };
}

export interface ChapterSummary {
  /** Cards, legends or labelled mind-map items a session can ask; for a QCM, the items it can ask as QRU/QRM. */
  count: number;
  /** Correct answers over attempts, rounded, or null before the first session. */
  successRate: number | null;
  lastAt: number | null;
}

export function chapterSummary(data: StudyData, methodId: MethodId, subjectId: string, chapterId: string): ChapterSummary {
  const progress = data.progress[progressKey(methodId, subjectId, chapterId)];
  return {
    count:
      methodId === QCM_METHOD_ID ? qcmItems(chapterQuestions(data, subjectId, chapterId)).length : practiceItems(data, methodId, subjectId, chapterId).size,
    successRate: progress && progress.attempts > 0 ? Math.round((progress.correct / progress.attempts) * 100) : null,
    lastAt: progress?.lastAt ?? null,
  };
}
