import type { ExamChapter } from '../../../domain/exam/api';
import type { Material } from '../../../domain/data/userData';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { examText } from '../../i18n/exam';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A grade or a credit with the French decimal comma, e.g. « 13,75 ». */
export const formatGrade = (value: number) => decimal.format(value);

/** « Anatomie › Cœur », or the deleted chapter's mention. */
export function chapterName(data: Material | null, { subjectId, chapterId }: ExamChapter): string {
  const subject = data?.subjects.find((s) => s.id === subjectId);
  const chapter = subject?.chapters.find((c) => c.id === chapterId);
  return subject && chapter ? `${subject.name} › ${chapter.name}` : examText.unknownChapter;
}

/** A countdown, e.g. « 12:05 » or « 1:02:09 ». */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The blank a map question asks, from its id (the answer stays on the server until the end). */
export function blankOf(blankId: string, answer = ''): MindMapBlank {
  const [ownerId, side] = blankId.split(':');
  const kind = side === 'above' || side === 'below' ? side : 'node';
  return { id: blankId, kind, ownerId: ownerId ?? blankId, answer, richText: answer };
}
