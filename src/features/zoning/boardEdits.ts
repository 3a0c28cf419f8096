import { chapterKey } from '../../../domain/data/subjects';
import type { StudyData } from '../../../domain/data/userData';
import type { ZoningBoard } from '../../../domain/data/zoning';
import type { Edit } from '../../state/saveQueue';

/** The chapter's boards, newest first as the editor lists them. */
export function chapterBoards(data: StudyData | null, subjectId: string, chapterId: string): ZoningBoard[] {
  return data?.zoningSets[chapterKey(subjectId, chapterId)] ?? [];
}

function withBoards(data: StudyData, key: string, change: (boards: ZoningBoard[]) => ZoningBoard[]): StudyData {
  const boards = change(data.zoningSets[key] ?? []);
  const zoningSets = { ...data.zoningSets };
  if (boards.length > 0) zoningSets[key] = boards;
  else delete zoningSets[key];
  return { ...data, zoningSets };
}

/** Saving replaces the board with the same id in place, or adds it at the front (part 2 §4). */
export function saveBoard(board: ZoningBoard): Edit<StudyData> {
  const key = chapterKey(board.subjectId, board.chapterId);
  return (data) =>
    withBoards(data, key, (boards) =>
      boards.some((b) => b.id === board.id) ? boards.map((b) => (b.id === board.id ? board : b)) : [board, ...boards],
    );
}

export function deleteBoard(subjectId: string, chapterId: string, id: string): Edit<StudyData> {
  return (data) => withBoards(data, chapterKey(subjectId, chapterId), (boards) => boards.filter((b) => b.id !== id));
}

/** Puts a deleted board back where it was (undo), unless it exists again meanwhile. */
export function restoreBoard(board: ZoningBoard, index: number): Edit<StudyData> {
  return (data) =>
    withBoards(data, chapterKey(board.subjectId, board.chapterId), (boards) => {
      if (boards.some((b) => b.id === board.id)) return boards;
      const at = Math.min(index, boards.length);
      return [...boards.slice(0, at), board, ...boards.slice(at)];
    });
}

/** Whether any board of any chapter still shows this image (so a replaced upload may be deleted). */
export function isImageUsed(data: StudyData | null, url: string): boolean {
  return Object.values(data?.zoningSets ?? {}).some((boards) => boards.some((board) => board.imageUrl === url));
}
