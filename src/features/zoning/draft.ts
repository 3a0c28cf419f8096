import { MIN_LEGEND_POINTS, type Legend, type ZoningBoard } from '../../../domain/data/zoning';
import { richTextToPlain } from '../../../domain/richText';
import { newId } from '../../../domain/data/primitives';
import { zoningText } from '../../i18n/zoning';

/** The board being edited, besides its legends (which live in the engine's editor state). */
export interface BoardDraft {
  id: string;
  title: string;
  imageUrl: string;
  createdAt: number | null;
}

/** The board editor of a chapter as kept on the device while a board is drawn. */
export interface OpenBoardDraft {
  draft: BoardDraft;
  legends: Legend[];
}

export const boardDraftName = (subjectId: string, chapterId: string) => `boards:${subjectId}.${chapterId}`;

export function emptyDraft(): BoardDraft {
  return { id: newId(), title: '', imageUrl: '', createdAt: null };
}

export function draftOf(board: ZoningBoard): BoardDraft {
  return { id: board.id, title: board.title ?? '', imageUrl: board.imageUrl, createdAt: board.createdAt };
}

/** The first save rule broken (part 2 §5 Zoning save), in the spec's order, or null. */
export function saveProblem(draft: BoardDraft, legends: readonly Legend[]): string | null {
  const text = zoningText.messages;
  if (!draft.imageUrl.trim()) return text.imageRequired;
  if (legends.length === 0) return text.legendRequired;
  if (legends.some((legend) => legend.points.length < MIN_LEGEND_POINTS)) return text.shapeIncomplete;
  if (legends.some((legend) => !richTextToPlain(legend.label).trim())) return text.labelRequired;
  return null;
}

export interface SaveState {
  uploading: boolean;
  drawing: boolean;
}

/** The save button is disabled while uploading, without an image or legends, or while drawing. */
export function canSave(draft: BoardDraft, legends: readonly Legend[], state: SaveState): boolean {
  return !state.uploading && !state.drawing && draft.imageUrl.trim() !== '' && legends.length > 0;
}

/** The board to store. Labels and notes are trimmed; an empty title is none. */
export function boardFromDraft(draft: BoardDraft, legends: readonly Legend[], subjectId: string, chapterId: string, now: number): ZoningBoard {
  return {
    id: draft.id,
    subjectId,
    chapterId,
    imageUrl: draft.imageUrl.trim(),
    title: draft.title.trim() || null,
    legends: legends.map((legend) => ({ ...legend, label: legend.label.trim(), note: legend.note?.trim() || null })),
    createdAt: draft.createdAt ?? now,
    updatedAt: now,
  };
}
